/** The application process as an applicant meets it: what to check first, the fee, key dates and each step's place. */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { admissionsPage, siteSettings } from '../../src/seed/demo/pages'
import { expectNoAxeViolations } from './helpers'

const ADMISSION_SITE = siteSettings({ logo: 0 }).admissionSite as string
const PROCESS = admissionsPage()
const NEW_TAB = ' (opens in a new tab)'

type Fee = { Title: string; Amount: number; PaidBy: string; IsRequired: 0 | 1 }
type CalendarEntry = { Date: string; Title: string; Type: string; SemesterCode: string }

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** Today in Lagos (UTC+1), YYYY-MM-DD. */
const lagosToday = () => new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10)

/**
 * The key dates, written again here: calendar entries about registration, the start of lectures,
 * matriculation, the start of examinations, resumption and the end of the session, on or after
 * today, soonest first, at most five.
 */
function expectedKeyDates(entries: CalendarEntry[]): CalendarEntry[] {
  const key = /registration|lectures begin|matriculation|examinations begin|resumption|end of the academic session/i
  const today = lagosToday()
  return entries
    .filter((e) => e.Date >= today && key.test(e.Title))
    .sort((a, b) => a.Date.localeCompare(b.Date))
    .slice(0, 5)
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ')
/** DD-Month-YYYY, as the site writes dates. */
const formatDate = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`
}

async function open(page: Page) {
  const response = await page.goto('/admissions/process')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application process')
}

test.describe('application process: before you start', () => {
  test('links the entry requirements and the programme finder, names the fee and the key dates', async ({
    page,
    request,
  }) => {
    const [fees, calendar] = await Promise.all([
      get<Fee[]>(request, '/api/v1/general/other-fee/list'),
      get<CalendarEntry[]>(request, '/api/v1/general/academic_calendar'),
    ])
    await open(page)
    const first = page.getByRole('region', { name: 'Before you start' })
    await expect(first.getByRole('link', { name: 'Check the entry requirements' })).toHaveAttribute(
      'href',
      '/admissions/eligibility',
    )
    await expect(first.getByRole('link', { name: 'Find a programme' })).toHaveAttribute(
      'href',
      '/admission/course-finder',
    )

    // The application fee comes from the other fees, in whole naira.
    const fee = fees.find((f) => /\bapplication\b/i.test(f.Title))
    expect(fee, 'the demo has an application fee').toBeTruthy()
    const feeText = first.getByTestId('application-fee')
    await expect(feeText).toContainText(`${fee!.Title}: ₦${fee!.Amount.toLocaleString('en-NG')},`)
    await expect(feeText).not.toContainText('.00')

    const expected = expectedKeyDates(calendar)
    expect(expected.length, 'the demo calendar has key dates still to come').toBeGreaterThan(0)
    // The academic year's key dates come last, for students once admitted: the applicant's dates lead the page.
    const keyDates = page.getByRole('region', { name: 'Key dates of the academic year' })
    const items = keyDates.getByRole('list', { name: 'Key dates' }).getByRole('listitem')
    await expect(items).toHaveCount(expected.length)
    for (const [i, entry] of expected.entries()) {
      await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', entry.Date)
      await expect(items.nth(i)).toContainText(formatDate(entry.Date))
      await expect(items.nth(i)).toContainText(entry.Title)
    }
    await expect(keyDates.getByRole('link', { name: 'The whole academic calendar' })).toHaveAttribute(
      'href',
      '/academics/calendar',
    )
  })

  test('is accessible', async ({ page }) => {
    await open(page)
    await expectNoAxeViolations(page)
  })

  test('links each step to where it is done', async ({ page }) => {
    await open(page)
    const steps = page.locator('#steps-before')
    const find = steps.getByRole('listitem').filter({ hasText: 'Find a course' })
    await expect(find.getByRole('link', { name: 'Find a programme in the programme finder' })).toHaveAttribute(
      'href',
      '/admission/course-finder',
    )
    for (const title of (PROCESS.beforeSteps ?? []).map((s) => s.title).filter((t) => t !== 'Find a course')) {
      const link = steps.getByRole('link', { name: `${title} on the admission site${NEW_TAB}` })
      await expect(link).toHaveAttribute('href', ADMISSION_SITE)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await page.getByRole('button', { name: 'After applying' }).click()
    for (const title of (PROCESS.afterSteps ?? []).map((s) => s.title)) {
      const link = page.locator('#steps-after').getByRole('link', { name: `${title} on the admission site${NEW_TAB}` })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', ADMISSION_SITE)
    }
    await expect(find.getByRole('link')).toBeHidden()
    await page.getByRole('button', { name: 'Before applying' }).click()
    await find.getByRole('link', { name: 'Find a programme in the programme finder' }).click()
    await expect(page).toHaveURL(/\/admission\/course-finder$/)
  })

  test('without JavaScript: every step, link, the fee and the key dates', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await open(page)
    await expect(page.getByRole('link', { name: 'Check the entry requirements' })).toBeVisible()
    await expect(page.getByTestId('application-fee')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Key dates' })).toBeVisible()
    for (const title of [...(PROCESS.beforeSteps ?? []), ...(PROCESS.afterSteps ?? [])].map((s) => s.title))
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Find a programme in the programme finder' })).toBeVisible()
    await context.close()
  })

  test('odd query strings are ignored', async ({ page }) => {
    const response = await page.goto(`/admissions/process?tab=zzz&q=&q=${'x'.repeat(2000)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application process')
  })
})
