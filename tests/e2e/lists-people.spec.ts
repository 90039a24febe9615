import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { expectNoAxeViolations, reachForDirectory, reachForGallery } from './helpers'

/**
 * Lists that keep growing ship only what they show: the staff directory, the gallery and the search
 * results. Rules under test, written out again:
 * - the staff directory shows 12 cards first; 'Show more' adds 12; without JavaScript it is a link to
 *   `?page=N`, which shows pages 1..N but never more than 36 cards (the last ones);
 * - the gallery shows 12 images of a tab first, 'Show more' adds 12, at most 36 per page; without script, a
 *   grid of 6 a page;
 * - search shows 5 results per kind first; 'Show more' pages through one kind (`?kind=&page=`),
 *   10 at a time, at most 30 on a page.
 * Filters (the search text, the category) are applied by the server from the address.
 */

test.describe.configure({ timeout: 90_000 })

type StaffMember = { Slug: string; FullName: string; Surname: string; DesignationName: string }
type GalleryImage = { CategoryName: string; ImageTitle: string }

const STAFF_FIRST = 12
const STAFF_MAX = 36
const GALLERY_FIRST = 12
const GALLERY_MAX = 36
/** Without script (and in data-light mode) the gallery is a grid of this many thumbnails a page. */
const GALLERY_GRID = 6
const SEARCH_FIRST = 5
const SEARCH_MAX = 30

/** How many items the last page shows: its pages up to the end, but only the last `max` items' pages. */
const shownOnLastPage = (total: number, size: number, max: number) =>
  total - Math.max(0, (Math.ceil(total / size) - max / size) * size)

const withoutBrackets = (name: string) =>
  name
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

const allStaff = (request: APIRequestContext) => getJson<StaffMember[]>(request, '/api/v1/academic/staff/website/all')
const gallery = (request: APIRequestContext) => getJson<GalleryImage[]>(request, '/api/v1/gallery/list')

const staffList = (page: Page) => page.getByRole('list', { name: 'All Staff', exact: true })
const staffNames = (page: Page) => staffList(page).getByRole('heading', { level: 3 }).allTextContents()
// Every image of the first slider, also those a step of the slider has not brought into view yet.
const glance = (page: Page) => page.getByTestId('gallery-glance-list').locator(':scope > li')
const group = (page: Page, heading: string) => page.getByRole('region', { name: new RegExp(`^${heading} \\(\\d+\\)$`) })

// ---------------------------------------------------------------- staff directory

test.describe('staff directory', () => {
  test('Show more adds the next cards in place until every staff member is shown', async ({ page, request }) => {
    test.slow()
    const staff = await allStaff(request)
    expect(staff.length).toBeGreaterThan(STAFF_FIRST)
    await page.goto('/about/leadership?tab=staff')
    await expect(staffList(page).getByRole('listitem')).toHaveCount(STAFF_FIRST)
    await expect(page.getByTestId('directory-count')).toHaveText(`Showing 1–${STAFF_FIRST} of ${staff.length} staff.`)
    await expectNoAxeViolations(page)
    // Until the visitor reaches for the directory, 'Show more' is the link the server answers.
    await reachForDirectory(page)

    let shown = STAFF_FIRST
    while (shown < staff.length) {
      const more = page.getByRole('link', { name: 'Show more staff' })
      await expect(more).toHaveAttribute('href', `/about/leadership?tab=staff&page=${shown / STAFF_FIRST + 1}`)
      await more.click()
      shown = Math.min(staff.length, shown + STAFF_FIRST)
      await expect(staffList(page).getByRole('listitem')).toHaveCount(shown)
      // In place: the address follows, the page did not load again.
      await expect(page).toHaveURL(new RegExp(`\\?tab=staff&page=${Math.ceil(shown / STAFF_FIRST)}$`))
    }
    await expect(page.getByRole('link', { name: 'Show more staff' })).toHaveCount(0)
    // Every staff member exactly once.
    const names = await staffNames(page)
    expect(names).toHaveLength(staff.length)
    expect([...names].sort()).toEqual(staff.map((s) => withoutBrackets(s.FullName)).sort())
    await expectNoAxeViolations(page)
  })

  test('without JavaScript, Show more is a link to the next page, and a page stays bounded', async ({
    browser,
    baseURL,
    request,
  }) => {
    const staff = await allStaff(request)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/about/leadership?tab=staff')
    await expect(staffList(page).getByRole('listitem')).toHaveCount(STAFF_FIRST)
    const firstScreen = await staffNames(page)

    await page.getByRole('link', { name: 'Show more staff' }).click()
    await expect(page).toHaveURL(/\?tab=staff&page=2$/)
    await expect(staffList(page).getByRole('listitem')).toHaveCount(Math.min(2 * STAFF_FIRST, staff.length))
    expect((await staffNames(page)).slice(0, STAFF_FIRST)).toEqual(firstScreen)

    // Far pages show at most 36 cards, the last ones, with a way back to the start.
    const pages = Math.ceil(staff.length / STAFF_FIRST)
    await page.goto(`/about/leadership?tab=staff&page=${pages}`)
    const expected = shownOnLastPage(staff.length, STAFF_FIRST, STAFF_MAX)
    await expect(staffList(page).getByRole('listitem')).toHaveCount(expected)
    await expect(page.getByRole('link', { name: 'Show more staff' })).toHaveCount(0)
    if (staff.length > STAFF_MAX) {
      await expect(page.getByRole('link', { name: 'Show the list from the start' })).toHaveAttribute(
        'href',
        '/about/leadership?tab=staff',
      )
      await expect(page.getByTestId('directory-count')).toHaveText(
        `Showing ${staff.length - expected + 1}–${staff.length} of ${staff.length} staff.`,
      )
    }
    // A page number past the end shows the last page; a malformed one the first.
    await page.goto('/about/leadership?tab=staff&page=99999')
    await expect(staffList(page).getByRole('listitem')).toHaveCount(expected)
    await page.goto('/about/leadership?tab=staff&page=abc')
    await expect(staffList(page).getByRole('listitem')).toHaveCount(STAFF_FIRST)
    await context.close()
  })

  test('a search in the address is applied by the server', async ({ browser, baseURL, request }) => {
    const staff = await allStaff(request)
    const surname = staff[Math.floor(staff.length / 2)].Surname
    const q = surname.slice(0, Math.max(3, surname.length - 1)).toLowerCase()
    const expected = staff.filter((s) => s.FullName.toLowerCase().includes(q))
    expect(expected.length).toBeGreaterThan(0)

    // The HTML itself holds exactly the matching cards (first screen of them).
    const html = await (await request.get(`/about/leadership?tab=staff&q=${encodeURIComponent(q)}`)).text()
    const linked = new Set([...html.matchAll(/href="\/about\/staff\/([^"]+)"/g)].map((m) => m[1]))
    expect(linked.size).toBe(Math.min(STAFF_FIRST, expected.length))
    for (const slug of linked) expect(expected.map((s) => s.Slug)).toContain(slug)

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/about/leadership?tab=staff')
    const form = page.getByRole('search', { name: 'Directory search' })
    await form.getByRole('searchbox').fill(q.toUpperCase())
    await form.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?tab=staff&q=${q.toUpperCase()}$`))
    await expect(staffList(page).getByRole('listitem')).toHaveCount(Math.min(STAFF_FIRST, expected.length))
    await context.close()
  })

  test('with JavaScript the search asks the server while typing', async ({ page, request }) => {
    const staff = await allStaff(request)
    const surname = staff[1].Surname
    const q = surname.slice(0, Math.max(3, surname.length - 1))
    const expected = staff.filter((s) => s.FullName.toLowerCase().includes(q.toLowerCase()))
    await page.goto('/about/leadership?tab=staff')
    await page.getByRole('search', { name: 'Directory search' }).getByRole('searchbox').fill(q)
    await expect(staffList(page).getByRole('listitem')).toHaveCount(Math.min(STAFF_FIRST, expected.length))
    await expect(page).toHaveURL(new RegExp(`\\?tab=staff&q=${q}$`))
    for (const name of await staffNames(page)) expect(name.toLowerCase()).toContain(q.toLowerCase())

    await page.getByRole('search', { name: 'Directory search' }).getByRole('searchbox').fill('zzz no such person')
    await expect(page.getByText('No staff members found matching your search criteria.')).toBeVisible()
  })

  test('odd paging values never fail', async ({ request }) => {
    for (const query of ['page=0', 'page=-3', 'page=1e9', 'page=%ff', 'page=2&page=3', `page=${'9'.repeat(2000)}`]) {
      expect((await request.get(`/about/leadership?tab=staff&${query}`)).status(), query).toBe(200)
      expect((await request.get(`/about/leadership/cards?${query}`)).status(), query).toBe(200)
    }
  })
})

// ---------------------------------------------------------------- gallery

test.describe('gallery', () => {
  test('Show more adds the next images to the sliders in place', async ({ page, request }) => {
    test.slow()
    const images = await gallery(request)
    expect(images.length).toBeGreaterThan(GALLERY_FIRST)
    await page.goto('/resources/gallery')
    await expect(glance(page)).toHaveCount(GALLERY_FIRST)
    await expect(page.getByTestId('gallery-count')).toHaveText(`Showing 1–${GALLERY_FIRST} of ${images.length} images.`)
    // Until the visitor reaches for the gallery, 'Show more' is the link the server answers.
    await reachForGallery(page)
    let shown = GALLERY_FIRST
    while (shown < images.length) {
      await page.getByRole('link', { name: 'Show more images' }).click()
      shown = Math.min(images.length, shown + GALLERY_FIRST)
      await expect(glance(page)).toHaveCount(shown)
    }
    await expect(page.getByRole('link', { name: 'Show more images' })).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`\\?page=${Math.ceil(images.length / GALLERY_FIRST)}$`))
    await expectNoAxeViolations(page)
  })

  test('without JavaScript the gallery is a plain grid paged by links, and the server applies a category', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Several full gallery pages on a shared, busy machine.
    test.slow()
    const images = await gallery(request)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    // A few thumbnails a page: the sliders (and their 'Show more') need the script and take no room.
    const grid = page.getByRole('list', { name: /^Images \d+–\d+ of \d+$/ }).getByRole('listitem')
    await page.goto('/resources/gallery')
    await expect(grid).toHaveCount(GALLERY_GRID)
    await expect(page.getByRole('link', { name: 'Show more images' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Next images' }).click()
    await expect(page).toHaveURL(/\/resources\/gallery\?page=2$/)
    await expect(grid).toHaveCount(Math.min(GALLERY_GRID, images.length - GALLERY_GRID))
    await page.goto('/resources/gallery?page=999')
    await expect(grid).toHaveCount(images.length - (Math.ceil(images.length / GALLERY_GRID) - 1) * GALLERY_GRID)

    // The category with the most images: its tab shows its first page only.
    const counts = new Map<string, number>()
    for (const i of images) counts.set(i.CategoryName.trim(), (counts.get(i.CategoryName.trim()) ?? 0) + 1)
    const [category, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]
    await page.goto('/resources/gallery')
    await page
      .getByRole('navigation', { name: 'Gallery categories' })
      .getByRole('link', { name: category, exact: true })
      .click()
    await expect(page).toHaveURL(/\?category=/)
    expect(new URL(page.url()).searchParams.get('category')).toBe(category)
    await expect(grid).toHaveCount(Math.min(GALLERY_GRID, count))
    const titles = await grid.allTextContents()
    const inCategory = images.filter((i) => i.CategoryName.trim() === category).map((i) => i.ImageTitle)
    for (const t of titles) expect(inCategory.some((title) => t.startsWith(title))).toBe(true)
    await context.close()
  })

  test('the twin address pages the same way; odd values never fail', async ({ page, request }) => {
    const total = (await gallery(request)).length
    // With script, a page beyond the last shows the sliders' last window, at most GALLERY_MAX images.
    await page.goto('/resources/gallery?page=999')
    await expect(glance(page)).toHaveCount(shownOnLastPage(total, GALLERY_FIRST, GALLERY_MAX))
    await page.goto('/gallery?page=2')
    await expect(glance(page)).toHaveCount(Math.min(2 * GALLERY_FIRST, total))
    for (const query of ['page=0', 'page=x', 'category=zzz&page=2', `category=${'x'.repeat(2000)}`, 'page=1&page=9']) {
      expect((await request.get(`/resources/gallery?${query}`)).status(), query).toBe(200)
      expect((await request.get(`/resources/gallery/images?${query}`)).status(), query).toBe(200)
    }
    await expectNoAxeViolations(page)
  })
})

// ---------------------------------------------------------------- search

test.describe('search results', () => {
  test('each kind shows its first results, and Show more pages through one kind', async ({
    browser,
    baseURL,
    request,
    page: visitor,
  }) => {
    test.slow()
    const staff = await allStaff(request)
    // Every lecturer's designation says so: more staff match than the first screen shows.
    const lecturers = staff.filter((s) => /lecturer/i.test(s.DesignationName))
    expect(lecturers.length).toBeGreaterThan(SEARCH_FIRST)

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/search?q=lecturer')
    const staffGroup = group(page, 'Staff')
    await expect(staffGroup.getByRole('listitem')).toHaveCount(SEARCH_FIRST)
    const heading = await staffGroup.getByRole('heading', { level: 3 }).textContent()
    const total = Number(/\((\d+)\)/.exec(heading ?? '')?.[1])
    expect(total).toBeGreaterThanOrEqual(lecturers.length)

    await staffGroup.getByRole('link', { name: 'Show more staff results' }).click()
    await expect(page).toHaveURL(/\/search\?q=lecturer&kind=staff&page=2$/)
    await expect(
      page.getByRole('heading', { level: 2, name: `${total} results for “lecturer” in Staff` }),
    ).toBeVisible()
    await expect(group(page, 'Staff').getByRole('listitem')).toHaveCount(Math.min(2 * SEARCH_FIRST, total))
    // Only the one kind shows, with a way back to all kinds.
    await expect(page.locator('[data-testid^="results-"]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'All kinds of results for “lecturer”' })).toHaveAttribute(
      'href',
      '/search?q=lecturer',
    )

    // A far page is bounded and distinct results only.
    await page.goto('/search?q=lecturer&kind=staff&page=999')
    const items = group(page, 'Staff').getByRole('listitem')
    await expect(items).toHaveCount(shownOnLastPage(total, SEARCH_FIRST, SEARCH_MAX))
    const hrefs = await group(page, 'Staff')
      .locator('li > a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(new Set(hrefs).size).toBe(hrefs.length)
    for (const href of hrefs) expect(href).toMatch(/^\/about\/staff\//)
    await context.close()

    // The paged kind, as a visitor with JavaScript sees it.
    await visitor.goto('/search?q=lecturer&kind=staff&page=2')
    await expect(group(visitor, 'Staff').getByRole('listitem')).toHaveCount(Math.min(2 * SEARCH_FIRST, total))
    await expectNoAxeViolations(visitor)
  })

  test('odd kind and page values never fail', async ({ request }) => {
    for (const query of [
      'kind=zzz',
      'kind=staff&page=-1',
      'kind=staff&page=%ff',
      'kind[]=x&page=2',
      'kind=page&page=3',
    ]) {
      expect((await request.get(`/search?q=lecturer&${query}`)).status(), query).toBe(200)
    }
  })
})
