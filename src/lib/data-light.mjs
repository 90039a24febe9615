/**
 * Data-light mode (docs/decisions/0010-data-light-mode.md): who asked for the light rendering of a
 * page (src/astro/page-request.ts), which paths have one, and the footer's on/off switch (src/app/data-light/).
 * Plain JavaScript with no imports, so the production server loads it without a build too.
 *
 * The mode is on when the browser sends `Save-Data: on` or the visitor switched it on (a cookie);
 * the cookie `data-light=0` switches it off even when the browser sends Save-Data.
 */

// deploy/nginx.conf.template keys its cache on this cookie and Save-Data by the same rule: change both.
export const COOKIE_NAME = 'data-light'
/** The language of every page (`<html lang>`). */
export const PAGE_LOCALE = 'en-NG'
/**
 * The prefixes that once named a page's renderings, when they were Next's locales (`/light/about`,
 * `/en-NG/about`): an old link with one moves to the page's own address (`pageAddressOf`).
 */
const FORMER_PREFIXES = ['light', 'en-ng']
/** The address of the switch: `?on=1` or `?on=0`, and optionally `&back=/the/page`. */
export const TOGGLE_PATH = '/data-light'
/** The class of <html> on a light page, so the stylesheet can show the footer's current state. */
export const HTML_CLASS = 'data-light'
/** What a page component marks an image with when it only decorates (light pages leave it out). */
export const DECORATIVE_ATTRIBUTE = 'data-decorative'
/** A year: the switch is a lasting preference. */
export const COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** Longer `back=` addresses are refused (the page is then the home page). */
export const MAX_BACK_LENGTH = 2000
/**
 * The style a page writes for a browser without script (in <noscript>) and on a light page (always):
 * controls that need script take no room, and what they would hide shows (globals.css).
 */
export const WITHOUT_SCRIPT_CSS = '.awaits-script,.script-only{display:none}.script-hidden{display:block}'
/** The request headers a light page depends on, besides those of the page itself. */
export const VARY = ['Save-Data', 'Cookie']

/**
 * The value of one cookie in a Cookie header, or null. The first occurrence wins (browsers send the
 * cookie of the most specific path first); a header of 8 KB at most is read.
 * @param {string | string[] | undefined} header
 * @param {string} name
 * @returns {string | null}
 */
export function cookieValue(header, name) {
  const text = (Array.isArray(header) ? header.join('; ') : (header ?? '')).slice(0, 8192)
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return null
}

/**
 * True when the browser asks to save data: the header's first token is `on` (any case).
 * @param {string | string[] | undefined} header
 */
export function saveDataRequested(header) {
  const text = Array.isArray(header) ? header[0] : header
  return typeof text === 'string' && text.split(';', 1)[0].trim().toLowerCase() === 'on'
}

/**
 * Whether a request gets the light page: the visitor's switch (cookie `1` or `0`) wins, any other
 * cookie value is ignored, and without a switch the browser's Save-Data decides.
 * @param {{ cookie?: string | string[]; 'save-data'?: string | string[] }} headers
 */
export function lightModeRequested(headers) {
  const choice = cookieValue(headers.cookie, COOKIE_NAME)
  if (choice === '1') return true
  if (choice === '0') return false
  return saveDataRequested(headers['save-data'])
}

/**
 * The routes besides the admin and the API that are not pages: JSON a page's script asks for, the
 * switch and the health checks. They have no light rendering (src/app/'s route handlers and Astro's
 * endpoints, the `.ts` files under src/astro/pages; a unit test compares).
 */
const APP_ROUTES = [
  '/about/leadership/cards',
  '/resources/gallery/images',
  '/resources/news/more',
  '/resources/events/more',
  '/search/suggestions',
  TOGGLE_PATH,
  '/healthz',
  '/readyz',
]

/**
 * Whether a path is a document page (src/pages/), which has a light rendering: not the admin, the
 * API (the contract included), Next's own files, the islands' scripts, a file (a name with a dot:
 * feeds, calendars, the sitemap, the icon) or another App Router route.
 * @param {string} pathname
 */
export function isDocumentPath(pathname) {
  if (/^\/(?:admin|api|_next|islands)(?:\/|$)/.test(pathname)) return false
  if (/\.[^/]*$/.test(pathname)) return false
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return !APP_ROUTES.includes(bare)
}

/**
 * The page's own address for an old one that names a rendering (`/light/about` → `/about`, in any case,
 * `/light` → `/`), or null for any other path.
 * @param {string} pathname
 * @returns {string | null}
 */
export function pageAddressOf(pathname) {
  const [, first = '', ...rest] = pathname.split('/')
  const page = `/${rest.join('/')}`
  return FORMER_PREFIXES.includes(first.toLowerCase()) && isDocumentPath(page) ? page : null
}

/**
 * A same-site path to return to, from a `back=` value or else the Referer's path; '/' when neither
 * is a plain path of this site. Never an address on another host: `//host`, `/\host`, schemes,
 * control characters and over-long values are refused, and only the path and query are kept.
 * @param {string | null | undefined} back
 * @param {string | null | undefined} [referer]
 * @returns {string}
 */
export function returnPath(back, referer) {
  const fromBack = sitePath(back)
  if (fromBack) return fromBack
  if (typeof referer === 'string' && referer.length <= MAX_BACK_LENGTH) {
    try {
      const url = new URL(referer)
      if (url.protocol === 'http:' || url.protocol === 'https:') return sitePath(url.pathname + url.search) ?? '/'
    } catch {
      // not an absolute address: ignore it
    }
  }
  return '/'
}

const BASE = 'http://site.invalid'

/**
 * @param {unknown} value
 * @returns {string | null}
 */
function sitePath(value) {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_BACK_LENGTH) return null
  // A single leading slash, no backslash, no control character or white space anywhere.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return null
  let url
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = url.pathname + url.search
  // Never back to the switch itself.
  if (url.pathname === TOGGLE_PATH || path.startsWith('//')) return null
  return path
}

/**
 * The Set-Cookie value of the switch.
 * @param {boolean} on
 * @param {boolean} secure add `Secure` (the site is served over https)
 */
export function toggleCookie(on, secure) {
  return `${COOKIE_NAME}=${on ? '1' : '0'}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

/**
 * A Vary header with `values` added to what it already names (no duplicates, any case).
 * @param {string | number | string[] | undefined} existing
 * @param {string[]} values
 */
export function appendVary(existing, values) {
  const current = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  if (current.includes('*')) return '*'
  const lower = new Set(current.map((v) => v.toLowerCase()))
  return [...current, ...values.filter((v) => !lower.has(v.toLowerCase()))].join(', ')
}
