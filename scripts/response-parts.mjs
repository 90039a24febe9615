/**
 * Small pieces the production server's response wrappers share (scripts/compression-server.mjs,
 * scripts/request-guards.mjs): both stand in for Node's writeHead.
 */

/** Headers given to writeHead (an object, or a flat list of names and values) set on the response. */
export function applyHeaders(res, args) {
  const headers = args.find((a) => a && typeof a === 'object')
  if (!headers) return
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1])
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
  }
}

/** A chunk given to write/end as a Buffer. */
export const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      : Buffer.from(chunk)
