/**
 * Headers the production server (scripts/server.mjs) settles on each answer as its head goes out,
 * whichever part of the site wrote it. Plain JavaScript, so the server loads it without a build.
 *
 * - Payload's REST API (/api/<collection>, /api/users/me, /api/globals/…; not the public contract
 *   under /api/v1, and the files of uploads) answers differently for each signed-in user: every answer names `Cookie` and
 *   `Authorization` in `Vary`, and one given to a caller with a session or a token, to a draft read
 *   or to a change is `private, no-store`, so no shared cache keeps it.
 * - A redirect or not-found of a page Next prerenders on demand comes with the page's own caching
 *   (`s-maxage=300, stale-while-revalidate=31535700`, or `s-maxage=31536000` for a page with no
 *   revalidation): a shared cache could hand it out for a year after the address gained content. It
 *   loses `stale-while-revalidate` and keeps `s-maxage` and `max-age` of at most five minutes.
 *   Next also sends a cached redirect's `Location` twice (vercel/next.js#82117): one is kept.
 */
import { appendVary } from './data-light.mjs'

// Files of upload collections (/api/media/file/…) are the same for everyone who may read them.
const PAYLOAD_REST = /^\/api\/(?!v1(?:[/?]|$))(?![^/?]+\/file\/)/
const SESSION_COOKIE = /(?:^|;)\s*payload-token=/

/**
 * True when a Cookie header carries the admin's session cookie (whether it is valid is Payload's to say).
 * @param {string | undefined | null} cookie
 */
export const hasSessionCookie = (cookie) => SESSION_COOKIE.test(cookie ?? '')

const first = (value) => (Array.isArray(value) ? value[0] : value)

/**
 * True when Payload may answer this request with something only this caller should see.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isPersonalRestCall({ method = 'GET', url = '/', headers }) {
  if (!PAYLOAD_REST.test(url)) return false
  if (method !== 'GET' && method !== 'HEAD') return true
  if (headers.authorization !== undefined || hasSessionCookie(String(first(headers.cookie) ?? ''))) return true
  return new URLSearchParams(url.split('?')[1] ?? '').has('draft')
}

/** How long any cache may keep a redirect or a not-found: an address may gain content any minute. */
export const SHORT_LIVED_SECONDS = 300

/**
 * `Cache-Control` of a redirect or a not-found: no `stale-while-revalidate`, and `max-age` and
 * `s-maxage` at most SHORT_LIVED_SECONDS (Next gives a page's redirect its own year-long `s-maxage`).
 */
const shortLived = (value) =>
  String(value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/^stale-while-revalidate\b/i.test(part))
    .map((part) => {
      const [name, seconds] = part.split('=')
      const capped = /^(?:s-maxage|max-age)$/i.test(name.trim()) && !(Number(seconds) <= SHORT_LIVED_SECONDS)
      return capped ? `${name.trim()}=${SHORT_LIVED_SECONDS}` : part
    })
    .join(', ')

/**
 * The headers to change: a value sets it, `undefined` removes it.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {number} status
 * @param {(name: string) => string | string[] | number | undefined} current the answer's header so far
 * @returns {Record<string, string | undefined>}
 */
export function answerHeaderChanges(request, status, current) {
  /** @type {Record<string, string | undefined>} */
  const changes = {}
  if (PAYLOAD_REST.test(request.url ?? '/')) {
    changes.Vary = appendVary(current('vary'), ['Cookie', 'Authorization'])
    if (isPersonalRestCall(request)) changes['Cache-Control'] = 'private, no-store'
  }
  if (status >= 300 && status !== 304) {
    const location = current('location')
    if (Array.isArray(location)) changes.Location = location[0]
    const cacheControl = current('cache-control')
    const settled = cacheControl === undefined ? undefined : shortLived(cacheControl)
    if (cacheControl !== undefined && settled !== String(cacheControl)) changes['Cache-Control'] = settled || undefined
  }
  return changes
}
