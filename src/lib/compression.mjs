/**
 * The rules of the production server's compression (scripts/compression-server.mjs): which answers
 * are gzipped, for whom. Plain JavaScript with no imports, so the server loads it without a build.
 */

/** Smaller bodies gain less than the gzip header and the work cost. */
export const MIN_BYTES = 1024

/** Text formats; pictures, fonts, PDFs and video are compressed already. */
const COMPRESSIBLE_TYPE =
  /^\s*(text\/[^;]+|application\/(json|[\w.+-]+\+json|javascript|xml|[\w.+-]+\+xml)|image\/svg\+xml)\s*(;|$)/i

/**
 * True when the client accepts gzip: `gzip` listed without `q=0`, or else `*` without it.
 * @param {string | string[] | undefined} header the request's Accept-Encoding
 */
export function acceptsGzip(header) {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).slice(0, 1024)
  /** @type {Record<string, number>} */
  const weights = {}
  for (const part of text.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    if (name !== 'gzip' && name !== '*') continue
    const q = params.find((p) => p.startsWith('q='))
    weights[name] = q === undefined ? 1 : Number(q.slice(2)) || 0
  }
  return (weights.gzip ?? weights['*'] ?? 0) > 0
}

/**
 * True when an answer with these headers may be gzipped on its way out: a text format, not
 * compressed already, not a partial answer, and not marked `no-transform`. The client's wish is
 * asked separately (acceptsGzip), so that `Vary: Accept-Encoding` is sent either way.
 * @param {{ status: number; contentType: unknown; contentEncoding: unknown; cacheControl: unknown }} answer
 */
export function isCompressible({ status, contentType, contentEncoding, cacheControl }) {
  if (status < 200 || status === 204 || status === 206 || status === 304) return false
  if (contentEncoding && String(contentEncoding).trim().toLowerCase() !== 'identity') return false
  if (/\bno-transform\b/i.test(String(cacheControl ?? ''))) return false
  return COMPRESSIBLE_TYPE.test(String(contentType ?? ''))
}
