/**
 * WhatsApp chat links for the university's offices (admissions, bursary, student affairs): the web
 * team writes a number as people do, the link needs it as digits with the country code.
 */

/** Nigeria's country code: a number written the local way (`0803 …`) is a Nigerian one. */
const NIGERIA = '234'

/**
 * The digits WhatsApp dials for a number as people write it, with its country code
 * ('+234 803 555 0150', '0803-555-0150' and '00234 803 555 0150' all give '2348035550150'); null when
 * it is not a phone number (letters, too short or too long for an international number).
 */
export function whatsappNumber(written: string): string | null {
  const trimmed = written.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) {
    // As written: the country code is there.
  } else if (digits.startsWith('00')) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = NIGERIA + digits.slice(1)
  // A local Nigerian number written as '+234 (0) 803 …' keeps a trunk 0 WhatsApp must not dial.
  if (digits.startsWith(`${NIGERIA}0`)) digits = NIGERIA + digits.slice(NIGERIA.length + 1)
  // International numbers have at most 15 digits (ITU E.164); a Nigerian mobile has 13 with its code.
  return digits.length >= 10 && digits.length <= 15 ? digits : null
}

/** A `wa.me` link that opens a chat with `digits`, the message typed in and ready to send. */
export function whatsappChatUrl(digits: string, message: string): string {
  const text = message.trim()
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`
}

/** The message to the admissions office from a programme's page: the greeting, then which programme. */
export function aboutProgramme(greeting: string, programme: string): string {
  return `${greeting.trim()}\nProgramme: ${programme}`
}
