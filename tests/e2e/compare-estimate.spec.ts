import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { expectNoAxeViolations } from './helpers'

type Course = {
  CourseCode: string
  CourseName: string
  Slug: string
  DegreeInView: string
  Duration: number
  DurationType: string
  FacultyCode: string
}
type Row = { Level: string; Semester: string; TuitionAmount: number; TuitionAmountIntl: number }
type Module = { CourseLevel: string; CourseSemester: string; CreditLoad: number }
type Fee = { Title: string; Amount: number; PaidBy: string; IsRequired: 0 | 1 }

/** The demo's hostel price per semester (the hostel page's content fixes it). */
const HOSTEL_PRICE = 500_000

// ---- the rules, written out again so the pages are checked against an independent version ----

/** Total tuition: fewer than 4 rows, the first row × duration × 2; otherwise the sum (each currency). */
function expectedTotal(rows: Row[], duration: number): { local: number; intl: number } {
  if (rows.length === 0) return { local: 0, intl: 0 }
  if (rows.length < 4)
    return { local: rows[0].TuitionAmount * duration * 2, intl: rows[0].TuitionAmountIntl * duration * 2 }
  let local = 0
  let intl = 0
  for (const r of rows) {
    local += r.TuitionAmount
    intl += r.TuitionAmountIntl
  }
  return { local, intl }
}

/** Tuition of a level and semester: exact, then level/All, then All/semester, then All/All. */
function expectedTuition(rows: Row[], level: string, semester: string): Row | undefined {
  for (const [l, s] of [
    [level, semester],
    [level, 'All'],
    ['All', semester],
    ['All', 'All'],
  ]) {
    const row = rows.find((r) => r.Level === l && r.Semester === s)
    if (row) return row
  }
  return undefined
}

/** The breakdown's years: the distinct module levels in numeric order; year 1 is the lowest. */
function levelsByYear(modules: Module[]): string[] {
  return [...new Set(modules.map((m) => m.CourseLevel))].sort((a, b) => Number(a) - Number(b))
}

function creditsByYear(modules: Module[], duration: number): Array<number | null> {
  const levels = levelsByYear(modules)
  return Array.from({ length: duration }, (_, i) => {
    const level = levels[i]
    if (level === undefined) return null
    return modules.filter((m) => m.CourseLevel === level).reduce((sum, m) => sum + m.CreditLoad, 0)
  })
}

/** A whole amount as shown ('₦1,250,000', '$3,500'): its number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''))

// ---- content from the contract ----

async function courses(request: APIRequestContext): Promise<Course[]> {
  const response = await request.get('/api/v1/academics/course/view/list')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Course[]
}

async function tuitionRows(request: APIRequestContext, code: string): Promise<Row[]> {
  const response = await request.get(`/api/v1/academics/tuition/by/Level/${code}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Row[]
}

async function modulesOf(request: APIRequestContext, code: string): Promise<Module[]> {
  const response = await request.get(`/api/v1/general/breakdown/${code}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { runningModuleList: Module[] }).runningModuleList
}

async function otherFees(request: APIRequestContext): Promise<Fee[]> {
  const response = await request.get('/api/v1/general/other-fee/list')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Fee[]
}

type Picked = Course & { rows: Row[] }

/** Three programmes: one with fewer than 4 tuition rows, one with 4 or more, and one more. */
async function pickThree(request: APIRequestContext): Promise<[Picked, Picked, Picked]> {
  const all = await courses(request)
  // One programme at a time (a burst of requests is not what a visitor sends), stopping once found.
  let few: Picked | undefined
  let many: Picked | undefined
  let third: Picked | undefined
  for (const c of all) {
    if (few && many && third) break
    const p = { ...c, rows: await tuitionRows(request, c.CourseCode) }
    if (!few && p.rows.length > 0 && p.rows.length < 4 && p.Duration > 1) few = p
    else if (!many && p.rows.length >= 4) many = p
    else if (!third && p.rows.length > 0) third = p
  }
  expect(few, 'the demo has a programme with fewer than 4 tuition rows').toBeTruthy()
  expect(many, 'the demo has a programme with 4 or more tuition rows').toBeTruthy()
  expect(third, 'the demo has a third programme').toBeTruthy()
  return [few!, many!, third!]
}

// ---- the page as a visitor sees it ----

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 600

/** One figure of one programme: in the table from 600 px up, in its card below. */
function figure(page: Page, slug: string, key: string): Locator {
  return isDesktop(page)
    ? page.getByTestId('compare-table').locator(`tr[data-figure="${key}"] td[data-programme="${slug}"]`)
    : page.getByTestId('compare-cards').locator(`li[data-programme="${slug}"] [data-figure="${key}"] dd`)
}

function shownProgrammes(page: Page): Locator {
  return isDesktop(page)
    ? page.getByTestId('compare-table').locator('thead th[data-programme]')
    : page.getByTestId('compare-cards').locator('li[data-programme]')
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, 'nothing scrolls sideways').toBeLessThanOrEqual(client)
}

// Each test visits several pages and runs axe; the shared 2-core machine is slow.
test.describe.configure({ timeout: 120_000 })

test.describe('programme comparison', () => {
  test('figures follow the tuition rule and the running modules', async ({ page, request }) => {
    const picked = await pickThree(request)
    const response = await page.goto(`/admissions/compare?programmes=${picked.map((p) => p.Slug).join(',')}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Compare programmes/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/admissions\/compare$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 2, name: 'Three programmes side by side' })).toBeVisible()
    await expect(shownProgrammes(page)).toHaveCount(3)

    for (const p of picked) {
      const name = isDesktop(page)
        ? page.getByTestId('compare-table').locator(`thead th[data-programme="${p.Slug}"]`)
        : page.getByTestId('compare-cards').locator(`li[data-programme="${p.Slug}"] h4`)
      await expect(name.getByRole('link', { name: p.CourseName })).toHaveAttribute('href', `/course/${p.Slug}`)
      await expect(figure(page, p.Slug, 'degree')).toHaveText(p.DegreeInView)
      await expect(figure(page, p.Slug, 'duration')).toContainText(String(p.Duration))

      const total = expectedTotal(p.rows, p.Duration)
      const local = figure(page, p.Slug, 'total-local')
      await expect(local).toContainText('₦')
      expect(await local.innerText()).not.toMatch(/\.00$/)
      expect(amountOf(await local.innerText())).toBe(total.local)
      const intl = figure(page, p.Slug, 'total-intl')
      await expect(intl).toContainText('$')
      expect(amountOf(await intl.innerText())).toBe(total.intl)

      const modules = await modulesOf(request, p.CourseCode)
      const credits = creditsByYear(modules, p.Duration)
      for (const [i, c] of credits.entries()) {
        const cell = figure(page, p.Slug, `credits-year-${i + 1}`)
        if (c === null) await expect(cell).toHaveText('No modules published')
        else await expect(cell).toHaveText(String(c))
      }
      await expect(figure(page, p.Slug, 'modules')).toHaveText(String(modules.length))
      await expect(figure(page, p.Slug, 'breakdown').getByRole('link')).toHaveAttribute(
        'href',
        `/breakdown/${p.CourseCode}`,
      )
    }
    // A shorter programme says so in the years past its duration.
    const longest = Math.max(...picked.map((p) => p.Duration))
    const shorter = picked.find((p) => p.Duration < longest)
    if (shorter)
      await expect(figure(page, shorter.Slug, `credits-year-${longest}`)).toHaveText('Not part of this programme')

    await expectNoAxeViolations(page)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Compare' })).toBeHidden()
    await expect(page.getByTestId('compare-table')).toBeVisible()
  })

  test('repeated parameters, duplicates and case collapse to two programmes', async ({ page, request }) => {
    const [a, b] = await pickThree(request)
    await page.goto(
      `/admissions/compare?programmes=${a.Slug}&programmes=${b.Slug.toUpperCase()}&programmes=${a.Slug},%20${b.Slug}`,
    )
    await expect(page.getByRole('heading', { level: 2, name: 'Two programmes side by side' })).toBeVisible()
    await expect(shownProgrammes(page)).toHaveCount(2)
    await expect(page.getByTestId('compare-notices')).toHaveCount(0)
    await expect(page.getByLabel('First programme')).toHaveValue(a.Slug)
    await expect(page.getByLabel('Second programme')).toHaveValue(b.Slug)
    await expect(page.getByLabel('Third programme (optional)')).toHaveValue('')
  })

  test('one, four, unknown and malformed programmes are answered clearly', async ({ page, request }) => {
    const all = await courses(request)
    const [a, b, c, d] = all

    let response = await page.goto(`/admissions/compare?programmes=${a.Slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('compare-notices')).toHaveText('Choose two or three programmes to compare.')
    await expect(page.getByLabel('First programme')).toHaveValue(a.Slug)
    await expect(page.getByRole('button', { name: 'Compare' })).toBeVisible()
    await expect(page.getByTestId('compare-table')).toHaveCount(0)
    await expectNoAxeViolations(page)

    response = await page.goto(`/admissions/compare?programmes=${[a, b, c, d].map((p) => p.Slug).join(',')}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('compare-notices')).toContainText('You can compare up to three programmes at a time.')
    await expect(page.getByTestId('compare-notices')).toContainText(d.DegreeInView)
    await expect(shownProgrammes(page)).toHaveCount(3)
    await expect(shownProgrammes(page).first()).toHaveAttribute('data-programme', a.Slug)

    response = await page.goto(`/admissions/compare?programmes=${a.Slug},no-such-programme,${b.Slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('compare-notices')).toContainText('“no-such-programme”')
    await expect(shownProgrammes(page)).toHaveCount(2)

    const long = 'x'.repeat(500)
    for (const query of [
      '%3Cscript%3E',
      `${long}`,
      `${a.Slug},%3Cscript%3Ealert(1)%3C/script%3E`,
      '..%2F..%2Fetc',
      '%ff',
      '',
      `${'a,'.repeat(1000)}`,
    ]) {
      response = await page.goto(`/admissions/compare?programmes=${query}`)
      expect(response?.status(), query.slice(0, 40)).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Compare programmes' })).toBeVisible()
      await expect(page.getByTestId('compare-notices')).toContainText('Choose two or three programmes to compare.')
      await expect(page.getByTestId('compare-table')).toHaveCount(0)
    }
    await page.goto(`/admissions/compare?programmes=%3Cscript%3E,${long}`)
    const notices = page.getByTestId('compare-notices')
    await expect(notices).toContainText('“<script>”')
    await expect(notices).toContainText(`“${'x'.repeat(40)}…”`)
    expect((await notices.innerText()).length).toBeLessThan(400)
    await expectNoAxeViolations(page)
  })

  test('the picker works without JavaScript, and nothing scrolls sideways at 320 px', async ({ browser, request }) => {
    const [a, b, c] = await pickThree(request)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } })
    const page = await context.newPage()
    try {
      await page.goto('/admissions/compare')
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.getByText('Choose two or three programmes to compare.')).toBeVisible()
      await page.getByLabel('First programme').selectOption(a.Slug)
      await page.getByLabel('Second programme').selectOption(b.Slug)
      await page.getByLabel('Third programme (optional)').selectOption(c.Slug)
      await page.getByRole('button', { name: 'Compare' }).click()
      await expect(page).toHaveURL(/\/admissions\/compare\?programmes=/)
      await expect(page.getByTestId('compare-cards').locator('li[data-programme]')).toHaveCount(3)
      await expect(page.getByTestId('compare-table')).toBeHidden()
      await expectNoSidewaysScroll(page)
      // Options are grouped by faculty.
      expect(await page.getByLabel('First programme').locator('optgroup').count()).toBeGreaterThan(1)
    } finally {
      await context.close()
    }
  })
})

test.describe('fee estimator', () => {
  async function estimateLines(page: Page, semester: string) {
    const card = page.locator(`[data-semester="${semester}"]`)
    const lines = card.locator('tbody tr')
    const out: Array<{ kind: string; label: string; amount: number | null }> = []
    for (let i = 0; i < (await lines.count()); i++) {
      const line = lines.nth(i)
      const kind = (await line.getAttribute('data-line')) ?? ''
      const label = await line.getByRole('rowheader').innerText()
      const cell = line.getByRole('cell')
      const text = kind === 'tuition' ? await cell.getByTestId('tuition-local').innerText() : await cell.innerText()
      out.push({ kind, label, amount: amountOf(text) })
    }
    const total = amountOf(await card.locator('tfoot tr[data-line="total"] td').innerText())
    return { card, out, total }
  }

  test('lines, totals, the tuition lookup and the hostel line', async ({ page, request }) => {
    const all = await courses(request)
    let chosen: { course: Course; rows: Row[] } | undefined
    for (const c of all) {
      const rows = await tuitionRows(request, c.CourseCode)
      if (c.Duration >= 2 && rows.some((r) => r.Level !== 'All' && r.Semester !== 'All')) {
        chosen = { course: c, rows }
        break
      }
    }
    expect(chosen, 'the demo has a programme with tuition per level and semester').toBeTruthy()
    const { course, rows } = chosen!
    const levels = levelsByYear(await modulesOf(request, course.CourseCode))
    const fees = await otherFees(request)
    const required = new Set(fees.filter((f) => f.IsRequired === 1).map((f) => f.Title))

    const totals: Record<string, number> = {}
    for (const hostel of ['no', 'yes']) {
      const response = await page.goto(`/admissions/fees/estimate?programme=${course.Slug}&year=2&hostel=${hostel}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 2, name: `Year 2 of ${course.DegreeInView}` })).toBeVisible()
      await expect(page.getByText(/This is an estimate/)).toBeVisible()
      await expect(page.getByRole('link', { name: `breakdown of ${course.DegreeInView}` })).toHaveAttribute(
        'href',
        `/breakdown/${course.CourseCode}`,
      )
      await expect(page.getByRole('link', { name: 'hostel page' })).toHaveAttribute('href', '/hostel')

      let sumOfSemesters = 0
      for (const semester of ['First', 'Second']) {
        const { card, out, total } = await estimateLines(page, semester)
        expect(total, `${semester} total is the sum of its lines`).toBe(out.reduce((s, l) => s + (l.amount ?? 0), 0))
        sumOfSemesters += total

        const expected = expectedTuition(rows, levels[1], semester)!
        expect(expected).toBeTruthy()
        expect(out[0]).toMatchObject({ kind: 'tuition', amount: expected.TuitionAmount })
        expect(amountOf(await card.getByTestId('tuition-intl').innerText())).toBe(expected.TuitionAmountIntl)

        for (const l of out.filter((x) => x.kind === 'fee'))
          expect(required.has(l.label.split('\n')[0]), `${l.label} is a required fee`).toBe(true)
        const hostelLines = out.filter((l) => l.kind === 'hostel')
        if (hostel === 'yes') expect(hostelLines.map((l) => l.amount)).toEqual([HOSTEL_PRICE])
        else expect(hostelLines).toEqual([])
        await expect(card.getByTestId('optional-fees')).toContainText('Optional, not in the total')
      }
      const yearTotal = amountOf(await page.getByTestId('year-total').innerText())
      expect(yearTotal).toBe(sumOfSemesters)
      expect(await page.getByTestId('year-total').innerText()).not.toMatch(/\.00$/)
      totals[hostel] = yearTotal
      await expectNoAxeViolations(page)
    }
    // A hostel place adds its price each semester, and the hostel residents' required fees once (a
    // deposit paid on moving in: the estimate of one year takes it as the year the student moves in).
    const residentFees = fees.filter((f) => f.IsRequired === 1 && /hostel/i.test(f.PaidBy))
    expect(residentFees.length, 'the demo has a caution deposit').toBe(1)
    expect(totals.yes - totals.no).toBe(2 * HOSTEL_PRICE + residentFees[0]!.Amount)
  })

  test('tuition falls back to programme-wide rows', async ({ page, request }) => {
    const all = await courses(request)
    let chosen: { course: Course; rows: Row[] } | undefined
    for (const c of all) {
      const rows = await tuitionRows(request, c.CourseCode)
      if (rows.length > 0 && rows.every((r) => r.Level === 'All')) {
        chosen = { course: c, rows }
        break
      }
    }
    expect(chosen, 'the demo has a programme with level All tuition rows').toBeTruthy()
    const { course, rows } = chosen!
    const levels = levelsByYear(await modulesOf(request, course.CourseCode))
    await page.goto(`/admissions/fees/estimate?programme=${course.Slug}&year=1`)
    for (const semester of ['First', 'Second']) {
      const { out } = await estimateLines(page, semester)
      const expected = expectedTuition(rows, levels[0] ?? '100', semester)!
      expect(expected.Level).toBe('All')
      expect(out[0]).toMatchObject({ kind: 'tuition', amount: expected.TuitionAmount })
      expect(out.some((l) => l.kind === 'hostel')).toBe(false)
    }
    // hostel missing means no
    await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
  })

  test('unknown programmes and impossible years get a message, never an error', async ({ page, request }) => {
    const [course] = await courses(request)
    const cases: Array<[string, RegExp]> = [
      [`programme=${course.Slug}&year=${course.Duration + 1}`, new RegExp(`no year ${course.Duration + 1}`)],
      [`programme=${course.Slug}&year=abc`, /Choose (year 1|a year from 1 to \d+) of study/],
      [`programme=${course.Slug}&year=0`, /Choose (year 1|a year from 1 to \d+) of study/],
      [`programme=${course.Slug}&year=${'9'.repeat(2000)}`, /Choose (year 1|a year from 1 to \d+) of study/],
      ['programme=no-such-programme&year=1', /We could not find the programme “no-such-programme”/],
      ['programme=%3Cscript%3E', /We could not find the programme “<script>”/],
      [`programme=${'x'.repeat(500)}`, /We could not find the programme “x{40}…”/],
      ['programme=%ff&hostel=maybe', /We could not find the programme/],
      ['programme=&year=2', /Choose a programme to see its estimate\./],
    ]
    for (const [query, message] of cases) {
      const response = await page.goto(`/admissions/fees/estimate?${query}`)
      expect(response?.status(), query.slice(0, 60)).toBe(200)
      await expect(page.getByTestId('estimate-problem')).toHaveText(message)
      await expect(page.getByTestId('estimate')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Estimate fees' })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    // The bare page: the form, no message, indexable.
    await page.goto('/admissions/fees/estimate')
    await expect(page.getByTestId('estimate-problem')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/admissions\/fees\/estimate$/)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await page.goto('/admissions/fees')
    await expect(page).toHaveURL(/\/admissions\/fees\/estimate$/)
  })

  test('the form works without JavaScript, prints without it, and fits 320 px', async ({ browser, request }) => {
    const [, many] = await pickThree(request)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } })
    const page = await context.newPage()
    try {
      await page.goto('/admissions/fees/estimate')
      await page.getByLabel('Programme', { exact: true }).selectOption(many.Slug)
      await page.getByRole('button', { name: 'Estimate fees' }).click()
      await expect(page).toHaveURL(new RegExp(`programme=${many.Slug}&year=1&hostel=no`))
      await expect(page.getByRole('heading', { level: 2, name: `Year 1 of ${many.DegreeInView}` })).toBeVisible()
      // The year picker now offers the programme's own years.
      // Each year, then the whole programme.
      await expect(page.getByLabel('Year of study').locator('option')).toHaveCount(many.Duration + 1)
      await expect(page.getByLabel('Year of study').locator('option').last()).toHaveText(
        'All years (the whole programme)',
      )
      await page.getByLabel('Year of study').selectOption(String(many.Duration))
      await page.getByRole('group', { name: 'Hostel place' }).getByLabel('Yes').check()
      await page.getByRole('button', { name: 'Estimate fees' }).click()
      await expect(page).toHaveURL(new RegExp(`year=${many.Duration}&hostel=yes`))
      await expect(page.locator('tr[data-line="hostel"]')).toHaveCount(2)
      await expectNoSidewaysScroll(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('button', { name: 'Estimate fees' })).toBeHidden()
      await expect(page.getByTestId('year-total')).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
