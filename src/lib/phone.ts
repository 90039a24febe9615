/** The characters a phone link dials: digits and '+' ('+234 803 555 0142' → '+2348035550142'). */
export function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '')
}

/** A tel: link for a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:${dialable(phone)}`
}
