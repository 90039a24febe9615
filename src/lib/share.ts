/** Share links. */

/** A WhatsApp link that opens a chat with the title and address typed in. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`.trim())}`
}
