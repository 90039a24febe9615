/** The about (founder) page as a visitor meets it, at /about and at /about/history (the same page). */
import { expect, test, type Page } from './fixtures'

import { aboutPage, siteSettings } from '../../src/seed/demo/pages'
import { expectNoAxeViolations } from './helpers'

/** The demo content the seed wrote (src/seed/demo). */
const about = aboutPage({ hero: 0, founder: 0 })
const ADMISSION_SITE = siteSettings({ logo: 0 }).admissionSite as string
const CTA = about.callToAction ?? {}

const ADDRESSES = ['/about', '/about/history']

const PILLARS = ['Computing & AI', 'Engineering', 'Health and Science', 'Law and Governance']
const YEARS = ['2023', '2024', '2025']
// Counts of the demo's lists and the licence year (src/seed/demo/pages.ts), read from the seed itself.
const STATISTICS = (about.statistics ?? []).map((s) => ({ value: s.value, label: s.label }))

const applyLink = (page: Page) =>
  page.getByRole('link', { name: `${CTA.applyLabel} (opens in a new tab)`, exact: true })
const tourLink = (page: Page) => page.getByRole('link', { name: CTA.tourLabel as string, exact: true })

test.describe('about page', () => {
  for (const address of ADDRESSES) {
    test(`${address} answers with the hero heading and a canonical link to /about`, async ({ page }) => {
      const response = await page.goto(address)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(address)

      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toHaveText('Pioneering the Future of African Education')
      await expect(h1).toBeVisible()

      const canonical = page.locator('head link[rel="canonical"]')
      await expect(canonical).toHaveCount(1)
      const href = (await canonical.getAttribute('href')) as string
      expect(new URL(href, page.url()).pathname).toBe('/about')
    })
  }

  test('shows the four pillars, the founder, the three years of the timeline and the statistics', async ({ page }) => {
    await page.goto('/about')

    const pillars = page.getByRole('region', { name: 'Our academic pillars' })
    for (const pillar of PILLARS)
      await expect(pillars.getByRole('heading', { level: 3, name: pillar, exact: true })).toBeVisible()
    await expect(pillars.getByRole('listitem')).toHaveCount(PILLARS.length)

    const founder = page.getByRole('region', { name: about.founder.name })
    await expect(founder.getByRole('heading', { level: 2, name: about.founder.name })).toBeVisible()
    await expect(founder.getByText(about.founder.role as string, { exact: true })).toBeVisible()
    await expect(founder.getByRole('img')).toBeVisible()

    // The history, oldest first, as an ordered list.
    const history = page.getByRole('region', { name: 'Our history' })
    const milestones = history.getByRole('list').getByRole('listitem')
    await expect(milestones).toHaveCount(YEARS.length)
    await expect(milestones).toHaveText(YEARS.map((year) => new RegExp(`^${year}`)))
    for (const year of YEARS) await expect(history.getByText(year, { exact: true })).toBeVisible()
    expect(await history.getByRole('list').evaluate((list) => list.tagName)).toBe('OL')

    // Each figure is the description of its label.
    const numbers = page.getByRole('region', { name: 'The university in numbers' })
    await expect(numbers.getByRole('term')).toHaveText(STATISTICS.map((s) => s.label))
    await expect(numbers.getByRole('definition')).toHaveText(STATISTICS.map((s) => s.value))
    // Two figures may be the same number (six faculties, six centres): each is found by its place.
    for (const [i, s] of STATISTICS.entries()) {
      await expect(numbers.getByRole('definition').nth(i)).toBeVisible()
      await expect(numbers.getByText(s.label, { exact: true })).toBeVisible()
    }
  })

  test("'Start Your Application' opens the admission site in a new tab", async ({ page, context }) => {
    expect(ADMISSION_SITE).toMatch(/^https:\/\//)
    // The admission site is another site: answer for it here, so the test needs no network.
    await context.route(`${ADMISSION_SITE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Admissions</title>' }),
    )
    await page.goto('/about')

    const apply = applyLink(page)
    await expect(apply).toBeVisible()
    await expect(apply).toHaveAttribute('href', new RegExp(`^${ADMISSION_SITE.replace(/[.]/g, '\\.')}`))
    await expect(apply).toHaveAttribute('target', '_blank')
    const rel = ((await apply.getAttribute('rel')) ?? '').split(/\s+/)
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))

    const opened = context.waitForEvent('page')
    await apply.click()
    const tab = await opened
    await tab.waitForLoadState('domcontentloaded')
    expect(new URL(tab.url()).origin).toBe(new URL(ADMISSION_SITE).origin)
    // The about page stays where it was.
    await expect(page).toHaveURL('/about')
    await tab.close()
  })

  test("'Explore Campus Virtually' leads to the campus page", async ({ page }) => {
    await page.goto('/about/history')
    const tour = tourLink(page)
    await expect(tour).toBeVisible()
    await expect(tour).toHaveAttribute('href', '/about/campus')
    await expect(tour).not.toHaveAttribute('target', '_blank')
  })

  for (const address of ADDRESSES) {
    test(`${address} passes axe`, async ({ page }) => {
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

/** The heading /about/history opens at. */
const historyHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Our history', exact: true })

// 'Our History' in the menu and the home page's 'Read more' lead here: the visitor lands on the history,
// on a phone, whether or not the page runs script (the page is rendered history first, at its own address).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`/about/history on a phone, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } })

    test('opens at the history; /about still opens at its hero', async ({ page }) => {
      await page.goto('/about/history')
      await expect(page).toHaveURL('/about/history')
      const heading = historyHeading(page)
      await expect(heading).toBeInViewport()
      // At the top of the screen, below the header: not merely somewhere in view.
      expect((await heading.boundingBox())!.y).toBeLessThan(740 / 3)
      await expect(page.getByRole('region', { name: 'Our history' }).getByRole('listitem')).toHaveCount(YEARS.length)

      await page.goto('/about')
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await expect(historyHeading(page)).not.toBeInViewport()
    })
  })
}
