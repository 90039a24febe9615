/**
 * Data-light mode: when the browser sends `Save-Data: on`, or the visitor switched the mode on in the
 * footer, pages come without any script and without the pictures that only decorate, and read exactly
 * as the same page without JavaScript. The switch is a plain link (it works without JavaScript), lasts
 * across pages until it is turned off, and never sends anyone to another site.
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures'

import { expectNoAxeViolations } from './helpers'

const SAVE_DATA = { 'Save-Data': 'on' }
/** A script that runs (structured data, `application/ld+json`, is data and may stay). */
const RUNNABLE_SCRIPT = /<script\b(?![^>]*application\/ld\+json)/i

const footer = (page: Page) => page.getByRole('contentinfo')
const turnOn = (page: Page) => footer(page).getByRole('link', { name: 'Turn on data-light mode' })
const turnOff = (page: Page) => footer(page).getByRole('link', { name: 'Turn off data-light mode' })

async function firstSlug(request: APIRequestContext, endpoint: string): Promise<string> {
  const response = await request.get(`/api/v1/${endpoint}`)
  expect(response.ok(), endpoint).toBe(true)
  const items = (await response.json()) as Array<{ Slug: string }>
  expect(items.length, endpoint).toBeGreaterThan(0)
  return items[0].Slug
}

/** One page of every template, addresses with a parameter from the contract's lists. */
async function templatePages(request: APIRequestContext): Promise<string[]> {
  return [
    '/',
    '/about',
    '/about/leadership',
    '/about/campus',
    '/academics/faculties',
    '/admissions/tuition',
    '/admission/course-finder',
    '/resources/news',
    '/resources/events',
    '/resources/gallery',
    '/search?q=university',
    `/news/${await firstSlug(request, 'news/all/active')}`,
    `/events/${await firstSlug(request, 'event/all/active')}`,
    `/faculty/${await firstSlug(request, 'academics/faculty/academic/list')}`,
    `/course/${await firstSlug(request, 'academics/course/view/list')}`,
    `/about/staff/${await firstSlug(request, 'academic/staff/website/all')}`,
  ]
}

/** What a reader gets from a page: its title, headings, main text, links and forms. */
function readPage(page: Page) {
  return page.evaluate(() => {
    // innerText leaves out what the browser has not rendered yet: the sections below the first screen wait
    // until the visitor scrolls near them (content-visibility, docs/decisions/0042). Read them all as rendered.
    const whole = document.createElement('style')
    whole.textContent = '* { content-visibility: visible !important }'
    document.head.append(whole)
    const main = document.querySelector('main') as HTMLElement
    const text = (el: HTMLElement) => el.innerText.replace(/\s+/g, ' ').trim()
    return {
      title: document.title,
      h1: [...document.querySelectorAll<HTMLElement>('h1')].map(text),
      headings: [...main.querySelectorAll<HTMLElement>('h2, h3')].map(text),
      text: text(main),
      links: [...document.querySelectorAll<HTMLAnchorElement>('header a[href], main a[href]')].map(
        (a) => `${a.getAttribute('href')} ${text(a)}`,
      ),
      forms: [...document.querySelectorAll('form')].map(
        (f) =>
          `${f.getAttribute('action')} ${f.method} ${[...f.elements].map((e) => (e as HTMLInputElement).name).join(',')}`,
      ),
    }
  })
}

/** The pictures a page uses, by original address: those only marked decorative, and the others. */
function pictures(page: Page) {
  return page.evaluate(() => {
    const original = (src: string) => {
      const url = new URL(src, location.href)
      return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname
    }
    const all = [...document.querySelectorAll('img')]
    const content = new Set(all.filter((i) => !i.hasAttribute('data-decorative')).map((i) => original(i.src)))
    const decorative = all
      .filter((i) => i.hasAttribute('data-decorative'))
      .map((i) => original(i.src))
      .filter((src) => !content.has(src))
    return { decorative: [...new Set(decorative)], content: [...content] }
  })
}

/** The original address of a picture request (Next's optimizer names it in `url`). */
const pictureOf = (requestUrl: string) => {
  const url = new URL(requestUrl)
  return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname
}

/** Records the requests of a page by resource type, from now on (`reset` starts again). */
function recordRequests(page: Page) {
  const seen: Array<{ type: string; url: string }> = []
  page.on('request', (r) => seen.push({ type: r.resourceType(), url: r.url() }))
  return {
    of: (type: string) => seen.filter((r) => r.type === type).map((r) => r.url),
    reset: () => (seen.length = 0),
  }
}

async function inContext<T>(
  browser: Browser,
  baseURL: string | undefined,
  options: { javaScriptEnabled?: boolean; saveData?: boolean },
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: options.saveData ? SAVE_DATA : {},
  })
  try {
    return await fn(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Scrolls to the end (lazy pictures load) and waits for the network to settle. */
async function readToTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
}

/** A raw HTTP exchange (no decompression, no redirects), to see the bytes and headers as sent. */
function raw(
  baseURL: string | undefined,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseURL),
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

const varies = (headers: http.IncomingHttpHeaders | Record<string, string>) =>
  String(headers['vary'] ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())

test.describe('data-light pages', () => {
  test('with Save-Data: on, every template loads no script and no decorative picture, and reads as without JavaScript', async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    // The HTML is the same at every width: one pass over the templates is enough.
    test.skip(testInfo.project.name !== 'desktop', 'the templates are checked once, in the desktop project')
    test.setTimeout(5 * 60_000)
    let decorativeSeen = 0
    for (const path of await templatePages(request)) {
      const normal = await inContext(browser, baseURL, { javaScriptEnabled: false }, async (page) => {
        const response = await page.goto(path)
        return { status: response?.status(), read: await readPage(page), pictures: await pictures(page) }
      })
      await inContext(browser, baseURL, { saveData: true }, async (page) => {
        const requests = recordRequests(page)
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(normal.status)
        await readToTheEnd(page)
        expect(requests.of('script'), `${path}: scripts`).toEqual([])
        expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(0)
        expect(await page.locator('img[data-decorative]').count(), path).toBe(0)
        const loaded = requests.of('image').map(pictureOf)
        for (const picture of normal.pictures.decorative) expect(loaded, `${path}: ${picture}`).not.toContain(picture)
        expect(await readPage(page), path).toEqual(normal.read)
        await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
      })
      decorativeSeen += normal.pictures.decorative.length
    }
    // The pages do have decorative pictures to leave out (hero banners, the slides, card pictures).
    expect(decorativeSeen).toBeGreaterThan(3)
  })

  test('normal mode is unchanged: scripts and pictures load, and pages name what they vary on', async ({
    page,
    request,
  }) => {
    const requests = recordRequests(page)
    await page.goto('/')
    await readToTheEnd(page)
    expect(requests.of('script').length).toBeGreaterThan(0)
    expect(requests.of('image').length).toBeGreaterThan(0)
    expect(await page.locator('img[data-decorative]').count()).toBeGreaterThan(0)
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)data-light(\s|$)/)
    await expect(footer(page).getByText('Data-light mode: off')).toBeVisible()
    await expect(footer(page).getByText('Data-light mode: on')).toBeHidden()
    await expect(turnOff(page)).toHaveCount(0)
    // The slider is interactive, as before.
    await expect(
      page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: 'Next slide' }),
    ).toBeVisible()

    // A shared cache in front must keep normal and light pages apart.
    const normal = await request.get('/about')
    expect(varies(normal.headers())).toEqual(expect.arrayContaining(['save-data', 'cookie']))
    expect(await normal.text()).toMatch(RUNNABLE_SCRIPT)
    for (const headers of <Array<Record<string, string>>>[
      { 'Save-Data': 'off' },
      { 'Save-Data': 'no' },
      { Cookie: 'data-light=0' },
    ]) {
      expect(await (await request.get('/about', { headers })).text(), JSON.stringify(headers)).toMatch(RUNNABLE_SCRIPT)
    }
  })

  test('the home page in light mode: the first slide without its picture, and the video as a link', async ({
    browser,
    baseURL,
    request,
  }) => {
    const [content] = (await (await request.get('/api/v1/general/homepage/content')).json()) as Array<{
      CampusVideoUrl: string
    }>
    // The rule: a YouTube embed address becomes its watch page; Vimeo's player its video page.
    const embed = content.CampusVideoUrl.match(/^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/)
    expect(embed, 'the demo video is a YouTube embed').not.toBeNull()
    await inContext(browser, baseURL, { saveData: true }, async (page) => {
      await page.goto('/')
      const slider = page.getByRole('region', { name: 'Highlights' })
      await expect(slider.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible()
      await expect(slider.getByRole('group', { name: /^1 of \d+$/ }).getByRole('heading', { level: 2 })).toBeVisible()
      await expect(slider.locator('img')).toHaveCount(0)
      // No script: no slide controls, no rotation.
      await expect(slider.getByRole('button', { name: 'Next slide' })).toBeHidden()
      const video = page.getByRole('link', { name: /^Watch the campus video/ })
      await expect(video).toHaveAttribute('href', `https://www.youtube.com/watch?v=${embed?.[1]}`)
      await expect(video).toHaveAttribute('target', '_blank')
      await expect(video).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.getByRole('button', { name: 'Watch the campus video' })).toHaveCount(0)
      await expect(page.locator('iframe')).toHaveCount(0)
    })
  })

  test('a light page passes axe', async ({ browser, baseURL }) => {
    test.setTimeout(120_000)
    await inContext(browser, baseURL, { saveData: true }, async (page) => {
      for (const path of ['/', '/resources/news']) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
        await expectNoAxeViolations(page)
      }
    })
  })

  test('the gallery in light mode is a paged grid of a few thumbnails, moving fewer bytes than the usual one', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.slow()
    /**
     * A visit at this project's screen (a phone, or a desktop): the first screen, then reading down to
     * the end a screen at a time, so every lazy picture on the way loads; what came over the wire,
     * headers included.
     */
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use
    const visit = async (saveData: boolean) => {
      const context = await browser.newContext({
        ...{ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent },
        baseURL,
        extraHTTPHeaders: saveData ? SAVE_DATA : {},
      })
      try {
        const page = await context.newPage()
        const sizes: Array<Promise<number>> = []
        let pictures = 0
        page.on('requestfinished', (r) => {
          sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize))
          if (r.resourceType() === 'image') pictures += 1
        })
        await page.goto('/resources/gallery')
        await page.waitForLoadState('networkidle')
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let y = 0; y <= height; y += 300) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          await page.waitForTimeout(50)
        }
        await page.waitForLoadState('networkidle')
        return { bytes: (await Promise.all(sizes)).reduce((a, b) => a + b, 0), pictures }
      } finally {
        await context.close()
      }
    }
    const usual = await visit(false)
    const light = await visit(true)
    const figures = `usual ${usual.bytes} B, ${usual.pictures} pictures; light ${light.bytes} B, ${light.pictures} pictures`
    testInfo.annotations.push({ type: 'gallery bytes', description: `${testInfo.project.name}: ${figures}` })
    console.log(`gallery bytes (${testInfo.project.name}): ${figures}`)
    // A page of 6 small thumbnails and the crest, never the hero or every thumbnail of the sliders.
    expect(light.pictures, figures).toBeLessThanOrEqual(7)
    expect(light.bytes, figures).toBeLessThan(usual.bytes)

    // The grid pages with plain links, with no script.
    await inContext(browser, baseURL, { saveData: true }, async (page) => {
      const requests = recordRequests(page)
      await page.goto('/resources/gallery')
      const list = page.getByRole('list', { name: /^Images \d+–\d+ of \d+$/ })
      const grid = list.getByRole('link')
      await expect(grid).toHaveCount(6)
      await expect(list.locator('img')).toHaveCount(6)
      const first = await grid.allTextContents()
      await page.getByRole('navigation', { name: 'Gallery pages' }).getByRole('link', { name: 'Next images' }).click()
      await expect(page).toHaveURL('/resources/gallery?page=2')
      await expect(page.getByText(/^Images 7–\d+ of \d+$/)).toBeVisible()
      expect(await grid.allTextContents()).not.toEqual(first)
      await expect(page.getByRole('region', { name: 'At a glance' })).toHaveCount(0)
      expect(requests.of('script')).toEqual([])
    })
  })

  test('search, filters and paging work on light pages, with no script', async ({ browser, baseURL }) => {
    await inContext(browser, baseURL, { saveData: true }, async (page) => {
      const requests = recordRequests(page)
      await page.goto('/resources/events')
      const list = page.getByRole('region', { name: 'All events' })
      await list.getByRole('searchbox', { name: 'Search events by title' }).fill('conference')
      await list.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL('/resources/events?q=conference')
      await expect(page.getByRole('searchbox', { name: 'Search events by title' })).toHaveValue('conference')
      await page
        .getByRole('navigation', { name: 'Filter events by type' })
        .getByRole('link', { name: 'Workshop' })
        .click()
      await expect(page).toHaveURL('/resources/events?type=Workshop&q=conference')

      await page.goto('/resources/news')
      const cards = page.getByRole('region', { name: 'All news' }).getByRole('article')
      await expect(cards).toHaveCount(3)
      await page.getByRole('link', { name: 'Show more' }).click()
      await expect(page).toHaveURL('/resources/news?page=2#item-4')
      await expect(cards).toHaveCount(6)

      await page
        .getByRole('search', { name: 'Site search' })
        .getByRole('searchbox', { name: 'Search the site' })
        .fill('hostel')
      await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL('/search?q=hostel#results')
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
      expect(requests.of('script')).toEqual([])
    })
  })
})

test.describe('the footer switch', () => {
  test('works without JavaScript, lasts across pages, and turns off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/about')
      await expect(footer(page).getByText('Data-light mode: off')).toBeVisible()
      expect(await page.locator('script[src]').count()).toBeGreaterThan(0)

      const toggled = page.waitForResponse((r) => new URL(r.url()).pathname === '/data-light')
      await turnOn(page).click()
      const setCookie = await (await toggled).headerValue('set-cookie')
      await expect(page).toHaveURL('/about')
      await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
      await expect(footer(page).getByText('Data-light mode: on')).toBeVisible()
      await expect(footer(page).getByText('Data-light mode: off')).toBeHidden()
      await expect(turnOn(page)).toHaveCount(0)
      expect(await page.locator('script').count()).toBe(0)

      const cookie = (await context.cookies()).find((c) => c.name === 'data-light')
      expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', httpOnly: true })
      // It lasts a year, as the answer itself says (no clock read here: true on any day).
      expect(setCookie).toMatch(new RegExp(`(^|;\\s*)Max-Age=${365 * 24 * 3600}(;|$)`))

      // Another page, reached by a link: still light.
      await footer(page).getByRole('link', { name: 'Events', exact: true }).click()
      await expect(page).toHaveURL('/resources/events')
      await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
      expect(await page.locator('script').count()).toBe(0)

      await turnOff(page).click()
      await expect(page).toHaveURL('/resources/events')
      await expect(page.locator('html')).not.toHaveClass(/(^|\s)data-light(\s|$)/)
      await expect(footer(page).getByText('Data-light mode: off')).toBeVisible()
      expect(await page.locator('script[src]').count()).toBeGreaterThan(0)
      expect((await context.cookies()).find((c) => c.name === 'data-light')?.value).toBe('0')
    } finally {
      await context.close()
    }
  })

  test('works with JavaScript: the pages after it load no script until it is turned off', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    expect(requests.of('script').length).toBeGreaterThan(0)

    await turnOn(page).click()
    await expect(page).toHaveURL('/about')
    await expect(footer(page).getByText('Data-light mode: on')).toBeVisible()
    expect(await page.locator('script').count()).toBe(0)
    // From the light page on (the normal page may still have been fetching as it was left).
    requests.reset()
    await footer(page).getByRole('link', { name: 'News', exact: true }).click()
    await expect(page).toHaveURL('/resources/news')
    await readToTheEnd(page)
    await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
    expect(requests.of('script')).toEqual([])
    expect(await page.locator('img[data-decorative]').count()).toBe(0)

    await turnOff(page).click()
    await expect(page).toHaveURL('/resources/news')
    await page.waitForLoadState('networkidle')
    expect(requests.of('script').length).toBeGreaterThan(0)
    await expect(footer(page).getByText('Data-light mode: off')).toBeVisible()
  })

  test("turned off, it wins over the browser's Save-Data; turned on again, the page is light", async ({
    browser,
    baseURL,
  }) => {
    await inContext(browser, baseURL, { saveData: true }, async (page) => {
      const requests = recordRequests(page)
      await page.goto('/academics')
      await expect(footer(page).getByText('Data-light mode: on')).toBeVisible()
      expect(requests.of('script')).toEqual([])

      await turnOff(page).click()
      await expect(page).toHaveURL('/academics')
      await page.waitForLoadState('networkidle')
      expect(requests.of('script').length).toBeGreaterThan(0)
      await expect(footer(page).getByText('Data-light mode: off')).toBeVisible()

      await turnOn(page).click()
      await expect(page).toHaveURL('/academics')
      await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
    })
  })

  test('never sends anyone to another site, and never fails', async ({ request, baseURL }) => {
    const origin = new URL(baseURL as string).origin
    const back = [
      '//evil.com',
      '//evil.com/about',
      'https://evil.com',
      'http:evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/%5Cevil.com',
      '/%2F%2Fevil.com',
      'javascript:alert(1)',
      '/\t/evil.com',
      '/about\r\nSet-Cookie: x=1',
      '%ff',
      '%',
      '/%ff',
      '/' + 'a'.repeat(5000),
      '/<script>alert(1)</script>',
    ]
    const queries = [
      ...back.map((b) => `on=1&back=${encodeURIComponent(b)}`),
      'on=1&back=%ff',
      'on=1&back=%',
      'on=zzz',
      'on=1&on=0&back=/a&back=//evil.com',
      `on=1&q=${'x'.repeat(2000)}`,
      '',
    ]
    for (const query of queries) {
      const response = await request.get(`/data-light?${query}`, { maxRedirects: 0 })
      expect(response.status(), query).toBe(303)
      const location = response.headers()['location']
      expect(location, query).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, baseURL).origin, query).toBe(origin)
    }
    // A Referer from another site gives only its path, on this site.
    const fromElsewhere = await request.get('/data-light?on=1', {
      maxRedirects: 0,
      headers: { Referer: 'https://evil.com/about/campus?x=1' },
    })
    expect(fromElsewhere.headers()['location']).toBe('/about/campus?x=1')
    // back= is used as given when it is a path of the site.
    const kept = await request.get(`/data-light?on=0&back=${encodeURIComponent('/resources/news?page=2')}`, {
      maxRedirects: 0,
    })
    expect(kept.headers()['location']).toBe('/resources/news?page=2')
    expect(kept.headers()['set-cookie']).toBe('data-light=0; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
    expect(kept.headers()['cache-control']).toBe('no-store')
    // An unknown value changes nothing.
    const unknown = await request.get('/data-light?on=zzz', { maxRedirects: 0 })
    expect(unknown.headers()['set-cookie']).toBeUndefined()
    const post = await request.post('/data-light?on=1', { maxRedirects: 0 })
    expect(post.status()).toBe(405)
  })
})

test.describe('light answers on the wire', () => {
  test('are compressed, answer HEAD and validators alike, and name what they vary on', async ({ baseURL }) => {
    const plain = await raw(baseURL, '/about', { headers: SAVE_DATA })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)

    const gzip = await raw(baseURL, '/about', { headers: { ...SAVE_DATA, 'Accept-Encoding': 'gzip' } })
    expect(gzip.status).toBe(200)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    // A page of text compresses to well under half (about a fifth here).
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2)
    const html = gunzipSync(gzip.body).toString('utf8')
    expect(html).toBe(plain.body.toString('utf8'))
    expect(html).not.toMatch(RUNNABLE_SCRIPT)
    expect(html).toMatch(/<html[^>]*class="[^"]*\bdata-light\b/)
    expect(varies(gzip.headers)).toEqual(expect.arrayContaining(['save-data', 'cookie', 'accept-encoding']))

    const head = await raw(baseURL, '/about', { method: 'HEAD', headers: SAVE_DATA })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(plain.headers['content-length'])
    expect(head.headers['etag']).toBe(plain.headers['etag'])

    // The light page's validator gives a 304; the normal page's gives the light page, never the normal one.
    const etag = plain.headers['etag'] as string
    const again = await raw(baseURL, '/about', { headers: { ...SAVE_DATA, 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const normal = await raw(baseURL, '/about')
    expect(normal.headers['etag']).not.toBe(etag)
    const switched = await raw(baseURL, '/about', {
      headers: { ...SAVE_DATA, 'If-None-Match': normal.headers['etag'] as string },
    })
    expect(switched.status).toBe(200)
    expect(switched.body.toString('utf8')).toBe(html)
    // And the other way round: a light validator never gets a 304 for the normal page.
    const back = await raw(baseURL, '/about', { headers: { 'If-None-Match': etag } })
    expect(back.status).toBe(200)
    expect(back.body.toString('utf8')).toMatch(RUNNABLE_SCRIPT)
  })

  test('the light rendering has no address of its own: a locale in the address moves to the page in one hop', async ({
    request,
  }) => {
    for (const [asked, page] of [
      ['/light/about', '/about'],
      ['/light/about/', '/about'],
      ['/light/', '/'],
      ['/LIGHT/about?x=1', '/about?x=1'],
      ['/light', '/'],
      ['/en-NG/admissions/tuition', '/admissions/tuition'],
    ]) {
      const response = await request.get(asked, { maxRedirects: 0 })
      expect(response.status(), asked).toBe(308)
      const location = new URL(response.headers()['location'], 'http://site')
      expect(location.pathname + location.search, asked).toBe(page)
    }
    // Followed, the visitor gets the page in the mode they asked for.
    const followed = await request.get('/light/about', { headers: SAVE_DATA })
    expect(followed.url()).toMatch(/\/about$/)
    expect(await followed.text()).not.toMatch(RUNNABLE_SCRIPT)
    const normal = await request.get('/light/about')
    expect(await normal.text()).toMatch(RUNNABLE_SCRIPT)
  })

  test('odd cookies and Save-Data values fall back to normal pages, never an error', async ({ request }) => {
    for (const headers of <Array<Record<string, string>>>[
      { Cookie: 'data-light=%ff' },
      { Cookie: `data-light=${'1'.repeat(6000)}` },
      { Cookie: 'data-light' },
      { Cookie: 'data-light=1=1' },
      { 'Save-Data': 'off' },
      { 'Save-Data': '' },
      { 'Save-Data': 'on'.repeat(2000) },
    ]) {
      const response = await request.get('/about', { headers })
      expect(response.status(), JSON.stringify(headers).slice(0, 60)).toBe(200)
      expect(await response.text()).toMatch(RUNNABLE_SCRIPT)
    }
    const light = await request.get('/about', { headers: { Cookie: 'other=%ff; data-light=1' } })
    expect(await light.text()).not.toMatch(RUNNABLE_SCRIPT)
  })

  test('the contract, the admin, feeds, calendars and the sitemap are never changed', async ({ request }) => {
    const lightHeaders = { ...SAVE_DATA, Cookie: 'data-light=1' }
    const paths = [
      '/api/v1/news/all/active',
      '/api/v1/academics/faculty/academic/list',
      '/api/v1/openapi.json',
      '/news/rss.xml',
      '/events.ics',
      '/academics/calendar.ics',
      '/sitemap.xml',
      '/robots.txt',
    ]
    for (const path of paths) {
      const normal = await request.get(path)
      const light = await request.get(path, { headers: lightHeaders })
      expect(light.status(), path).toBe(200)
      expect(light.headers()['content-type'], path).toBe(normal.headers()['content-type'])
      expect(await light.body(), path).toEqual(await normal.body())
      expect(varies(light.headers()), path).not.toContain('save-data')
    }
    // The not-found page is a document like any other: light too, and still a 404.
    const missing = await request.get('/no-such-page', { headers: lightHeaders })
    expect(missing.status()).toBe(404)
    const missingHtml = await missing.text()
    expect(missingHtml).toContain('Page not found')
    expect(missingHtml).not.toMatch(RUNNABLE_SCRIPT)
    // The admin keeps its scripts: it needs them.
    const admin = await request.get('/admin/login', { headers: lightHeaders })
    expect(admin.status()).toBe(200)
    expect(await admin.text()).toMatch(RUNNABLE_SCRIPT)
  })
})
