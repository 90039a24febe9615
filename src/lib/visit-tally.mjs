/**
 * Which tallies one answered request adds to the visit counts (docs/decisions/0038): the one rule for
 * the pages the production server answers itself (scripts/visit-counter.mjs) and for the lines nginx
 * in deploy/ logs for the pages it answers from its cache (src/lib/visit-log.mjs). Plain JavaScript,
 * so the server loads it without a build.
 *
 * The user agent, the Referer and the other headers are read here to classify the request and are
 * never part of a tally: a tally holds a day, a kind, a key and a detail (see VISIT_KINDS), none of
 * which names a person. Not counted: anything but a GET of a page (and the ping of a followed link),
 * prefetches, bots (isbot; an empty user agent is one), and visitors who ask not to be tracked
 * (DNT: 1, Sec-GPC: 1).
 */
import { isbot } from 'isbot'

import { isDocumentPath } from './data-light.mjs'

/**
 * @typedef {'view' | 'visit' | 'referrer' | 'search' | 'search-empty' | 'not-found' | 'link' | 'device'
 *   | 'save-data' | 'data-light' | 'dropped'} VisitKind
 * @typedef {{ day: string, kind: VisitKind, key: string, detail: string }} Tally
 * @typedef {Partial<Record<typeof RECORD_HEADERS[number], string>>} RecordHeaders
 * @typedef {{
 *   method: string, url: string, status: number, headers: RecordHeaders, light: boolean,
 *   searchResults: number | null, siteHost: string, now: number
 * }} VisitRecord
 */

/** @type {readonly VisitKind[]} */
export const VISIT_KINDS = [
  'view',
  'visit',
  'referrer',
  'search',
  'search-empty',
  'not-found',
  'link',
  'device',
  'save-data',
  'data-light',
  'dropped',
]

/** The request headers the rule reads (lower case, as Node names them); nothing else is kept in a record. */
export const RECORD_HEADERS = /** @type {const} */ ([
  'user-agent',
  'referer',
  'save-data',
  'sec-ch-ua-mobile',
  'dnt',
  'sec-gpc',
  'sec-purpose',
  'purpose',
  'x-moz',
  'ping-from',
])

/**
 * The headers of a request the rule reads, and only those (so a record never holds a cookie or an
 * address), each as one string.
 * @param {Record<string, string | string[] | undefined>} headers as Node gives them (lower-case names)
 * @returns {RecordHeaders}
 */
export function recordHeaders(headers) {
  /** @type {RecordHeaders} */
  const picked = {}
  for (const name of RECORD_HEADERS) {
    const value = headers[name]
    if (value !== undefined) picked[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return picked
}

/** The longest key or detail stored; longer paths are cut. */
export const KEY_MAX = 300
/** The longest search query stored. */
export const SEARCH_MAX = 100
/** The search page's answer says how many results it found (nginx logs it as `$sent_http_x_search_results`). */
export const SEARCH_RESULTS_HEADER = 'X-Search-Results'
/** Where the Apply-now and WhatsApp links' `ping` goes (answered by scripts/visit-counter.mjs). */
export const LINK_PING_PATH = '/api/visits/link'
/** The links counted when followed. */
export const PING_LINKS = /** @type {const} */ (['apply', 'whatsapp'])

/** Africa/Lagos is UTC+1 all year (src/lib/dates.ts, LAGOS_UTC_OFFSET_MINUTES; a unit test compares). */
export const LAGOS_OFFSET_MS = 60 * 60_000

/**
 * The Lagos calendar day (YYYY-MM-DD) of a moment.
 * @param {number} ms
 */
export const visitDay = (ms) => new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(0, 10)

const first = (/** @type {string | undefined} */ value) => (value ?? '').split(',', 1)[0].trim()

/** Agents remembered at most: made-up agents by the thousand cannot grow the memory past this. */
const BOT_MEMO_MAX = 2_000
/** @type {Map<string, boolean>} */
const botMemo = new Map()

/**
 * isbot's answer, remembered per user agent: a site's visitors share a few hundred agents, and isbot's
 * pattern costs more than all the rest of counting a line (about 2.5 of 7 µs, `npm run bench -- --only counting`).
 * @param {string} agent
 */
function isBotAgent(agent) {
  let answer = botMemo.get(agent)
  if (answer === undefined) {
    answer = isbot(agent)
    if (botMemo.size >= BOT_MEMO_MAX) botMemo.clear()
    botMemo.set(agent, answer)
  }
  return answer
}

/**
 * False for bots (isbot, or no user agent at all) and for visitors whose browser asks not to be
 * tracked (DNT: 1 or Sec-GPC: 1): nothing of theirs is counted.
 * @param {RecordHeaders} headers
 */
export function isCountedVisitor(headers) {
  const agent = (headers['user-agent'] ?? '').trim()
  if (!agent || isBotAgent(agent)) return false
  return first(headers.dnt) !== '1' && first(headers['sec-gpc']) !== '1'
}

/**
 * A prefetch or prerender the visitor may never see (Sec-Purpose, Purpose, X-Moz).
 * @param {RecordHeaders} headers
 */
export const isPrefetch = (headers) =>
  /prefetch|prerender/i.test(`${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`)

/**
 * The host of an http(s) address, lower case, without `www.`; null for anything else.
 * @param {string | undefined} address
 */
export function siteOf(address) {
  if (!address) return null
  try {
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.hostname.toLowerCase().replace(/^www\./, '') || null
  } catch {
    return null
  }
}

/**
 * A host as the site compares it: lower case, without its port or `www.`.
 * @param {string} host
 */
const bareHost = (host) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')

/**
 * A page's path as counted: as served, without a trailing slash, data-light's `/light` prefix removed,
 * at most KEY_MAX characters.
 * @param {string} pathname
 */
export function pagePath(pathname) {
  const bare = pathname.replace(/^\/light(?=\/|$)/i, '') || '/'
  return (bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare).slice(0, KEY_MAX)
}

/** Addresses of an older site that are worth a redirect when they are not found (pages and PDFs). */
const OLD_PAGE = /\.(?:html?|php|aspx?|jsp|cfm|pdf)$/i

/**
 * A search as counted: trimmed, spaces collapsed, lower case, at most SEARCH_MAX characters.
 * @param {string | null} query
 */
export const searchKey = (query) => (query ?? '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, SEARCH_MAX).trim()

/**
 * The tallies one answered request adds: none, one per kind it counts for otherwise.
 * @param {VisitRecord} record
 * @returns {Tally[]}
 */
export function talliesFor(record) {
  const { headers } = record
  if (!isCountedVisitor(headers)) return []
  const url = parseAddress(record.url)
  if (!url) return []
  const day = visitDay(record.now)
  if (record.method === 'POST' && url.pathname === LINK_PING_PATH) return linkTallies(day, url, headers)
  if (record.method !== 'GET' || isPrefetch(headers) || PREVIEW.test(url.pathname)) return []
  const { status } = record
  if (status === 404 || status === 410) {
    if (!isDocumentPath(url.pathname) && !(OLD_PAGE.test(url.pathname) && isSitePath(url.pathname))) return []
    const detail = whereFrom(headers.referer, record.siteHost)
    return [{ day, kind: 'not-found', key: url.pathname.slice(0, KEY_MAX), detail }]
  }
  if (!isDocumentPath(url.pathname) || !((status >= 200 && status < 300) || status === 304)) return []
  return viewTallies(day, url, record)
}

/** The web team's previews of drafts (src/astro/pages/preview/): not visits. */
const PREVIEW = /^\/preview(?:\/|$)/

/** @param {string} pathname */
const isSitePath = (pathname) => !/^\/(?:admin|api|_next|islands)(?:\/|$)/.test(pathname)

/**
 * The tallies of a page view.
 * @param {string} day
 * @param {URL} url
 * @param {VisitRecord} record
 * @returns {Tally[]}
 */
function viewTallies(day, url, record) {
  const { headers } = record
  const path = pagePath(url.pathname)
  /** @type {Tally[]} */
  const tallies = [{ day, kind: 'view', key: path, detail: '' }]
  const from = siteOf(headers.referer)
  if (!from || from !== bareHost(record.siteHost)) tallies.push({ day, kind: 'visit', key: 'all', detail: '' })
  if (from && from !== bareHost(record.siteHost)) tallies.push({ day, kind: 'referrer', key: from, detail: '' })
  const query = searchKey(url.searchParams.get('q'))
  const firstPage = !url.searchParams.has('kind') && (url.searchParams.get('page') ?? '1') === '1'
  if (path === '/search' && query && firstPage) {
    tallies.push({ day, kind: 'search', key: query, detail: '' })
    if (record.searchResults === 0) tallies.push({ day, kind: 'search-empty', key: query, detail: '' })
  }
  tallies.push({ day, kind: 'device', key: device(headers), detail: '' })
  if (first(headers['save-data']).toLowerCase() === 'on')
    tallies.push({ day, kind: 'save-data', key: 'on', detail: '' })
  if (record.light) tallies.push({ day, kind: 'data-light', key: 'on', detail: '' })
  return tallies
}

/**
 * Phone or desktop: the client hint Sec-CH-UA-Mobile when the browser sends it, else the user agent.
 * @param {RecordHeaders} headers
 */
export function device(headers) {
  const hint = first(headers['sec-ch-ua-mobile'])
  if (hint === '?1') return 'phone'
  if (hint === '?0') return 'desktop'
  return /Mobi|Android|iPhone/.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop'
}

/**
 * Where a visitor came from to an address that was not found: another site's domain, a path of this
 * site, or '' without a Referer.
 * @param {string | undefined} referer
 * @param {string} siteHost
 */
function whereFrom(referer, siteHost) {
  const from = siteOf(referer)
  if (!from) return ''
  if (from !== bareHost(siteHost)) return from
  return new URL(/** @type {string} */ (referer)).pathname.slice(0, KEY_MAX)
}

/**
 * The tally of a followed link's ping: which link, and the page it was on (`from=`, else the
 * browser's Ping-From); none for a link the site does not count.
 * @param {string} day
 * @param {URL} url
 * @param {RecordHeaders} headers
 * @returns {Tally[]}
 */
function linkTallies(day, url, headers) {
  const to = url.searchParams.get('to')
  if (!PING_LINKS.includes(/** @type {never} */ (to))) return []
  const from = sitePathOf(url.searchParams.get('from')) ?? sitePathOf(pathOfAddress(headers['ping-from'])) ?? ''
  return [{ day, kind: 'link', key: /** @type {string} */ (to), detail: from }]
}

/**
 * A ping's page as counted: a plain path of this site, else null.
 * @param {string | null | undefined} value
 */
export function sitePathOf(value) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u0020\u007f]/.test(value)) return null
  const url = parseAddress(value)
  return url ? pagePath(url.pathname) : null
}

/** @param {string | undefined} address */
function pathOfAddress(address) {
  try {
    return address ? new URL(address).pathname : null
  } catch {
    return null
  }
}

const BASE = 'http://site.invalid'

/**
 * A request's address (a path and query) parsed, or null when it is not one.
 * @param {string} address
 */
function parseAddress(address) {
  if (typeof address !== 'string' || !address.startsWith('/') || address.startsWith('//')) return null
  try {
    const url = new URL(address, BASE)
    return url.origin === BASE ? url : null
  } catch {
    return null
  }
}

/**
 * The `ping` of a counted link: the ping address on the site's origin (HTML wants an absolute http(s)
 * address there), with the link's name and the page it is on.
 * @param {typeof PING_LINKS[number]} to
 * @param {string} origin the site's origin (PUBLIC_URL)
 * @param {string | null | undefined} from the page's path; left out when unknown (Ping-From then says)
 */
export function linkPing(to, origin, from) {
  const query = new URLSearchParams({ to })
  if (from) query.set('from', from)
  return `${origin.replace(/\/+$/, '')}${LINK_PING_PATH}?${query}`
}

/**
 * The first day kept when counts are kept `months` months: `today` that many months back (the last
 * day of the month when that month is shorter). Days before it are deleted.
 * @param {string} today YYYY-MM-DD
 * @param {number} months
 */
export function oldestDayKept(today, months) {
  const [year, month, day] = today.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 - months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}
