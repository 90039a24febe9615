/**
 * The header without script: the phone's 'Menu' and the wide screen's section menus are native
 * disclosures, so a visitor with JavaScript off, or in data-light mode (which sends no script), walks
 * from the home page to a page of every section through the header alone.
 */
import { expect, test, type Page, type TestInfo } from './fixtures'

import { disclosureControl, expectNoAxeViolations } from './helpers'

/** One page of every section, reached from the page before through the header (docs/site.md#navigation). */
const WALK = [
  { section: 'About', link: 'Our History', path: '/about/history' },
  { section: 'Academics', link: 'Faculties', path: '/academics/faculties' },
  { section: 'Admissions', link: 'Tuition & Fees', path: '/admissions/tuition' },
  { section: 'Resources', link: 'News', path: '/resources/news' },
] as const

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile'
const banner = (page: Page) => page.getByRole('banner')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/**
 * Opens the header's way to `section` (the 'Menu' on a phone, the section's own menu on a wide
 * screen) with the mouse or the keyboard, and returns the links it shows.
 */
async function openSection(page: Page, section: string, testInfo: TestInfo, keyboard: boolean) {
  const control = isMobile(testInfo)
    ? disclosureControl(banner(page), 'Menu')
    : disclosureControl(mainNav(page), section)
  await expect(control).toBeVisible()
  // Every page starts with the menus closed: no link of the navigation shows.
  await expect(mainNav(page)).toHaveCount(isMobile(testInfo) ? 0 : 1)
  if (!isMobile(testInfo)) await expect(mainNav(page).getByRole('link')).toHaveCount(0)
  if (keyboard) {
    await control.focus()
    await page.keyboard.press('Enter')
  } else {
    await control.click()
  }
  await expect(mainNav(page)).toBeVisible()
  return mainNav(page)
}

async function walkTheHeader(page: Page, testInfo: TestInfo) {
  // Five pages, one after another.
  test.slow()
  await page.goto('/')
  for (const [i, step] of WALK.entries()) {
    // The last step by keyboard: the summary takes focus and opens with Enter, without script too.
    const keyboard = i === WALK.length - 1
    const nav = await openSection(page, step.section, testInfo, keyboard)
    const link = nav.getByRole('link', { name: step.link, exact: true })
    await expect(link).toBeVisible()
    if (keyboard) {
      await link.focus()
      await page.keyboard.press('Enter')
    } else {
      await link.click()
    }
    await expect(page).toHaveURL(step.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
}

test.describe('the header with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('walks from the home page to a page of every section', async ({ page }, testInfo) => {
    await walkTheHeader(page, testInfo)
  })

  test('on a wide screen, opening a section closes the one open', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the section menus exist at desktop width')
    await page.goto('/')
    await disclosureControl(mainNav(page), 'About').click()
    await expect(mainNav(page).getByRole('link', { name: 'Our History' })).toBeVisible()
    await disclosureControl(mainNav(page), 'Academics').click()
    await expect(mainNav(page).getByRole('link', { name: 'Faculties' })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: 'Our History' })).toBeHidden()
  })
})

test.describe('the header in data-light mode', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  test('walks from the home page to a page of every section, with no script loaded', async ({ page }, testInfo) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
    await walkTheHeader(page, testInfo)
    await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
    expect(scripts).toEqual([])
  })

  // axe needs JavaScript in the page, which a light page has on but gets no script for.
  test('an open menu passes axe', async ({ page }, testInfo) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
    await openSection(page, 'Admissions', testInfo, false)
    await expectNoAxeViolations(page)
  })
})
