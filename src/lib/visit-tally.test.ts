import { describe, expect, it } from 'vitest'

import { LAGOS_UTC_OFFSET_MINUTES } from './dates'
import {
  device,
  isCountedVisitor,
  LAGOS_OFFSET_MS,
  linkPing,
  oldestDayKept,
  pagePath,
  searchKey,
  talliesFor,
  visitDay,
  type VisitRecord,
} from './visit-tally.mjs'

const AGENTS = {
  androidPhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  operaMini: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  curl: 'curl/8.5.0',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  uptimeMonitor: 'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
  nodeFetch: 'node',
}

/** 2026-12-02 at 23:30 UTC: already 3 December in Lagos. */
const LATE_EVENING = Date.UTC(2026, 11, 2, 23, 30)

const record = (over: Partial<VisitRecord> = {}): VisitRecord => ({
  method: 'GET',
  url: '/about/history',
  status: 200,
  headers: { 'user-agent': AGENTS.androidPhone },
  light: false,
  searchResults: null,
  siteHost: 'www.acu.edu.ng',
  now: LATE_EVENING,
  ...over,
})

const kinds = (r: VisitRecord) => talliesFor(r).map((t) => `${t.kind}:${t.key}${t.detail ? `<${t.detail}` : ''}`)

describe('a page view', () => {
  it('counts the page, a visit from outside and the device, on the Lagos day', () => {
    const tallies = talliesFor(record())
    expect(tallies.map((t) => t.day)).toEqual(['2026-12-03', '2026-12-03', '2026-12-03'])
    expect(kinds(record())).toEqual(['view:/about/history', 'visit:all', 'device:phone'])
  })

  it('is no new visit when the visitor came from another page of the site', () => {
    const headers = { 'user-agent': AGENTS.windowsChrome, referer: 'https://www.acu.edu.ng/admissions' }
    expect(kinds(record({ headers }))).toEqual(['view:/about/history', 'device:desktop'])
  })

  it('names the referring site by its domain only, without www.', () => {
    const headers = { 'user-agent': AGENTS.iPhone, referer: 'https://www.Google.com.ng/search?q=acu+fees' }
    expect(kinds(record({ headers }))).toEqual([
      'view:/about/history',
      'visit:all',
      'referrer:google.com.ng',
      'device:phone',
    ])
  })

  it('counts pages as served, without a trailing slash or a query', () => {
    expect(kinds(record({ url: '/programmes/computer-science/?utm_source=whatsapp' }))[0]).toBe(
      'view:/programmes/computer-science',
    )
    expect(kinds(record({ url: '/' }))[0]).toBe('view:/')
  })

  it('counts Save-Data and the data-light page', () => {
    const headers = { 'user-agent': AGENTS.operaMini, 'save-data': 'on' }
    expect(kinds(record({ headers, light: true }))).toEqual([
      'view:/about/history',
      'visit:all',
      'device:phone',
      'save-data:on',
      'data-light:on',
    ])
    // The visitor's switch alone: a data-light page without Save-Data.
    expect(kinds(record({ headers: { 'user-agent': AGENTS.macFirefox }, light: true }))).toContain('data-light:on')
  })

  it('counts a page the browser revalidated (304) as a view', () => {
    expect(kinds(record({ status: 304 }))[0]).toBe('view:/about/history')
  })
})

describe('what is not counted', () => {
  it.each([
    ['Googlebot', AGENTS.googlebot],
    ['Bingbot', AGENTS.bingbot],
    ['curl', AGENTS.curl],
    ['headless Chrome', AGENTS.headlessChrome],
    ['Lighthouse', AGENTS.lighthouse],
    ['an uptime monitor', AGENTS.uptimeMonitor],
    ["Node's fetch", AGENTS.nodeFetch],
    ['no user agent', ''],
    ['a user agent of spaces', '   '],
  ])('%s', (_, agent) => {
    expect(talliesFor(record({ headers: { 'user-agent': agent } }))).toEqual([])
    expect(isCountedVisitor({ 'user-agent': agent })).toBe(false)
  })

  it('a visitor whose browser sends DNT: 1 or Sec-GPC: 1', () => {
    expect(talliesFor(record({ headers: { 'user-agent': AGENTS.macFirefox, dnt: '1' } }))).toEqual([])
    expect(talliesFor(record({ headers: { 'user-agent': AGENTS.windowsChrome, 'sec-gpc': '1' } }))).toEqual([])
    // DNT: 0 says tracking is allowed.
    expect(talliesFor(record({ headers: { 'user-agent': AGENTS.macFirefox, dnt: '0' } }))).not.toEqual([])
  })

  it('prefetches and prerenders', () => {
    for (const headers of [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
    ])
      expect(talliesFor(record({ headers: { 'user-agent': AGENTS.windowsChrome, ...headers } }))).toEqual([])
  })

  it('anything but a GET, and answers that are no page', () => {
    expect(talliesFor(record({ method: 'HEAD' }))).toEqual([])
    expect(talliesFor(record({ method: 'POST' }))).toEqual([])
    for (const status of [301, 307, 308, 400, 500, 503]) expect(talliesFor(record({ status }))).toEqual([])
  })

  it.each([
    '/admin',
    '/admin/collections/news',
    '/api/v1/news/all/active',
    '/api/news?limit=1',
    '/_next/static/chunks/main.js',
    '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75',
    '/islands/home.js',
    '/favicon.ico',
    '/sitemap.xml',
    '/news/rss.xml',
    '/events.ics',
    '/healthz',
    '/readyz',
    '/search/suggestions?q=nur',
    '/data-light?on=1',
    '/preview/news/open-day',
  ])('%s', (url) => {
    expect(talliesFor(record({ url }))).toEqual([])
    expect(talliesFor(record({ url, status: 404 }))).toEqual([])
  })

  it('addresses that are not a path of this site', () => {
    for (const url of ['*', 'http://other.example/', '//other.example/x', ''])
      expect(talliesFor(record({ url }))).toEqual([])
  })
})

describe('a search', () => {
  it('counts the query as typed, in lower case with single spaces', () => {
    const r = record({ url: '/search?q=%20Nursing%20%20Fees%20', searchResults: 4 })
    expect(kinds(r)).toEqual(['view:/search', 'visit:all', 'search:nursing fees', 'device:phone'])
  })

  it('counts a search that found nothing apart', () => {
    const r = record({ url: '/search?q=quantum+basket+weaving', searchResults: 0 })
    expect(kinds(r)).toContain('search:quantum basket weaving')
    expect(kinds(r)).toContain('search-empty:quantum basket weaving')
  })

  it('counts only the first page, not a kind paged through, nor an empty query', () => {
    expect(kinds(record({ url: '/search?q=fees&kind=news&page=2', searchResults: 0 }))).not.toContain('search:fees')
    expect(kinds(record({ url: '/search?q=fees&kind=news', searchResults: 3 }))).not.toContain('search:fees')
    expect(kinds(record({ url: '/search?q=%20%20' })).some((k) => k.startsWith('search'))).toBe(false)
  })

  it('keeps at most 100 characters of a query', () => {
    expect(searchKey('a'.repeat(150))).toHaveLength(100)
  })
})

describe('an address that was not found', () => {
  it('is counted with where the visitor came from', () => {
    const page = { url: '/admisions?x=1', status: 404 }
    expect(kinds(record(page))).toEqual(['not-found:/admisions'])
    const fromSite = { 'user-agent': AGENTS.windowsChrome, referer: 'https://www.acu.edu.ng/news/old-story?a=1' }
    expect(kinds(record({ ...page, headers: fromSite }))).toEqual(['not-found:/admisions</news/old-story'])
    const fromElsewhere = { 'user-agent': AGENTS.windowsChrome, referer: 'https://m.facebook.com/' }
    expect(kinds(record({ ...page, headers: fromElsewhere }))).toEqual(['not-found:/admisions<m.facebook.com'])
  })

  it("counts an older site's pages and PDFs, which are worth a redirect, but no other file", () => {
    expect(kinds(record({ url: '/admission.php', status: 404 }))).toEqual(['not-found:/admission.php'])
    expect(kinds(record({ url: '/downloads/Fees-2024.PDF', status: 404 }))).toEqual([
      'not-found:/downloads/Fees-2024.PDF',
    ])
    expect(talliesFor(record({ url: '/apple-touch-icon.png', status: 404 }))).toEqual([])
    expect(talliesFor(record({ url: '/api/x.php', status: 404 }))).toEqual([])
  })
})

describe('a followed link', () => {
  /** The ping's address as the server is asked for it: its path and query. */
  const pingPath = (to: 'apply' | 'whatsapp', from: string | null) => {
    const url = new URL(linkPing(to, 'https://www.acu.edu.ng', from))
    return url.pathname + url.search
  }
  const ping = (url: string, headers: Record<string, string> = {}) =>
    kinds(record({ method: 'POST', url, status: 204, headers: { 'user-agent': AGENTS.androidPhone, ...headers } }))

  it('counts the link and the page it was on', () => {
    expect(ping(pingPath('apply', '/admissions'))).toEqual(['link:apply</admissions'])
    expect(ping(pingPath('whatsapp', '/admissions/tuition/'))).toEqual(['link:whatsapp</admissions/tuition'])
  })

  it("takes the page from the browser's Ping-From when the link does not name it", () => {
    const pingFrom = { 'ping-from': 'https://www.acu.edu.ng/course/nursing?tab=fees' }
    expect(ping(pingPath('apply', null), pingFrom)).toEqual(['link:apply</course/nursing'])
    expect(ping(pingPath('apply', null))).toEqual(['link:apply'])
  })

  it('counts no other link, no page on another site and no bot', () => {
    expect(ping('/api/visits/link?to=portal&from=/')).toEqual([])
    expect(ping('/api/visits/link?to=apply&from=//evil.example/')).toEqual(['link:apply'])
    expect(ping(pingPath('apply', '/'), { 'user-agent': AGENTS.googlebot })).toEqual([])
    expect(ping(pingPath('apply', '/'), { dnt: '1' })).toEqual([])
  })

  it('is an absolute http(s) address on the site, as the ping attribute needs, without spaces', () => {
    expect(linkPing('whatsapp', 'https://www.acu.edu.ng', '/about/contact')).toBe(
      'https://www.acu.edu.ng/api/visits/link?to=whatsapp&from=%2Fabout%2Fcontact',
    )
    expect(linkPing('apply', 'http://127.0.0.1:3000/', null)).toBe('http://127.0.0.1:3000/api/visits/link?to=apply')
  })
})

describe('rules', () => {
  it('phone or desktop: the client hint first, else the user agent', () => {
    expect(device({ 'sec-ch-ua-mobile': '?1', 'user-agent': AGENTS.windowsChrome })).toBe('phone')
    expect(device({ 'sec-ch-ua-mobile': '?0', 'user-agent': AGENTS.androidPhone })).toBe('desktop')
    expect(device({ 'user-agent': AGENTS.iPhone })).toBe('phone')
    expect(device({ 'user-agent': AGENTS.macFirefox })).toBe('desktop')
  })

  it('paths lose the data-light prefix and a trailing slash, and are cut at 300 characters', () => {
    expect(pagePath('/light/about/')).toBe('/about')
    expect(pagePath('/light')).toBe('/')
    expect(pagePath('/lighthouse')).toBe('/lighthouse')
    expect(pagePath(`/${'x'.repeat(400)}`)).toHaveLength(300)
  })

  it("days are Lagos days, with src/lib/dates.ts's offset", () => {
    expect(LAGOS_OFFSET_MS).toBe(LAGOS_UTC_OFFSET_MINUTES * 60_000)
    expect(visitDay(Date.UTC(2026, 11, 2, 22, 59))).toBe('2026-12-02')
    expect(visitDay(Date.UTC(2026, 11, 2, 23, 0))).toBe('2026-12-03')
  })

  it('keeps the days of the last months, shorter months ending on their last day', () => {
    expect(oldestDayKept('2026-12-02', 25)).toBe('2024-11-02')
    expect(oldestDayKept('2026-03-31', 1)).toBe('2026-02-28')
    expect(oldestDayKept('2028-03-31', 1)).toBe('2028-02-29')
    expect(oldestDayKept('2026-01-15', 60)).toBe('2021-01-15')
  })
})
