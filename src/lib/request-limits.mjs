/**
 * How large a request body the production server (scripts/server.mjs) lets through, decided from the
 * request's head alone, before a byte of the body is read. Plain JavaScript with no imports, so the
 * server loads it without a build.
 *
 * - An upload (multipart/form-data) to a route that takes files (`UPLOAD_ROUTES`: a picture, a document,
 *   a bulk-import sheet) is at most UPLOAD_LIMIT: the 20 MB file Payload allows and the form around it.
 *   A multipart body anywhere else carries only the admin's form fields, and is held to JSON_LIMIT.
 * - Any other body (JSON, forms, text) is at most JSON_LIMIT bytes: far more than an editor's
 *   largest document, far less than what takes seconds to parse. Above it: 413.
 * - Payload's method override (`X-HTTP-Method-Override: GET` on a POST) turns the body into the query
 *   string: such a body is held to OVERRIDE_LIMIT, the longest request line the server takes.
 * - A body without a declared length (sent in chunks) is refused with 411: only a length declared up
 *   front lets the server refuse an oversized body unread. Browsers, the admin, curl and the deploy/
 *   nginx all declare it.
 */
export const JSON_LIMIT = 1_000_000
/** Payload's upload limit (src/payload.config.ts, `upload.limits.fileSize`: 20 MB) and 1 MB for the form. */
export const UPLOAD_LIMIT = 21_000_000
/** Node's longest request head (16 KB), which holds the longest address it takes. */
export const OVERRIDE_LIMIT = 16_384

/** Routes whose bodies may carry a file: the upload collections (new, or a document replaced) and bulk import. */
const UPLOAD_ROUTES = /^\/api\/(?:(?:media|documents)(?:\/\d+)?|bulk\/[a-z-]+\/(?:check|apply))\/?(?:\?|$)/

const first = (value) => (Array.isArray(value) ? value[0] : value)

const megabytes = (bytes) => `${bytes / 1_000_000} MB`

/** The most bytes a body of this type to this address may have, and how to say so. */
function limitFor({ url = '/', headers }) {
  if (first(headers['x-http-method-override']) ?? first(headers['x-payload-http-method-override']))
    return { bytes: OVERRIDE_LIMIT, what: `${OVERRIDE_LIMIT / 1024} KB, as an address may be` }
  const type = String(first(headers['content-type']) ?? '').toLowerCase()
  if (/^\s*multipart\//.test(type) && UPLOAD_ROUTES.test(url))
    return { bytes: UPLOAD_LIMIT, what: `${megabytes(UPLOAD_LIMIT - 1_000_000)} of file` }
  return { bytes: JSON_LIMIT, what: megabytes(JSON_LIMIT) }
}

/**
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {null | { status: 411 | 413, message: string }} null when the body may be read
 */
export function bodyRefusal(request) {
  const { headers } = request
  const declared = first(headers['content-length'])
  const chunked = headers['transfer-encoding'] !== undefined
  if (declared === undefined && !chunked) return null
  if (declared === undefined || chunked)
    return { status: 411, message: 'Send the length of the request body (Content-Length).' }
  const length = /^\s*\d+\s*$/.test(declared) ? Number(declared) : NaN
  const limit = limitFor(request)
  // Node rejects a malformed length itself; anything else unreadable is refused, not guessed.
  if (!(length <= limit.bytes)) return { status: 413, message: `The request body is larger than ${limit.what}.` }
  return null
}

/**
 * True when the request names its target as a path (`/about?x=1`), the only form a server of one site
 * answers: `*` (`OPTIONS *`) and the absolute form (`GET http://other.example/ HTTP/1.1`, which Next
 * would redirect to that host) get a 400.
 * @param {string | undefined} url the request line's target, as Node gives it
 */
export const isOriginForm = (url = '') => url.startsWith('/')

/** How often a body's progress is looked at, and the least it must grow by each time (decision 17). */
export const BODY_WINDOW_MS = 10_000
export const MIN_BODY_BYTES_PER_WINDOW = 1_024
