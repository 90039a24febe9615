import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { getAsAdmin } from './admin-api'
import { expectNoAxeViolations, reachForCalendar } from './helpers'
import { MONTHS } from './news-events-rules'

type EntryType = 'semester' | 'holiday' | 'break' | 'exam' | 'event'
type Entry = { Date: string; Title: string; Type: EntryType; SemesterCode: string }

const PAGE = '/academics/calendar'
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const LABELS: Record<EntryType, string> = {
  semester: 'Semester',
  holiday: 'Holiday',
  break: 'Break',
  exam: 'Examination',
  event: 'Event',
}

// The calendar rules written out again, so the page is checked against an independent version.
// Dates are plain YYYY-MM-DD: they are split as text and never read in a time zone.
const parts = (date: string) => date.split('-').map(Number) as [number, number, number]
/** The site's date form: DD-Month-YYYY, the stored day unchanged. */
const asShown = (date: string) => {
  const [y, m, d] = parts(date)
  return `${String(d).padStart(2, '0')}-${MONTHS[m - 1]}-${y}`
}
const monthOf = (date: string) => date.slice(0, 7)
const monthTitle = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`
const addMonths = (month: string, n: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
const weekdayIndex = (date: string) => {
  const [y, m, d] = parts(date)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}
const daysIn = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
/** Today in Lagos (UTC+1 all year). */
const lagosToday = (ms = Date.now()) => new Date(ms + 3_600_000).toISOString().slice(0, 10)
const dayName = (date: string) => {
  const [y, m, d] = parts(date)
  return `${WEEKDAYS[weekdayIndex(date)]} ${d} ${MONTHS[m - 1]} ${y}`
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
/**
 * The examination periods, each as its days: from an exam entry that begins to the next exam entry,
 * when that one ends (the calendar stores one day per entry).
 */
function examPeriods(entries: Entry[]): string[][] {
  const exams = entries.filter((e) => e.Type === 'exam').sort((a, b) => a.Date.localeCompare(b.Date))
  const periods: string[][] = []
  for (const [i, begin] of exams.entries()) {
    if (!/\bbegins?\b/i.test(begin.Title)) continue
    const next = exams.slice(i + 1).find((e) => e.Date > begin.Date)
    if (!next || !/\bends?\b/i.test(next.Title)) continue
    const days = [begin.Date]
    while (days.at(-1)! < next.Date) days.push(nextDay(days.at(-1)!))
    periods.push(days)
  }
  return periods
}

/** Every day the grid marks: the days of the entries and each day of an examination period. */
const markedDays = (entries: Entry[]) => new Set([...entries.map((e) => e.Date), ...examPeriods(entries).flat()])

/** The first day (YYYY-MM-DD) of every admission step, from Payload's REST API (dates stored at noon UTC). */
async function admissionStepStarts(request: APIRequestContext): Promise<string[]> {
  const response = await getAsAdmin(request, '/api/admission-steps?limit=0&depth=0')
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Array<{ startsOn: string }> }
  return docs.map((d) => d.startsOn.slice(0, 10))
}

async function calendarEntries(request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get('/api/v1/general/academic_calendar')
  expect(response.ok()).toBe(true)
  const list = (await response.json()) as Entry[]
  expect(list.length, 'the demo calendar has entries').toBeGreaterThan(0)
  return list
}

function rangeOf(entries: Entry[]) {
  const months = entries.map((e) => monthOf(e.Date)).sort()
  return { first: months[0], last: months[months.length - 1] }
}

function defaultMonth(entries: Entry[], today: string) {
  const { first, last } = rangeOf(entries)
  const current = monthOf(today)
  return current < first ? first : current > last ? last : current
}

const grid = (page: Page) => page.locator('#calendar-grid')
const gridRegion = (page: Page) => page.getByRole('region', { name: 'Month by month' })
const monthHeading = (page: Page) => gridRegion(page).getByRole('heading', { level: 3, name: /^[A-Z][a-z]+ \d{4}$/ })
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous month' })
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next month' })
/** The button of a day with entries: its name starts with the day, month and year. */
const dayButton = (page: Page, date: string) => {
  const [y, m, d] = parts(date)
  return grid(page).getByRole('button', { name: new RegExp(`^${d} ${MONTHS[m - 1]} ${y}\\b`) })
}
const dayPanel = (page: Page) => page.getByRole('region', { name: /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/ })
const plainList = (page: Page) => page.getByTestId('calendar-list')

/**
 * Opens the calendar and, where the page runs script, reaches for the grid as a visitor does: its
 * script loads then (until then its buttons are the server's GET forms).
 */
async function openCalendar(page: Page, query = '', { script = true } = {}) {
  const response = await page.goto(`${PAGE}${query}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Academic calendar' })).toBeVisible()
  if (script) await reachForCalendar(page)
}

/** The day (date) with the most entries, in the month the most days have entries. */
function busiestDay(entries: Entry[]): string {
  const counts = new Map<string, number>()
  for (const e of entries) counts.set(e.Date, (counts.get(e.Date) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]
}

async function expectMonthShown(page: Page, month: string) {
  await expect(monthHeading(page)).toHaveText(monthTitle(month))
  await expect(grid(page)).toHaveAccessibleName(monthTitle(month))
}

test.describe('academic calendar', () => {
  test('shows the default month, Sunday to Saturday, each day under its weekday', async ({ page, request }) => {
    const entries = await calendarEntries(request)
    // Today in Lagos, taken just before the page is asked for: the server picks the same month.
    const month = defaultMonth(entries, lagosToday())
    await openCalendar(page)
    await expectMonthShown(page, month)
    await expect(grid(page).getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])

    const rows = grid(page).locator('tbody tr')
    const lead = weekdayIndex(`${month}-01`)
    const days = daysIn(month)
    await expect(rows).toHaveCount(Math.ceil((lead + days) / 7))
    await expect(grid(page).locator('td[data-date]')).toHaveCount(days)
    // The 1st sits in its weekday's column, after blank cells; the last day likewise.
    await expect(rows.first().locator('td').nth(lead)).toHaveAttribute('data-date', `${month}-01`)
    for (let i = 0; i < lead; i++) await expect(rows.first().locator('td').nth(i)).toHaveText('')
    const last = `${month}-${String(days).padStart(2, '0')}`
    await expect(rows.last().locator('td').nth(weekdayIndex(last))).toHaveAttribute('data-date', last)

    // Days with entries (or inside an examination period) are buttons; days without are not.
    const withEntries = new Set([...markedDays(entries)].filter((date) => monthOf(date) === month))
    await expect(grid(page).getByRole('button')).toHaveCount(withEntries.size)
    for (let d = 1; d <= days; d++) {
      const date = `${month}-${String(d).padStart(2, '0')}`
      if (!withEntries.has(date)) {
        await expect(grid(page).locator(`td[data-date="${date}"] button`)).toHaveCount(0)
        break
      }
    }
  })

  test('previous is disabled at the first month, next at the last', async ({ page, request }) => {
    test.setTimeout(60_000)
    const entries = await calendarEntries(request)
    const { first, last } = rangeOf(entries)
    await openCalendar(page, `?month=${first}`)
    await expectMonthShown(page, first)
    await expect(previousButton(page)).toBeDisabled()
    if (first === last) {
      await expect(nextButton(page)).toBeDisabled()
      return
    }
    await expect(nextButton(page)).toBeEnabled()

    let month = first
    while (month < last) {
      await nextButton(page).click()
      month = addMonths(month, 1)
      await expectMonthShown(page, month)
      await expect(page).toHaveURL(new RegExp(`month=${month}`))
    }
    await expect(nextButton(page)).toBeDisabled()
    await expect(previousButton(page)).toBeEnabled()
    // The disabled button hands the focus on, so the keyboard is not lost.
    await expect(previousButton(page)).toBeFocused()
    await previousButton(page).press('Enter')
    await expectMonthShown(page, addMonths(last, -1))
    await expect(nextButton(page)).toBeEnabled()
  })

  test("a day's entries open under the grid and close again", async ({ page, request }) => {
    const entries = await calendarEntries(request)
    const date = busiestDay(entries)
    const expected = entries.filter((e) => e.Date === date)
    await openCalendar(page, `?month=${monthOf(date)}`)
    const button = dayButton(page, date)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(dayPanel(page)).toHaveCount(0)

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = dayPanel(page)
    await expect(panel).toHaveAccessibleName(dayName(date))
    const items = panel.getByRole('listitem')
    await expect(items).toHaveCount(expected.length)
    const texts = await items.allInnerTexts()
    for (const e of expected) {
      const i = texts.findIndex((t) => t.includes(e.Title) && t.includes(LABELS[e.Type]))
      expect(i, `"${e.Title}" (${e.Type}) shown for ${date}`).toBeGreaterThanOrEqual(0)
      texts.splice(i, 1)
    }
    await expect(gridRegion(page).getByRole('status')).toContainText(dayName(date))
    await expect(page).toHaveURL(new RegExp(`day=${date}`))

    // Same day again: closed.
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(dayPanel(page)).toHaveCount(0)
    await expect(page).not.toHaveURL(/day=/)

    // Keyboard: Enter and Space toggle too; another day replaces the first.
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const other = [...new Set(entries.map((e) => e.Date))].find((d) => d !== date && monthOf(d) === monthOf(date))
    if (other) {
      await button.click()
      await dayButton(page, other).click()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(dayPanel(page)).toHaveAccessibleName(dayName(other))
      await expect(dayPanel(page).getByRole('listitem')).toHaveCount(entries.filter((e) => e.Date === other).length)
    }
  })

  test('today is highlighted by the Lagos clock', async ({ page, request }) => {
    const entries = await calendarEntries(request)
    const dates = [...new Set(entries.map((e) => e.Date))].sort()
    const date = dates[Math.floor(dates.length / 2)]
    const [y, m, d] = parts(date)
    // 23:30 UTC the evening before is already 00:30 on `date` in Lagos.
    await page.clock.setFixedTime(new Date(Date.UTC(y, m - 1, d - 1, 23, 30)))
    await openCalendar(page, `?month=${monthOf(date)}`)
    const today = grid(page).locator('[aria-current="date"]')
    await expect(today).toHaveCount(1)
    await expect(today).toHaveAttribute('data-date', date)
    await expect(dayButton(page, date)).toHaveAccessibleName(new RegExp(`^${d} ${MONTHS[m - 1]} ${y}, today`))

    // Another month of the range: no day is today.
    const { first, last } = rangeOf(entries)
    const other = monthOf(date) === first ? last : first
    if (other !== monthOf(date)) {
      await openCalendar(page, `?month=${other}`)
      await expectMonthShown(page, other)
      await expect(grid(page).locator('[aria-current="date"]')).toHaveCount(0)
    }
  })

  test("the real today is highlighted when this month is in the calendar's range", async ({ page, request }) => {
    const entries = await calendarEntries(request)
    const { first, last } = rangeOf(entries)
    // One moment for the expectation and the page's clock, which marks today once the grid's script runs.
    const now = Date.now()
    await page.clock.setFixedTime(now)
    const today = lagosToday(now)
    await openCalendar(page)
    const current = grid(page).locator('[aria-current="date"]')
    if (monthOf(today) >= first && monthOf(today) <= last) {
      await expectMonthShown(page, monthOf(today))
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute('data-date', today)
    } else {
      await expect(current).toHaveCount(0)
    }
  })

  test('types are told apart by words: on each day and in the key', async ({ page, request }) => {
    const entries = await calendarEntries(request)
    const date = busiestDay(entries)
    const month = monthOf(date)
    await openCalendar(page, `?month=${month}`)
    const key = page.getByRole('list', { name: 'Key' })
    for (const label of Object.values(LABELS)) await expect(key).toContainText(label)
    for (const day of new Set(entries.filter((e) => monthOf(e.Date) === month).map((e) => e.Date))) {
      const types = new Set(entries.filter((e) => e.Date === day).map((e) => e.Type))
      const button = dayButton(page, day)
      for (const type of types) await expect(button).toHaveAccessibleName(new RegExp(LABELS[type]))
      // Visible words too (short tags on phones, full labels on wider screens).
      expect((await button.innerText()).replace(/\d+/, '').trim().length).toBeGreaterThan(0)
    }
  })

  test('each day of an examination period is marked and named, with script and without', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    const entries = await calendarEntries(request)
    const [period] = examPeriods(entries)
    expect(period, 'the demo has an examination period').toBeDefined()
    expect(period.length, 'of several days').toBeGreaterThan(2)
    const title = entries.find((e) => e.Date === period[0] && e.Type === 'exam')!.Title.replace(/\s*begins?\b/i, '')
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      try {
        // The day before the period, by a fixed clock: no day of it is today.
        const [y, m, d] = parts(period[0])
        await page.clock.setFixedTime(new Date(Date.UTC(y, m - 1, d - 1, 9)))
        for (const month of new Set(period.map(monthOf))) {
          await openCalendar(page, `?month=${month}`, { script: javaScriptEnabled })
          for (const date of period.filter((day) => monthOf(day) === month)) {
            // A screen reader hears it in the day's name; the eye sees the tag.
            await expect(dayButton(page, date)).toHaveAccessibleName(/Examination/)
            await expect(grid(page).locator(`td[data-date="${date}"] [data-type="exam"]`)).toBeVisible()
          }
        }
        // A day inside the period opens to the period itself, with its first and last day.
        const inside = period[Math.floor(period.length / 2)]
        await openCalendar(page, `?month=${monthOf(inside)}`, { script: javaScriptEnabled })
        await dayButton(page, inside).click()
        await expect(dayPanel(page)).toHaveAccessibleName(dayName(inside))
        const item = dayPanel(page).getByRole('listitem').filter({ hasText: title })
        await expect(item).toHaveCount(1)
        await expect(item).toContainText(LABELS.exam)
        // The days around it are not examination days.
        const before = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
        for (const outside of [before, nextDay(period.at(-1)!)]) {
          if (markedDays(entries).has(outside)) continue
          await openCalendar(page, `?month=${monthOf(outside)}`, { script: javaScriptEnabled })
          await expect(grid(page).locator(`td[data-date="${outside}"] button`)).toHaveCount(0)
        }
      } finally {
        await context.close()
      }
    }
  })

  test('the plain list has every entry, dates as stored', async ({ page, request }) => {
    const entries = await calendarEntries(request)
    await openCalendar(page)
    const items = plainList(page).getByRole('listitem')
    await expect(items).toHaveCount(entries.length)
    const texts = await items.allInnerTexts()
    for (const e of entries) {
      const i = texts.findIndex((t) => t.includes(asShown(e.Date)) && t.includes(e.Title) && t.includes(LABELS[e.Type]))
      expect(i, `${e.Date} "${e.Title}" listed as ${asShown(e.Date)}`).toBeGreaterThanOrEqual(0)
      texts.splice(i, 1)
    }
    const months = [...new Set(entries.map((e) => monthOf(e.Date)))].sort()
    await expect(plainList(page).getByRole('heading', { level: 3 })).toHaveText(months.map(monthTitle))
  })

  test('without JavaScript the list reads and the month and day buttons work', async ({ browser, request }) => {
    // Fifteen server round trips on a busy machine.
    test.setTimeout(90_000)
    const entries = await calendarEntries(request)
    const { first, last } = rangeOf(entries)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await openCalendar(page, `?month=${first}`, { script: false })
      await expect(plainList(page).getByRole('listitem')).toHaveCount(entries.length)
      await expect(previousButton(page)).toBeDisabled()
      if (first !== last) {
        await nextButton(page).click()
        await expect(page).toHaveURL(new RegExp(`month=${addMonths(first, 1)}`))
        await expectMonthShown(page, addMonths(first, 1))
        await previousButton(page).click()
        await expectMonthShown(page, first)
      }
      await openCalendar(page, `?month=${last}`, { script: false })
      await expect(nextButton(page)).toBeDisabled()

      const date = busiestDay(entries)
      await openCalendar(page, `?month=${monthOf(date)}`, { script: false })
      await dayButton(page, date).click()
      await expect(page).toHaveURL(new RegExp(`day=${date}`))
      await expect(dayButton(page, date)).toHaveAttribute('aria-expanded', 'true')
      await expect(dayPanel(page).getByRole('listitem')).toHaveCount(entries.filter((e) => e.Date === date).length)
      await dayButton(page, date).click()
      await expect(dayPanel(page)).toHaveCount(0)
      await expectMonthShown(page, monthOf(date))

      // Odd addresses fall back to the default month, never an error.
      const fallback = defaultMonth(entries, lagosToday())
      for (const [query, month] of [
        ['?month=zzz', fallback],
        ['?month=2026-13', fallback],
        [`?month=${addMonths(first, -1)}`, fallback],
        [`?month=${addMonths(last, 1)}`, fallback],
        [`?month=${first}&month=${last}`, fallback],
        [`?month=${'9'.repeat(2000)}`, fallback],
        ['?month=%ff&day=%3Cscript%3E', fallback],
        [`?month=${first}&day=../../etc`, first],
        [`?month=${first}&day=${addMonths(first, 1)}-01`, first],
        ['?tab=zzz&q=&q=', fallback],
      ]) {
        await openCalendar(page, query, { script: false })
        await expectMonthShown(page, month)
        await expect(dayPanel(page)).toHaveCount(0)
      }
    } finally {
      await context.close()
    }
  })

  test('the iCalendar feed has one all-day event per entry and admission step on its stored date', async ({
    page,
    request,
  }) => {
    const entries = await calendarEntries(request)
    await openCalendar(page)
    await expect(page.getByRole('link', { name: 'Subscribe to the whole calendar' })).toHaveAttribute(
      'href',
      '/academics/calendar.ics',
    )
    // The admission calendar's steps are in the feed too.
    const steps = await admissionStepStarts(request)
    const response = await request.get('/academics/calendar.ics')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/)
    const text = (await response.text()).replace(/\r\n[ \t]/g, '')
    const events = text.split('BEGIN:VEVENT').slice(1)
    expect(events).toHaveLength(entries.length + steps.length)
    const starts = events.map((e) => /\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/.exec(e)?.[1]).sort()
    expect(starts).toEqual([...entries.map((e) => e.Date), ...steps].map((d) => d.replace(/-/g, '')).sort())
    const uids = events.map((e) => /\r\nUID:(.+)\r\n/.exec(e)?.[1])
    expect(new Set(uids).size).toBe(events.length)
    // Stable: the same UIDs on the next request.
    const again = (await (await request.get('/academics/calendar.ics')).text()).match(/UID:.+/g)
    expect(again?.map((u) => u.slice(4)).sort()).toEqual([...uids].sort())
  })

  test('each kind has its own subscription: examinations, holidays and breaks, events', async ({ page, request }) => {
    const entries = await calendarEntries(request)
    await openCalendar(page)
    const subscriptions = page.getByRole('list', { name: /^Subscribe in your calendar app/ })
    await expect(subscriptions.getByRole('link')).toHaveText([
      'Subscribe to the whole calendar',
      'Subscribe to examinations',
      'Subscribe to holidays and breaks',
      'Subscribe to events',
    ])
    // The kinds written out again: which entry types each feed carries (admission steps: whole only).
    const kinds: Array<{ link: string; kind: string; types: EntryType[] }> = [
      { link: 'Subscribe to examinations', kind: 'examinations', types: ['exam'] },
      { link: 'Subscribe to holidays and breaks', kind: 'holidays', types: ['holiday', 'break'] },
      { link: 'Subscribe to events', kind: 'events', types: ['event'] },
    ]
    for (const { link, kind, types } of kinds) {
      const href = await subscriptions.getByRole('link', { name: link }).getAttribute('href')
      expect(href).toBe(`/academics/calendar.ics?kind=${kind}`)
      const response = await request.get(href!)
      expect(response.status(), kind).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
      expect(response.headers()['content-disposition']).toContain(`academic-calendar-${kind}.ics`)
      const text = (await response.text()).replace(/\r\n[ \t]/g, '')
      const events = text.split('BEGIN:VEVENT').slice(1)
      const expected = entries.filter((e) => types.includes(e.Type))
      expect(expected.length, `the demo calendar has ${kind}`).toBeGreaterThan(0)
      expect(events, kind).toHaveLength(expected.length)
      const starts = events.map((e) => /\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/.exec(e)?.[1]).sort()
      expect(starts, kind).toEqual(expected.map((e) => e.Date.replace(/-/g, '')).sort())
      const summaries = events.map((e) => /\r\nSUMMARY:(.+)\r\n/.exec(e)?.[1]).sort()
      expect(summaries, kind).toEqual(expected.map((e) => e.Title.replace(/([,;])/g, '\\$1')).sort())
      expect(text, kind).toMatch(/\r\nX-WR-CALNAME:.+academic calendar: /)
    }
    // Together the three carry fewer than the whole calendar: semester dates and admission steps are only there.
    const whole = (await (await request.get('/academics/calendar.ics')).text()).split('BEGIN:VEVENT').length - 1
    expect(whole).toBeGreaterThan(entries.filter((e) => e.Type !== 'semester').length)
  })

  test('an unknown, empty or doubled kind is refused with a clear message', async ({ request }) => {
    for (const [query, message] of [
      ['?kind=exams', /Unknown kind "exams": expected one of examinations, holidays, events/],
      ['?kind=', /Unknown kind "": expected one of/],
      ['?kind=Examinations', /Unknown kind/],
      ['?kind=events&kind=events', /Send kind once/],
      ['?kind=events&kind=holidays', /Send kind once/],
    ] as const) {
      const response = await request.get(`/academics/calendar.ics${query}`)
      expect(response.status(), query).toBe(400)
      expect(response.headers()['content-type'], query).toMatch(/^text\/plain/)
      expect(response.headers()['cache-control'], query).toBe('no-store')
      expect(await response.text(), query).toMatch(message)
    }
    // Other parameters are ignored, as on the rest of the site's feeds.
    expect((await request.get('/academics/calendar.ics?month=2026-11')).status()).toBe(200)
  })

  test('title, description and canonical address', async ({ page }) => {
    await openCalendar(page, '?month=zzz')
    await expect(page).toHaveTitle(/^Academic calendar/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/academics\/calendar$/)
  })

  test('no accessibility violations; nothing scrolls sideways', async ({ page }) => {
    // axe on this busy two-core machine takes a while.
    test.setTimeout(90_000)
    await openCalendar(page)
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('no accessibility violations with a day open', async ({ page, request }) => {
    test.setTimeout(90_000)
    const entries = await calendarEntries(request)
    const date = busiestDay(entries)
    await openCalendar(page, `?month=${monthOf(date)}`)
    await dayButton(page, date).click()
    await expect(dayPanel(page)).toBeVisible()
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
