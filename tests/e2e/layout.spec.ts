/** The shared layout as a visitor meets it: header, navigation, mobile menu, footer, 404 page. */
import { expect, test, type Locator, type Page } from './fixtures'

import { DEMO, disclosureControl, expectNoAxeViolations } from './helpers'

/** The top navigation (docs/site.md#navigation), each section's own page first. */
const NAVIGATION: Array<{ section: string; items: Array<[label: string, href: string | RegExp]> }> = [
  {
    section: 'About',
    items: [
      ['About overview', '/about'],
      ['Our History', '/about/history'],
      ['Leadership', '/about/leadership'],
      ['Campus Life', '/about/campus'],
      ['Contact', '/about/contact'],
    ],
  },
  {
    section: 'Academics',
    items: [
      ['Academics overview', '/academics'],
      ['Faculties', '/academics/faculties'],
      ['Departments', '/department'],
      ['Undergraduate Programmes', '/academics/undergraduate'],
      ['Calendar', '/academics/calendar'],
    ],
  },
  {
    section: 'Admissions',
    items: [
      ['Admissions overview', '/admissions'],
      ['Application Process', '/admissions/process'],
      ['Screening & Acceptance', '/admissions/screening'],
      ['How to Pay', '/admissions/how-to-pay'],
      ['Tuition & Fees', '/admissions/tuition'],
      ['Programme Finder', '/admission/course-finder'],
      ['Eligibility Checker', '/admissions/eligibility'],
      ['Compare Programmes', '/admissions/compare'],
      ['Fee Estimate', '/admissions/fees/estimate'],
      ['Scholarships', '/resources/aid'],
    ],
  },
  {
    section: 'Resources',
    items: [
      ['Resources overview', '/resources'],
      ['Portals', /^https:\/\//],
      ['Events', '/resources/events'],
      ['News', '/resources/news'],
      ['Gallery', '/resources/gallery'],
      ['Centre of Excellence', '/resources/center-excellence'],
      ['Scholarships', '/resources/aid'],
    ],
  },
]

const isMobile = (name: string) => name === 'mobile'

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' })
}

/** The phone's 'Menu' control. */
const menuToggle = (page: Page) => disclosureControl(page.getByRole('banner'), 'Menu')

async function openMobileMenu(page: Page): Promise<Locator> {
  const toggle = menuToggle(page)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(menu).toBeVisible()
  return menu
}

async function expectOpensInNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank')
  const rel = (await link.getAttribute('rel')) ?? ''
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
}

test.describe('header', () => {
  test('the logo and name lead to the home page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist')
    const home = page.getByRole('banner').getByRole('link', { name: new RegExp(DEMO.institutionName) })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("'Apply now' opens the admission site in a new tab", async ({ page }) => {
    await page.goto('/')
    const apply = page.getByRole('banner').getByRole('link', { name: /apply now/i })
    await expect(apply).toBeVisible()
    await expect(apply).toHaveAttribute('href', /^https:\/\//)
    await expect(apply).toHaveAccessibleName(/opens in a new tab/i)
    await expectOpensInNewTab(apply)
  })

  test('a skip link leads keyboard users to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

/**
 * After choosing a page in the menu, focus is at the start of the new page, not left in the menu:
 * on the main content after a client-side change of page, or nowhere (the document itself) after a
 * full load, where a screen reader starts reading the new page from its title.
 */
async function expectFocusAtPageStart(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement === document.body || document.activeElement?.id === 'main'))
    .toBe(true)
}

test.describe('navigation at desktop width', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'the section menus exist at desktop width')
  })

  test('every section opens a list of links to the pages of docs/site.md#navigation', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page)
    // The header's script, run as the page was parsed, says each is closed (src/islands/disclosures.ts).
    await nav.hover()
    for (const { section, items } of NAVIGATION) {
      const button = disclosureControl(nav, section)
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const list = page.locator(`#${await button.getAttribute('aria-controls')}`)
      await expect(list).toBeVisible()
      await expect(list.getByRole('link')).toHaveCount(items.length)
      for (const [label, href] of items) {
        const link = list.getByRole('link', { name: label, exact: false }).first()
        await expect(link).toHaveAttribute('href', href)
        if (href instanceof RegExp) await expectOpensInNewTab(link)
      }
    }
    // Opening one section closed the others.
    await expect(nav.locator('summary[aria-expanded="true"]')).toHaveCount(1)
    await expect(nav.getByRole('link')).toHaveCount(NAVIGATION.at(-1)!.items.length)
  })

  test('choosing an item navigates there, closes the menu and starts at the top of the page', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 4000)
    const button = disclosureControl(mainNav(page), 'Admissions')
    await button.click()
    await mainNav(page).getByRole('link', { name: 'Tuition & Fees' }).click()
    await expect(page).toHaveURL(/\/admissions\/tuition$/)
    await expect(mainNav(page).getByRole('link')).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expectFocusAtPageStart(page)
  })

  test('Escape closes an open section and returns focus to its button', async ({ page }) => {
    await page.goto('/')
    const button = disclosureControl(mainNav(page), 'About')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'About overview' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('a section closes when focus moves on to the next section', async ({ page }) => {
    await page.goto('/')
    const about = disclosureControl(mainNav(page), 'About')
    const academics = disclosureControl(mainNav(page), 'Academics')
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    const links = mainNav(page).getByRole('link')
    const aboutItems = NAVIGATION[0].items
    await expect(links).toHaveCount(aboutItems.length)
    for (const [label] of aboutItems) {
      await page.keyboard.press('Tab')
      await expect(links.filter({ hasText: label })).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(academics).toBeFocused()
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(links).toHaveCount(0)
  })

  test('a click outside closes an open section', async ({ page }) => {
    await page.goto('/')
    const resources = disclosureControl(mainNav(page), 'Resources')
    await resources.click()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page
      .getByRole('contentinfo')
      .getByText(/All rights reserved/)
      .click()
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page).getByRole('link')).toHaveCount(0)
  })

  test('the mobile menu toggle is not shown', async ({ page }) => {
    await page.goto('/')
    await expect(menuToggle(page)).toHaveCount(1)
    await expect(menuToggle(page)).toBeHidden()
  })
})

test.describe('navigation at phone width', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), 'the menu toggle exists below 960 px')
  })

  test('the menu toggle shows every navigation item as a list', async ({ page }) => {
    await page.goto('/')
    await expect(disclosureControl(page.getByRole('banner'), 'About')).toHaveCount(1)
    await expect(disclosureControl(page.getByRole('banner'), 'About')).toBeHidden()
    const menu = await openMobileMenu(page)
    const expected = NAVIGATION.flatMap((section) => section.items)
    await expect(menu.getByRole('link')).toHaveCount(expected.length)
    for (const [label, href] of expected) {
      const link = menu.getByRole('link', { name: label }).first()
      await expect(link).toHaveAttribute('href', href)
      if (href instanceof RegExp) await expectOpensInNewTab(link)
    }
  })

  test('choosing an item navigates there and closes the menu', async ({ page }) => {
    await page.goto('/')
    const menu = await openMobileMenu(page)
    await menu.getByRole('link', { name: 'Faculties' }).click()
    await expect(page).toHaveURL(/\/academics\/faculties$/)
    await expect(menu).toBeHidden()
    await expectFocusAtPageStart(page)
  })

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/')
    const menu = await openMobileMenu(page)
    await menu.getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('footer', () => {
  test('shows the copyright line with the year of the page and the institution name', async ({ page }) => {
    const response = await page.goto('/')
    const footer = page.getByRole('contentinfo')
    // The year by the server's clock (its Date header), not by this machine's today. A page is kept for up
    // to five minutes, so just after New Year it may still show the year before.
    const served = new Date(response!.headers()['date']).getTime()
    const years = [...new Set([served, served - 5 * 60_000].map((ms) => new Date(ms).getFullYear()))]
    const line = await footer.getByText(/^© \d{4} /).textContent()
    expect(years.map((year) => `© ${year} ${DEMO.institutionName}. All rights reserved.`)).toContain(line?.trim())
  })

  test('shows the postal address, phone numbers and e-mail addresses as links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const address = footer.locator('address')
    await expect(address).toBeVisible()
    await expect(address).toContainText(/Uyo/)
    const phones = address.locator('a[href^="tel:"]')
    await expect(phones).toHaveCount(2)
    for (const phone of await phones.all()) await expect(phone).toHaveAttribute('href', /^tel:\+?\d{7,}$/)
    const emails = address.locator('a[href^="mailto:"]')
    await expect(emails).toHaveCount(2)
    await expect(emails.nth(0)).toHaveAttribute('href', /^mailto:info@/)
    await expect(emails.nth(1)).toHaveAttribute('href', /^mailto:admissions@/)
  })

  test('has the four link columns, legal links and social links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const title of ['Academics', 'Admission', 'About', 'Important Links']) {
      await expect(footer.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: 'Faculties' })).toHaveAttribute('href', '/academics/faculties')
    await expect(footer.getByRole('link', { name: /tuition/i })).toHaveAttribute('href', '/admissions/tuition')
    // The site's own pages, at whatever address it runs.
    for (const [name, path] of [
      ['Privacy', '/privacy'],
      ['Accessibility', '/accessibility'],
      ['Disclaimer', '/disclaimer'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path as string)
    }
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(5)
    for (const network of ['X', 'Instagram', 'Facebook', 'LinkedIn', 'YouTube']) {
      const link = social.filter({ hasText: new RegExp(` on ${network}\\b`) })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expectOpensInNewTab(link)
    }
  })

  test('a footer link opens its page at the top', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/about\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('not-found page', () => {
  test('an unknown address answers 404 with a heading and useful links', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: /^Home/ })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: /^Faculties/ })).toHaveAttribute('href', '/academics/faculties')
    await expect(main.getByRole('link', { name: /^Tuition & Fees/ })).toHaveAttribute('href', '/admissions/tuition')
    await expect(main.getByRole('link', { name: /^News/ })).toHaveAttribute('href', '/resources/news')
    await expect(main.getByRole('link', { name: /^Contact/ })).toHaveAttribute('href', '/about/contact')
    // The site's header and footer are there too.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('a deeper unknown address answers 404 too', async ({ request }) => {
    const response = await request.get('/no/such/deep/page')
    expect(response.status()).toBe(404)
  })
})

test.describe('accessibility', () => {
  test('the home page passes axe', async ({ page }) => {
    await page.goto('/')
    await expectNoAxeViolations(page)
  })

  test('the home page passes axe with the menus open', async ({ page }, testInfo) => {
    await page.goto('/')
    if (isMobile(testInfo.project.name)) await openMobileMenu(page)
    else await disclosureControl(mainNav(page), 'Resources').click()
    await expectNoAxeViolations(page)
  })

  test('the 404 page passes axe', async ({ page }) => {
    await page.goto('/this-page-does-not-exist')
    await expectNoAxeViolations(page)
  })
})

test.describe('the typeface', () => {
  // On a slow line the page shows in the phone's own typeface (Roboto on Android) before the site's arrives;
  // its fallback is sized to the site's, so nothing moves when it does (a 0.02 layout shift at most).
  for (const path of ['/about', '/admissions/process']) {
    test(`arriving late moves nothing on ${path} at phone width`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number }
        w.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) w.layoutShift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto(path)
      // First shown in the fallback, then the site's typeface arrives and is used.
      await expect
        .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded')), { timeout: 10_000 })
        .toBe(true)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(
        0.02,
      )
    })
  }

  // Two files of one family (src/styles/body-font.mjs): a page preloads the text file only, and a browser fetches
  // the other only for a page that writes one of its characters, which it then draws in the site's typeface.
  test('a page preloads only the text file; an accented letter is drawn from the other', async ({ page }) => {
    const fonts: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname)
    })
    await page.goto('/about')
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloaded).toHaveLength(1)
    await page.evaluate(() => document.fonts.ready)
    // The page writes no accented letter: only the preloaded file came.
    expect(fonts).toEqual(preloaded)

    await page.getByRole('heading', { level: 1 }).evaluate((heading) => (heading.textContent = 'Café Ọ naïve « »'))
    await expect.poll(() => fonts.length, { timeout: 10_000 }).toBe(2)
    const faces = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.unicodeRange)
    })
    // Both files' faces (besides the sized fallbacks, which cover every character).
    expect(faces.filter((range) => /U\+61-7A/i.test(range))).toHaveLength(1)
    expect(faces.filter((range) => /U\+C0-FF/i.test(range))).toHaveLength(1)
  })
})
