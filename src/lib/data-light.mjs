/**
 * Data-light mode (docs/decisions/0010-data-light-mode.md): the rules the production server
 * (scripts/server.mjs) applies to a page's HTML when the visitor asked for less data, and the
 * footer's on/off switch. Plain JavaScript with no imports, so the server loads it without a build.
 *
 * The mode is on when the browser sends `Save-Data: on` or the visitor switched it on (a cookie);
 * the cookie `data-light=0` switches it off even when the browser sends Save-Data.
 */

// deploy/nginx.conf.template keys its cache on this cookie and Save-Data by the same rule: change both.
export const COOKIE_NAME = 'data-light'
/** The address of the switch: `?on=1` or `?on=0`, and optionally `&back=/the/page`. */
export const TOGGLE_PATH = '/data-light'
/** The class the filter puts on <html>, so the stylesheet can show the footer's current state. */
export const HTML_CLASS = 'data-light'
/** What a page component marks an image with when it only decorates (the filter drops it). */
export const DECORATIVE_ATTRIBUTE = 'data-decorative'
/** A year: the switch is a lasting preference. */
export const COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** Longer `back=` addresses are refused (the page is then the home page). */
export const MAX_BACK_LENGTH = 2000
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
 * Whether a path is a page the filter may change: not the admin, the API (the contract included),
 * Next's own files or the switch itself. Feeds, calendars and the sitemap are not HTML, which the
 * server checks on the answer.
 * @param {string | undefined} url the request's path and query
 */
export function isPagePath(url) {
  const pathname = (url ?? '/').split('?', 1)[0]
  return !/^\/(?:admin|api|_next)(?:\/|$)/.test(pathname) && pathname !== TOGGLE_PATH
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

// ---------------------------------------------------------------- the HTML filter

/** One start tag, quotes respected (a `>` inside a quoted attribute value does not end it). */
const TAG = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`
const SCRIPT = new RegExp(String.raw`<script\b(${TAG})>[\s\S]*?</script\s*>`, 'gi')
const LINK = new RegExp(String.raw`<link\b(${TAG})/?>`, 'gi')
const IMG = new RegExp(String.raw`<img\b(${TAG})/?>`, 'gi')
const PICTURE = new RegExp(String.raw`<picture\b(${TAG})>([\s\S]*?)</picture\s*>`, 'gi')
const NOSCRIPT = /<noscript\b[^>]*>([\s\S]*?)<\/noscript\s*>/gi
const HTML_TAG = new RegExp(String.raw`<html\b(${TAG})>`, 'i')
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/**
 * The attributes of a start tag's inside, names in lower case, values as written.
 * @param {string} inside
 * @returns {Map<string, string>}
 */
export function attributes(inside) {
  const found = new Map()
  for (const m of inside.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase()
    if (!found.has(name)) found.set(name, m[2] ?? m[3] ?? m[4] ?? '')
  }
  return found
}

/** Structured data for search engines and readers: data, not a program, so it stays. */
const KEPT_SCRIPT_TYPES = new Set(['application/ld+json'])

/**
 * Hints the light page has no use for: scripts and modules, images (the decorative ones are gone,
 * the others load anyway), data the scripts would fetch, and style sheets only a script would apply
 * (Next preloads the not-found page's; a sheet the page uses is linked as a stylesheet). Fonts stay.
 * @param {Map<string, string>} attrs
 */
function isDroppedLink(attrs) {
  const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
  const as = (attrs.get('as') ?? '').toLowerCase()
  if (rel.includes('modulepreload')) return true
  const hint = rel.includes('preload') || rel.includes('prefetch')
  return hint && ['script', 'image', 'style', 'fetch', 'worker'].includes(as)
}

/**
 * The light page: no script (structured data excepted), no script, image or style preload, no image
 * marked decorative (a <picture> holding one goes whole), <noscript> content shown as the browser
 * shows it without JavaScript, and the class `data-light` on <html>.
 * @param {string} html
 * @returns {string}
 */
export function lightenHtml(html) {
  return html
    .replace(SCRIPT, (whole, inside) => {
      const type = (attributes(inside).get('type') ?? '').trim().toLowerCase()
      return KEPT_SCRIPT_TYPES.has(type) ? whole : ''
    })
    .replace(NOSCRIPT, (_whole, content) => content)
    .replace(LINK, (whole, inside) => (isDroppedLink(attributes(inside)) ? '' : whole))
    .replace(PICTURE, (whole, inside, content) =>
      attributes(inside).has(DECORATIVE_ATTRIBUTE) ||
      [...content.matchAll(IMG)].some((m) => attributes(m[1]).has(DECORATIVE_ATTRIBUTE))
        ? ''
        : whole,
    )
    .replace(IMG, (whole, inside) => (attributes(inside).has(DECORATIVE_ATTRIBUTE) ? '' : whole))
    .replace(HTML_TAG, (_whole, inside) => `<html${withClass(inside, HTML_CLASS)}>`)
}

/**
 * A start tag's inside with `name` added to its class attribute (or a class attribute added).
 * @param {string} inside
 * @param {string} name
 */
function withClass(inside, name) {
  const classAttr = /(\sclass\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i
  const m = inside.match(classAttr)
  if (!m) return `${inside.replace(/\s*\/?$/, '')} class="${name}"`
  const current = m[2] ?? m[3] ?? m[4] ?? ''
  if (current.split(/\s+/).includes(name)) return inside
  return inside.replace(classAttr, `${m[1]}"${current ? `${current} ` : ''}${name}"`)
}

/**
 * Splits a Link header into its entries (commas inside <…> or quotes do not split).
 * @param {string} header
 * @returns {string[]}
 */
function linkEntries(header) {
  const entries = []
  let start = 0
  let quoted = false
  let bracketed = false
  for (let i = 0; i < header.length; i++) {
    const c = header[i]
    if (c === '"' && !bracketed) quoted = !quoted
    else if (c === '<' && !quoted) bracketed = true
    else if (c === '>' && !quoted) bracketed = false
    else if (c === ',' && !quoted && !bracketed) {
      entries.push(header.slice(start, i))
      start = i + 1
    }
  }
  entries.push(header.slice(start))
  return entries.map((e) => e.trim()).filter(Boolean)
}

/**
 * A Link response header without the preloads the light page drops (the browser would fetch them
 * ahead of the page); null when nothing is left.
 * @param {string | number | string[] | undefined} header
 * @returns {string | null}
 */
export function lightenLinkHeader(header) {
  if (header === undefined) return null
  const text = Array.isArray(header) ? header.join(', ') : String(header)
  const kept = linkEntries(text).filter((entry) => {
    const params = attributes(entry.replace(/^<[^>]*>/, '').replace(/;/g, ' '))
    return !isDroppedLink(params)
  })
  return kept.length ? kept.join(', ') : null
}
