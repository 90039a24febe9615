/**
 * `npm run bench`: measures what visitors and other clients download, and how fast the server
 * answers, on the production build. Figures only, no pass or fail: these machines are too noisy.
 *
 * Starts its own server (`npm start` on port BENCH_PORT, default 3500, data in BENCH_DATA_DIR,
 * default .bench-data, build in BENCH_DIST_DIR, default .next-bench), or measures BENCH_URL.
 *
 * For each list page and each list endpoint of the contract it records the body's bytes (raw and
 * gzip) and the server time (median of BENCH_RUNS requests after a warm-up), and writes them under
 * a label into bench/results.json; bench/results.md then shows every label side by side.
 *
 * Growth with the archive, on one data dir:
 *
 *   npm run bench -- --label demo                     # seeds the demo on first start, measures it
 *   DATA_DIR=.bench-data npm run seed -- --scale 17 --news 5000
 *   npm run bench -- --label scale                    # rebuilds (the content changed), measures again
 *
 * `--label` defaults to "demo"; BENCH_NOTE adds a sentence to that label's column (what was paged).
 * `--report` only writes results.md again from results.json.
 *
 * Data-light mode (docs/decisions/0010-data-light-mode.md): every route of the site is loaded in
 * Chromium at phone width, once as usual and once with `Save-Data: on`, and the bytes that came over
 * the wire (as served, compressed, headers included: DevTools' 'transferred') and the requests are
 * summed. `--only data-light` measures that alone (and keeps the label's other figures).
 *
 * `--only lighthouse` runs Lighthouse on every route (scripts/bench-lighthouse.ts), `--only lighthouse-3g`
 * on the content pages with Lighthouse's regular-3G preset (the speed issue's budgets), and `--only load`
 * the load test (scripts/bench-load.ts; BENCH_LOAD_SECONDS, default 20, per run), `--only search`
 * the home page against random searches (scripts/bench-search.ts), `--only nginx` deploy/'s cache
 * against the same bytes as a static file of the same nginx (scripts/bench-nginx.ts), `--only counting` pages
 * with and without the visit counter (scripts/bench-counting.ts). They take many minutes, so the
 * full run leaves them out and keeps their last figures.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium, type Browser } from '@playwright/test'

import { PAGES as SITE_PAGES, routes } from '../src/lib/routes'

import { lighthousePage, type LighthouseFigures, type Network } from './bench-lighthouse'
import { loadTables, measureLoad, type LoadResult } from './bench-load'
import { countingTable, measureCounting, type CountingResult } from './bench-counting'
import { measureNginxCache, nginxCacheTable, type NginxCacheResult } from './bench-nginx'
import { measureSearchLoad, searchLoadTable, type SearchLoadResult } from './bench-search'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT || 3500)
const base = process.env.BENCH_URL || `http://127.0.0.1:${port}`
const dataDir = process.env.BENCH_DATA_DIR || '.bench-data'
const distDir = process.env.BENCH_DIST_DIR || '.next-bench'
const runs = Math.max(3, Number(process.env.BENCH_RUNS || 7))
const resultsDir = path.join(root, 'bench')

/** A demo news item (present at both volumes): the detail page the bench and the load test measure. */
const NEWS_DETAIL = '/news/new-ai-model-reads-handwritten-ibibio-and-efik-texts'

/** The list pages (and a few others for reference), with what they list. */
const PAGES: Array<{ path: string; what: string }> = [
  { path: '/resources/news', what: 'news list' },
  { path: '/resources/events', what: 'events list' },
  { path: '/about/leadership?tab=staff', what: 'staff directory (All Staff)' },
  { path: '/about/leadership', what: 'leadership directory (Board)' },
  { path: '/resources/gallery', what: 'gallery' },
  { path: '/search?q=university', what: 'search results' },
  { path: '/admission/course-finder', what: 'programme finder' },
  { path: '/', what: 'home page' },
  { path: '/sitemap.xml', what: 'sitemap (index at scale)' },
  // Detail pages of demo items (present at both volumes): one item each, never the archive.
  { path: NEWS_DETAIL, what: 'news detail' },
  { path: '/events/annual-conference-on-energy-transition-in-the-niger-delta', what: 'event detail' },
  { path: '/about/staff/mmeyene-enang', what: 'staff profile' },
]

/** The contract's list endpoints: whole lists as the contract defines them, and one page of the growing ones. */
const LIST_ENDPOINTS = [
  'news/all/active',
  'news/all/active?limit=20&page=1',
  'event/all/active',
  'event/all/active?limit=20&page=1',
  'academic/staff/website/all',
  'academic/staff/website/all?limit=20&page=1',
  'academic/staff/all',
  'leadership/leadership/list',
  'general/website/timetable/staff',
  'general/website/timetable/staff?limit=20&page=1',
  'gallery/list',
  'gallery/list?limit=20&page=1',
  'academics/faculty/academic/list',
  'academics/department/academic/list',
  'academics/faculty/details',
  'academics/course/view/list',
  'academics/course/details',
  'general/website/tuition',
  'general/homepage/content',
  'slider/homepage',
  'general/web_contact',
  'academic/titles',
  'academic/designation',
  'academic/departments',
  'general/other-fee/list',
  'general/campus-life/list',
  'general/academic_calendar',
  'academic/am-course-ug',
  'general/finance_scholarship',
]

/** The show-more endpoints the pages use with JavaScript (not part of the contract). */
const MORE_ENDPOINTS = ['/about/leadership/cards?page=2', '/resources/gallery/images?page=2']

type Measure = { status: number; raw: number; gzip: number; ms: number; firstMs: number; items?: number }
/** What one page load brought over the wire, in bytes as transferred, and how many requests. */
type Transfer = { status: number; bytes: number; requests: number; js: number; images: number; jsRequests: number }
type LabelResult = {
  label: string
  measuredAt: string
  base: string
  note?: string
  counts: Record<string, number> | null
  pages: Record<string, Measure & { js?: number }>
  endpoints: Record<string, Measure>
  throughput: Record<string, number>
  dataLight?: Record<string, { normal: Transfer; light: Transfer }>
  lighthouse?: Record<string, LighthouseFigures>
  /** The same in data-light mode (Save-Data: on); performance only. */
  lighthouseLight?: Record<string, LighthouseFigures>
  /** The content pages on Lighthouse's regular-3G preset (`--only lighthouse-3g`); performance only. */
  lighthouse3g?: Record<string, LighthouseFigures>
  load?: LoadResult
  /** The home page and random searches at 50 connections, in one run (`--only search`). */
  searchLoad?: SearchLoadResult
  /** deploy/'s cache against the same bytes as a static file of the same nginx (`--only nginx`). */
  nginxCache?: NginxCacheResult
  /** Pages with and without the visit counter, the app alone and behind deploy/'s cache (`--only counting`). */
  counting?: CountingResult
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function waitForServer() {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`no server at ${base}`)
}

/** One request: status, body and the time until the whole body arrived (on this machine: server time). */
async function timed(url: string) {
  const started = performance.now()
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, body, ms: performance.now() - started }
}

/** The first request (cold caches), then the median of `runs` more. */
async function measure(url: string): Promise<Measure & { body: Buffer }> {
  const first = await timed(url)
  const times: number[] = []
  let last = first
  for (let i = 0; i < runs; i++) {
    last = await timed(url)
    times.push(last.ms)
  }
  return {
    status: last.status,
    raw: last.body.length,
    gzip: gzipSync(last.body).length,
    ms: Math.round(median(times) * 10) / 10,
    firstMs: Math.round(first.ms),
    body: last.body,
  }
}

async function scriptsWeight(html: string) {
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))]
  let js = 0
  for (const src of scripts) js += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length
  return js
}

/** Requests per second for one URL: `concurrency` loops for `seconds`. */
async function throughput(url: string, seconds = 5, concurrency = 8) {
  const end = Date.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const r = await fetch(url)
        await r.arrayBuffer()
        done++
      }
    }),
  )
  return Math.round(done / seconds)
}

/** The data dir's documents per collection (only when this script started the server). */
function counts(): Record<string, number> | null {
  // A server measured by URL serves a data dir this script may not know: count only when told which.
  if (process.env.BENCH_URL && !process.env.BENCH_DATA_DIR) return null
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/seed/cli.ts', '--counts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
  })
  const line = result.stdout.split('\n').find((l) => l.startsWith('{'))
  return line ? (JSON.parse(line) as Record<string, number>) : null
}

// ---------------------------------------------------------------- data-light mode

type ListItem = { Slug: string; CourseCode?: string }

async function listOf(endpoint: string): Promise<ListItem[]> {
  const response = await fetch(`${base}/api/v1/${endpoint}`)
  return response.ok ? ((await response.json()) as ListItem[]) : []
}

/** Every route of the site: each fixed page, and the first item of each page with a parameter. */
async function siteRoutes(): Promise<string[]> {
  const [faculties, courses, staffList, newsList, events] = await Promise.all(
    [
      'academics/faculty/academic/list',
      'academics/course/view/list',
      'academic/staff/website/all',
      'news/all/active',
      'event/all/active',
    ].map(listOf),
  )
  const [faculty, course, staff, news, event] = [faculties, courses, staffList, newsList, events].map((l) => l[0])
  return [
    ...Object.values(SITE_PAGES).map((p) => (p.path === '/search' ? '/search?q=university' : p.path)),
    ...(faculty ? [routes.faculty(faculty.Slug)] : []),
    ...(course ? [routes.course(course.Slug)] : []),
    ...(course?.CourseCode ? [routes.breakdown(course.CourseCode)] : []),
    ...(courses.length > 1 ? [routes.compare(courses.slice(0, 2).map((c) => c.Slug))] : []),
    ...(staff ? [routes.staff(staff.Slug)] : []),
    ...(news ? [routes.news(news.Slug)] : []),
    ...(event ? [routes.event(event.Slug)] : []),
    '/no-such-page',
  ]
}

/**
 * Loads one page in a fresh browser context (empty cache) at phone width, scrolls to the end so
 * lazy pictures load as they would for a reader, and sums what came over the wire.
 */
async function transferOf(browser: Browser, url: string, light: boolean): Promise<Transfer> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    extraHTTPHeaders: light ? { 'Save-Data': 'on' } : {},
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const types = new Map<string, string>()
    const total: Transfer = { status: 0, bytes: 0, requests: 0, js: 0, images: 0, jsRequests: 0 }
    cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type ?? 'Other'))
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other'
      total.bytes += e.encodedDataLength
      total.requests += 1
      if (type === 'Script') {
        total.js += e.encodedDataLength
        total.jsRequests += 1
      }
      if (type === 'Image') total.images += e.encodedDataLength
    })
    await cdp.send('Network.enable')
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    total.status = response?.status() ?? 0
    for (let i = 0; i < 40; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight)
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      })
      await page.waitForTimeout(150)
      if (atEnd) break
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
    await page.waitForTimeout(300)
    return total
  } finally {
    await context.close()
  }
}

async function measureDataLight(): Promise<NonNullable<LabelResult['dataLight']>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  const result: NonNullable<LabelResult['dataLight']> = {}
  try {
    console.log('\n[data-light] bytes transferred per page at 375 px: normal, then with Save-Data: on')
    for (const route of await siteRoutes()) {
      const normal = await transferOf(browser, base + route, false)
      const light = await transferOf(browser, base + route, true)
      result[route] = { normal, light }
      console.log(
        route.slice(0, 44).padEnd(46),
        String(normal.status).padEnd(4),
        `${kb(normal.bytes)} in ${normal.requests}`.padStart(20),
        '→',
        `${kb(light.bytes)} in ${light.requests}`.padStart(20),
        saved(normal.bytes, light.bytes).padStart(8),
      )
    }
  } finally {
    await browser.close()
  }
  return result
}

/** The change from `before` to `after`: '−85 %' (saved) or '+16 %'. */
const saved = (before: number, after: number) => {
  if (before <= 0) return ''
  const pct = Math.round((after / before - 1) * 100)
  return pct <= 0 ? `−${-pct} %` : `+${pct} %`
}

function dataLightTable(label: LabelResult): string[] {
  const rows = Object.entries(label.dataLight ?? {})
  if (rows.length === 0) return []
  const sum = (pick: (t: { normal: Transfer; light: Transfer }) => number) => rows.reduce((n, [, t]) => n + pick(t), 0)
  const line = (name: string, n: Transfer, l: Transfer) =>
    `| ${name} | ${kb(n.bytes)} | ${n.requests} | ${kb(n.js)} (${n.jsRequests}) | ${kb(n.images)} | ${kb(l.bytes)} | ${l.requests} | ${kb(l.js)} (${l.jsRequests}) | ${kb(l.images)} | ${saved(n.bytes, l.bytes)} |`
  const totals = (side: 'normal' | 'light'): Transfer => ({
    status: 200,
    bytes: sum((t) => t[side].bytes),
    requests: sum((t) => t[side].requests),
    js: sum((t) => t[side].js),
    jsRequests: sum((t) => t[side].jsRequests),
    images: sum((t) => t[side].images),
  })
  return [
    `### ${label.label}`,
    '',
    '| page | normal | requests | of which JS | of which images | light | requests | of which JS | of which images | saved |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(([route, t]) =>
      line(`\`${route}\`${t.normal.status !== 200 ? ` (${t.normal.status})` : ''}`, t.normal, t.light),
    ),
    line('**all pages**', totals('normal'), totals('light')),
    '',
  ]
}

// ---------------------------------------------------------------- the report

const COUNT_ROWS = ['news', 'events', 'staff', 'publications', 'running-modules', 'gallery-images', 'search-index']

function growth(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || a === 0) return ''
  const pct = ((b - a) / a) * 100
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)} %`
}

function table(
  labels: LabelResult[],
  rows: string[],
  pick: (r: LabelResult, key: string) => Measure | undefined,
  title: string,
): string[] {
  const head = [title, ...labels.flatMap((l) => [`${l.label} raw`, `${l.label} gzip`, `${l.label} ms`])]
  if (labels.length > 1) head.push(`raw ${labels[0].label}→${labels[labels.length - 1].label}`, 'gzip', 'time ×')
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`]
  for (const key of rows) {
    const cells = [`\`${key}\``]
    for (const l of labels) {
      const m = pick(l, key)
      if (!m) cells.push('', '', '')
      else if (m.status !== 200) cells.push(`(${m.status})`, '', `${m.ms}`)
      else cells.push(kb(m.raw), kb(m.gzip), `${m.ms}`)
    }
    if (labels.length > 1) {
      const a = pick(labels[0], key)
      const b = pick(labels[labels.length - 1], key)
      cells.push(
        growth(a?.raw, b?.raw),
        growth(a?.gzip, b?.gzip),
        a && b && a.ms > 0 ? `${(b.ms / a.ms).toFixed(1)}×` : '',
      )
    }
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines
}

/** The labels side by side: demo, then scale, then the others by name. */
function sortedLabels(all: Record<string, LabelResult>): LabelResult[] {
  const order = ['demo', 'scale']
  return Object.values(all).sort(
    (a, b) => (order.indexOf(a.label) + 1 || 99) - (order.indexOf(b.label) + 1 || 99) || a.label.localeCompare(b.label),
  )
}

/** The title of results.md and how its figures are taken. */
const REPORT_HEAD = [
  '# Bench: page and response sizes at demo volume and at scale',
  '',
  'Written by `npm run bench` (scripts/bench.ts); do not edit by hand. Sizes are of the body as served',
  '(raw) and gzip-compressed at level 6; times are the median of several requests to a warm production',
  'server on the same machine, in milliseconds (time to the last byte, so server time plus a local copy).',
  'The machine is shared and noisy: read times as a factor, not an absolute.',
  '',
  'Procedure (one data dir): `npm run bench -- --label demo`, then',
  '`DATA_DIR=.bench-data npm run seed -- --scale 17 --news 5000`, then `npm run bench -- --label scale`.',
  '',
]

/** The documents of each collection, and when and where each label was measured. */
function dataSection(labels: LabelResult[]): string[] {
  return [
    '## Data',
    '',
    `| collection | ${labels.map((l) => l.label).join(' | ')} |`,
    `| --- |${labels.map(() => ' ---: ').join('|')}|`,
    ...COUNT_ROWS.map(
      (c) => `| ${c} | ${labels.map((l) => (l.counts?.[c] ?? '?').toLocaleString('en')).join(' | ')} |`,
    ),
    '',
    ...labels.flatMap((l) => [`- **${l.label}**: measured ${l.measuredAt} at ${l.base}${l.note ? `. ${l.note}` : ''}`]),
    '',
  ]
}

/** The sizes and times of the pages, of the show-more addresses and of the contract's lists. */
function sizeSections(labels: LabelResult[]): string[] {
  const pageKeys = [...new Set(labels.flatMap((l) => Object.keys(l.pages)))]
  const endpointKeys = [...new Set(labels.flatMap((l) => Object.keys(l.endpoints)))]
  return [
    '## List pages (HTML)',
    '',
    ...table(labels, pageKeys, (l, k) => l.pages[k], 'page'),
    '',
    '## Show more (JSON the pages fetch with JavaScript)',
    '',
    ...table(
      labels,
      MORE_ENDPOINTS.filter((k) => labels.some((l) => l.endpoints[k])),
      (l, k) => l.endpoints[k],
      'address',
    ),
    '',
    '## Contract list endpoints (`/api/v1/…`, JSON)',
    '',
    ...table(
      labels,
      endpointKeys.filter((k) => !k.startsWith('/')),
      (l, k) => l.endpoints[k],
      'endpoint',
    ),
    '',
  ]
}

/** Requests per second of a few addresses. */
function throughputSection(labels: LabelResult[]): string[] {
  return [
    '## Throughput (8 concurrent loops, 5 s)',
    '',
    `| address | ${labels.map((l) => `${l.label} req/s`).join(' | ')} |`,
    `| --- |${labels.map(() => ' ---: ').join('|')}|`,
    ...[...new Set(labels.flatMap((l) => Object.keys(l.throughput)))].map(
      (k) => `| \`${k}\` | ${labels.map((l) => l.throughput[k] ?? '').join(' | ')} |`,
    ),
    '',
  ]
}

/** What a phone downloads per page, as usual and in data-light mode. */
function dataLightSection(labels: LabelResult[]): string[] {
  return [
    '## Data-light mode (what a phone downloads per page)',
    '',
    'Each page loaded in Chromium at 375 px with an empty cache, scrolled to the end, once as usual and',
    "once with `Save-Data: on`; bytes as transferred (compressed as served, headers included, DevTools'",
    "'transferred'): the HTML, style sheets, scripts, pictures, fonts and Next's prefetches.",
    '',
    ...labels.flatMap(dataLightTable),
    '',
  ]
}

/** Lighthouse's figures against the budgets. */
function lighthouseSection(labels: LabelResult[]): string[] {
  return [
    '## Lighthouse (mobile)',
    '',
    "Lighthouse 12 with its mobile defaults (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, the",
    'median run of several per page (`npm run bench -- --only lighthouse`). ✗ marks a figure outside the budget',
    '(Performance ≥ 98, the other scores 100, LCP ≤ 1.5 s or ≤ 1.8 s where the LCP element is a picture, TBT ≤ 50 ms,',
    'CLS ≤ 0.02, JS ≤ 80 KB gzip, a first visit transferring ≤ 200 KB on the home page and ≤ 150 KB on the others).',
    '"LCP element" is the tag Lighthouse named as the largest paint (`img`: a picture; a dash: not recorded then,',
    'and the 1.5 s budget applies). "HTML+CSS" is what the page and its stylesheets transferred, against the first',
    '14 KB round trip (a dash: not recorded then). Each page carries its CSS inline, without the rules of classes it',
    'does not use (docs/decisions/0040 and 0041), so it is the page alone; the 14 KB budget is the regular-3G one (below).',
    "Since 2026-12-05 the home page's slider moves by a few lines of plain DOM in the page's entry script",
    '(docs/decisions/0033, amended), so no page loads React before the visitor reaches for one of its islands',
    "(the JS column): a page's TBT is its own parsing, style and layout on the simulated phone's CPU. SEO below 100",
    'on `/search?q=…` and a comparison is their `noindex` (docs/site.md#sitemap-and-robots), on purpose.',
    'At the scale seed (2026-12-05) two pages went over the TBT budget. `/academics/faculties` (73 ms) was a noisy',
    'median: two runs of it alone gave 0 and 10 ms. `/course/b-sc-accounting` was a real miss: the seed copies',
    'each module 17 times, so the page listed 874 modules over four years (312 KB of HTML), one task of 260–300 ms',
    "on the simulated phone. A programme's page now lists at most 40 modules a year and links to the breakdown's",
    'page for the year for the rest (docs/site.md#course-detail): 102 KB of HTML (11.4 KB brotli), TBT 8 ms.',
    'Every run against the budget (the "worst TBT" column): in the full runs of 2026-12-06 the median held on every',
    'route, and two routes of each seed went over in one run of three. On the demo `/news/engineering-students-…`',
    'reached 100 ms (median 0) and `/resources/gallery` 80 ms (median 4); at the scale seed',
    '`/admissions/fees/estimate` 80 ms (median 0) and `/disclaimer`, a short legal page, 67 ms (median 0). The',
    'routes differ from one run to the next (the run of 2026-12-05 had the gallery and the finder), none loads',
    "React before the visitor reaches for it, and the long tasks are the page's own parsing, style and layout",
    "(63–91 ms on the simulated phone in Lighthouse's long-tasks audit, eleven runs of two such routes): on this",
    "2-core machine, which the browser shares with the app's server, the swing from run to run decides whether",
    'one run crosses 50 ms.',
    '',
    ...labels.flatMap(lighthouseTable),
    '',
  ]
}

/** The load test: the app alone, plain nginx and the app behind deploy/'s cache. */
function loadSection(labels: LabelResult[]): string[] {
  return [
    '## Load test',
    '',
    'autocannon at 50 and 500 connections against the app alone, against nginx serving the same bytes as',
    'static files, and against the app behind the cache of `deploy/nginx.conf.template`; every request',
    'asks for gzip. Requests per second (median latency / 99th percentile in ms, errors: failed',
    'connections, timeouts and non-2xx answers), and each setup as a ratio to plain nginx. The client runs',
    'on the same 2 cores as the servers (`npm run bench -- --only load`).',
    '',
    ...labels.flatMap((l) => (l.load ? [`### ${l.label}`, '', ...loadTables(l.load)] : [])),
    '',
  ]
}

/** The home page against random searches. */
function searchLoadSection(labels: LabelResult[]): string[] {
  return [
    '## Search under load',
    '',
    'In one run on one server: the cached home page, then `GET /search?q=…` with one to three words drawn',
    'at random from what visitors type (programmes, offices, fees, misspellings), each at 50 connections',
    'with gzip, then the searches again at 10 (`npm run bench -- --only search`; docs/decisions/0022). The',
    "targets: searches at no less than half the home page's requests per second at 50 connections, p99",
    "under 150 ms at 10 (at 50 on two cores no engine gets under it: Little's law), no errors. Odd queries",
    'are single requests after the run. The scale figures of 2026-12-05 were taken with `BENCH_URL` against a',
    "fresh server with the production settings (the browser tests' server writes its visit counts every second,",
    'not every minute), one search made before the run; the same run again on that server gave p99 144 ms at 10.',
    'The 10-connection run comes after the 50-connection one has filled the answers kept with other queries. What',
    'brought the tail under 150 ms (it was 200–220): a page ranks only the few results it shows of the thousands',
    'a common word finds, a query that finds only some of its words skips the phrase bonus none can earn and counts',
    "the words from the one pass, 'did you mean' checks its proposal without ranking it, a snippet compares only",
    "the words it shows, the page's CSS rule walks the page without patterns, and the suggestions are answered",
    'beside the page, by the same engine (they were a second engine in the same process).',
    '',
    ...searchLoadTable(labels.map((l) => ({ label: l.label, result: l.searchLoad }))),
    '',
  ]
}

/** deploy/'s cache against the same bytes as a static file. */
function nginxSection(labels: LabelResult[]): string[] {
  return [
    '## Cached answers against static files (nginx)',
    '',
    'One nginx runs `deploy/nginx.conf.template` in front of the app and serves, from a second server, the very bytes',
    'its cache answered (brotli, with `Content-Encoding`) as a static file; autocannon at 50 connections with',
    '`Accept-Encoding: gzip, br` asks each in the order static, cache, cache, static (`npm run bench -- --only nginx`,',
    '`BENCH_LOAD_SECONDS`, default 10, per run). The ratio within one run is what counts (docs/decisions/0037): the',
    'client shares the machine with nginx, so the static file is held to what one client core can ask, not to',
    "nginx's own limit. The figures of 2026-12-06 were taken on a quiet machine by the bench's own server: demo on",
    'its data dir, scale on the scale seed (`--scale 17 --news 5000`, the list 4.0 MB before compression). On',
    '2026-12-02, on a busy machine (load average 12–27), the template before this one reached 0.04 (`/`) and 0.02',
    '(the scale list) in one sitting (docs/decisions/0037).',
    '',
    ...nginxCacheTable(labels.map((l) => ({ label: l.label, result: l.nginxCache }))),
    '',
  ]
}

/** Pages with and without the visit counter. */
function countingSection(labels: LabelResult[]): string[] {
  return [
    '## Pages with and without the visit counter',
    '',
    'The visit counter (docs/decisions/0038) costs a view no request and no script. autocannon at 50 connections, with a',
    "phone browser's user agent so every request is counted in full, asks `/` with counting and without, in the order",
    'with, without, without, with (`npm run bench -- --only counting`, `BENCH_LOAD_SECONDS`, default 10, per run): the',
    'app alone (two servers on the same build started alike: one counts its answers, the other, given the file',
    "nginx's lines go to, counts none of its own) and deploy/'s nginx answering from its cache (its visit log kept,",
    'read by that second server, or removed). Target: with counting within 5 % of without. Bytes added: the `ping`',
    'attributes of the Apply and WhatsApp links in the page.',
    '',
    'nginx writes its lines to a file in blocks (64 KB or each second) and one instance reads them once a second, lines',
    'alike but for their time read once (docs/decisions/0038). The first version sent each line as a UDP datagram: the',
    "app's receiving of each one cost about 24 µs of CPU on the two cores nginx and the load generator share, and the",
    'cached page reached 0.76 of its rate without counting. Read in bulk it keeps up: in three runs on 2026-12-02 the',
    "views of `/` written exceeded the requests measured with counting by 20,300–22,100, the 2 s warm-ups' requests",
    '(about 10,000 a second, counted too): no line lost or counted twice. Runs on 2 shared cores differ by up to 10 %',
    'from one to the next, with or without counting; the figures below are runs of 20 s.',
    '',
    ...countingTable(labels.map((l) => ({ label: l.label, result: l.counting }))),
  ]
}

/** results.md: every label side by side, section by section. */
function report(all: Record<string, LabelResult>): string {
  const labels = sortedLabels(all)
  return [
    ...REPORT_HEAD,
    ...dataSection(labels),
    ...sizeSections(labels),
    ...throughputSection(labels),
    ...dataLightSection(labels),
    ...lighthouseSection(labels),
    ...lighthouse3gSection(labels),
    ...loadSection(labels),
    ...searchLoadSection(labels),
    ...nginxSection(labels),
    ...countingSection(labels),
  ].join('\n')
}

// ---------------------------------------------------------------- Lighthouse

/** The budgets of the speed issue, shown beside each figure (a figure, never a test). */
const BUDGET = {
  performance: 98,
  others: 100,
  lcp: 1500,
  lcpPicture: 1800,
  tbt: 50,
  cls: 0.02,
  js: 80 * 1024,
  // The first round trip: TCP's initial window, 10 segments of 1,460 bytes, the response's headers included
  // (what "14 KB" stands for, and what Lighthouse's simulation sends before its second round trip).
  firstScreen: 10 * 1460,
}

/** What a first visit may transfer in all: the home page has the most pictures. */
const transferBudget = (route: string) => (route === '/' ? 200 : 150) * 1024

type LighthouseResult = NonNullable<LabelResult['lighthouse']>

/**
 * Every route (or BENCH_LIGHTHOUSE_ROUTES), as usual or (saveData) in data-light mode; on regular 3G
 * the content pages (or BENCH_LIGHTHOUSE_ROUTES).
 */
async function lighthouseRoutes(saveData: boolean, network: Network = 'slow4G'): Promise<LighthouseResult> {
  const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)
  const routes = only?.length ? only : network === 'regular3G' ? CONTENT_PAGES : await siteRoutes()
  const lhRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3))
  const result: LighthouseResult = {}
  const how = network === 'regular3G' ? 'regular 3G' : 'mobile defaults'
  console.log(`\n[lighthouse${saveData ? ', Save-Data: on' : ''}] ${how}, median of ${lhRuns} runs`)
  for (const route of routes) {
    // One request first: a server just started renders a page's first request cold, and its run measured that.
    await fetch(base + route)
      .then((response) => response.arrayBuffer())
      .catch(() => null)
    // Lighthouse refuses some pages (a 404 above all): note it and go on with the others.
    const f = await lighthousePage(base + route, lhRuns, saveData, network).catch((error: unknown) => {
      console.log(
        route.slice(0, 44).padEnd(46),
        'not measured:',
        error instanceof Error ? error.message.slice(0, 120) : error,
      )
      return null
    })
    if (!f) continue
    result[route] = f
    console.log(
      route.slice(0, 44).padEnd(46),
      `perf ${f.performance}`,
      network === 'slow4G' && !saveData ? `a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}` : '',
      `FCP ${f.fcp} ms LCP ${f.lcp} ms (painted ${f.observedLcp} ms) TBT ${f.tbt} ms (worst ${f.tbtWorst ?? f.tbt}) CLS ${f.cls} JS ${kb(f.scriptBytes)}`,
      `HTML+CSS ${kb(f.firstScreenBytes ?? 0)} blocking ${f.renderBlocking} (${kb(f.renderBlockingBytes ?? 0)})`,
    )
  }
  return result
}

/**
 * Lighthouse as usual, then in data-light mode (BENCH_LIGHTHOUSE_LIGHT=0 leaves that out, =only measures
 * data-light mode alone); what is not measured keeps its last figures.
 */
async function measureLighthouse(): Promise<Pick<LabelResult, 'lighthouse' | 'lighthouseLight'>> {
  const mode = process.env.BENCH_LIGHTHOUSE_LIGHT
  const lighthouse = mode === 'only' ? undefined : await lighthouseRoutes(false)
  const lighthouseLight = mode === '0' ? undefined : await lighthouseRoutes(true)
  return { lighthouse, lighthouseLight }
}

/**
 * With BENCH_LIGHTHOUSE_ROUTES, the routes measured replace theirs in the label's table and the others keep
 * their figures (to measure again the pages a change touched); without it, the new table replaces the old.
 */
function mergedLighthouse(
  previous: Partial<LabelResult>,
  measured: Pick<LabelResult, 'lighthouse' | 'lighthouseLight'>,
): Pick<LabelResult, 'lighthouse' | 'lighthouseLight'> {
  if (!process.env.BENCH_LIGHTHOUSE_ROUTES)
    return {
      lighthouse: measured.lighthouse ?? previous.lighthouse,
      lighthouseLight: measured.lighthouseLight ?? previous.lighthouseLight,
    }
  return {
    lighthouse: { ...previous.lighthouse, ...measured.lighthouse },
    lighthouseLight: measured.lighthouseLight
      ? { ...previous.lighthouseLight, ...measured.lighthouseLight }
      : previous.lighthouseLight,
  }
}

/**
 * The content pages the regular-3G budgets hold (issue 54): one of each template a visitor reads, the
 * home page and the news list among them.
 */
const CONTENT_PAGES = [
  '/',
  '/about',
  '/resources/news',
  '/admissions/tuition',
  '/admissions/process',
  '/hostel',
  '/academics/faculties',
  '/library',
]

/** Regular 3G: with BENCH_LIGHTHOUSE_ROUTES the routes measured replace theirs, the others keep their figures. */
async function measureLighthouse3g(previous: Partial<LabelResult>): Promise<Pick<LabelResult, 'lighthouse3g'>> {
  const measured = await lighthouseRoutes(false, 'regular3G')
  return { lighthouse3g: process.env.BENCH_LIGHTHOUSE_ROUTES ? { ...previous.lighthouse3g, ...measured } : measured }
}

const mark = (ok: boolean) => (ok ? '' : ' ✗')

/** The LCP element in a word: the tag Lighthouse named (`img`, `h1`, `p`), or a dash where not recorded. */
const lcpTag = (f: LighthouseFigures) => /^<([a-z0-9-]+)/i.exec(f.lcpElement ?? '')?.[1]?.toLowerCase() ?? '–'

/** The LCP budget: 1.8 s where the LCP element is a picture (the issue's allowance for photographs), else 1.5 s. */
const lcpBudget = (f: LighthouseFigures) =>
  ['img', 'picture', 'video'].includes(lcpTag(f)) ? BUDGET.lcpPicture : BUDGET.lcp

/** "n of N": how many of `rows` pass `test`, for a table's summary. */
const countWithin =
  (rows: LighthouseFigures[]) =>
  (test: (f: LighthouseFigures) => boolean): string =>
    `${rows.filter(test).length} of ${rows.length}`

/** What the page and its stylesheets transferred, marked against the first 14 KB round trip. */
const firstScreenCell = (f: LighthouseFigures): string =>
  f.firstScreenBytes === undefined ? '–' : `${kb(f.firstScreenBytes)}${mark(f.firstScreenBytes <= BUDGET.firstScreen)}`

/** A table of routes: `head`'s columns, the route first and the figures right-aligned. */
function routeTable(
  head: string[],
  rows: Array<[string, LighthouseFigures]>,
  cells: (route: string, f: LighthouseFigures) => string[],
) {
  return [
    `| ${head.join(' | ')} |`,
    `| --- |${' ---: |'.repeat(head.length - 1)}`,
    ...rows.map(([route, f]) => `| \`${route}\` | ${cells(route, f).join(' | ')} |`),
    '',
  ]
}

/** How many routes meet each budget, and the median figure: the table's summary. */
function lighthouseSummary(routes: Array<[string, LighthouseFigures]>, scores: boolean): string[] {
  const rows = routes.map(([, f]) => f)
  const within = countWithin(rows)
  const mid = (pick: (f: LighthouseFigures) => number) => median(rows.map(pick))
  const transferred = routes.filter(([route, f]) => f.bytes <= transferBudget(route)).length
  return [
    `Within budget: Performance ${within((f) => f.performance >= BUDGET.performance)} (median ${mid((f) => f.performance)}),` +
      ` LCP ${within((f) => f.lcp <= lcpBudget(f))} (median ${mid((f) => f.lcp)} ms; painted unthrottled: median ${mid(
        (f) => f.observedLcp,
      )} ms),` +
      ` TBT ${within((f) => f.tbt <= BUDGET.tbt)} (median ${mid((f) => f.tbt)} ms),` +
      (rows.some((f) => f.tbtWorst !== undefined)
        ? ` TBT in every run ${within((f) => (f.tbtWorst ?? Infinity) <= BUDGET.tbt)} (highest ${Math.max(
            ...rows.map((f) => f.tbtWorst ?? 0),
          )} ms),`
        : '') +
      ` CLS ${within((f) => f.cls <= BUDGET.cls)},` +
      (rows.some((f) => f.firstScreenBytes !== undefined)
        ? ` HTML and CSS in 14 KB ${within((f) => (f.firstScreenBytes ?? Infinity) <= BUDGET.firstScreen)},`
        : '') +
      ` JS ${within((f) => f.scriptBytes <= BUDGET.js)} (median ${kb(
        mid((f) => f.scriptBytes),
      )}), transferred ${transferred} of ${rows.length} (median ${kb(mid((f) => f.bytes))})` +
      (scores
        ? `, Accessibility ${within((f) => f.accessibility >= BUDGET.others)}, Best Practices ${within(
            (f) => f.bestPractices >= BUDGET.others,
          )}, SEO ${within((f) => f.seo >= BUDGET.others)}.`
        : '.'),
    '',
  ]
}

/** The summary and the table of one mode; `scores`: with accessibility, best practices and SEO. */
function lighthouseRows(rows: Array<[string, LighthouseFigures]>, scores: boolean): string[] {
  const head = ['page', 'Perf', ...(scores ? ['A11y', 'BP', 'SEO'] : []), 'LCP ms', 'LCP element', 'painted ms']
  head.push('TBT ms', 'worst TBT', 'CLS', 'HTML+CSS', 'JS gzip', 'transferred', 'requests')
  const cells = (route: string, f: LighthouseFigures) => [
    `${f.performance}${mark(f.performance >= BUDGET.performance)}`,
    ...(scores
      ? [
          `${f.accessibility}${mark(f.accessibility >= BUDGET.others)}`,
          `${f.bestPractices}${mark(f.bestPractices >= BUDGET.others)}`,
          `${f.seo}${mark(f.seo >= BUDGET.others)}`,
        ]
      : []),
    `${f.lcp}${mark(f.lcp <= lcpBudget(f))}`,
    lcpTag(f),
    `${f.observedLcp ?? ''}`,
    `${f.tbt}${mark(f.tbt <= BUDGET.tbt)}`,
    f.tbtWorst === undefined ? '–' : `${f.tbtWorst}${mark(f.tbtWorst <= BUDGET.tbt)}`,
    `${f.cls}${mark(f.cls <= BUDGET.cls)}`,
    firstScreenCell(f),
    `${kb(f.scriptBytes)}${mark(f.scriptBytes <= BUDGET.js)}`,
    `${kb(f.bytes)}${mark(f.bytes <= transferBudget(route))}`,
    `${f.requests}`,
  ]
  return [...lighthouseSummary(rows, scores), ...routeTable(head, rows, cells)]
}

function lighthouseTable(label: LabelResult): string[] {
  const rows = Object.entries(label.lighthouse ?? {})
  if (rows.length === 0) return []
  const lightRows = Object.entries(label.lighthouseLight ?? {})
  const runs = rows[0][1].runs
  return [
    `### ${label.label}`,
    '',
    `As usual: the median of ${runs} run${runs === 1 ? '' : 's'} per page. "painted" is the LCP the browser really`,
    'painted during Lighthouse\'s unthrottled load, from which it simulates the LCP column. "worst TBT" is the',
    'highest of the runs (a dash: not recorded then): the budget holds every run, not only the median one.',
    '',
    ...lighthouseRows(rows, true),
    ...(lightRows.length
      ? [
          `#### ${label.label}, data-light mode (\`Save-Data: on\`)`,
          '',
          'The same pages as a phone asking to save data gets them: no client JavaScript, no decorative pictures.',
          '',
          ...lighthouseRows(lightRows, false),
        ]
      : []),
  ]
}

/** The speed issue's budgets on regular 3G (issue 54), for every content page. */
const BUDGET_3G = { performance: 97, fcp: 1600, lcp: 2500, cls: 0.02 }

/** How many content pages meet each regular-3G budget, and the median figure. */
function lighthouse3gSummary(rows: LighthouseFigures[]): string[] {
  const within = countWithin(rows)
  const mid = (pick: (f: LighthouseFigures) => number) => Math.round(median(rows.map(pick)))
  return [
    `Within budget: Performance ${within((f) => f.performance >= BUDGET_3G.performance)} (median ${mid((f) => f.performance)}),` +
      ` FCP ${within((f) => (f.fcp ?? Infinity) <= BUDGET_3G.fcp)} (median ${mid((f) => f.fcp ?? 0)} ms),` +
      ` LCP ${within((f) => f.lcp <= BUDGET_3G.lcp)} (median ${mid((f) => f.lcp)} ms),` +
      ` CLS ${within((f) => f.cls <= BUDGET_3G.cls)},` +
      ` HTML and CSS in 14 KB ${within((f) => (f.firstScreenBytes ?? Infinity) <= BUDGET.firstScreen)},` +
      ` nothing blocking the first paint ${within((f) => f.renderBlocking === 0)}.`,
    '',
  ]
}

/** One label's regular-3G table: the budgets' figures, then what the first paint waited for. */
function lighthouse3gTable(label: LabelResult): string[] {
  const rows = Object.entries(label.lighthouse3g ?? {})
  if (rows.length === 0) return []
  const head = ['page', 'Perf', 'FCP ms', 'LCP ms', 'LCP element', 'painted ms', 'TBT ms', 'CLS', 'HTML+CSS']
  head.push('blocking', 'JS gzip', 'transferred', 'requests')
  const cells = (_route: string, f: LighthouseFigures) => [
    `${f.performance}${mark(f.performance >= BUDGET_3G.performance)}`,
    f.fcp === undefined ? '–' : `${f.fcp}${mark(f.fcp <= BUDGET_3G.fcp)}`,
    `${f.lcp}${mark(f.lcp <= BUDGET_3G.lcp)}`,
    lcpTag(f),
    `${f.observedLcp}`,
    `${f.tbt}`,
    `${f.cls}${mark(f.cls <= BUDGET_3G.cls)}`,
    firstScreenCell(f),
    f.renderBlocking === undefined ? '–' : `${f.renderBlocking} (${kb(f.renderBlockingBytes ?? 0)})`,
    kb(f.scriptBytes),
    kb(f.bytes),
    `${f.requests}`,
  ]
  return [`### ${label.label}`, '', ...lighthouse3gSummary(rows.map(([, f]) => f)), ...routeTable(head, rows, cells)]
}

/** The content pages on regular 3G against the speed issue's budgets. */
function lighthouse3gSection(labels: LabelResult[]): string[] {
  if (!labels.some((l) => l.lighthouse3g)) return []
  return [
    '## Lighthouse on regular 3G',
    '',
    "The content pages on Lighthouse's own regular-3G preset (`throttling.mobileRegular3G`: 300 ms round trips,",
    '700 kbps, 4× CPU slowdown, simulated from an unthrottled load as the default is), performance only, the median',
    'run of `BENCH_LIGHTHOUSE_RUNS` (3) per page (`npm run bench -- --only lighthouse-3g`). ✗ marks a figure outside',
    `the budget (Performance ≥ ${BUDGET_3G.performance}, FCP ≤ 1.6 s, LCP ≤ 2.5 s whether a picture or text, CLS ≤ 0.02,`,
    'HTML and CSS ≤ 14 KB: the first round trip, 10 segments of 1,460 bytes with the headers). "HTML+CSS" is what',
    'the page and all its stylesheets transferred, headers included, blocking or not;',
    '"blocking" the requests Chromium held the first paint for (Lighthouse\'s render-blocking insight) and their bytes.',
    'What held pages outside a budget, what moved them within it, and why, is in docs/decisions/0040.',
    '',
    ...labels.flatMap(lighthouse3gTable),
    '',
  ]
}

// ---------------------------------------------------------------- main

/**
 * `--only data-light` or `--only lighthouse`: measure that alone, keeping the label's other figures
 * (Lighthouse takes a minute a page, so the full bench leaves it out).
 */
const ONLY = ['data-light', 'lighthouse', 'lighthouse-3g', 'load', 'search', 'nginx', 'counting'] as const

function parseOnly(argv: string[]): (typeof ONLY)[number] | null {
  const i = argv.indexOf('--only')
  if (i < 0) return null
  const what = ONLY.find((o) => o === argv[i + 1])
  if (!what) throw new Error(`--only takes ${ONLY.join(', ')}`)
  return what
}

/** The nginx test's addresses: the home page and the contract's whole list of news. */
const NGINX_ADDRESSES = ['/', '/api/v1/news/all/active']

/** The load test's addresses: the home page, a news item and two contract lists. */
const LOAD_ADDRESSES = ['/', NEWS_DETAIL, '/api/v1/news/all/active', '/api/v1/academics/faculty/academic/list']

function parseLabel(argv: string[]): string {
  const i = argv.indexOf('--label')
  const label = i >= 0 ? argv[i + 1] : 'demo'
  if (!label || !/^[a-z0-9-]{1,20}$/.test(label)) throw new Error('--label takes a short lower-case name')
  return label
}

function writeReport(all: Record<string, LabelResult>) {
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.writeFileSync(path.join(resultsDir, 'results.json'), `${JSON.stringify(all, null, 2)}\n`)
  fs.writeFileSync(path.join(resultsDir, 'results.md'), report(all))
  // Formatted as the repository's format check expects.
  spawnSync(
    path.join(root, 'node_modules', '.bin', 'prettier'),
    ['--write', 'bench/results.json', 'bench/results.md'],
    {
      cwd: root,
    },
  )
}

const readResults = (): Record<string, LabelResult> => {
  const file = path.join(resultsDir, 'results.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, LabelResult>) : {}
}

/** The environment of the bench's server (and of the counting test's second one). */
const serverEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: '',
  // Served as a deployment is: its public address set (canonical links, the share link written
  // by the server, no island for it), on this machine only.
  PUBLIC_URL: base,
  HOST: '127.0.0.1',
})

/** Starts the bench's own server (`npm start`) in a process group of its own. */
function startServer() {
  return spawn('npm', ['start'], {
    cwd: root,
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    env: serverEnv(),
    detached: true,
  })
}

/** The figures `--only` measures, each its own part of the label's result. */
async function onlyFigures(only: (typeof ONLY)[number], previous: LabelResult): Promise<Partial<LabelResult>> {
  if (only === 'data-light') return { dataLight: await measureDataLight() }
  if (only === 'lighthouse') return mergedLighthouse(previous, await measureLighthouse())
  if (only === 'lighthouse-3g') return measureLighthouse3g(previous)
  if (only === 'search') {
    const seconds = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS || 20))
    console.log(`\n[search] autocannon, ${seconds} s per run`)
    return { searchLoad: await measureSearchLoad(base, seconds, (line) => console.log(line)) }
  }
  if (only === 'nginx') {
    const seconds = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS || 10))
    console.log(`\n[nginx] autocannon, ${seconds} s per run`)
    const appPort = Number(new URL(base).port || 80)
    const log = (line: string) => console.log(line)
    return { nginxCache: await measureNginxCache(base, appPort, NGINX_ADDRESSES, appPort + 1, seconds, log) }
  }
  if (only === 'counting') {
    const seconds = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS || 10))
    console.log(`\n[counting] autocannon, ${seconds} s per run`)
    const counting = await measureCounting(base, serverEnv(), seconds, (line) => console.log(line))
    return { counting }
  }
  const seconds = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS || 20))
  console.log(`\n[load] autocannon, ${seconds} s per run`)
  const appPort = Number(new URL(base).port || 80)
  const load = await measureLoad(base, appPort, LOAD_ADDRESSES, appPort + 1, seconds, (line) => console.log(line))
  return { load }
}

/** `--only …`: measures that part alone and keeps the label's other figures. */
async function measureOnly(only: (typeof ONLY)[number], label: string) {
  const all = readResults()
  const measuredAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const previous = all[label] ?? { label, measuredAt, base, counts: null, pages: {}, endpoints: {}, throughput: {} }
  all[label] = { ...previous, ...(await onlyFigures(only, previous)) }
  writeReport(all)
  console.log(`\nWrote the ${only} figures of "${label}" to bench/results.json and bench/results.md`)
}

/** Each page's size and time, and the weight of its scripts. */
async function measurePages(label: string, result: LabelResult) {
  console.log(`\n[${label}] pages at ${base} (median of ${runs})`)
  console.log(
    'page'.padEnd(36),
    'status',
    'raw'.padStart(10),
    'gzip'.padStart(10),
    'ms'.padStart(8),
    'JS gzip'.padStart(10),
  )
  for (const p of PAGES) {
    const m = await measure(base + p.path)
    const js = p.path.endsWith('.xml') ? 0 : await scriptsWeight(m.body.toString('utf8'))
    const { body: _body, ...figures } = m
    result.pages[p.path] = { ...figures, js }
    console.log(
      p.path.padEnd(36),
      String(m.status).padEnd(6),
      kb(m.raw).padStart(10),
      kb(m.gzip).padStart(10),
      String(m.ms).padStart(8),
      kb(js).padStart(10),
    )
  }
}

/** The number of items of a JSON list; undefined for anything else. */
function itemsOf(body: Buffer): number | undefined {
  try {
    const json: unknown = JSON.parse(body.toString('utf8'))
    return Array.isArray(json) ? json.length : undefined
  } catch {
    return undefined
  }
}

/** Each show-more address's and contract list's size and time, and how many items it gave. */
async function measureEndpoints(label: string, result: LabelResult) {
  console.log(`\n[${label}] JSON`)
  for (const e of [...MORE_ENDPOINTS, ...LIST_ENDPOINTS]) {
    const url = e.startsWith('/') ? base + e : `${base}/api/v1/${e}`
    const m = await measure(url)
    const { body, ...figures } = m
    const items = itemsOf(body)
    result.endpoints[e] = { ...figures, items }
    console.log(
      e.padEnd(48),
      String(m.status).padEnd(6),
      kb(m.raw).padStart(10),
      kb(m.gzip).padStart(10),
      String(m.ms).padStart(8),
      items === undefined ? '' : `${items} items`,
    )
  }
}

/** Requests per second of the home page, two lists and a contract list. */
async function measureThroughput(label: string, result: LabelResult) {
  console.log(`\n[${label}] throughput`)
  for (const p of ['/', '/resources/news', '/about/leadership?tab=staff', '/api/v1/academics/faculty/academic/list']) {
    result.throughput[p] = await throughput(base + p)
    console.log(p.padEnd(48), `${result.throughput[p]} req/s`)
  }
}

/** The full bench (all but the `--only` parts, whose last figures the label keeps). */
async function measureAll(label: string) {
  const result: LabelResult = {
    label,
    measuredAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    base,
    note: process.env.BENCH_NOTE,
    counts: counts(),
    pages: {},
    endpoints: {},
    throughput: {},
  }
  await measurePages(label, result)
  await measureEndpoints(label, result)
  await measureThroughput(label, result)
  result.dataLight = await measureDataLight()

  const all = readResults()
  // Lighthouse and the load test run on their own (--only): keep their last figures.
  all[label] = {
    ...result,
    lighthouse: all[label]?.lighthouse,
    lighthouseLight: all[label]?.lighthouseLight,
    lighthouse3g: all[label]?.lighthouse3g,
    load: all[label]?.load,
    searchLoad: all[label]?.searchLoad,
    nginxCache: all[label]?.nginxCache,
    counting: all[label]?.counting,
  }
  writeReport(all)
  console.log(`\nWrote bench/results.json and bench/results.md (${Object.keys(all).join(', ')})`)
}

async function main() {
  // `--report`: write results.md again from results.json, without measuring.
  if (process.argv.includes('--report')) {
    writeReport(readResults())
    return
  }
  const label = parseLabel(process.argv.slice(2))
  const only = parseOnly(process.argv.slice(2))
  const server = process.env.BENCH_URL ? undefined : startServer()
  try {
    await waitForServer()
    if (only) await measureOnly(only, label)
    else await measureAll(label)
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
