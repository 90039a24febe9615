import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext } from './fixtures'

/**
 * Every page as a validator reads it: the HTML of each address in the sitemap, the not-found page, a
 * search's results and a few data-light renderings, checked by the Nu HTML checker (npm vnu-jar, run
 * once over them all; scripts/ensure-java.sh brings Java), with each script loaded at most once a page.
 */

const VNU_JAR = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

/** Pages outside the sitemap, with the status they answer. */
const EXTRA: Array<{ path: string; status: number }> = [
  { path: '/no-such-page-for-the-markup-check', status: 404 },
  { path: '/search?q=fees', status: 200 },
]

/** Pages read in data-light mode: how a visitor asks for it (the footer's switch sets the cookie). */
const LIGHT: Array<{ path: string; headers: Record<string, string> }> = [
  { path: '/', headers: { 'Save-Data': 'on' } },
  { path: '/about/leadership', headers: { Cookie: 'data-light=1' } },
  { path: '/resources/gallery', headers: { Cookie: 'data-light=1' } },
  { path: '/search?q=fees', headers: { 'Save-Data': 'on' } },
]

type Fetched = { address: string; file: string; html: string }

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)

/** The addresses of the sitemap, following an index to the sitemaps it names. */
async function sitemapPaths(request: APIRequestContext, sitemap = '/sitemap.xml'): Promise<string[]> {
  const response = await request.get(sitemap)
  expect(response.status(), sitemap).toBe(200)
  const xml = await response.text()
  if (!xml.includes('<sitemapindex')) return locs(xml)
  const nested = await Promise.all(locs(xml).map((loc) => sitemapPaths(request, loc)))
  return nested.flat()
}

/** Runs `work` on each item, `width` at a time: the server renders a few pages at once, not hundreds. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = []
  for (let start = 0; start < items.length; start += width) {
    const batch = items.slice(start, start + width)
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))))
  }
  return results
}

/** Fetches every page to check, each kept as a file of `dir` named after its address. */
async function fetchPages(request: APIRequestContext, dir: string): Promise<Fetched[]> {
  const sitemap = await sitemapPaths(request)
  // The sitemap lists the fixed pages, and every programme, faculty, story and event: never a handful.
  expect(sitemap.length).toBeGreaterThan(30)
  const pages = [
    ...sitemap.map((address) => ({ address, status: 200, headers: {} })),
    ...EXTRA.map(({ path, status }) => ({ address: path, status, headers: {} })),
    ...LIGHT.map(({ path, headers }) => ({ address: path, status: 200, headers, light: true })),
  ]
  return inBatches(pages, 4, async (page, index) => {
    const response = await request.get(page.address, { headers: page.headers, maxRedirects: 0 })
    const label = `${page.address}${'light' in page ? ' (data-light)' : ''}`
    expect(response.status(), label).toBe(page.status)
    const html = await response.text()
    // Checked as asked: a light page must be the light rendering, the others the full one.
    expect(/<html[^>]*class="data-light"/.test(html), label).toBe('light' in page)
    const slug = page.address.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)
    const file = path.join(dir, `${String(index).padStart(3, '0')}${slug}.html`)
    fs.writeFileSync(file, html)
    return { address: label, file, html }
  })
}

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string }

/** The Nu HTML checker's errors on the HTML files of `dir`, from one run of it. */
async function checkerErrors(dir: string): Promise<VnuMessage[]> {
  const args = ['-Xss1m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', dir]
  // It writes its report to stderr, and exits 1 when it found an error.
  const stderr = await new Promise<string>((resolve, reject) =>
    execFile('java', args, { timeout: 240_000, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && !(error.code === 1 && stderr.startsWith('{'))) reject(new Error(`vnu failed: ${error}\n${stderr}`))
      else resolve(stderr)
    }),
  )
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type !== 'info')
}

/** The script addresses a page names more than once. */
function repeatedScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])
  return [...new Set(srcs.filter((src, i) => srcs.indexOf(src) !== i))]
}

let dir = ''
let pages: Fetched[] = []

test.beforeAll(async ({ playwright, workerServer }, testInfo) => {
  // A few hundred pages rendered on a busy machine, then one run of the checker.
  testInfo.setTimeout(5 * 60_000)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acu-e2e-markup-'))
  const request = await playwright.request.newContext({ baseURL: workerServer.url })
  try {
    pages = await fetchPages(request, dir)
  } finally {
    await request.dispose()
  }
})

test.afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test('no page names the same script twice', () => {
  const repeated = pages.flatMap(({ address, html }) => repeatedScripts(html).map((src) => `${address}: ${src}`))
  expect(repeated).toEqual([])
  // The check saw scripts to compare: the header's island is on every full page.
  expect(pages.filter(({ html }) => html.includes('src="/islands/site-header.js"')).length).toBeGreaterThan(30)
})

/** A page with one known error, beside the site's: proof the checker read the folder and reports. */
const CANARY = 'zz-canary.html'
const CANARY_HTML =
  '<!doctype html><html lang="en"><title>Canary</title><script type="module" src="/a.js" defer></script></html>'

test('every page is valid HTML to the Nu HTML checker', async () => {
  test.setTimeout(5 * 60_000)
  fs.writeFileSync(path.join(dir, CANARY), CANARY_HTML)
  const errors = await checkerErrors(dir)
  const fileOf = (e: VnuMessage) => path.basename(decodeURI(e.url ?? ''))
  expect(errors.filter((e) => fileOf(e) === CANARY).map((e) => e.message)).toEqual([expect.stringContaining('defer')])
  const addressOf = new Map(pages.map(({ file, address }) => [path.basename(file), address]))
  const readable = errors
    .filter((e) => fileOf(e) !== CANARY)
    .map(
      (e) =>
        `${addressOf.get(fileOf(e)) ?? fileOf(e)}:${e.lastLine ?? '?'}: ${e.message}\n    ${(e.extract ?? '').trim()}`,
    )
  expect(readable, `${readable.length} error(s) in ${pages.length} pages`).toEqual([])
})
