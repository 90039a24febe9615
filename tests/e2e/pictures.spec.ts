/**
 * Every page template as a deployment serves it (the browser tests' server runs with PUBLIC_URL set,
 * playwright.config.ts): each page is scrolled through so its lazy pictures load, and fails on a
 * picture that does not render, a request answered 400 or more, or an error in the console. A smaller
 * pass runs on a local preview (no PUBLIC_URL). Also: the image optimiser takes only the site's own
 * pictures, as its pages name them, so made-up variants neither fail as 500 nor fill its disk cache.
 */
import fs from 'node:fs'
import path from 'node:path'

import { BANNER_QUALITY, PICTURE_QUALITY } from '../../src/lib/picture-sizes.mjs'

import { expect, test, type ConsoleMessage, type Page } from './fixtures'

import { extraPort, startAppServer, type AppServer } from './support-server'

/** What went wrong on one page, one line per problem. */
async function visit(page: Page, url: string, expectedStatus = 200): Promise<string[]> {
  const problems: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    // The browser logs the page's own status when it is an error: expected for the not-found page.
    const ownStatus = expectedStatus >= 400 && message.location().url === url
    if (message.type() === 'error' && !ownStatus) problems.push(`console error: ${message.text()}`)
  }
  const onPageError = (error: Error) => problems.push(`script error: ${error.message}`)
  const onResponse = (response: { status: () => number; url: () => string }) => {
    if (response.status() >= 400 && response.url() !== url) problems.push(`${response.status()} for ${response.url()}`)
  }
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  page.on('response', onResponse)
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== expectedStatus) problems.push(`answered ${response?.status()}, not ${expectedStatus}`)
    await scrollThrough(page)
    problems.push(...(await brokenPictures(page)))
  } finally {
    page.off('console', onConsole)
    page.off('pageerror', onPageError)
    page.off('response', onResponse)
  }
  return problems.map((p) => `${new URL(url).pathname}${new URL(url).search}: ${p}`)
}

/** Scrolls down a screen at a time to the bottom (lazy pictures load near the screen), then waits for the network. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 80; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(60)
    if (atBottom) break
  }
  await page.waitForLoadState('networkidle')
}

/**
 * The pictures that did not render: a loaded or failed <img> of width 0, or one shown that never
 * finished loading. (A lazy picture in a closed panel, or one far from the screen, as the home
 * slider's next slide is when it turns after the visitor scrolled down, is not asked for yet, and is
 * not counted.)
 */
async function brokenPictures(page: Page): Promise<string[]> {
  const pending = () =>
    page.evaluate(() => {
      const nearScreen = (img: HTMLImageElement) => {
        const box = img.getBoundingClientRect()
        return box.bottom > -window.innerHeight && box.top < 2 * window.innerHeight
      }
      return [...document.images].filter(
        (img) => !img.complete && img.checkVisibility() && (img.loading !== 'lazy' || nearScreen(img)),
      ).length
    })
  await expect.poll(pending, { timeout: 15_000 }).toBe(0)
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => (img.complete || img.checkVisibility()) && img.naturalWidth === 0 && img.currentSrc)
      .map((img) => `picture not shown: ${decodeURIComponent(img.currentSrc)}`),
  )
}

/** The address of the first link on `listPath` whose path starts with `prefix`, as a visitor would follow it. */
async function firstLink(page: Page, listPath: string, prefix: string, skip?: RegExp): Promise<string> {
  await page.goto(listPath)
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => h.length > prefix.length && !skip?.test(h))
  expect(href, `a link to ${prefix}… on ${listPath}`).toBeTruthy()
  return href!
}

/** The page templates of docs/site.md, with a real address for each one that takes a slug. */
async function templatePaths(page: Page): Promise<string[]> {
  const faculty = await firstLink(page, '/academics/faculties', '/faculty/')
  const course = await firstLink(page, faculty, '/course/')
  const otherCourse = await firstLink(page, '/admission/course-finder', '/course/', new RegExp(`^${course}$`))
  const slugOf = (href: string) => href.split('/').pop()
  return [
    '/',
    '/about',
    '/about/contact',
    '/about/leadership',
    await firstLink(page, '/about/leadership?tab=staff', '/about/staff/'),
    '/about/campus',
    '/academics',
    '/academics/faculties',
    faculty,
    course,
    await firstLink(page, '/admissions/tuition', '/breakdown/'),
    '/department',
    '/academics/undergraduate',
    '/academics/calendar',
    '/admissions',
    '/admissions/process',
    '/admissions/screening',
    '/admissions/how-to-pay',
    '/admissions/tuition',
    '/admission/course-finder',
    `/admissions/compare?programmes=${slugOf(course)},${slugOf(otherCourse)}`,
    '/admissions/fees/estimate',
    '/admissions/eligibility',
    '/resources',
    '/resources/news',
    await firstLink(page, '/resources/news', '/news/', /rss/),
    '/resources/events',
    await firstLink(page, '/resources/events', '/events/', /\.ics$/),
    '/resources/gallery',
    '/resources/aid',
    '/resources/center-excellence',
    '/hostel',
    '/portal',
    '/information',
    '/library',
    '/search?q=engineering',
  ]
}

test.describe('as deployed, with PUBLIC_URL set', () => {
  test('every page template shows all its pictures, with no failed request and no console error', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const paths = await templatePaths(page)
    const problems: string[] = []
    for (const p of paths) problems.push(...(await visit(page, `${baseURL}${p}`)))
    problems.push(...(await visit(page, `${baseURL}/no-such-page-here`, 404)))
    expect(problems).toEqual([])
  })

  test('pages hand the optimiser site paths, and it refuses other hosts and other spellings', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/resources/gallery')
    const sources = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
    const optimised = sources.filter((s) => s?.startsWith('/_next/image?'))
    expect(optimised.length).toBeGreaterThan(0)
    // The picture as pages name it: a site path, never the public origin written out.
    const picture = new URLSearchParams(optimised[0]!.split('?')[1]).get('url')!
    expect(picture).toMatch(/^\/api\/media\/file\/[^/?]+$/)

    const optimise = (source: string, w = '640', q = '75') =>
      request.get(`/_next/image?url=${encodeURIComponent(source)}&w=${w}&q=${q}`)
    expect((await optimise(picture)).status()).toBe(200)
    const refused = [
      'https://upload.wikimedia.org/wikipedia/commons/a/a9/Example.jpg',
      `${baseURL}${picture}`,
      `http://localhost:${new URL(baseURL!).port}${picture}`,
      `${picture}?v=2`,
      picture.replace(/\.webp$/, '%2Ewebp'),
      picture.replace('/file/', '/file/x/../'),
    ]
    for (const source of refused) expect((await optimise(source)).status(), source).toBe(400)
    expect((await optimise(picture, '641')).status(), 'a width the site never asks for').toBe(400)
    expect((await optimise(picture, '640', '74')).status(), 'a quality the site never asks for').toBe(400)
  })

  test('structured data and social cards give pictures the public address, written once', async ({ page, baseURL }) => {
    const course = await firstLink(page, '/admission/course-finder', '/course/')
    const profile = await firstLink(page, '/about/leadership?tab=staff', '/about/staff/')
    const picture = new RegExp(`^${baseURL}/api/media/file/[^/:]+$`)
    for (const path of [course, profile]) {
      await page.goto(path)
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(data.image, path).toMatch(picture)
      expect(await page.locator('meta[property="og:image"]').first().getAttribute('content'), path).toMatch(picture)
    }
  })

  test('the optimiser answers 404 for a picture that does not exist', async ({ request }) => {
    // It answers with the status of the file route it reads the picture from, inside the process: this
    // holds once Payload's file route answers 404 for a missing file (issue 20, item 7), not 500.
    const source = encodeURIComponent('/api/media/file/no-such-picture.webp')
    expect((await request.get(`/_next/image?url=${source}&w=640&q=75`)).status()).toBe(404)
  })
})

/** The optimiser's disk cache of a server: its entries and their bytes. */
function imageCache(server: AppServer) {
  const dir = path.join(import.meta.dirname, '../..', `.next-e2e-${server.port}`, 'cache', 'images')
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  const bytes = entries
    .flatMap((e) => fs.readdirSync(path.join(dir, e)).map((f) => fs.statSync(path.join(dir, e, f)).size))
    .reduce((a, b) => a + b, 0)
  return { entries: entries.length, bytes }
}

test.describe('a local preview, without PUBLIC_URL', () => {
  let server: AppServer | undefined

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'starts a server of its own: runs once, in the desktop project')
    test.setTimeout(300_000)
    server = await startAppServer({ port: extraPort(12) })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('pages show their pictures', async ({ page }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    for (const p of ['/', '/resources/gallery', '/hostel']) problems.push(...(await visit(page, `${server!.url}${p}`)))
    expect(problems).toEqual([])
  })

  test('500 made-up variants of a picture leave the optimiser’s disk cache as it was', async ({ request }) => {
    test.setTimeout(180_000)
    const gallery = await (await request.get(`${server!.url}/resources/gallery`)).text()
    const picture = decodeURIComponent(/\/_next\/image\?url=([^&"]+)/.exec(gallery)![1])
    const ask = (query: string) =>
      request.get(`${server!.url}/_next/image?${query}`, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    const url = (source: string) => `url=${encodeURIComponent(source)}`
    // The picture as the page names it, once, so its entry is in the cache before counting.
    expect((await ask(`${url(picture)}&w=640&q=75`)).status()).toBe(200)
    const before = imageCache(server!)
    expect(before.entries).toBeGreaterThan(0)

    // Every quality from 1 to 99 but the ones the pages ask for.
    const unserved = Array.from({ length: 99 }, (_, i) => i + 1).filter(
      (q) => q !== PICTURE_QUALITY && q !== BANNER_QUALITY,
    )
    const variants = Array.from({ length: 500 }, (_, i) => {
      const n = `${i}-${Math.random().toString(36).slice(2)}`
      return [
        `${url(`${picture}?v=${n}`)}&w=640&q=75`,
        `${url(picture)}&w=640&q=75&v=${n}`,
        `${url(picture.replace('/file/', `/file/${n}/../`))}&w=640&q=75`,
        `${url(picture)}&w=${641 + i}&q=75`,
        `${url(picture)}&w=640&q=${unserved[i % unserved.length]}`,
      ][i % 5]
    })
    const statuses = new Set<number>()
    for (let i = 0; i < variants.length; i += 10) {
      const answers = await Promise.all(variants.slice(i, i + 10).map(ask))
      for (const a of answers) statuses.add(a.status())
    }
    expect(imageCache(server!), 'nothing new on disk').toEqual(before)
    expect([...statuses], 'every variant refused').toEqual([400])
    // The picture as the page names it is still served, from the entry it left.
    expect((await ask(`${url(picture)}&w=640&q=75`)).headers()['x-nextjs-cache']).toBe('HIT')
  })
})
