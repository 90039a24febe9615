/**
 * Measures design (b), today's (Next's Pages Router as documents, our islands) against design (a), the
 * Astro spike, side by side in one run, as decision 0027 did. Run by measure.sh, which builds and starts
 * both servers; this file takes them as running:
 *   TODAY=http://127.0.0.1:3230  ASTRO=http://127.0.0.1:4330  CODE=ACC-BSC
 * Prints Markdown tables and writes results.json beside itself.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import { chromium } from 'playwright-core'

import { lighthousePage, type LighthouseFigures } from './main-snapshot/scripts/bench-lighthouse'

const here = import.meta.dirname
const DESIGNS = { today: process.env.TODAY ?? 'http://127.0.0.1:3230', astro: process.env.ASTRO ?? 'http://127.0.0.1:4330' }
type Design = keyof typeof DESIGNS
const CODE = process.env.CODE ?? 'ACC-BSC'
const ROUTES = ['/', '/resources/gallery', `/breakdown/${CODE}`]
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const SKIP = new Set((process.env.SKIP ?? '').split(',').filter(Boolean))
const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' }

const kb = (bytes: number) => Math.round(bytes / 1024)
const log = (...a: unknown[]) => console.error('·', ...a)

/** A first visit in Chromium at 412 px, scrolled to the end: every response's bytes as transferred (headers included). */
async function firstVisit(url: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    const responses: Array<Promise<{ type: string; bytes: number }>> = []
    page.on('requestfinished', (request) =>
      responses.push(
        request.sizes().then((s) => ({ type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize })),
      ),
    )
    await page.goto(url, { waitUntil: 'load' })
    for (let y = 0; y < 40; y++) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(100)
    }
    await page.waitForTimeout(4000)
    const all = await Promise.all(responses)
    const scripts = all.filter((r) => r.type === 'script')
    return {
      scriptKB: kb(scripts.reduce((s, r) => s + r.bytes, 0)),
      scripts: scripts.length,
      allKB: kb(all.reduce((s, r) => s + r.bytes, 0)),
      requests: all.length,
    }
  } finally {
    await browser.close()
  }
}

/** Requests per second of a stored page at 50 connections for 10 s, asking for gzip, after warming it. */
async function cachedRate(url: string) {
  for (let i = 0; i < 5; i++) await fetch(url, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer())
  const result = await autocannon({ url, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip' } })
  return { rps: Math.round(result.requests.average), non2xx: result.non2xx, errors: result.errors, p99: result.latency.p99 }
}

/**
 * Requests per second of a page rendered at each request: the gallery with a new query each time
 * (today's gallery is rendered per request anyway; Astro's route cache keys on the query, so each is a miss).
 */
async function renderedRate(base: string, path: string) {
  let n = 0
  const run = Date.now().toString(36) // a query no earlier run stored
  const result = await autocannon({
    url: base + path,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req: { path: string }) => ({ ...req, path: `${path}?r=${run}-${++n}` }) }],
  })
  return { rps: Math.round(result.requests.average), non2xx: result.non2xx, p99: result.latency.p99 }
}

/** Signs the admin in on today's server (Payload's REST) and finds the programme `code`. */
async function adminSession(base: string) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await fetch(`${base}/api/programmes?where[code][equals]=${CODE}&limit=1&depth=0`, { headers })
  const { docs } = (await found.json()) as { docs: Array<{ id: number; degreeInView: string }> }
  if (!docs[0]) throw new Error(`no programme ${CODE}`)
  return { headers, id: docs[0].id, original: docs[0].degreeInView }
}

/** Tells Astro's route cache that programmes changed (Astro refuses a POST without the site's Origin). */
const expireOnAstro = () =>
  fetch(`${DESIGNS.astro}/spike/expire`, {
    method: 'POST',
    headers: { origin: DESIGNS.astro, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['programmes'] }),
  }).then((r) => {
    if (r.status !== 204) throw new Error(`expire: ${r.status}`)
  })

/** Asks for `url` until it shows `text`: ms from `since`, or null after 20 s. */
async function until(url: string, text: string, since: number): Promise<number | null> {
  while (Date.now() - since < 20_000) {
    const html = await fetch(url).then((r) => r.text())
    if (html.includes(text)) return Date.now() - since
    await new Promise((r) => setTimeout(r, 5))
  }
  return null
}

/**
 * An admin's save of a programme's name (through today's server: Next keeps the admin in both designs),
 * then each design's breakdown asked for until it shows the new name: ms after the save answered.
 * Astro's route cache is told by POSTing the programme's tag to /spike/expire right after the save: what
 * an afterChange hook would do (the spike does not change the hooks), so its figure is a lower bound.
 */
async function editToPage(saves = 5) {
  const base = DESIGNS.today
  const { headers, id, original } = await adminSession(base)
  const times: Record<Design | 'astroUnexpired', Array<number | null>> = { today: [], astro: [], astroUnexpired: [] }
  try {
    for (let i = 0; i < saves; i++) {
      for (const d of Object.keys(DESIGNS) as Design[]) await fetch(DESIGNS[d] + ROUTES[2]) // stored before the save
      const name = `${original} (edit ${Date.now().toString(36)})`
      const saved = await fetch(`${base}/api/programmes/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ degreeInView: name }) })
      if (!saved.ok) throw new Error(`save failed: ${saved.status}`)
      const at = Date.now()
      // Without a hook telling it, Astro's stored page keeps the old name (maxAge 300 s).
      const stale = !(await fetch(DESIGNS.astro + ROUTES[2]).then((r) => r.text())).includes(name)
      times.astroUnexpired.push(stale ? null : 0)
      const [today, astro] = await Promise.all([
        until(base + ROUTES[2], name, at),
        expireOnAstro().then(() =>
          until(DESIGNS.astro + ROUTES[2], name, at),
        ),
      ])
      times.today.push(today)
      times.astro.push(astro)
    }
  } finally {
    await fetch(`${base}/api/programmes/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ degreeInView: original }) })
    await expireOnAstro()
  }
  return times
}

type Row = { route: string; design: Design; lh?: LighthouseFigures; visit?: Awaited<ReturnType<typeof firstVisit>>; rate?: Awaited<ReturnType<typeof cachedRate>> }

async function main() {
  for (const [d, base] of Object.entries(DESIGNS)) {
    for (const route of ROUTES) {
      const r = await fetch(base + route, { redirect: 'manual' })
      if (r.status !== 200) throw new Error(`${d} ${route}: ${r.status}`)
    }
  }
  const rows: Row[] = []
  for (const route of ROUTES)
    for (const design of Object.keys(DESIGNS) as Design[]) {
      const url = DESIGNS[design] + route
      const row: Row = { route, design }
      if (!SKIP.has('lighthouse')) {
        log('lighthouse', design, route)
        row.lh = await lighthousePage(url, RUNS)
      }
      if (!SKIP.has('visit')) {
        log('first visit', design, route)
        row.visit = await firstVisit(url)
      }
      rows.push(row)
    }
  // Load last, page by page, each design alone on the machine.
  if (!SKIP.has('load'))
    for (const row of rows) {
      log('autocannon', row.design, row.route)
      row.rate = await cachedRate(DESIGNS[row.design] + row.route)
    }
  const rendered: Partial<Record<Design, Awaited<ReturnType<typeof renderedRate>>>> = {}
  if (!SKIP.has('load'))
    for (const design of Object.keys(DESIGNS) as Design[]) {
      log('autocannon, rendered each request', design)
      rendered[design] = await renderedRate(DESIGNS[design], ROUTES[1])
    }
  const edits = SKIP.has('edit') ? null : (log('edit to page'), await editToPage())

  const name = { today: 'today (b)', astro: 'Astro (a)' }
  const lines = [
    '| Route | Design | Perf | LCP (ms) | TBT (ms) | CLS | Script (KB) | All (KB) | Requests | Cached req/s |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(({ route, design, lh, visit, rate }) =>
      [
        `\`${route}\``,
        name[design],
        lh?.performance ?? '–',
        lh ? lh.lcp.toLocaleString('en-GB') : '–',
        lh?.tbt ?? '–',
        lh?.cls ?? '–',
        visit ? `${visit.scriptKB} (${visit.scripts})` : '–',
        visit?.allKB ?? '–',
        visit?.requests ?? '–',
        rate ? `${rate.rps}${rate.non2xx || rate.errors ? ` (${rate.non2xx} non-2xx, ${rate.errors} errors)` : ''}` : '–',
      ].join(' | ').replace(/^/, '| ').concat(' |'),
    ),
  ]
  const lhExtra = rows
    .filter((r) => r.lh)
    .map((r) => `- ${name[r.design]} \`${r.route}\`: Lighthouse script ${kb(r.lh!.scriptBytes)} KB, all ${kb(r.lh!.bytes)} KB, HTML+CSS ${kb(r.lh!.firstScreenBytes ?? 0)} KB, ${r.lh!.requests} requests; LCP painted unthrottled ${r.lh!.observedLcp} ms; a11y ${r.lh!.accessibility}, best practices ${r.lh!.bestPractices}, SEO ${r.lh!.seo}; LCP element ${r.lh!.lcpElement}`)
  const fmt = (xs: Array<number | null>) => xs.map((x) => (x === null ? 'never' : `${x}`)).join(', ')
  const editLines = edits
    ? [
        `- today (b): ${fmt(edits.today)} ms after the save`,
        `- Astro (a), its route cache told by the emulated hook: ${fmt(edits.astro)} ms`,
        `- Astro (a), stored page asked for right after the save, untold: ${edits.astroUnexpired.map((x) => (x === null ? 'old name' : 'new name')).join(', ')}`,
      ]
    : []
  const out = [
    `Measured ${new Date().toISOString()} on ${execFileSync('nproc').toString().trim()} cores (load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}); Lighthouse ${RUNS} runs, median.`,
    '',
    ...lines,
    '',
    ...lhExtra,
    '',
    ...Object.entries(rendered).map(
      ([d, r]) => `- ${name[d as Design]} \`${ROUTES[1]}?r=<n>\` rendered at each request: ${r.rps} req/s (p99 ${r.p99} ms, ${r.non2xx} non-2xx)`,
    ),
    '',
    ...editLines,
  ].join('\n')
  console.log(out)
  fs.writeFileSync(path.join(here, 'results.json'), JSON.stringify({ rows, rendered, edits }, null, 2))
  fs.writeFileSync(path.join(here, 'results.md'), out + '\n')
}

await main()
