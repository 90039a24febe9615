/**
 * Gallery, portals, hostel, library and information pages. Expected values come from the content:
 * the /api/v1 contract for the gallery, Payload's REST reads (as the admin) for the portal tiles, the
 * hostel page, the page texts and the site settings.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { adminHeaders, getAsAdmin } from './admin-api'
import { expectNoAxeViolations, reachForPortals } from './helpers'

type GalleryItem = { CategoryName: string; SubCategoryName: string; ImageTitle: string; ImagePath: string }
type Tile = { name: string; categories: string[]; url: string }
type SiteSettings = {
  admissionSite?: string | null
  libraryCatalogue?: string | null
  repository?: string | null
  journals?: string | null
  openCourseware?: string | null
}
type Titled = { title: string; intro?: string | null }
type LibraryTexts = Titled & { location?: string | null; hours?: string | null; rules?: string | null }
type PageTexts = {
  gallery: Titled
  portals: Titled & { emptyText: string }
  library: LibraryTexts
  information: Titled
}
type HostelGlobal = {
  intro: string
  pricePerSemester: number
  hostels: Array<{ name: string; gender: string; description?: string | null }>
  amenities: Array<{ text: string }>
  questions: Array<{ question: string; answer: string }>
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  // The contract is public; Payload's own REST API answers signed-in users only.
  const response = path.startsWith('/api/v1/') ? await request.get(path) : await getAsAdmin(request, path)
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

const gallery = (request: APIRequestContext) => getJson<GalleryItem[]>(request, '/api/v1/gallery/list')
const settings = (request: APIRequestContext) => getJson<SiteSettings>(request, '/api/globals/site-settings?depth=0')
const pageTexts = (request: APIRequestContext) => getJson<PageTexts>(request, '/api/globals/page-texts?depth=0')
const portalTiles = async (request: APIRequestContext) =>
  (await getJson<{ docs: Tile[] }>(request, '/api/portal-tiles?limit=100&depth=0&sort=order')).docs
const hostel = (request: APIRequestContext) => getJson<HostelGlobal>(request, '/api/globals/hostel-page?depth=0')

/** Each category once, in the order it first appears. */
/** A tab shows its first 12 images; 'Show more' adds the rest (tests/e2e/lists-people.spec.ts pages through them). */
const GALLERY_FIRST = 12
const firstScreen = (titles: string[]) => titles.slice(0, GALLERY_FIRST)
const categoriesOf = (items: GalleryItem[]) => [...new Set(items.map((i) => i.CategoryName.trim()))]

/** Wrap-around, written out again: an index brought into 0…n-1, counting round. */
const wrap = (index: number, n: number) => ((index % n) + n) % n

/** How many images a slider shows at once at this width (phone: fewer; the step stays the same). */
function perView(page: Page, step: 4 | 2): number {
  const width = page.viewportSize()!.width
  if (step === 4) return width >= 960 ? 4 : 2
  return width >= 640 ? 2 : 1
}

const SLIDERS = [
  { name: 'At a glance', step: 4 as const },
  { name: 'Up close', step: 2 as const },
]

/** Where no script runs (and in data-light mode) a plain grid shows a page of this many thumbnails. */
const GALLERY_GRID = 6
const grid = (page: Page) => page.getByRole('list', { name: /^Images \d+–\d+ of \d+$/ })
const gridLinks = (page: Page) => grid(page).getByRole('link')

const slider = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const sliderLinks = (page: Page, name: string) => slider(page, name).getByRole('list').getByRole('link')
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Gallery categories' }).getByRole('link')

async function expectWindow(page: Page, name: string, titles: string[], start: number, count: number) {
  const n = titles.length
  const expected = Array.from({ length: Math.min(count, n) }, (_, i) => titles[wrap(start + i, n)])
  await expect(sliderLinks(page, name)).toHaveText(expected)
}

test.describe('gallery', () => {
  // Each gallery page shows dozens of pictures, resized on first request: give it time on a busy machine.
  test.slow()

  for (const address of ['/gallery', '/resources/gallery']) {
    test(`${address} answers 200 with the hero and the canonical /resources/gallery`, async ({ page, request }) => {
      const texts = await pageTexts(request)
      const response = await page.goto(address)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.gallery.title)
      const canonical = page.locator('head link[rel="canonical"]')
      await expect(canonical).toHaveCount(1)
      expect(new URL((await canonical.getAttribute('href')) as string, page.url()).pathname).toBe('/resources/gallery')
    })
  }

  test('the tabs are All and the categories of the data, and each filters the images', async ({ page, request }) => {
    const items = await gallery(request)
    const categories = categoriesOf(items)
    expect(categories.length).toBeGreaterThan(1)
    await page.goto('/resources/gallery')
    await expect(tabs(page)).toHaveText(['All', ...categories])
    await expect(tabs(page).first()).toHaveAttribute('aria-current', 'page')
    await expectWindow(page, 'At a glance', firstScreen(items.map((i) => i.ImageTitle)), 0, perView(page, 4))

    for (const category of categories) {
      await tabs(page)
        .filter({ hasText: new RegExp(`^${category}$`) })
        .click()
      await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '(%20|\\+)')}`))
      await expect(tabs(page).filter({ hasText: new RegExp(`^${category}$`) })).toHaveAttribute('aria-current', 'page')
      const titles = firstScreen(items.filter((i) => i.CategoryName.trim() === category).map((i) => i.ImageTitle))
      for (const s of SLIDERS) await expectWindow(page, s.name, titles, 0, perView(page, s.step))
    }
  })

  test('without JavaScript each tab lists exactly its images, a page of thumbnails at a time', async ({
    browser,
    request,
  }) => {
    const items = await gallery(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/resources/gallery')
    // The sliders need the script: without it they take no room, and the grid shows instead.
    for (const s of SLIDERS) await expect(slider(page, s.name)).toHaveCount(0)
    const all = items.map((i) => i.ImageTitle)
    await expect(gridLinks(page)).toHaveText(all.slice(0, GALLERY_GRID))
    await expect(page.getByText(`Images 1–${GALLERY_GRID} of ${items.length}`)).toBeVisible()
    // Page by page to the end and back, each page its own few images.
    const pages = Math.ceil(items.length / GALLERY_GRID)
    const pager = page.getByRole('navigation', { name: 'Gallery pages' })
    await expect(pager.getByRole('link', { name: 'Previous images' })).toHaveCount(0)
    for (let n = 2; n <= pages; n++) {
      await pager.getByRole('link', { name: 'Next images' }).click()
      await expect(page).toHaveURL(new RegExp(`/resources/gallery\\?page=${n}$`))
      await expect(gridLinks(page)).toHaveText(all.slice((n - 1) * GALLERY_GRID, n * GALLERY_GRID))
      await expect(pager.getByText(`Page ${n} of ${pages}`)).toBeVisible()
    }
    await expect(pager.getByRole('link', { name: 'Next images' })).toHaveCount(0)
    await pager.getByRole('link', { name: 'Previous images' }).click()
    await expect(gridLinks(page)).toHaveText(all.slice((pages - 2) * GALLERY_GRID, (pages - 1) * GALLERY_GRID))
    // A page beyond the last shows the last.
    await page.goto('/resources/gallery?page=999')
    await expect(gridLinks(page)).toHaveText(all.slice((pages - 1) * GALLERY_GRID))
    await page.goto('/resources/gallery')

    for (const category of categoriesOf(items)) {
      await tabs(page)
        .filter({ hasText: new RegExp(`^${category}$`) })
        .click()
      await expect(tabs(page).filter({ hasText: new RegExp(`^${category}$`) })).toHaveAttribute('aria-current', 'page')
      const titles = items.filter((i) => i.CategoryName.trim() === category).map((i) => i.ImageTitle)
      await expect(gridLinks(page)).toHaveText(titles.slice(0, GALLERY_GRID))
      // Without JavaScript each image links to its large picture.
      await expect(gridLinks(page).first()).toHaveAttribute('href', /\/api\/media\/file\//)
    }

    await context.close()
  })

  test('an unknown or odd category shows all images, without JavaScript too', async ({ browser, request }) => {
    const items = await gallery(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const odd of ['?category=zzz', '?category=', '?category=%ff', `?category=${'x'.repeat(2000)}`]) {
      const response = await page.goto(`/gallery${odd}`)
      expect(response?.status(), odd.slice(0, 30)).toBe(200)
      await expect(tabs(page).first()).toHaveAttribute('aria-current', 'page')
      await expect(gridLinks(page)).toHaveCount(Math.min(items.length, GALLERY_GRID))
    }
    await context.close()
  })

  test('the first slider steps by 4, the second by 2, both wrapping at the ends', async ({ page, request }) => {
    const items = await gallery(request)
    const titles = firstScreen(items.map((i) => i.ImageTitle))
    const n = titles.length
    await page.goto('/resources/gallery')
    for (const s of SLIDERS) {
      const region = slider(page, s.name)
      const next = region.getByRole('button', { name: 'Next' })
      const previous = region.getByRole('button', { name: 'Previous' })
      const count = perView(page, s.step)
      await expectWindow(page, s.name, titles, 0, count)
      // Back from the start wraps to the end.
      await previous.click()
      await expectWindow(page, s.name, titles, wrap(-s.step, n), count)
      await next.click()
      await expectWindow(page, s.name, titles, 0, count)
      // Forward past the end wraps to the start.
      const presses = Math.ceil(n / s.step)
      for (let k = 1; k <= presses; k++) {
        await next.click()
        await expectWindow(page, s.name, titles, wrap(k * s.step, n), count)
      }
      expect(presses * s.step).toBeGreaterThanOrEqual(n)
    }
  })

  test('a click opens the lightbox: next and previous wrap, arrow keys, Escape, focus', async ({ page, request }) => {
    const items = await gallery(request)
    const category = categoriesOf(items)[0]
    // Every image of the tab: the lightbox counts over them all, not only the sliders' first screen.
    const titles = items.filter((i) => i.CategoryName.trim() === category).map((i) => i.ImageTitle)
    const n = titles.length
    await page.goto(`/resources/gallery?category=${encodeURIComponent(category)}`)
    const opener = sliderLinks(page, 'At a glance').first()
    await expect(opener).toHaveText(titles[0])
    await opener.click()

    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const title = dialog.getByRole('heading', { level: 2 })
    await expect(title).toHaveText(titles[0])
    await expect(dialog.getByText(`Image 1 of ${n}`)).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()

    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(title).toHaveText(titles[n - 1])
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(title).toHaveText(titles[0])
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(title).toHaveText(titles[wrap(1, n)])

    await page.keyboard.press('ArrowLeft')
    await expect(title).toHaveText(titles[0])
    await page.keyboard.press('ArrowLeft')
    await expect(title).toHaveText(titles[n - 1])
    await page.keyboard.press('ArrowRight')
    await expect(title).toHaveText(titles[0])

    // Focus stays inside the dialog however far one tabs, both ways.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      await expect(dialog.locator(':focus')).toHaveCount(1)
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab')
      await expect(dialog.locator(':focus')).toHaveCount(1)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // The close button closes it too, and focus goes back to the image that opened it.
    const second = sliderLinks(page, 'Up close').first()
    await second.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(second).toBeFocused()
  })

  test('the lightbox reaches every image of the tab, beyond those in the sliders', async ({ page, request }) => {
    test.slow()
    const titles = (await gallery(request)).map((i) => i.ImageTitle)
    const n = titles.length
    // More images than the sliders' first screen: the rest come as the lightbox reaches them.
    expect(n).toBeGreaterThan(GALLERY_FIRST)
    // Every item of the sliders' list, those beyond their window too.
    const inSliders = page.getByTestId('gallery-glance-list').locator(':scope > li')
    await page.goto('/resources/gallery')
    await expect(inSliders).toHaveCount(GALLERY_FIRST)
    await sliderLinks(page, 'At a glance').first().click()
    const dialog = page.getByRole('dialog')
    const title = dialog.getByRole('heading', { level: 2 })
    await expect(title).toHaveText(titles[0])
    await expect(dialog.getByText(`Image 1 of ${n}`)).toBeVisible()
    // Back from the first is the very last image of the tab, far beyond the sliders.
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(title).toHaveText(titles[n - 1])
    await expect(dialog.getByText(`Image ${n} of ${n}`)).toBeVisible()
    // Its large picture (resized on first request: give a busy machine time).
    await expect(dialog.getByRole('img')).toBeVisible({ timeout: 30_000 })
    // Forward from there, every image in turn, and round to the first again.
    for (let i = 0; i < n; i++) {
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(title).toHaveText(titles[i])
      await expect(dialog.getByText(`Image ${i + 1} of ${n}`)).toBeVisible()
    }
    // The sliders are as they were: the lightbox does not add to them.
    await page.keyboard.press('Escape')
    await expect(inSliders).toHaveCount(GALLERY_FIRST)
  })

  test('has no accessibility violations, also with the lightbox open', async ({ page }) => {
    await page.goto('/resources/gallery')
    await expect(slider(page, 'At a glance').getByRole('button', { name: 'Next' })).toBeVisible()
    await expectNoAxeViolations(page)
    await sliderLinks(page, 'At a glance').first().click()
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('nothing scrolls sideways', async ({ page }) => {
    await page.goto('/resources/gallery')
    await expect(slider(page, 'At a glance').getByRole('button', { name: 'Next' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filter portals' })
const tileLinks = (page: Page) => page.getByRole('list', { name: 'Portals' }).getByRole('link')
const FILTERS = [
  { value: 'all', label: 'All portals' },
  { value: 'staff', label: 'Staff services' },
  { value: 'student', label: 'Student services' },
  { value: 'administrative', label: 'Administrative' },
]
const inFilter = (tiles: Tile[], value: string) =>
  value === 'all' ? tiles : tiles.filter((t) => t.categories.includes(value))

/** The tiles shown, read at once: name, address, target and rel of each link, in order. */
async function expectTiles(links: Locator, tiles: Tile[]) {
  await expect(links).toHaveCount(tiles.length)
  const shown = await links.evaluateAll((els) =>
    els.map((a) => [
      (a.firstChild?.textContent ?? '').trim(),
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]),
  )
  expect(shown).toEqual(tiles.map((t) => [t.name, t.url, '_blank', 'noopener noreferrer']))
}

test.describe('portals', () => {
  test.slow()

  test('shows every tile under All, and each filter shows exactly its tiles', async ({ page, request }) => {
    const tiles = await portalTiles(request)
    expect(tiles.length).toBeGreaterThan(0)
    const response = await page.goto('/portal')
    expect(response?.status()).toBe(200)
    // The filters are links until the visitor reaches for them; then buttons that switch at once.
    await reachForPortals(page)
    const group = filterGroup(page)
    await expect(group.getByRole('button', { name: 'All portals' })).toHaveAttribute('aria-pressed', 'true')
    await expectTiles(tileLinks(page), tiles)

    for (const f of FILTERS) {
      await group.getByRole('button', { name: f.label }).click()
      await expect(group.getByRole('button', { name: f.label })).toHaveAttribute('aria-pressed', 'true')
      for (const other of FILTERS.filter((o) => o !== f))
        await expect(group.getByRole('button', { name: other.label })).toHaveAttribute('aria-pressed', 'false')
      await expectTiles(tileLinks(page), inFilter(tiles, f.value))
      await expect(page).toHaveURL(f.value === 'all' ? /\/portal$/ : new RegExp(`/portal\\?category=${f.value}$`))
    }
  })

  test('without JavaScript the filters are links and the server filters', async ({ browser, request }) => {
    const tiles = await portalTiles(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/portal')
    const nav = page.getByRole('navigation', { name: 'Filter portals' })
    for (const f of FILTERS) {
      await nav.getByRole('link', { name: f.label }).click()
      await expect(nav.getByRole('link', { name: f.label })).toHaveAttribute('aria-current', 'page')
      await expectTiles(tileLinks(page), inFilter(tiles, f.value))
    }
    for (const odd of [
      '?category=zzz',
      '?category=staff&category=student',
      '?category=%ff',
      `?category=${'s'.repeat(2000)}`,
    ]) {
      const response = await page.goto(`/portal${odd}`)
      expect(response?.status(), odd.slice(0, 30)).toBe(200)
      await expect(tileLinks(page)).toHaveCount(
        odd.startsWith('?category=staff') ? inFilter(tiles, 'staff').length : tiles.length,
      )
    }
    await context.close()
  })

  test('the hero links to the admission site in a new tab', async ({ page, request }) => {
    const { admissionSite } = await settings(request)
    expect(admissionSite).toMatch(/^https?:\/\//)
    await page.goto('/portal')
    const apply = page.getByRole('main').getByRole('link', { name: /^Apply now/ })
    await expect(apply).toHaveAttribute('href', admissionSite as string)
    await expect(apply).toHaveAttribute('target', '_blank')
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('has no accessibility violations, before and after the visitor reaches for the filters', async ({ page }) => {
    await page.goto('/portal')
    await expect(page.getByRole('navigation', { name: 'Filter portals' })).toBeVisible()
    await expectNoAxeViolations(page)
    await reachForPortals(page)
    await expect(filterGroup(page)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('hostel', () => {
  test.slow()

  test('shows the halls, amenities, price and Apply Now', async ({ page, request }) => {
    const [content, site] = await Promise.all([hostel(request), settings(request)])
    const response = await page.goto('/hostel')
    expect(response?.status()).toBe(200)
    for (const h of content.hostels) {
      const card = page.getByRole('article', { name: h.name })
      await expect(card).toBeVisible()
      if (h.description) await expect(card).toContainText(h.description)
      await expect(card.getByRole('img')).toBeVisible()
    }
    expect(content.hostels.map((h) => h.gender).sort()).toEqual(['Female', 'Male'])
    const amenities = page.getByRole('region', { name: 'Amenities' }).getByRole('listitem')
    await expect(amenities).toHaveText(content.amenities.map((a) => a.text))

    // Naira, grouped in thousands, no kobo for a whole amount.
    const naira = `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }).format(content.pricePerSemester)}`
    await expect(page.getByTestId('hostel-price')).toHaveText(`${naira} per semester`)
    expect(naira).toBe('₦500,000')

    const apply = page.getByRole('main').getByRole('link', { name: /^Apply Now/ })
    await expect(apply).toHaveAttribute('href', site.admissionSite as string)
    await expect(apply).toHaveAttribute('target', '_blank')
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`only one question is open at a time (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }) => {
      const { questions } = await hostel(request)
      expect(questions.length).toBeGreaterThan(1)
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/hostel')
      const faq = page.getByRole('region', { name: 'Frequently asked questions' })
      const items = faq.locator('details')
      await expect(items).toHaveCount(questions.length)
      const openCount = () => faq.locator('details[open]').count()
      expect(await openCount()).toBe(0)
      await expect(faq.getByText(questions[0].answer)).toBeHidden()

      await faq.getByText(questions[0].question, { exact: true }).click()
      await expect(faq.getByText(questions[0].answer)).toBeVisible()
      await faq.getByText(questions[1].question, { exact: true }).click()
      await expect(faq.getByText(questions[1].answer)).toBeVisible()
      await expect(faq.getByText(questions[0].answer)).toBeHidden()
      expect(await openCount()).toBe(1)
      await faq.getByText(questions[1].question, { exact: true }).click()
      await expect(faq.getByText(questions[1].answer)).toBeHidden()
      expect(await openCount()).toBe(0)
      await context.close()
    })
  }

  test('has no accessibility violations, also with a question open', async ({ page, request }) => {
    const { questions } = await hostel(request)
    await page.goto('/hostel')
    await expectNoAxeViolations(page)
    await page.getByText(questions[0].question, { exact: true }).click()
    await expectNoAxeViolations(page)
  })
})

const LIBRARY_LINKS: Array<{ key: keyof SiteSettings; label: string }> = [
  { key: 'libraryCatalogue', label: 'Library catalogue' },
  { key: 'repository', label: 'Institutional repository' },
  { key: 'journals', label: 'Journals' },
  { key: 'openCourseware', label: 'Open courseware' },
]

for (const kind of ['library', 'information'] as const) {
  test.describe(`${kind} page`, () => {
    const resourceLinks = (page: Page) =>
      page.getByRole('region', { name: 'Library resources' }).getByRole('list').getByRole('link')

    test('shows the heading and the library links of the site settings, each in a new tab', async ({
      page,
      request,
    }) => {
      const [texts, site] = await Promise.all([pageTexts(request), settings(request)])
      const response = await page.goto(`/${kind}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[kind].title)
      if (texts[kind].intro) await expect(page.getByText(texts[kind].intro as string)).toBeVisible()
      const expected = LIBRARY_LINKS.filter((l) => (site[l.key] ?? '').trim() !== '')
      expect(expected.length).toBeGreaterThan(0)
      const links = resourceLinks(page)
      await expect(links).toHaveCount(expected.length)
      for (const [i, l] of expected.entries()) {
        await expect(links.nth(i)).toHaveText(new RegExp(`^${l.label}`))
        await expect(links.nth(i)).toHaveAttribute('href', (site[l.key] as string).trim())
        await expect(links.nth(i)).toHaveAttribute('target', '_blank')
        await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer')
      }
      const canonical = page.locator('head link[rel="canonical"]')
      expect(new URL((await canonical.getAttribute('href')) as string, page.url()).pathname).toBe(`/${kind}`)
    })

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(`/${kind}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

test('the library page says where the library is, when it opens and its rules; the information page does not', async ({
  page,
  request,
}) => {
  const { library } = await pageTexts(request)
  const lines = (text: string | null | undefined) =>
    (text ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
  expect(library.location, 'the demo says where the library is').toBeTruthy()
  expect(lines(library.hours).length, 'opening hours').toBeGreaterThan(0)
  expect(lines(library.rules).length, 'rules').toBeGreaterThan(0)
  await page.goto('/library')
  const visit = page.getByRole('region', { name: 'Visiting the library' })
  await expect(visit.getByText(library.location as string, { exact: true })).toBeVisible()
  for (const heading of ['Location', 'Opening hours', 'Library rules'])
    await expect(visit.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible()
  for (const line of [...lines(library.hours), ...lines(library.rules)])
    await expect(visit.getByRole('listitem').filter({ hasText: line })).toHaveCount(1)
  await page.goto('/information')
  await expect(page.getByRole('region', { name: 'Visiting the library' })).toHaveCount(0)
})

test('with no library link set, the page says so and points to contact', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const before = await settings(request)
  const saved = Object.fromEntries(LIBRARY_LINKS.map((l) => [l.key, before[l.key] ?? null]))
  const cleared = Object.fromEntries(LIBRARY_LINKS.map((l) => [l.key, '']))
  const update = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/globals/site-settings', { headers, data })
    expect(response.ok(), 'update the site settings').toBe(true)
  }
  await update(cleared)
  try {
    for (const kind of ['library', 'information']) {
      await page.goto(`/${kind}`)
      const region = page.getByRole('region', { name: 'Library resources' })
      await expect(region.getByRole('list')).toHaveCount(0)
      await expect(region).toContainText('not listed yet')
      await expect(region.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about/contact')
    }
  } finally {
    await update(saved)
  }
  await page.goto('/library')
  await expect(page.getByRole('region', { name: 'Library resources' }).getByRole('link')).toHaveCount(
    LIBRARY_LINKS.filter((l) => (before[l.key] ?? '').trim() !== '').length,
  )
})

test('odd addresses never answer 500', async ({ request }) => {
  for (const path of [
    '/hostel?x=%ff',
    '/library?q=<script>',
    '/information?tab=zzz&q=&tab=zzz',
    '/portal?category[]=staff',
    '/gallery?category=../../etc',
    `/resources/gallery?category=${encodeURIComponent('<script>alert(1)</script>')}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text(), path).not.toContain('<script>alert(1)</script>')
  }
})
