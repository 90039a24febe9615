/**
 * The admission window as one fact (issue 52): every page that speaks of applying says, from the
 * admission calendar alone, whether applications are open today (and how many days are left),
 * opening on a date, or closed (and when the next open). The server runs on the real clock
 * (decision 16): the test moves the calendar's 'Applications open' step around today, works out what
 * the pages must say from its own clock and date words, and puts the seeded dates back afterwards.
 * The day boundaries themselves (Lagos midnight, the last day) are unit- and integration-tested.
 */
import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { adminHeaders, getAsAdmin } from './admin-api'
import { expectNoAxeViolations } from './helpers'

const DAY = 86_400_000
const MONTHS = 'January February March April May June July August September October November December'.split(' ')

/** Today in Lagos (UTC+1), YYYY-MM-DD, and a day `n` days away. */
const lagosToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10)
const daysFrom = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
/** The site's words for a day: 2 March 2027. */
const dayWords = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return `${d} ${MONTHS[m - 1]} ${y}`
}
/** Noon UTC, as Payload stores date-only fields. */
const stored = (date: string) => `${date}T12:00:00.000Z`

/** Every page that speaks of applying; the programme page is added once its address is known. */
const PAGES = [
  '/',
  '/about',
  '/admissions',
  '/admissions/process',
  '/academics/undergraduate',
  '/hostel',
  '/resources/aid',
]

type Step = { id: number; kind: string; session?: string | null; startsOn: string; endsOn?: string | null }

async function stepsOfKind(request: APIRequestContext, kind: string): Promise<Step[]> {
  const response = await getAsAdmin(request, `/api/admission-steps?where[kind][equals]=${kind}&depth=0&limit=100`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Step[] }).docs
}

async function programmePath(request: APIRequestContext): Promise<string> {
  const response = await getAsAdmin(
    request,
    '/api/programmes?where[_status][equals]=published&depth=0&limit=1&sort=slug',
  )
  expect(response.ok()).toBe(true)
  const [first] = ((await response.json()) as { docs: Array<{ slug: string }> }).docs
  return `/course/${first.slug}`
}

/** Each page's line on the window says `headline` and `detail`, and 'Apply' still leads to the admission site. */
async function expectEveryPageSays(page: Page, paths: string[], state: string, headline: string, detail: string) {
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const line = page.getByRole('main').getByTestId('admission-window')
    await expect(line, path).toHaveAttribute('data-state', state)
    await expect(line.locator('strong'), path).toHaveText(headline)
    await expect(line, path).toContainText(detail)
    // 'Apply now' (or the page's own words for it) still leads to the admission site.
    await expect(page.getByRole('main').locator('a[href^="https://admissions."]').first(), path).toBeVisible()
  }
}

// Eight pages, three times: more than the default time on a busy machine.
test.describe.configure({ timeout: 180_000 })

// Width does not matter here, and the first test writes shared content: the spec runs in the desktop project only
// (WIDTH_INDEPENDENT in playwright.config.ts).
test.describe('the admission window', () => {
  test('open with the days left, opening on a date, closed with the next opening: the same on every page', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request)
    const tag = randomUUID().slice(0, 8)
    const course = await programmePath(request)
    const paths = [...PAGES, course]
    const opens = await stepsOfKind(request, 'applications-open')
    const closes = await stepsOfKind(request, 'applications-close')
    expect(opens.length, 'the demo has an applications-open step').toBeGreaterThan(0)
    const [open] = opens
    const others = opens.slice(1)
    const patch = async (id: number, startsOn: string, endsOn: string | null) => {
      const response = await request.patch(`/api/admission-steps/${id}`, {
        headers,
        data: { startsOn: stored(startsOn), endsOn: endsOn ? stored(endsOn) : null },
      })
      expect(response.ok(), await response.text()).toBe(true)
    }
    const created: number[] = []
    const today = lagosToday()
    try {
      // Only one window in the calendar while the test runs: other openings move far away.
      for (const o of others) await patch(o.id, daysFrom(today, 4000), daysFrom(today, 4001))

      // Open since ten days, closing in 20 days: 21 days left, today included.
      await patch(open.id, daysFrom(today, -10), daysFrom(today, 20))
      for (const c of closes) await patch(c.id, daysFrom(today, 20), null)
      await expectEveryPageSays(
        page,
        paths,
        'open',
        'Applications are open.',
        `Until ${dayWords(daysFrom(today, 20))}: 21 days left to apply.`,
      )
      await page.goto('/admissions/process')
      await expectNoAxeViolations(page)

      // Opening tomorrow.
      await patch(open.id, daysFrom(today, 1), daysFrom(today, 30))
      for (const c of closes) await patch(c.id, daysFrom(today, 30), null)
      const session = open.session ? ` for the ${open.session} session` : ''
      await expectEveryPageSays(
        page,
        paths,
        'opening',
        `Applications${session} open on ${dayWords(daysFrom(today, 1))}.`,
        `They close on ${dayWords(daysFrom(today, 30))}.`,
      )

      // Closed yesterday; the web team has already published the next window.
      await patch(open.id, daysFrom(today, -30), daysFrom(today, -1))
      for (const c of closes) await patch(c.id, daysFrom(today, -1), null)
      const next = await request.post('/api/admission-steps', {
        headers,
        data: {
          kind: 'applications-open',
          title: `Applications open ${tag}`,
          session: `next ${tag}`,
          startsOn: stored(daysFrom(today, 60)),
          endsOn: stored(daysFrom(today, 90)),
          whatToDo: 'Apply on the admission site.',
        },
      })
      expect(next.ok(), await next.text()).toBe(true)
      created.push(((await next.json()) as { doc: { id: number } }).doc.id)
      await expectEveryPageSays(
        page,
        paths,
        'closed',
        'Applications are closed.',
        `They closed on ${dayWords(daysFrom(today, -1))}; the next applications open on ${dayWords(daysFrom(today, 60))}.`,
      )
      await page.goto('/about')
      await expectNoAxeViolations(page)
    } finally {
      for (const id of created) await request.delete(`/api/admission-steps/${id}`, { headers })
      for (const s of [...opens, ...closes]) {
        await request.patch(`/api/admission-steps/${s.id}`, {
          headers,
          data: { startsOn: s.startsOn, endsOn: s.endsOn ?? null },
        })
      }
    }
  })

  test('the process page leads with the applicant’s dates: the window and the admission calendar before the rest', async ({
    page,
  }) => {
    await page.goto('/admissions/process')
    const main = page.getByRole('main')
    const order = await main.getByRole('heading', { level: 2 }).allTextContents()
    expect(order.indexOf('Admission calendar')).toBeGreaterThanOrEqual(0)
    expect(order.indexOf('Admission calendar')).toBeLessThan(order.indexOf('Before you start'))
    const keyDates = order.indexOf('Key dates of the academic year')
    if (keyDates >= 0) expect(keyDates).toBeGreaterThan(order.indexOf('Before you start'))
    // The window's line is in the hero, above the calendar, beside 'Apply now'.
    const line = main.getByTestId('admission-window')
    await expect(line).toBeVisible()
    const lineBox = await line.boundingBox()
    const calendarBox = await main.getByRole('heading', { level: 2, name: 'Admission calendar' }).boundingBox()
    expect(lineBox!.y).toBeLessThan(calendarBox!.y)
  })
})
