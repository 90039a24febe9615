/**
 * The admission calendar as an applicant meets it: the seeded admission year on /admissions/process
 * in date order with its dates, done steps marked "Done" in words, and a step the web team adds
 * showing on the page, on the home page while it is current, and in the calendar's iCalendar feed.
 * The server runs on the real clock (decision 16): the test works out what it expects from its own
 * clock, with its own date words, and the steps it adds are placed around today.
 */
import { randomUUID } from 'node:crypto'

import { expect, test, type Locator, type Page } from './fixtures'

import { admissionYear } from '../../src/seed/demo/admission'
import { adminHeaders, getAsAdmin } from './admin-api'
import { expectNoAxeViolations } from './helpers'

const DAY = 86_400_000
const MONTHS = 'January February March April May June July August September October November December'.split(' ')

/** Today in Lagos (UTC+1), YYYY-MM-DD, and a day `n` days away. */
const lagosToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10)
const daysFrom = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)

/** The site's words for a day or span of days, written again here: 2 March 2026, 12–14 August 2026, 28 August – 3 September 2026. */
function dayWords(start: string, end: string | null): string {
  const [y1, m1, d1] = start.split('-').map(Number)
  if (!end || end === start) return `${d1} ${MONTHS[m1 - 1]} ${y1}`
  const [y2, m2, d2] = end.split('-').map(Number)
  if (y1 !== y2) return `${d1} ${MONTHS[m1 - 1]} ${y1} – ${d2} ${MONTHS[m2 - 1]} ${y2}`
  if (m1 !== m2) return `${d1} ${MONTHS[m1 - 1]} – ${d2} ${MONTHS[m2 - 1]} ${y2}`
  return `${d1}–${d2} ${MONTHS[m2 - 1]} ${y2}`
}

/** The steps of the calendar on the page, in their order. */
async function openCalendar(page: Page): Promise<Locator> {
  const response = await page.goto('/admissions/process')
  expect(response?.status()).toBe(200)
  const calendar = page.getByRole('region', { name: 'Admission calendar' })
  await expect(calendar.getByRole('heading', { level: 2, name: 'Admission calendar' })).toBeVisible()
  return calendar.getByRole('list').first().getByRole('listitem')
}

// Each test checks a long list step by step and runs axe on it: more than the default time on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('the seeded admission year shows in date order, with its dates, a step already over marked Done', async ({
  page,
  request,
}) => {
  const today = lagosToday()
  // The demo seeds the intake still to come on the day the server was seeded: which intake, read from the
  // seeded 'Applications open' step's year, not from the test's clock (a run may cross midnight).
  const found = await getAsAdmin(
    request,
    '/api/admission-steps?where[kind][equals]=applications-open&where[title][equals]=Applications%20open&depth=0&limit=1',
  )
  expect(found.ok()).toBe(true)
  const [opens] = ((await found.json()) as { docs: Array<{ startsOn: string }> }).docs
  const seeded = admissionYear(Number(opens.startsOn.slice(0, 4)))
  const steps = await openCalendar(page)
  await expect(steps).toHaveCount(seeded.length)
  for (const [i, s] of seeded.entries()) {
    const step = steps.nth(i)
    await expect(step.getByRole('heading', { level: 3 })).toHaveText(s.title)
    await expect(step.locator('time')).toHaveText(dayWords(s.startsOn, s.endsOn))
    await expect(step).toContainText(s.whatToDo)
    const last = s.endsOn ?? s.startsOn
    if (last < today) await expect(step.getByText('Done', { exact: true })).toBeVisible()
    else await expect(step.getByText('Done', { exact: true })).toHaveCount(0)
  }
  // Still there: the page's own key dates and steps.
  await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a step the web team adds shows on the process page, on the home page while current, and in the iCalendar feed', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'writes shared content: runs once, in the desktop project')
  const headers = await adminHeaders(request)
  const tag = randomUUID().slice(0, 8)
  const today = lagosToday()
  const past = { start: daysFrom(today, -12), end: daysFrom(today, -10) }
  // Current from yesterday to today, so it ends sooner than any seeded step that may also be current.
  const now = { start: daysFrom(today, -1), end: today }
  const stored = (date: string) => `${date}T12:00:00.000Z`
  const make = async (title: string, kind: string, dates: { start: string; end: string }) => {
    const response = await request.post('/api/admission-steps', {
      headers,
      data: {
        kind,
        title,
        startsOn: stored(dates.start),
        endsOn: stored(dates.end),
        whatToDo: `Bring your JAMB UTME result slip (${tag}).`,
      },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const ids: number[] = []
  try {
    ids.push(await make(`Past screening ${tag}`, 'post-utme-screening', past))
    ids.push(await make(`Post-UTME screening ${tag}`, 'post-utme-screening', now))

    const steps = await openCalendar(page)
    const pastStep = steps.filter({ has: page.getByRole('heading', { level: 3, name: `Past screening ${tag}` }) })
    await expect(pastStep.locator('time')).toHaveText(dayWords(past.start, past.end))
    await expect(pastStep.getByText('Done', { exact: true })).toBeVisible()
    const nowStep = steps.filter({ has: page.getByRole('heading', { level: 3, name: `Post-UTME screening ${tag}` }) })
    await expect(nowStep.getByText('Now', { exact: true })).toBeVisible()
    await expect(nowStep).toHaveAttribute('aria-current', 'step')
    await expect(nowStep.getByText('Done', { exact: true })).toHaveCount(0)

    await page.goto('/')
    const notice = page
      .getByRole('region', { name: 'Admissions' })
      .getByRole('link', { name: `Post-UTME screening ${tag}: ${dayWords(now.start, now.end)} — what to bring` })
    await expect(notice).toHaveAttribute('href', `/admissions/process#post-utme-screening-${now.start}`)
    await expectNoAxeViolations(page)
    await notice.click()
    await expect(page).toHaveURL(/\/admissions\/process#post-utme-screening-/)
    await expect(page.getByRole('heading', { level: 3, name: `Post-UTME screening ${tag}` })).toBeVisible()

    const ics = await request.get('/academics/calendar.ics')
    expect(ics.ok()).toBe(true)
    // Unfolded, then the one event of the step: all day, DTEND the day after its last day.
    const events = (await ics.text()).replace(/\r\n /g, '').split('BEGIN:VEVENT')
    const event = events.find((e) => e.includes(`SUMMARY:Post-UTME screening ${tag}\r\n`))
    expect(event, 'the step is in the feed').toBeDefined()
    expect(event).toContain(`DTSTART;VALUE=DATE:${now.start.replace(/-/g, '')}\r\n`)
    expect(event).toContain(`DTEND;VALUE=DATE:${daysFrom(now.end, 1).replace(/-/g, '')}\r\n`)
    expect(event).toContain(`/admissions/process#post-utme-screening-${now.start}\r\n`)
  } finally {
    for (const id of ids) await request.delete(`/api/admission-steps/${id}`, { headers })
  }
})
