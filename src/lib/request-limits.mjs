/**
 * How large a request body the production server (scripts/server.mjs) lets through, decided from the
 * request's head alone, before a byte of the body is read. Plain JavaScript with no imports, so the
 * server loads it without a build.
 *
 * - Uploads (multipart/form-data) pass: Payload stops a file above 20 MB with a 413 as it streams it.
 * - Any other body (JSON, forms, text) is at most JSON_LIMIT bytes: far more than an editor's
 *   largest document, far less than what takes seconds to parse. Above it: 413.
 * - Such a body without a declared length (sent in chunks) is refused with 411: only a length
 *   declared up front lets the server refuse an oversized body unread. Browsers, the admin, curl and
 *   the deploy/ nginx all declare it.
 */
export const JSON_LIMIT = 1_000_000

const first = (value) => (Array.isArray(value) ? value[0] : value)

/**
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {null | { status: 411 | 413, message: string }} null when the body may be read
 */
export function bodyRefusal({ headers }) {
  const type = String(first(headers['content-type']) ?? '').toLowerCase()
  if (/^\s*multipart\//.test(type)) return null
  const declared = first(headers['content-length'])
  const chunked = headers['transfer-encoding'] !== undefined
  if (declared === undefined && !chunked) return null
  if (declared === undefined || chunked)
    return { status: 411, message: 'Send the length of the request body (Content-Length).' }
  const length = /^\s*\d+\s*$/.test(declared) ? Number(declared) : NaN
  // Node rejects a malformed length itself; anything else unreadable is refused, not guessed.
  if (!(length <= JSON_LIMIT))
    return { status: 413, message: `The request body is larger than ${JSON_LIMIT / 1_000_000} MB.` }
  return null
}
