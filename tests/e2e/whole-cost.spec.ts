/**
 * The whole cost of a programme, and one source for every fee (issue 22): the programme page's
 * table, the estimator's whole-programme answer, and every page that names a fee show the amounts
 * of the fees list. The rules are written out again here (when a fee falls due, the tuition of a
 * year), so the pages are checked against an independent version, from the content the API gives.
 */
import { expect, test, type APIRequestContext, type Locator } from './fixtures'

import { getAsAdmin } from './admin-api'

import { expectNoAxeViolations } from './helpers'

type Course = { CourseCode: string; Slug: string; DegreeInView: string; Duration: number }
type Row = { Level: string; Semester: string; TuitionAmount: number }
type Fee = {
  title: string
  amount: number
  due: 'semester' | 'year' | 'entry' | 'application'
  appliesTo: 'everyone' | 'hostel'
  isRequired: boolean
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await getAsAdmin(request, path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

const fees = async (request: APIRequestContext) =>
  (await get<{ docs: Fee[] }>(request, '/api/other-fees?limit=100&depth=0&sort=order')).docs
const hostelPrice = async (request: APIRequestContext) =>
  (await get<{ pricePerSemester: number }>(request, '/api/globals/hostel-page?depth=0')).pricePerSemester

/** A whole amount as shown ('₦1,250,000'): its number. */
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''))
const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`

/** Nursing, the programme the father priced: per level and semester, one row each. */
async function nursing(request: APIRequestContext): Promise<Course & { rows: Row[] }> {
  const all = await get<Course[]>(request, '/api/v1/academics/course/view/list')
  const course = all.find((c) => /nursing/i.test(c.DegreeInView))
  expect(course, 'the demo has a nursing programme').toBeTruthy()
  const rows = await get<Row[]>(request, `/api/v1/academics/tuition/by/Level/${course!.CourseCode}`)
  const levels = new Set(rows.map((r) => r.Level))
  expect(levels.size, 'tuition per level, a year each').toBe(course!.Duration)
  return { ...course!, rows }
}

/**
 * The rule: a year's tuition is its level's rows; a fee due every semester is paid twice a year, a
 * yearly fee once, a fee due on starting or when applying once in year 1 (a hostel one in the first
 * year with a hostel place); optional fees never; a hostel place is its price twice a year.
 */
function expectedYears(course: Course & { rows: Row[] }, all: Fee[], price: number, hostelYears: number[]) {
  const levels = [...new Set(course.rows.map((r) => r.Level))].sort((a, b) => Number(a) - Number(b))
  return levels.map((level, i) => {
    const year = i + 1
    const hostel = hostelYears.includes(year)
    const tuition = course.rows.filter((r) => r.Level === level).reduce((s, r) => s + r.TuitionAmount, 0)
    let other = 0
    for (const f of all.filter((x) => x.isRequired)) {
      if (f.appliesTo === 'hostel' && !hostel) continue
      const times = { semester: 2, year: 1, entry: 0, application: 0 }[f.due]
      const once = f.appliesTo === 'hostel' ? year === hostelYears[0] : year === 1
      other += f.amount * (times || (once ? 1 : 0))
    }
    return { year, tuition, other, hostel: hostel ? 2 * price : 0 }
  })
}
const sumOf = (years: ReturnType<typeof expectedYears>) => years.reduce((s, y) => s + y.tuition + y.other + y.hostel, 0)

/** The amounts of a table row's cells, in order. */
async function rowAmounts(row: Locator) {
  return (await row.locator('td').allInnerTexts()).map(amountOf)
}

test('the programme page gives the whole cost, year by year, without and with a hostel place', async ({
  page,
  request,
}) => {
  const course = await nursing(request)
  const [all, price] = await Promise.all([fees(request), hostelPrice(request)])
  const years = Array.from({ length: course.Duration }, (_, i) => i + 1)
  const without = expectedYears(course, all, price, [])
  const withHostel = expectedYears(course, all, price, years)

  await page.goto(`/course/${course.Slug}`)
  const section = page.getByRole('region', { name: 'The whole cost' })
  await expect(section).toContainText(`All ${course.Duration} years of ${course.DegreeInView}`)
  const rows = section.locator('tbody tr')
  await expect(rows).toHaveCount(course.Duration)
  for (const [i, y] of without.entries()) {
    const w = withHostel[i]!
    await expect(rows.nth(i).locator('th')).toHaveText(`Year ${y.year}`)
    expect(await rowAmounts(rows.nth(i)), `year ${y.year}`).toEqual([
      y.tuition,
      y.other,
      y.tuition + y.other,
      w.tuition + w.other + w.hostel,
    ])
  }
  await expect(section.getByTestId('whole-without-hostel')).toContainText(naira(sumOf(without)))
  await expect(section.getByTestId('whole-with-hostel')).toContainText(naira(sumOf(withHostel)))
  // Optional fees are named with their amounts, outside both totals.
  for (const f of all.filter((x) => !x.isRequired))
    await expect(section.getByTestId('optional-fees')).toContainText(`${f.title}: ${naira(f.amount)}`)
  // From the tuition summary, the whole cost is one link away.
  await expect(page.getByRole('link', { name: 'the whole cost' })).toHaveAttribute('href', '#whole-cost-title')
  await expectNoAxeViolations(page)
})

test('ticking the years with a hostel place gives that whole-programme total, without script', async ({
  browser,
  page: scripted,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a form and a page: checked once, in the desktop project')
  const course = await nursing(request)
  const [all, price] = await Promise.all([fees(request), hostelPrice(request)])
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(`/course/${course.Slug}`)
    const section = page.getByRole('region', { name: 'The whole cost' })
    await section.getByRole('checkbox', { name: 'Year 2' }).check()
    await section.getByRole('checkbox', { name: 'Year 3' }).check()
    await section.getByRole('button', { name: 'Work out my total' }).click()

    await expect(page).toHaveURL(/\/admissions\/fees\/estimate\?programme=.*year=all&hostelYear=2&hostelYear=3/)
    await expect(
      page.getByRole('heading', { level: 2, name: `All ${course.Duration} years of ${course.DegreeInView}` }),
    ).toBeVisible()
    await expect(page.getByText('with a hostel place in year 2 and year 3')).toBeVisible()
    const expected = expectedYears(course, all, price, [2, 3])
    await expect(page.getByTestId('programme-total')).toHaveText(naira(sumOf(expected)))
    // The deposit paid on moving in falls in year 2, the first year in the hostel.
    const year2 = page.getByTestId('whole-estimate').locator('tbody tr').nth(1)
    expect((await rowAmounts(year2))[3]).toBe(expected[1]!.tuition + expected[1]!.other + expected[1]!.hostel)
    // The form keeps the choice, to change it.
    await expect(page.getByRole('combobox', { name: 'Year of study' })).toHaveValue('all')
    await expect(page.getByRole('checkbox', { name: 'Year 2' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Year 1' })).not.toBeChecked()
    // axe runs in the page's script: the same answer, with script.
    await scripted.goto(page.url())
    await expectNoAxeViolations(scripted)
  } finally {
    await context.close()
  }
})

test('every page that names a fee shows the amount of the fees list', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'reads pages only: checked once, in the desktop project')
  const all = await fees(request)
  expect(all.length).toBeGreaterThan(3)

  await page.goto('/admissions/tuition')
  const cards = page.getByRole('region', { name: 'Other Fees' }).getByRole('listitem')
  for (const f of all) {
    const card = cards.filter({ has: page.getByRole('heading', { name: f.title, exact: true }) })
    expect(amountOf(await card.locator('dd').first().innerText()), f.title).toBe(f.amount)
  }

  await page.goto('/hostel')
  const residents = page.getByRole('list', { name: 'Also paid by hostel residents' })
  for (const f of all.filter((x) => x.appliesTo === 'hostel'))
    await expect(residents).toContainText(`${f.title}: ${naira(f.amount)}`)

  await page.goto('/admissions/process')
  const application = all.find((f) => f.due === 'application')
  expect(application, 'the demo has an application fee').toBeTruthy()
  await expect(page.getByTestId('application-fee')).toContainText(
    `${application!.title}: ${naira(application!.amount)}`,
  )

  // Year 1 of a programme with a hostel place: every required fee once at least, at its amount.
  const course = await nursing(request)
  await page.goto(`/admissions/fees/estimate?programme=${course.Slug}&year=1&hostel=yes`)
  const first = page.locator('[data-semester="First"]')
  for (const f of all.filter((x) => x.isRequired)) {
    const line = first.getByRole('row').filter({ has: page.getByRole('rowheader', { name: f.title }) })
    expect(amountOf(await line.getByRole('cell').innerText()), f.title).toBe(f.amount)
  }
})
