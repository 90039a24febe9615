import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { sitemapPaths } from '../../src/lib/routes'

import { adminHeaders } from './admin-api'
import { MARKER, PAYLOADS, URL_PAYLOADS, lexicalCorpus, lexicalLink, textVariants } from './support-xss'

/**
 * The XSS corpus: every payload of support-xss.ts is written into every rich-text and free-text
 * field of the content, then every page that shows them is opened in Chromium. No script may run
 * (no dialog, no `window.__xss` canary, no `XSS-FIRED` console message), no element may carry an
 * `on…` attribute, no link, frame or form may point at a script or data URL, and the contract's
 * JSON may carry no unsafe URL and no unsafe HTML. The content is put back afterwards, also when
 * the test fails: later files need the demo content.
 *
 * The browser tests' server is another process, so the payloads go through Payload's REST API as
 * the e2e admin: it runs the same hooks, access rules and field validation as the local API.
 * A field that refuses a payload (a length limit, a URL rule) is given the next, shorter one; a
 * field that refuses them all is reported and keeps its content.
 */

type Doc = Record<string, unknown>
type Target = {
  /** `collections/<slug>` or `globals/<slug>` */
  name: string
  /** Where the document is written (PATCH for a document, POST for a global). */
  write: { method: 'patch' | 'post'; url: string }
  original: Doc
  /** Accepted fields, as paths, with the index of the variant that was accepted. */
  accepted: Map<string, number>
  refused: string[]
}

/** Every collection with text an editor writes (not the users, nor the derived search index). */
const COLLECTIONS = [
  'news',
  'events',
  'faculties',
  'staff',
  'programmes',
  'slides',
  'leadership-members',
  'campus-life',
  'centres',
  'scholarships',
  'portal-tiles',
  'gallery-images',
  'calendar-entries',
  'contact-offices',
  'departments',
  'designations',
  'titles',
  'other-fees',
  'publications',
  'running-modules',
  'documents',
  'media',
]
const GLOBALS = [
  'about-page',
  'admissions-page',
  'admission-guide',
  'home-page',
  'hostel-page',
  'page-texts',
  'site-settings',
]
const DRAFTS = new Set(['news', 'events', 'slides'])

/** Keys that are not text an editor writes: identity, status, dates Payload keeps, file data. */
const SKIPPED_KEYS =
  /^(id|_status|slug|createdAt|updatedAt|globalType|filename|mimeType|filesize|url|thumbnailURL|sizes|focalX|focalY|width|height|prefix)$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const isRichText = (v: unknown) => Boolean(v && typeof v === 'object' && 'root' in (v as object))

/** The paths of every text and rich-text field of a document (null leaves included: empty optional fields). */
function textPaths(value: unknown, prefix: string[] = []): { path: string[]; rich: boolean }[] {
  if (isRichText(value)) return [{ path: prefix, rich: true }]
  if (Array.isArray(value)) return value.flatMap((v, i) => textPaths(v, [...prefix, String(i)]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (SKIPPED_KEYS.test(k) ? [] : textPaths(v, [...prefix, k])))
  }
  if (value === null || (typeof value === 'string' && !ISO_DATE.test(value))) return [{ path: prefix, rich: false }]
  return []
}

function setPath(doc: Doc, path: string[], value: unknown) {
  let node = doc as Record<string, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[path.at(-1)!] = value
}

/** Writes the corpus into every text field of one document, field by field falling back to shorter payloads. */
async function writeCorpus(
  request: APIRequestContext,
  headers: Record<string, string>,
  target: Target,
  linkUrls: string[],
) {
  const fields = textPaths(target.original).filter((f) => f.path.length > 0)
  const variants = new Map(
    fields.map((f, i) => [
      f.path.join('.'),
      f.rich
        ? [lexicalCorpus([...linkUrls, 'https://example.edu/safe']), lexicalCorpus([])]
        : textVariants(i, URL_KEY.test(f.path.at(-1) ?? '')),
    ]),
  )
  const chosen = new Map(fields.map((f) => [f.path.join('.'), 0]))
  for (let round = 0; round < 12 && chosen.size > 0; round++) {
    const data: Doc = {}
    for (const key of new Set([...chosen.keys()].map((p) => p.split('.')[0]))) {
      data[key] = structuredClone(target.original[key])
    }
    for (const [path, index] of chosen) setPath(data, path.split('.'), variants.get(path)![index])
    if (DRAFTS.has(target.name.split('/')[1])) data._status = 'published'
    const response = await request[target.write.method](target.write.url, { headers, data })
    if (response.ok()) {
      for (const [path, index] of chosen) target.accepted.set(path, index)
      return
    }
    const body = (await response.json()) as { errors?: { data?: { errors?: { path: string }[] } }[] }
    const refusedPaths = (body.errors ?? []).flatMap((e) => e.data?.errors ?? []).map((e) => e.path)
    expect(refusedPaths.length, `${target.name}: ${JSON.stringify(body).slice(0, 400)}`).toBeGreaterThan(0)
    for (const path of refusedPaths) {
      // A refusal inside a rich-text field names a node, one of a list of options names the list: find the fields.
      const fields = [...chosen.keys()].filter(
        (p) => p === path || path.startsWith(`${p}.`) || p.startsWith(`${path}.`),
      )
      expect(fields.length, `${target.name}: refused ${path} was not written`).toBeGreaterThan(0)
      for (const field of fields) {
        const next = chosen.get(field)! + 1
        if (next < variants.get(field)!.length) chosen.set(field, next)
        else {
          chosen.delete(field)
          target.refused.push(field)
        }
      }
    }
  }
  expect(chosen.size, `${target.name}: no accepted write`).toBe(0)
}

/**
 * The link URLs the editor's link validation lets through (it refuses a whole field for one bad
 * link, without saying which): each URL alone is written into one rich-text field. Those it takes
 * go into every rich-text field's link nodes; the refused ones are reported.
 */
async function acceptedLinkUrls(
  request: APIRequestContext,
  headers: Record<string, string>,
  target: Target,
  field: string,
): Promise<{ accepted: string[]; refused: string[] }> {
  const accepted: string[] = []
  const refused: string[] = []
  for (const url of URL_PAYLOADS) {
    const data: Doc = { [field]: lexicalLink(url) }
    if (DRAFTS.has(target.name.split('/')[1])) data._status = 'published'
    const response = await request[target.write.method](target.write.url, { headers, data })
    ;(response.ok() ? accepted : refused).push(url)
    if (response.ok()) target.accepted.set(field, -1)
  }
  return { accepted, refused }
}

async function restore(request: APIRequestContext, headers: Record<string, string>, target: Target) {
  const keys = new Set([...target.accepted.keys(), ...target.refused].map((p) => p.split('.')[0]))
  if (keys.size === 0) return
  const data: Doc = Object.fromEntries([...keys].map((k) => [k, target.original[k]]))
  if (DRAFTS.has(target.name.split('/')[1])) data._status = target.original._status
  const response = await request[target.write.method](target.write.url, { headers, data })
  expect(response.ok(), `restore ${target.name}: ${await response.text()}`).toBe(true)
}

/** What a visit to one page found. */
type Finding = { path: string; problem: string }

const NEXT_INLINE_SCRIPT =
  /^\s*(\(?self\.__next_[a-z]|\(?globalThis\["TURBOPACK"\]|\$R[A-Z]*(=|\()|requestAnimationFrame\(function\(\)\{\$RT=|document\.querySelectorAll\('body link\[rel="icon"\])/

/** Everything in the page that would run, or that points at a script or data URL. */
async function inspect(page: Page): Promise<string[]> {
  return page.evaluate((inlineScript) => {
    const NEXT_INLINE_SCRIPT = new RegExp(inlineScript)
    const problems: string[] = []
    const w = window as unknown as { __xss?: unknown }
    if (w.__xss !== undefined) problems.push(`canary set: ${String(w.__xss)}`)
    const scheme = (value: string) => {
      try {
        return new URL(value, location.href).protocol
      } catch {
        return ''
      }
    }
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase()
        if (name.startsWith('on')) problems.push(`<${el.localName} ${name}="${attr.value.slice(0, 60)}">`)
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'srcdoc'].includes(name)) {
          const s = scheme(attr.value)
          const dataAllowed = el.localName === 'img' || el.localName === 'image' || el.localName === 'source'
          if (s === 'javascript:' || s === 'vbscript:' || (s === 'data:' && !dataAllowed) || name === 'srcdoc')
            problems.push(`<${el.localName} ${name}="${attr.value.slice(0, 60)}">`)
        }
      }
      if (['iframe', 'object', 'embed', 'base', 'meta'].includes(el.localName)) {
        const src = el.getAttribute('src') ?? el.getAttribute('data') ?? el.getAttribute('href') ?? ''
        const ok =
          (el.localName === 'meta' && !el.getAttribute('http-equiv')) ||
          (el.localName === 'iframe' &&
            /^https:\/\/(www\.)?(youtube-nocookie\.com|youtube\.com|player\.vimeo\.com)\//.test(src))
        if (!ok) problems.push(`<${el.localName}> ${el.outerHTML.slice(0, 80)}`)
      }
    }
    for (const script of Array.from(document.scripts)) {
      const src = script.getAttribute('src')
      const body = script.textContent ?? ''
      if (src) {
        // The site's own scripts: Next's, and the islands' (scripts/build-islands.mjs).
        if (!/^\/(_next|islands)\//.test(src)) problems.push(`script src ${src}`)
      } else if (script.type === 'application/ld+json') {
        try {
          JSON.parse(body)
        } catch {
          problems.push(`broken JSON-LD ${body.slice(0, 80)}`)
        }
      } else if (!NEXT_INLINE_SCRIPT.test(body)) {
        // Only Next's and React's own inline scripts: the streamed payload, Turbopack's chunk list,
        // React's streaming helpers ($RC, $RS, $RV, …) and Next's icon mover.
        problems.push(`inline script ${body.slice(0, 80)}`)
      }
    }
    return problems
  }, NEXT_INLINE_SCRIPT.source)
}

const SAFE_URL = /^(\/(?![/\\])|https?:\/\/|mailto:|tel:)/i
const URL_KEY = /(link|url|image|path|file|site|href|video)$/i
/** What may not appear inside a tag of sanitized HTML (text that merely shows such markup, escaped, is fine). */
const UNSAFE_TAG = [
  /^<\s*(script|iframe|object|embed|base|meta|form|style|svg|math|link)\b/i,
  /\son[a-z]+\s*=/i,
  /\s(href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(javascript|data|vbscript):/i,
]
const unsafeHtml = (html: string) =>
  (html.match(/<[a-zA-Z][^>]*>/g) ?? []).some((tag) => UNSAFE_TAG.some((re) => re.test(tag)))

/** One object shape of the contract: its property names, and those it declares as sanitized HTML. */
type Shape = { keys: Set<string>; html: Set<string> }

/**
 * Unsafe URLs in URL fields, and unsafe markup in the fields the contract declares as sanitized HTML.
 * A name alone does not say which: `Description` is HTML in a news item but plain text in a course,
 * so each object is matched to its shape first.
 */
function unsafeInJson(value: unknown, shapes: Shape[], where = '', key = '', html = new Set<string>()): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => unsafeInJson(v, shapes, `${where}[${i}]`, key, html))
  if (value && typeof value === 'object') {
    const own = htmlKeysOf(value, shapes)
    return Object.entries(value).flatMap(([k, v]) => unsafeInJson(v, shapes, `${where}.${k}`, k, own))
  }
  if (typeof value !== 'string') return []
  const problems: string[] = []
  if (URL_KEY.test(key) && value !== '' && !(SAFE_URL.test(value.trim()) && value === value.trim()))
    problems.push(`${where}: unsafe URL ${JSON.stringify(value.slice(0, 80))}`)
  if (html.has(key) && unsafeHtml(value)) problems.push(`${where}: unsafe HTML ${JSON.stringify(value.slice(0, 120))}`)
  return problems
}

/** Every object shape of the contract's OpenAPI document. */
function shapesOf(openapi: unknown): Shape[] {
  const shapes: Shape[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const properties = (node as { properties?: Record<string, { description?: string }> }).properties
    if (properties) {
      const entries = Object.entries(properties)
      shapes.push({
        keys: new Set(entries.map(([k]) => k)),
        html: new Set(entries.filter(([, v]) => v?.description === 'Sanitized HTML').map(([k]) => k)),
      })
    }
    Object.values(node).forEach(walk)
  }
  walk(openapi)
  return shapes
}

/** The HTML fields of an object: those of the smallest shape that has every one of its keys. */
function htmlKeysOf(value: object, shapes: Shape[]): Set<string> {
  const keys = Object.keys(value)
  const fitting = shapes.filter((s) => keys.every((k) => s.keys.has(k))).sort((a, b) => a.keys.size - b.keys.size)
  return fitting[0]?.html ?? new Set()
}

test.describe('XSS corpus', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'writes shared content: runs once, in the desktop project')
  })

  const targets: Target[] = []
  let headers: Record<string, string> = {}
  let restored = false

  async function restoreAll(request: APIRequestContext) {
    if (restored) return
    restored = true
    const failures: string[] = []
    for (const target of targets) await restore(request, headers, target).catch((e) => failures.push(String(e)))
    expect(failures, 'every document is put back').toEqual([])
  }

  // A safety net: when the test dies between writing and restoring, put the content back anyway.
  test.afterAll(async ({ playwright, workerServer }) => {
    if (restored || targets.length === 0) return
    const request = await playwright.request.newContext({ baseURL: workerServer.url })
    try {
      await restoreAll(request)
    } finally {
      await request.dispose()
    }
  })

  test('no payload in any text or rich-text field runs a script on any page or reaches the contract unsafe', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000)
    headers = await adminHeaders(request)

    // One published document per collection (the first its lists show), and every global.
    for (const collection of COLLECTIONS) {
      const where = DRAFTS.has(collection) ? '&where[_status][equals]=published' : ''
      const list = await request.get(`/api/${collection}?depth=0&limit=1${where}`, { headers })
      expect(list.ok(), collection).toBe(true)
      const [doc] = ((await list.json()) as { docs: Doc[] }).docs
      if (!doc) continue
      targets.push({
        name: `collections/${collection}`,
        write: { method: 'patch', url: `/api/${collection}/${doc.id}` },
        original: doc,
        accepted: new Map(),
        refused: [],
      })
    }
    for (const global of GLOBALS) {
      const response = await request.get(`/api/globals/${global}?depth=0`, { headers })
      expect(response.ok(), global).toBe(true)
      targets.push({
        name: `globals/${global}`,
        write: { method: 'post', url: `/api/globals/${global}` },
        original: (await response.json()) as Doc,
        accepted: new Map(),
        refused: [],
      })
    }

    try {
      const news = targets.find((t) => t.name === 'collections/news')!
      const links = await acceptedLinkUrls(request, headers, news, 'description')
      console.log(
        `  link URLs the editor takes: ${links.accepted.length} (${links.accepted.map((u) => JSON.stringify(u)).join(', ')}); ` +
          `refused: ${links.refused.length}`,
      )
      for (const target of targets) await writeCorpus(request, headers, target, links.accepted)
      const written = targets.flatMap((t) => [...t.accepted.keys()].map((p) => `${t.name}.${p}`))
      const refused = targets.flatMap((t) => t.refused.map((p) => `${t.name}.${p}`))
      const fullCorpus = targets.flatMap((t) => [...t.accepted].filter(([, i]) => i === 0))
      // Rich text gets the whole corpus; so must most plain fields (only length limits and URL rules refuse it).
      expect(written.length, 'fields written').toBeGreaterThan(100)
      for (const name of ['news', 'events', 'faculties', 'staff', 'leadership-members']) {
        const target = targets.find((t) => t.name === `collections/${name}`)!
        const rich = [...target.accepted].filter(([p, i]) => i === 0 && isRichText(target.original[p.split('.')[0]]))
        expect(rich.length, `${name}: a rich-text field holds the corpus with its links`).toBeGreaterThan(0)
      }
      // The slide's button link is free text: the script URL must be stored, so the page must defuse it.
      const slide = targets.find((t) => t.name === 'collections/slides')!
      expect(slide.accepted.has('buttonLink'), 'the slide button link takes any text').toBe(true)

      // Every page that shows the content: the fixed pages and the pages of the documents written.
      const doc = (name: string) => targets.find((t) => t.name === `collections/${name}`)!.original
      const paths = [
        ...sitemapPaths(),
        '/about/history',
        `/search?q=${MARKER}`,
        `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`,
        `/admissions/compare?programmes=${doc('programmes').slug}`,
        `/news/${doc('news').slug}`,
        `/events/${doc('events').slug}`,
        `/faculty/${doc('faculties').slug}`,
        `/course/${doc('programmes').slug}`,
        `/breakdown/${encodeURIComponent(String(doc('programmes').code))}`,
        `/about/staff/${doc('staff').slug}`,
      ]
      const dialogs: string[] = []
      const fired: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(`${page.url()}: ${dialog.message()}`)
        void dialog.dismiss()
      })
      page.on('console', (message) => {
        if (message.text().includes('XSS-FIRED')) fired.push(`${page.url()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => {
        if (/__xss|alert/.test(error.message)) fired.push(`${page.url()}: ${error.message}`)
      })
      const findings: Finding[] = []
      const contractProblems: string[] = []
      const showingCorpus: string[] = []
      for (const path of paths) {
        const response = await page.goto(path, { waitUntil: 'load' })
        expect(response?.status(), path).toBeLessThan(400)
        // Give broken images and animations the moment their handlers would need.
        await page.waitForTimeout(150)
        for (const problem of await inspect(page)) findings.push({ path, problem })
        if ((await page.locator('body').innerText()).includes(MARKER)) showingCorpus.push(path)
      }
      console.log(
        `XSS corpus: ${PAYLOADS.length} payloads + ${URL_PAYLOADS.length} URLs, ${written.length} fields written ` +
          `(${fullCorpus.length} with the whole corpus), ${refused.length} refused every payload, ` +
          `${paths.length} pages visited, ${showingCorpus.length} showing the corpus, ` +
          `${dialogs.length + fired.length} scripts run`,
      )
      if (refused.length) console.log(`  refused by validation: ${refused.join(', ')}`)
      expect(dialogs, 'no dialog opened').toEqual([])
      expect(fired, 'no payload logged or threw').toEqual([])
      expect(findings, 'nothing runnable and no script or data link in any page').toEqual([])
      // The corpus did reach the pages (so the checks above saw it).
      for (const path of paths.filter((p) => /^\/(news|events|faculty|course|about\/staff)\//.test(p)))
        expect(showingCorpus, `${path} shows the corpus`).toContain(path)
      expect(showingCorpus.length).toBeGreaterThan(15)
      // Every URL payload as a slide's button link (a free text field): on the home page and in the contract.
      const slideList = await request.get('/api/slides?depth=0&limit=20&where[_status][equals]=published', {
        headers,
      })
      const slides = ((await slideList.json()) as { docs: Doc[] }).docs
      expect(slides.length).toBeGreaterThan(0)
      for (const slide of slides) {
        targets.push({
          name: 'collections/slides',
          write: { method: 'patch', url: `/api/slides/${slide.id}` },
          original: slide,
          accepted: new Map([
            ['buttonLink', 0],
            ['buttonName', 0],
          ]),
          refused: [],
        })
      }
      for (let i = 0; i < URL_PAYLOADS.length; i += slides.length) {
        const tried = URL_PAYLOADS.slice(i, i + slides.length)
        for (const [j, url] of tried.entries()) {
          const response = await request.patch(`/api/slides/${slides[j].id}`, {
            headers,
            data: { buttonLink: url, buttonName: `${MARKER} ${i + j}`, _status: 'published' },
          })
          expect(response.ok(), `slide button link ${JSON.stringify(url)}`).toBe(true)
        }
        await page.goto('/')
        await page.waitForTimeout(150)
        for (const problem of await inspect(page)) findings.push({ path: `/ (button links ${i}…)`, problem })
        const hrefs = await page.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
        for (const href of hrefs) {
          if (!SAFE_URL.test(href) && !href.startsWith('#'))
            findings.push({ path: '/', problem: `link ${JSON.stringify(href)}` })
        }
        const slider = (await (await request.get('/api/v1/slider/homepage')).json()) as unknown
        contractProblems.push(...unsafeInJson(slider, [], '/api/v1/slider/homepage'))
      }
      console.log(`  slide button links tried: ${URL_PAYLOADS.length}`)
      expect(findings, 'no script or data link from a slide button').toEqual([])

      // The contract: every read endpoint, the written staff member and programme included.
      const openapi = (await (await request.get('/api/v1/openapi.json')).json()) as {
        paths: Record<string, Record<string, unknown>>
      }
      const shapes = shapesOf(openapi)
      expect(shapes.filter((shape) => shape.html.size > 0).length, 'the contract declares HTML fields').toBeGreaterThan(
        2,
      )
      const fill: Record<string, string> = {
        StaffID: String(doc('staff').staffId),
        CourseCode: String(doc('programmes').code),
      }
      const endpoints = Object.entries(openapi.paths)
        .filter(([, methods]) => 'get' in methods)
        .map(([p]) => p.replace(/\{(\w+)\*?\}/g, (_, name: string) => fill[name] ?? ''))
        .filter((p) => !p.includes('//') && !p.endsWith('/') && !p.endsWith('openapi.json'))
      let carrying = 0
      for (const endpoint of endpoints) {
        const url = endpoint.startsWith('/api/v1') ? endpoint : `/api/v1${endpoint}`
        const response = await request.get(url)
        if (response.status() !== 200) continue
        const text = await response.text()
        if (text.includes(MARKER)) carrying++
        contractProblems.push(...unsafeInJson(JSON.parse(text), shapes, url))
      }
      console.log(`  contract: ${endpoints.length} endpoints read, ${carrying} carrying the corpus`)
      expect(carrying, 'the contract carries the corpus').toBeGreaterThan(5)
      expect(contractProblems, 'no unsafe URL or HTML in the contract').toEqual([])
    } finally {
      await restoreAll(request)
    }
    // The demo content is back.
    const news = targets.find((t) => t.name === 'collections/news')!.original
    await page.goto(`/news/${news.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: String(news.title) })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(MARKER)
  })
})
