import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { homePage, siteSettings } from '../../src/seed/demo/pages'
import { adminHeaders, setStatus } from './admin-api'
import { expectNoAxeViolations } from './helpers'
import {
  cutTitle,
  lagosDay,
  MONTHS,
  ordinalDay,
  publishedEvents,
  publishedNews,
  timesOf,
  upcomingThenPast,
} from './news-events-rules'

/** The demo's page texts and settings the seed wrote (src/seed/demo): the contract does not carry them. */
const settings = siteSettings({ logo: 0 })
const home = homePage({ proChancellor: 0, banner: 0, foundation: 0, undergraduate: 0, centres: 0 })
const ADMISSION_SITE = settings.admissionSite as string

/** A list of the contract (docs/contract.md), not empty. */
async function contractList<T = unknown>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/api/v1/${path}`)
  expect(response.ok(), path).toBe(true)
  const items = (await response.json()) as T[]
  expect(items.length, path).toBeGreaterThan(0)
  return items
}

const slider = (page: Page) => page.getByRole('region', { name: 'Highlights' })
const slide = (page: Page, label: string | RegExp) => slider(page).getByRole('group', { name: label })
const dots = (page: Page) => slider(page).getByRole('button', { name: /^Show slide \d+/ })

/** How many slides the page has, read from the first slide's label ('1 of 3'); works before the script. */
async function slidesInPage(page: Page): Promise<number> {
  const label = await slide(page, /^1 of \d+$/).getAttribute('aria-label')
  return Number(label?.split(' of ')[1])
}

/** Waits for the slider's controls (they show once its script has run) and counts the slides. */
async function slideCount(page: Page): Promise<number> {
  await expect(slider(page).getByRole('button', { name: 'Next slide' })).toBeVisible()
  return dots(page).count()
}

/** Opens the home page and waits for the slider. */
async function openHome(page: Page): Promise<number> {
  await page.goto('/')
  return slideCount(page)
}

/** A fixed moment for the page's clock: the slider's rules do not depend on the day. */
const FIXED_NOW = Date.parse('2026-11-25T09:00:00+01:00')

/** Fake time that moves only when the test says so (page.clock otherwise follows real time). */
async function freezeClock(page: Page) {
  const now = FIXED_NOW
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1_000)
}

/** Holds the home page's script (its slider's) until `release` is called. */
async function holdHomeScript(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/islands/home.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** React (some 200 KB): the culture row's and the video's script, which the slider does not need. */
const reactLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName(`${location.origin}/islands/later/home.js`).length > 0)

async function expectSlide(page: Page, n: number, count: number) {
  await expect(slide(page, `${n} of ${count}`)).toBeVisible()
  for (let i = 1; i <= count; i++) if (i !== n) await expect(slide(page, `${i} of ${count}`)).toBeHidden()
  await expect(dots(page).nth(n - 1)).toHaveAttribute('aria-current', 'true')
}

// These checks work with the editors' slides and with the default ones alike, so they hold even
// while the default-slides test below has the slides unpublished.
test.describe('home slider', () => {
  test('previous and next arrows and the dots move between slides and wrap around', async ({ page }) => {
    // No auto-advance under reduced motion: only the visitor moves the slider here.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const count = await openHome(page)
    expect(count).toBeGreaterThan(1)
    await expectSlide(page, 1, count)

    await slider(page).getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 2, count)
    await slider(page).getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, 1, count)
    // Back from the first wraps to the last, forward from the last wraps to the first.
    await slider(page).getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, count, count)
    await slider(page).getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 1, count)

    await dots(page)
      .nth(count - 1)
      .click()
    await expectSlide(page, count, count)
    await dots(page).first().click()
    await expectSlide(page, 1, count)
  })

  test('each slide has a title, a caption and a button to its link', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const count = await openHome(page)
    for (let n = 1; n <= count; n++) {
      if (n > 1) await slider(page).getByRole('button', { name: 'Next slide' }).click()
      const current = slide(page, `${n} of ${count}`)
      await expect(current.getByRole('heading', { level: 2 })).toBeVisible()
      await expect(current.getByRole('paragraph')).toBeVisible()
      await expect(current.getByRole('link')).toHaveAttribute('href', /^(\/|https:\/\/)/)
    }
  })

  test('advances every 5 seconds from when the page began, wraps around, and the pause control stops and restarts it', async ({
    page,
  }) => {
    await freezeClock(page)
    const count = await openHome(page)
    await expectSlide(page, 1, count)

    // The rule: the first slide shows until 5 s after the page began, by the page's clock (performance.now(),
    // which the held clock holds too).
    const opened = await page.evaluate(() => performance.now())
    expect(opened).toBeLessThan(3_000)
    await page.clock.runFor(4_500 - opened)
    await expectSlide(page, 1, count)
    await page.clock.runFor(600)
    await expectSlide(page, 2, count)
    for (let n = 3; n <= count; n++) {
      await page.clock.runFor(5_000)
      await expectSlide(page, n, count)
    }
    await page.clock.runFor(5_000)
    await expectSlide(page, 1, count)

    await slider(page).getByRole('button', { name: 'Pause slide show' }).click()
    await expect(slider(page).getByRole('button', { name: 'Play slide show' })).toBeVisible()
    await page.clock.runFor(20_000)
    await expectSlide(page, 1, count)

    await slider(page).getByRole('button', { name: 'Play slide show' }).click()
    await expect(slider(page).getByRole('button', { name: 'Pause slide show' })).toBeVisible()
    await page.clock.runFor(4_500)
    await expectSlide(page, 1, count)
    await page.clock.runFor(600)
    await expectSlide(page, 2, count)
  })

  test('does not advance on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await freezeClock(page)
    const count = await openHome(page)
    // Nothing moves, so the rotation control offers to play.
    await expect(slider(page).getByRole('button', { name: 'Play slide show' })).toBeVisible()
    await expect(slider(page).getByRole('button', { name: 'Pause slide show' })).toHaveCount(0)
    await page.clock.runFor(30_000)
    await expectSlide(page, 1, count)
    // Until the visitor says otherwise.
    await slider(page).getByRole('button', { name: 'Play slide show' }).click()
    await expect(slider(page).getByRole('button', { name: 'Pause slide show' })).toBeVisible()
    await page.clock.runFor(5_100)
    await expectSlide(page, 2, count)
  })

  test('a keyboard reader meets the rotation control first, and focus on it stops the show', async ({ page }) => {
    await freezeClock(page)
    const count = await openHome(page)
    const pause = slider(page).getByRole('button', { name: 'Pause slide show' })
    await expect(slider(page).getByRole('button').first()).toHaveAccessibleName('Pause slide show')
    // Keyboard focus inside stops the rotation (WCAG 2.2.2), and the control says so.
    await pause.focus()
    const play = slider(page).getByRole('button', { name: 'Play slide show' })
    await expect(play).toBeFocused()
    await page.clock.runFor(20_000)
    await expectSlide(page, 1, count)
    // It plays again on a press.
    await page.keyboard.press('Enter')
    await expect(slider(page).getByRole('button', { name: 'Pause slide show' })).toBeFocused()
    await page.clock.runFor(5_100)
    await expectSlide(page, 2, count)
  })

  test('its controls show only once its script runs, and it moves without React', async ({ page }) => {
    await freezeClock(page)
    const release = await holdHomeScript(page)
    // The page is parsed and painted; its load (and DOMContentLoaded) waits for the held script.
    await page.goto('/', { waitUntil: 'commit' })
    // The first slide paints with the page; no control shows that would do nothing yet.
    await expect(slide(page, /^1 of \d+$/)).toBeVisible()
    await expect(slider(page).getByRole('button')).toHaveCount(0)
    release()
    const count = await slideCount(page)
    await page.clock.runFor(5_100)
    await expectSlide(page, 2, count)
    await slider(page).getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 3 > count ? 1 : 3, count)
    expect(await reactLoaded(page)).toBe(false)
  })

  test("a later slide's picture comes while the slide before it shows, not with the page", async ({ page }) => {
    await freezeClock(page)
    const count = await openHome(page)
    // Slides not shown are hidden from the reader too: asked for among the hidden.
    const pictures = (n: number) =>
      slider(page)
        .getByRole('group', { name: `${n} of ${count}`, includeHidden: true })
        .locator('img')
    await expect(pictures(1)).toHaveCount(1)
    for (let n = 2; n <= count; n++) await expect(pictures(n)).toHaveCount(0)
    await page.clock.runFor(3_000)
    await expect(pictures(2)).toHaveCount(1)
    for (let n = 3; n <= count; n++) await expect(pictures(n)).toHaveCount(0)
  })

  test('shows the default welcome slides when there are no published slides', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'it changes shared content, so it runs once')
    test.setTimeout(120_000)
    const headers = await adminHeaders(request)
    const listed = await request.get('/api/slides?limit=100&depth=0&where[_status][equals]=published', { headers })
    const ids = ((await listed.json()) as { docs: Array<{ id: number }> }).docs.map((d) => d.id)
    expect(ids.length).toBeGreaterThan(1)

    /** The default slides: two, each with the 'Admission' button (the editors' slides have none). */
    const showsDefault = async () =>
      (await slidesInPage(page)) === 2 &&
      (await slide(page, '1 of 2')
        .getByRole('link', { name: /^Admission/ })
        .count()) === 1
    const showsAll = async () => (await slidesInPage(page)) === ids.length

    /** Sets the slides' status, then waits until the home page shows the result. */
    const switchTo = async (status: 'draft' | 'published', done: () => Promise<boolean>) => {
      await setStatus(request, headers, 'slides', ids, status)
      await expect(async () => {
        await page.goto('/')
        if (!(await done())) {
          // A visit rendered while the change was under way can be cached; changing again expires it.
          await setStatus(request, headers, 'slides', ids.slice(-1), status)
          throw new Error(`the home page does not show the ${status === 'draft' ? 'default' : 'published'} slides yet`)
        }
      }).toPass({ timeout: 60_000 })
    }

    try {
      await switchTo('draft', showsDefault)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.reload()
      expect(await slideCount(page)).toBe(2)
      for (const n of [1, 2]) {
        if (n === 2) await slider(page).getByRole('button', { name: 'Next slide' }).click()
        const current = slide(page, `${n} of 2`)
        await expect(current).toBeVisible()
        await expect(current.getByRole('heading', { name: `Welcome to ${settings.institutionName}` })).toBeVisible()
        const admission = current.getByRole('link', { name: /^Admission/ })
        await expect(admission).toHaveAttribute('href', ADMISSION_SITE)
        await expect(admission).toHaveAttribute('target', '_blank')
        await expect(admission).toHaveAttribute('rel', 'noopener noreferrer')
      }
    } finally {
      await switchTo('published', showsAll)
    }
  })
})

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first slide, without controls that need the script, and every section', async ({ page }) => {
    await page.goto('/')
    await expect(slide(page, /^1 of \d+$/)).toBeVisible()
    await expect(slider(page).getByRole('button')).toHaveCount(0)
    for (const name of ['Programmes for every stage', 'Events and Programmes', 'News and Updates'])
      await expect(page.getByRole('region', { name })).toBeVisible()
  })
})

test.describe('home sections', () => {
  test('programme offerings link to the admission site in a new tab', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Programmes for every stage' })
    for (const offering of home.offerings ?? []) {
      await expect(section.getByRole('heading', { name: offering.title })).toBeVisible()
    }
    const apply = section.getByRole('link', { name: /^Apply today/ })
    await expect(apply).toHaveCount(home.offerings?.length ?? 0)
    for (const link of await apply.all()) {
      await expect(link).toHaveAttribute('href', ADMISSION_SITE)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test("the Pro-Chancellor's message reads on at /about/history", async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'A message to our community' })
    await expect(section.getByText(home.proChancellorName)).toBeVisible()
    await expect(section.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', '/about/history')
  })

  test('the campus video opens in a modal that Close and Escape shut, returning focus', async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Watch the campus video' })
    const dialog = page.getByRole('dialog', { name: 'Campus video' })
    // The video player is loaded only when asked for.
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(dialog).toBeHidden()

    await opener.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    const video = dialog.locator('iframe')
    await expect(video).toHaveAttribute('title', 'Campus video')
    await expect(video).toHaveAttribute('src', settings.campusVideo as string)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("each figure of the statistics strip that names a list is that list's count", async ({ page, request }) => {
    const departments = await contractList(request, 'academics/department/academic/list')
    const faculties = await contractList(request, 'academics/faculty/academic/list')
    // The centres as their page lists them, one heading each.
    await page.goto('/resources/center-excellence')
    const centres = await page
      .getByRole('region', { name: 'Our centres', exact: true })
      .getByRole('heading', { level: 2 })
      .count()
    expect(centres).toBeGreaterThan(0)
    await page.goto('/')
    const strip = page.getByRole('region', { name: 'The university in numbers' })
    // Dual certifications is the editors' figure, shown as written.
    await expect(strip.getByRole('listitem')).toHaveText([
      `${departments.length}Academic departments`,
      `${home.dualCertifications}Dual certifications`,
      `${centres}Centres of excellence`,
      `${faculties.length}Faculties`,
    ])
  })

  test('the first five faculties link to their pages, and on to all faculties', async ({ page, request }) => {
    const faculties = await contractList<{ FacultyName: string; Slug: string }>(
      request,
      'academics/faculty/academic/list',
    )
    expect(faculties.length).toBeGreaterThan(5)
    // By name, in plain character order.
    const firstFive = [...faculties].sort((a, b) => (a.FacultyName < b.FacultyName ? -1 : 1)).slice(0, 5)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Our faculties' })
    const links = section.getByRole('listitem').getByRole('link')
    await expect(links).toHaveCount(5)
    for (const [i, faculty] of firstFive.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(faculty.FacultyName)
      await expect(links.nth(i)).toHaveAttribute('href', `/faculty/${faculty.Slug}`)
    }
    await expect(section.getByRole('link', { name: 'View all faculties' })).toHaveAttribute(
      'href',
      '/academics/faculties',
    )
  })

  test('the culture section links out, and its buttons scroll the row on a phone', async ({ page }, testInfo) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'A creative, collaborative and inclusive culture' })
    const hostel = section.getByRole('link', { name: /^Hostel & Accommodation/ })
    const apply = section.getByRole('link', { name: /^How to apply/ })
    const research = section.getByRole('link', { name: /^Researched centred learning/ })
    await expect(hostel).toHaveAttribute('href', settings.portalStudentPage as string)
    await expect(apply).toHaveAttribute('href', settings.portalAdmissionPage as string)
    await expect(research).toHaveAttribute('href', '/')
    for (const external of [hostel, apply]) await expect(external).toHaveAttribute('rel', 'noopener noreferrer')

    const previous = section.getByRole('button', { name: /^Previous/ })
    const next = section.getByRole('button', { name: /^Next/ })
    await section.scrollIntoViewIfNeeded()
    if (testInfo.project.name === 'desktop') {
      // The pointer over the row brings its script, which finds nothing to scroll.
      await section.getByRole('list', { name: 'Student life links' }).hover()
      // All three fit side by side: there is nothing to scroll.
      await expect(research).toBeInViewport()
      await expect(next).toBeDisabled()
      await expect(previous).toBeDisabled()
      return
    }
    await expect(previous).toBeDisabled()
    await expect(research).not.toBeInViewport({ ratio: 0.9 })
    await next.click()
    await expect(previous).toBeEnabled()
    await next.click()
    await expect(research).toBeInViewport({ ratio: 0.9 })
    await expect(next).toBeDisabled()
    await previous.click()
    await previous.click()
    await expect(hostel).toBeInViewport({ ratio: 0.9 })
    await expect(previous).toBeDisabled()
  })

  test('events and programmes: up to three, upcoming first, with date, place and 12-hour times', async ({
    page,
    request,
  }) => {
    const { upcoming, past } = upcomingThenPast(await publishedEvents(request))
    expect(upcoming.length, 'an event still to come').toBeGreaterThan(0)
    const shown = [...upcoming, ...past].slice(0, 3)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Events and Programmes' })
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(3)
    // Titles longer than 50 characters are cut (the demo has such a title among these three).
    expect(shown.some((e) => [...e.Title].length > 50)).toBe(true)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(shown.map((e) => cutTitle(e.Title)))
    for (const [i, e] of shown.entries()) {
      const [year, month, day] = e.EventDate.split('-').map(Number)
      const card = cards.nth(i)
      await expect(card.getByText(ordinalDay(day), { exact: true })).toBeVisible()
      await expect(card.getByText(`${MONTHS[month - 1]} ${year}`, { exact: true })).toBeVisible()
      await expect(card.getByText(timesOf(e), { exact: true })).toBeVisible()
    }
    await expect(cards.first().getByText(upcoming[0].Location)).toBeVisible()
    await expect(section.getByRole('link', { name: 'View More Events' })).toHaveAttribute('href', '/resources/events')
  })

  test('news and updates: three newest titles with faculty badges and the newest featured', async ({
    page,
    request,
  }) => {
    const newest = (await publishedNews(request)).slice(0, 3)
    expect(
      newest.some((n) => n.FacultyCode),
      'a faculty badge to check',
    ).toBe(true)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'News and Updates' })
    const titles = section.getByRole('list').first().getByRole('listitem')
    await expect(titles).toHaveCount(3)
    for (const [i, item] of newest.entries()) {
      await expect(titles.nth(i).getByRole('link')).toHaveText(cutTitle(item.Title))
      await expect(titles.nth(i).getByRole('link')).toHaveAttribute('href', `/news/${item.Slug}`)
      if (item.FacultyCode) await expect(titles.nth(i).getByText(item.FacultyCode, { exact: true })).toBeVisible()
    }
    const featured = section.getByRole('article', { name: newest[0].Title })
    await expect(featured.locator('img')).toHaveCount(1)
    await expect(featured.locator('time')).toHaveText(lagosDay(newest[0].InsertedDate))
    await expect(featured.getByRole('link', { name: 'Read news' })).toHaveAttribute('href', `/news/${newest[0].Slug}`)
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHome(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('home task links', () => {
  // The four tasks most visitors come for, and where each is done.
  const TASKS: Array<[string, string]> = [
    ['Find a programme', '/admission/course-finder'],
    ['Fees', '/admissions/tuition'],
    ['How to apply', '/admissions/process'],
    ['Contact', '/about/contact'],
  ]

  test('sit right under the slider, on the first screen of a phone', async ({ page }, testInfo) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Start here' })
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(TASKS.length)
    for (const [i, [name, href]] of TASKS.entries()) {
      await expect(links.nth(i)).toHaveText(name)
      await expect(links.nth(i)).toHaveAttribute('href', href)
    }
    // Right after the slider on the screen: the bar starts where the slider ends.
    const sliderBox = (await slider(page).boundingBox())!
    const barBox = (await nav.boundingBox())!
    expect(
      Math.abs(barBox.y - (sliderBox.y + sliderBox.height)),
      'the task links come right after the slider',
    ).toBeLessThan(1)
    if (testInfo.project.name === 'mobile') {
      // Wholly on the first screen, without scrolling.
      const height = page.viewportSize()!.height
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!
        expect(box.y + box.height, `${await link.innerText()} is on the first screen`).toBeLessThanOrEqual(height)
        expect(box.x).toBeGreaterThanOrEqual(0)
      }
    }
    await expectNoAxeViolations(page)
  })

  test('open their pages, also without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    for (const [name, href] of TASKS) {
      await page.goto('/')
      await page.getByRole('navigation', { name: 'Start here' }).getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await context.close()
  })
})
