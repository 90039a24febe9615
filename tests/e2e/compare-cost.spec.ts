/**
 * The whole cost, compared (issue 52): a visitor compares Computer Science with Computer Engineering
 * and reads, side by side, tuition, other fees, a hostel place and the totals, year by year and for
 * the whole programme; on a phone the answer comes into view. The rules are written out again here
 * from the content the API gives, and the totals are checked against the fee estimate's own answer.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { getAsAdmin } from './admin-api'

import { expectNoAxeViolations } from './helpers'

type Course = { CourseCode: string; CourseName: string; Slug: string; DegreeInView: string; Duration: number }
type Row = { Level: string; Semester: string; TuitionAmount: number }
type Fee = {
  title: string
  amount: number
  due: 'semester' | 'year' | 'entry' | 'application'
  appliesTo: 'everyone' | 'hostel'
  isRequired: boolean
}
type Programme = Course & { rows: Row[] }
type Sums = { tuition: number; otherFees: number; hostel: number; total: number }

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await getAsAdmin(request, path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** The two programmes of the issue, with their tuition rows. */
async function computing(request: APIRequestContext): Promise<[Programme, Programme]> {
  const all = await get<Course[]>(request, '/api/v1/academics/course/view/list')
  const find = async (name: RegExp) => {
    const course = all.find((c) => name.test(c.CourseName))
    expect(course, `the demo has ${name}`).toBeTruthy()
    const rows = await get<Row[]>(request, `/api/v1/academics/tuition/by/Level/${course!.CourseCode}`)
    // Tuition per level, a year each: the rule below reads it so.
    expect(new Set(rows.map((r) => r.Level)).size).toBe(course!.Duration)
    return { ...course!, rows }
  }
  return [await find(/^Computer Science$/), await find(/^Computer Engineering$/)]
}

async function feeSources(request: APIRequestContext) {
  const [fees, hostel] = await Promise.all([
    get<{ docs: Fee[] }>(request, '/api/other-fees?limit=100&depth=0&sort=order'),
    get<{ pricePerSemester: number }>(request, '/api/globals/hostel-page?depth=0'),
  ])
  return { fees: fees.docs, price: hostel.pricePerSemester }
}

/**
 * Each year: its level's tuition; a fee due every semester twice, a yearly one once, one due on
 * starting or applying once in year 1 (a hostel residents' one in the first year with a place);
 * optional fees never; a hostel place its price twice a year.
 */
function expectedYears(p: Programme, fees: Fee[], price: number, hostel: boolean): Sums[] {
  const levels = [...new Set(p.rows.map((r) => r.Level))].sort((a, b) => Number(a) - Number(b))
  return levels.map((level, i) => {
    const year = i + 1
    const tuition = p.rows.filter((r) => r.Level === level).reduce((s, r) => s + r.TuitionAmount, 0)
    let otherFees = 0
    for (const f of fees.filter((x) => x.isRequired)) {
      if (f.appliesTo === 'hostel' && !hostel) continue
      const times = { semester: 2, year: 1, entry: 0, application: 0 }[f.due]
      otherFees += f.amount * (times || (year === 1 ? 1 : 0))
    }
    const place = hostel ? 2 * price : 0
    return { tuition, otherFees, hostel: place, total: tuition + otherFees + place }
  })
}

const sumOf = (years: Sums[]): Sums =>
  years.reduce(
    (s, y) => ({
      tuition: s.tuition + y.tuition,
      otherFees: s.otherFees + y.otherFees,
      hostel: s.hostel + y.hostel,
      total: s.total + y.total,
    }),
    { tuition: 0, otherFees: 0, hostel: 0, total: 0 },
  )

const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`
const main = (page: Page) => page.getByRole('main')
const costTable = (page: Page) => main(page).getByRole('table', { name: /^The whole cost/ })

/** One cell of the whole cost: a part of a year (or of the whole programme) of one programme. */
function cell(page: Page, slug: string, year: number | 'whole', figure: string): Locator {
  return costTable(page).locator(`tbody[data-year="${year}"] tr[data-figure="${figure}"] td[data-programme="${slug}"]`)
}

async function expectCosts(page: Page, p: Programme, years: Sums[], longest: number) {
  const figures: Array<[keyof Sums, string]> = [
    ['tuition', 'tuition'],
    ['otherFees', 'other-fees'],
    ['hostel', 'hostel'],
    ['total', 'total'],
  ]
  const text = (n: number, key: keyof Sums) => (key === 'hostel' && n === 0 ? 'None' : naira(n))
  for (const [key, figure] of figures) {
    await expect(cell(page, p.Slug, 'whole', figure), `${p.Slug} whole ${figure}`).toHaveText(
      text(sumOf(years)[key], key),
    )
    for (const [i, y] of years.entries())
      await expect(cell(page, p.Slug, i + 1, figure), `${p.Slug} year ${i + 1} ${figure}`).toHaveText(text(y[key], key))
  }
  // A shorter programme has nothing in the longer one's last years.
  for (let year = years.length + 1; year <= longest; year++)
    await expect(cell(page, p.Slug, year, 'total')).toHaveText(/Not part of this programme/)
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, 'nothing scrolls sideways').toBeLessThanOrEqual(client)
}

/** Chooses the programmes in the picker (and the hostel choice) and sends it, as a visitor does. */
async function compare(page: Page, slugs: string[], hostel: 'Every year' | 'None') {
  await page.goto('/admissions/compare')
  const form = main(page).getByRole('form', { name: 'Choose programmes' })
  const labels = ['First programme', 'Second programme', 'Third programme (optional)']
  for (const [i, slug] of slugs.entries()) await form.getByLabel(labels[i]!).selectOption(slug)
  await form.getByRole('group', { name: 'A hostel place in the whole cost' }).getByLabel(hostel).check()
  await form.getByRole('button', { name: 'Compare' }).click()
}

// Several pages, axe and a second browser context: room on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 })

test('the whole cost side by side, with a hostel place every year, is the fee estimate’s', async ({
  page,
  request,
}) => {
  const [cs, ce] = await computing(request)
  const { fees, price } = await feeSources(request)
  await compare(page, [cs.Slug, ce.Slug], 'Every year')

  await expect(page).toHaveURL(/\/admissions\/compare\?programmes=.*&hostel=yes#results$/)
  const heading = main(page).getByRole('heading', { level: 2, name: 'Two programmes side by side' })
  await expect(heading).toBeInViewport()
  await expect(costTable(page)).toBeVisible()
  // The programmes head the columns, each with its length.
  for (const p of [cs, ce]) {
    const head = costTable(page).getByRole('columnheader', { name: new RegExp(p.CourseName) })
    await expect(head.getByRole('link', { name: p.CourseName })).toHaveAttribute('href', `/course/${p.Slug}`)
    await expect(head).toContainText(`${p.Duration} years`)
  }
  const longest = Math.max(cs.Duration, ce.Duration)
  const expected = [cs, ce].map((p) => expectedYears(p, fees, price, true))
  await expectCosts(page, cs, expected[0]!, longest)
  await expectCosts(page, ce, expected[1]!, longest)
  // The figures, from the demo content: ₦18.8M against ₦26.4M.
  expect(expected.map((y) => Math.round(sumOf(y).total / 100_000) / 10)).toEqual([18.8, 26.4])
  // Optional fees are named, never added.
  for (const f of fees.filter((x) => !x.isRequired))
    await expect(main(page).getByTestId('optional-fees')).toContainText(`${f.title}: ${naira(f.amount)}`)
  await expectNoAxeViolations(page)

  // The estimate itemises the same total for the same choices.
  const shown = await cell(page, ce.Slug, 'whole', 'total').innerText()
  await costTable(page)
    .getByRole('link', { name: `Fee estimate of ${ce.DegreeInView}` })
    .click()
  await expect(page).toHaveURL(/\/admissions\/fees\/estimate\?programme=.*&year=all&hostel=yes#results$/)
  await expect(main(page).getByTestId('programme-total')).toHaveText(shown)
})

test('without a hostel place, and three programmes on a phone without JavaScript', async ({
  browser,
  request,
}, testInfo) => {
  const [cs, ce] = await computing(request)
  const { fees, price } = await feeSources(request)
  const all = await get<Course[]>(request, '/api/v1/academics/course/view/list')
  const third = all.find((c) => c.Slug !== cs.Slug && c.Slug !== ce.Slug)!
  const phone = testInfo.project.name === 'mobile'
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  try {
    await compare(page, [cs.Slug, ce.Slug, third.Slug], 'None')
    await expect(page).toHaveURL(/&hostel=no#results$/)
    await expect(main(page).getByRole('heading', { level: 2, name: 'Three programmes side by side' })).toBeInViewport()
    await expect(costTable(page).getByRole('columnheader')).toHaveCount(4)
    const longest = Math.max(cs.Duration, ce.Duration, third.Duration)
    await expectCosts(page, cs, expectedYears(cs, fees, price, false), longest)
    await expectCosts(page, ce, expectedYears(ce, fees, price, false), longest)
    // The form keeps the choice, to change it.
    await expect(main(page).getByLabel('None')).toBeChecked()
    await expectNoSidewaysScroll(page)
    if (phone) {
      // Side by side on a phone too: the programmes' amounts of a row share a line.
      const boxes = await Promise.all(
        [cs, ce, third].map(async (p) => (await cell(page, p.Slug, 'whole', 'total').boundingBox())!),
      )
      expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1)
      await page.setViewportSize({ width: 320, height: 640 })
      await expectNoSidewaysScroll(page)
    }
  } finally {
    await context.close()
  }
})
