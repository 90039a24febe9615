import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from './fixtures'

import { adminHeaders, getAsAdmin } from './admin-api'
import {
  disclosureControl,
  expectNoAxeViolations,
  reachFor,
  reachForCalendar,
  reachForDirectory,
  reachForGallery,
  reachForList,
  reachForPortals,
} from './helpers'

/**
 * Pages served as documents (docs/decisions/0027-pages-as-documents.md): no framework script and no
 * second copy of the page's data, only the scripts of the islands the page shows; an edit shows on
 * the next request.
 */

/** The scripts a page loads, by address path. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return scripts
}

/**
 * The routes served as documents so far, with a page of each, and the script of the page's own
 * islands (besides the header's): none, one or several.
 */
const DOCUMENTS: Record<string, string | string[] | null> = {
  // The year buttons are links to each year's page.
  '/breakdown/CSC-BSC': null,
  '/breakdown/CSC-BSC/year/2': null,
  '/course/b-sc-computer-science': null,
  '/faculty/faculty-of-engineering': 'faculty',
  '/admissions/tuition': 'tuition',
  '/portal': 'portal',
  '/library': null,
  '/hostel': null,
  '/information': null,
  '/academics': null,
  '/admissions': null,
  '/resources': null,
  '/about/contact': null,
  '/about': null,
  '/about/history': null,
  '/about/campus': null,
  '/resources/aid': null,
  '/resources/center-excellence': null,
  '/department': null,
  '/academics/undergraduate': null,
  '/academics/undergraduate?q=engineering': null,
  '/admissions/compare': null,
  // The comparison is the picker's answer: focus goes to it (#results).
  '/admissions/compare?programmes=b-sc-computer-science,b-sc-accounting': 'results-focus',
  // Its 'Show more programmes' link carries the ticked programmes (there are more than a page of them).
  '/admission/course-finder': ['results-focus', 'finder'],
  '/admissions/course-finder?q=science': 'results-focus',
  '/admissions/eligibility': 'results-focus',
  '/admissions/fees/estimate': null,
  '/admissions/fees/estimate?programme=b-sc-computer-science&year=1&hostel=no': 'results-focus',
  '/search': null,
  '/search?q=fees': 'results-focus',
  '/academics/faculties': 'faculties',
  '/admissions/process': 'process',
  '/admissions/screening': null,
  '/admissions/how-to-pay': null,
  // The slider, the culture row and the campus video.
  '/': 'home',
  '/academics/calendar': 'calendar',
  '/academics/calendar?month=2025-10': 'calendar',
  // The sliders and the lightbox; /gallery is the same page.
  '/resources/gallery': 'gallery',
  '/gallery?page=2': 'gallery',
  // Filters, the events' search and 'Show more'.
  '/resources/news': 'lists',
  '/resources/news?type=General&page=2': 'lists',
  '/resources/events': 'lists',
  '/resources/events?q=conference': 'lists',
  // Tabs, search, 'Show more' and the leaders' profiles.
  '/about/leadership': 'leadership',
  '/about/leadership?tab=staff&page=2': 'leadership',
  // A story; an event long past (no countdown) and one three weeks ahead (the seed's dates are from its day).
  '/news/new-ai-model-reads-handwritten-ibibio-and-efik-texts': null,
  '/events/annual-conference-on-energy-transition-in-the-niger-delta': null,
  '/events/international-conference-on-artificial-intelligence-for-african-languages': 'countdown',
}

/** An island script's address, as against the chunks the scripts share (/islands/chunk-<hash>.js). */
/**
 * What a page's scripts weigh before the visitor reaches for an island: its entries alone, about 1.3–2.1 KB
 * each (each carries the on-intent loader, so that it imports nothing: decision 40; the home page's, 3.2 KB,
 * also moves its slider), never React (some 200 KB).
 */
const ENTRIES_ONLY = 6_000

const isEntryScript = (path: string) => /^\/islands\/(?!chunk-)[a-z-]+\.js$/.test(path)

for (const [path, own] of Object.entries(DOCUMENTS)) {
  test(`${path} loads no framework script, only the islands it shows, and carries no copy of its data`, async ({
    page,
    request,
  }, testInfo) => {
    // What a document loads does not depend on the width; each area's own tests run axe at phone width.
    test.skip(testInfo.project.name === 'mobile', 'checked once, in the desktop project')
    const scripts = await scriptsOf(page, path)
    expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([])
    // The header's islands, the page's own if it has any, and the chunks they share (React).
    expect(scripts.every((s) => s.startsWith('/islands/'))).toBe(true)
    const expected = ['/islands/site-header.js', ...[own ?? []].flat().map((name) => `/islands/${name}.js`)]
    expect(scripts.filter(isEntryScript).sort()).toEqual(expected.sort())
    const html = await (await request.get(path)).text()
    expect(html).not.toContain('__NEXT_DATA__')
    expect(html).not.toContain('self.__next_f')
    await expectNoAxeViolations(page)
  })
}

/** Pages whose islands wait for the visitor: what they load before, and how a visitor reaches for them. */
const ON_INTENT = [
  {
    // /about has no islands but the header's search box. Its menus need no React: the header's own script has
    // enhanced them as the page came (they say they are closed), and a pointer on them brings no more script.
    path: '/about',
    entries: ['/islands/site-header.js'],
    reach: async (page: Page, loaded: () => Promise<number>) => {
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(disclosureControl(nav, 'About')).toHaveAttribute('aria-expanded', 'false')
      await nav.hover()
      await page.waitForLoadState('networkidle')
      expect(await loaded()).toBeLessThan(ENTRIES_ONLY)
      await page.getByRole('searchbox', { name: 'Search the site' }).first().hover()
    },
  },
  {
    // The list works without script (links and a GET form); its script comes when the pointer does.
    path: '/resources/news',
    entries: ['/islands/lists.js', '/islands/site-header.js'],
    reach: reachForList,
  },
  {
    // The portal filters are links the server answers until the pointer comes.
    path: '/portal',
    entries: ['/islands/portal.js', '/islands/site-header.js'],
    reach: reachForPortals,
  },
  {
    // The month and day buttons submit GET forms the server answers until the pointer comes.
    path: '/academics/calendar',
    entries: ['/islands/calendar.js', '/islands/site-header.js'],
    reach: reachForCalendar,
  },
  {
    // Every faculty shows without script; the name search's script comes with the pointer.
    path: '/academics/faculties',
    entries: ['/islands/faculties.js', '/islands/site-header.js'],
    reach: (page: Page) => reachFor(page, page.getByLabel('Search faculties by name'), 'faculty-search'),
  },
  {
    // The default tab's rows show without script; the tabs' and search's script comes with the pointer.
    path: '/admissions/tuition',
    entries: ['/islands/site-header.js', '/islands/tuition.js'],
    reach: (page: Page) => reachFor(page, page.getByRole('group', { name: 'Programme type' }), 'tuition-table'),
  },
  {
    // The directory's tabs and 'Show more' are links, its search a GET form and a leader's profile opens
    // in place, until the pointer comes.
    path: '/about/leadership',
    entries: ['/islands/leadership.js', '/islands/site-header.js'],
    reach: reachForDirectory,
  },
  {
    // The sliders paint as they start; the pictures and 'Show more' are links until the pointer comes.
    path: '/resources/gallery',
    entries: ['/islands/gallery.js', '/islands/site-header.js'],
    reach: reachForGallery,
  },
  {
    // The steps before applying show from the first paint; the toggle's script comes with the pointer.
    path: '/admissions/process',
    entries: ['/islands/process.js', '/islands/site-header.js'],
    reach: (page: Page) => reachFor(page, page.getByRole('group', { name: 'Show the steps' }), 'steps-toggle'),
  },
]

/**
 * The scripts the page loads from here on, each read as it arrives (a response event's body comes a
 * moment later): their addresses, and their bytes in all.
 */
function scriptsLoaded(page: Page) {
  const scripts: Array<Promise<{ path: string; bytes: number }>> = []
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return
    scripts.push(r.body().then((body) => ({ path: new URL(r.url()).pathname, bytes: body.length })))
  })
  return {
    paths: async () => (await Promise.all(scripts)).map((s) => s.path),
    bytes: async () => (await Promise.all(scripts)).reduce((sum, s) => sum + s.bytes, 0),
  }
}

/**
 * Pages whose own islands are a few lines of plain DOM (focus on the results, the finder's link
 * carrying the ticked boxes): they load no React at all, until the visitor reaches for the header.
 */
const WITHOUT_REACT = [
  '/search?q=fees',
  '/admissions/eligibility',
  '/admissions/fees/estimate?programme=b-sc-computer-science&year=1&hostel=no',
  '/admission/course-finder',
  // An event's countdown and a profile's publications (their counts), both on the server's markup.
  '/events/international-conference-on-artificial-intelligence-for-african-languages',
]

for (const path of WITHOUT_REACT) {
  test(`${path} loads no React: its own script is plain DOM`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'what a page loads does not depend on the width')
    const scripts = scriptsLoaded(page)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // React alone is some 200 KB before compression; these scripts are a few hundred bytes to a few KB.
    expect(await scripts.bytes()).toBeLessThan(10_000)
  })
}

for (const { path, entries, reach } of ON_INTENT) {
  test(`${path} read and left loads no React: its islands' script waits for the visitor to reach for them`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the pointer on the page: desktop width')
    const scripts = scriptsLoaded(page)
    const loaded = scripts.bytes
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect((await scripts.paths()).filter(isEntryScript).sort()).toEqual(entries)
    expect(await loaded()).toBeLessThan(ENTRIES_ONLY)
    await reach(page, loaded)
    // Now React came (some 200 KB before compression).
    await expect.poll(loaded).toBeGreaterThan(100_000)
  })
}

test.describe('the home page', () => {
  test('its slides move with no React: that comes only when the visitor reaches for the culture row', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'what a page loads does not depend on the width')
    // A fixed moment: what the page loads does not depend on the day.
    const now = Date.parse('2026-11-25T09:00:00+01:00')
    await page.clock.install({ time: now })
    await page.clock.pauseAt(now + 1_000)
    const loaded = scriptsLoaded(page).bytes
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const slider = page.getByRole('region', { name: 'Highlights' })
    await expect(slider.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible()
    // Past the first move, and the next slide's picture: still the entries alone.
    await page.clock.runFor(5_100)
    await expect(slider.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await loaded()).toBeLessThan(ENTRIES_ONLY)
    // The row itself, not its section: a section below the first screen is rendered only as it comes near
    // (docs/decisions/0042), and a pointer over its stand-in box just scrolled to is over the section alone
    // (a red CI). Playwright waits until the row is what the pointer would reach.
    await page
      .getByRole('region', { name: 'A creative, collaborative and inclusive culture' })
      .getByRole('list', { name: 'Student life links' })
      .hover()
    await expect.poll(loaded).toBeGreaterThan(100_000)
  })
})

test("a programme breakdown's year buttons are links to each year's stored page", async ({ page }) => {
  const scripts = await scriptsOf(page, '/breakdown/CSC-BSC')
  expect(scripts.filter(isEntryScript)).toEqual(['/islands/site-header.js'])
  // Year 2 is a page of its own, and shows alone.
  await page.getByRole('navigation', { name: 'Choose a year of study' }).getByRole('link', { name: 'Year 2' }).click()
  await expect(page).toHaveURL(/\/breakdown\/CSC-BSC\/year\/2#years$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Year 2' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toHaveCount(0)
})

test('an edit to a programme shows on its stored breakdown at the next request', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const found = await request.get('/api/programmes?where[code][equals]=CSC-BSC&depth=0', { headers })
  const template = ((await found.json()) as { docs: Array<Record<string, unknown>> }).docs[0]
  const code = `DOC-${randomUUID().slice(0, 8).toUpperCase()}`
  const { duration, durationType, applicationType, faculty, department } = template
  const created = await request.post('/api/programmes', {
    headers,
    data: {
      ...{ duration, durationType, applicationType, faculty, department, code },
      name: `Document test ${code}`,
      degreeInView: `B.Sc. Document ${code}`,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/breakdown/${code}`)
    await expect(page.getByRole('heading', { level: 1, name: `B.Sc. Document ${code}` })).toBeVisible()
    // Stored: a second request is the same page.
    await page.reload()
    const saved = await request.patch(`/api/programmes/${doc.id}`, {
      headers,
      data: { degreeInView: `B.Sc. Renamed ${code}` },
    })
    expect(saved.ok()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `B.Sc. Renamed ${code}` })).toBeVisible()
  } finally {
    await request.delete(`/api/programmes/${doc.id}`, { headers })
  }
})

test('a programme code in other letters moves to its one address', async ({ request }) => {
  const response = await request.get('/breakdown/csc-bsc', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/breakdown/CSC-BSC')
})

test.describe("a document's header works as on every page", () => {
  const DOCUMENT = '/breakdown/ACC-BSC'

  test('a section of the navigation opens, and Escape closes it back to its button', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the section menus show at desktop width')
    await page.goto(DOCUMENT)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = disclosureControl(nav, 'About')
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'About overview' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test("the phone's menu opens, and Escape closes it back to its toggle", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu toggle shows below 960 px')
    await page.goto(DOCUMENT)
    const toggle = disclosureControl(page.getByRole('banner'), 'Menu')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link', { name: 'Faculties' })).toBeVisible()
    await menu.getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the search box suggests titles as the visitor types, and Enter opens the one chosen', async ({ page }) => {
    await page.goto(DOCUMENT)
    const search = page.getByRole('search', { name: 'Site search' })
    const box = search.getByRole('searchbox', { name: 'Search the site' })
    // A misspelt programme: the B.Sc. Computer Science exists in the demo content.
    await box.fill('computr scienc')
    const options = search.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    await expect(search.getByText(/^\d+ suggestions?: use the up and down arrows$/)).toBeAttached()
    const wanted = (await options.allInnerTexts()).findIndex((t) => /Computer Science/.test(t))
    expect(wanted).toBeGreaterThanOrEqual(0)
    for (let i = 0; i <= wanted; i++) await box.press('ArrowDown')
    await expect(options.nth(wanted)).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).not.toHaveURL(new RegExp(DOCUMENT))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Computer Science')
  })
})

test('an edit to a story shows on its page at the next request, and a deleted one is gone', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const slug = `document-story-${randomUUID().slice(0, 8)}`
  const [existing] = (
    (await (await getAsAdmin(request, '/api/news?limit=1&depth=0')).json()) as { docs: Array<{ description: unknown }> }
  ).docs
  const created = await request.post('/api/news', {
    headers,
    data: {
      title: `Story ${slug}`,
      slug,
      newsType: 'General',
      description: existing.description,
      // Long ago, so that it is never the newest story (the home page's news test, running beside, expects a picture).
      publishedAt: '2001-01-01T09:00:00.000Z',
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/news/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: `Story ${slug}` })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `Story ${slug}` })).toBeVisible()
    const saved = await request.patch(`/api/news/${doc.id}`, { headers, data: { title: `Renamed ${slug}` } })
    expect(saved.ok(), await saved.text()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `Renamed ${slug}` })).toBeVisible()
  } finally {
    await request.delete(`/api/news/${doc.id}`, { headers })
  }
  // Deleted: the next request is the not-found page.
  expect((await request.get(`/news/${slug}`)).status()).toBe(404)
})

for (const path of ['/no/such/page', '/news/no-such-story', '/events/no-such-event', '/staff/Not%20A%20Slug']) {
  test(`${path} answers 404 with the site's not-found page as a document`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'checked once, in the desktop project')
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle(/^Page not found · /)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([])
    expect(await page.content()).not.toContain('__NEXT_DATA__')
  })
}
