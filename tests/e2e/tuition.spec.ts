import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { OTHER_FEES } from '../../src/seed/demo/campus'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

/** When each kind of fee falls due, as a student should read it. */
const DUE_WORDS: Record<string, string> = {
  'semester/everyone': 'Every semester',
  'semester/hostel': 'Every semester',
  'year/everyone': 'Once a year, in the first semester',
  'entry/everyone': 'Once, when you start',
  'entry/hostel': 'Once, when you first move in',
  'application/everyone': 'Once, when you apply',
}

type Row = { Level: string; Semester: string; TuitionAmount: number; TuitionAmountIntl: number }
type Course = {
  CourseCode: string
  CourseName: string
  DegreeInView: string
  Duration: number
  ApplicationType: 'foundation' | 'undergraduate' | 'postgraduate'
  TuitionList: Row[]
}

/** docs/site.md#tuition-total, written again here so the page is checked against an independent version. */
function expectedTotal(c: Course): { local: number; intl: number } {
  const rows = c.TuitionList
  if (rows.length < 4)
    return { local: rows[0].TuitionAmount * c.Duration * 2, intl: rows[0].TuitionAmountIntl * c.Duration * 2 }
  let local = 0
  let intl = 0
  for (const r of rows) {
    local += r.TuitionAmount
    intl += r.TuitionAmountIntl
  }
  return { local, intl }
}

/** docs/site.md#tuition-lookup: exact, then level/All, then All/semester, then All/All. */
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

/**
 * Tuition year by year, written again here: with fewer than 4 rows every year of the duration
 * costs the first row × 2; otherwise each level (in numeric order) is a year costing the sum of its
 * rows. The table shows one amount when all years cost the same, else the lowest 'to' the highest.
 */
function expectedPerYear(c: Course): { local: number[]; intl: number[] } {
  const rows = c.TuitionList
  if (rows.length === 0) return { local: [], intl: [] }
  if (rows.length < 4) {
    const years = Array.from({ length: Math.max(1, Math.floor(c.Duration)) })
    return { local: years.map(() => rows[0].TuitionAmount * 2), intl: years.map(() => rows[0].TuitionAmountIntl * 2) }
  }
  const levels = [...new Set(rows.map((r) => r.Level))]
  const sum = (level: string, pick: (r: Row) => number) =>
    rows.filter((r) => r.Level === level).reduce((s, r) => s + pick(r), 0)
  return {
    local: levels.map((l) => sum(l, (r) => r.TuitionAmount)),
    intl: levels.map((l) => sum(l, (r) => r.TuitionAmountIntl)),
  }
}

/** The amounts in a text, as numbers: '₦2,400,000 to ₦2,700,000 per year' → [2400000, 2700000]. */
const amountsIn = (text: string) =>
  [...text.matchAll(/[₦$]([\d,]+(?:\.\d\d)?)/g)].map((m) => Number(m[1].replace(/,/g, '')))

/** The digits of a formatted amount; whole amounts have no '.00': '₦1,250,000' → '1250000'. */
const digits = (text: string) => text.replace(/\D/g, '')
const whole = (amount: number) => (Number.isInteger(amount) ? String(amount) : String(Math.round(amount * 100)))

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(clientWidth)
}

/** An element lies wholly inside the window's width. */
async function expectWithinWidth(page: Page, locator: import('@playwright/test').Locator) {
  const box = (await locator.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x, 'starts inside the window').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'ends inside the window').toBeLessThanOrEqual(width)
}

async function courses(request: APIRequestContext): Promise<Course[]> {
  const response = await request.get('/api/v1/general/website/tuition')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Course[]
}

const TABS = { foundation: 'Foundation', undergraduate: 'Undergraduate', postgraduate: 'Postgraduate' } as const

const programmeTable = (page: Page) => page.getByRole('region', { name: /programmes and tuition/ })

async function openTuition(page: Page) {
  const response = await page.goto('/admissions/tuition')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Tuition and fees' })).toBeVisible()
  // The controls show at once; their script comes when the visitor reaches for them, and a tab
  // pressed or a search typed meanwhile is taken up (the tests below press and type at once).
  await expect(page.getByRole('group', { name: 'Programme type' })).toBeVisible()
}

test.describe('tuition page', () => {
  test('tabs show each programme type, with totals by both rules', async ({ page, request }) => {
    const all = await courses(request)
    await openTuition(page)
    const group = page.getByRole('group', { name: 'Programme type' })
    await expect(group.getByRole('button', { name: 'Undergraduate' })).toHaveAttribute('aria-pressed', 'true')
    for (const [type, label] of Object.entries(TABS)) {
      await group.getByRole('button', { name: label }).click()
      await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
      const expected = all.filter((c) => c.ApplicationType === type)
      await expect(programmeTable(page).locator('tbody tr')).toHaveCount(expected.length)
    }

    const fewRows = all.find((c) => c.TuitionList.length > 0 && c.TuitionList.length < 4 && c.Duration > 1)
    const manyRows = all.find((c) => c.TuitionList.length >= 4)
    expect(fewRows, 'the demo has a programme with fewer than 4 tuition rows').toBeTruthy()
    expect(manyRows, 'the demo has a programme with 4 or more tuition rows').toBeTruthy()
    for (const course of [fewRows!, manyRows!]) {
      await group.getByRole('button', { name: TABS[course.ApplicationType] }).click()
      const row = programmeTable(page).locator(`tr[data-course="${course.CourseCode}"]`)
      await expect(row.getByRole('rowheader')).toHaveText(course.DegreeInView)
      const total = expectedTotal(course)
      const perYear = expectedPerYear(course)
      const local = row.getByTestId('tuition-local')
      const intl = row.getByTestId('tuition-intl')
      // Whole naira and dollars show without '.00'.
      await expect(local.getByTestId('total')).toHaveText(/^Total ₦[\d,]+$/)
      expect(amountsIn(await local.getByTestId('total').innerText())).toEqual([total.local])
      await expect(intl.getByTestId('total')).toHaveText(/^Total \$[\d,]+$/)
      expect(amountsIn(await intl.getByTestId('total').innerText())).toEqual([total.intl])
      for (const [cell, years] of [
        [local, perYear.local],
        [intl, perYear.intl],
      ] as const) {
        const min = Math.min(...years)
        const max = Math.max(...years)
        const text = await cell.getByTestId('per-year').innerText()
        expect(text).toMatch(/ per year$/)
        expect(amountsIn(text)).toEqual(min === max ? [min] : [min, max])
        if (min !== max) expect(text).toContain(' to ')
      }
      const link = row.getByRole('link', { name: /View breakdown/i })
      await expect(link).toHaveAttribute('href', `/breakdown/${course.CourseCode}`)
    }
    // The columns name who pays.
    const headers = programmeTable(page).getByRole('columnheader')
    await expect(headers.nth(2)).toHaveText('Nigerian students (₦)')
    await expect(headers.nth(3)).toHaveText('International students ($)')
  })

  test('rows are stacked cards on a phone, a table on a wide screen; nothing scrolls sideways', async ({
    page,
  }, testInfo) => {
    await openTuition(page)
    const table = programmeTable(page)
    const rows = table.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    const labels = ['Duration', 'Nigerian students (₦)', 'International students ($)']
    if (testInfo.project.name === 'mobile') {
      // Each row a card: its cells one under another, each naming its column, all inside the window.
      // The header row stays for screen readers only.
      expect((await table.locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1)
      for (const row of (await rows.all()).slice(0, 3)) {
        for (const label of labels) await expect(row.getByText(label, { exact: true })).toBeVisible()
        await expectWithinWidth(page, row)
        await expectWithinWidth(page, row.getByTestId('tuition-intl'))
        await expectWithinWidth(page, row.getByRole('link', { name: /View breakdown/i }))
        const local = (await row.getByTestId('tuition-local').boundingBox())!
        const intl = (await row.getByTestId('tuition-intl').boundingBox())!
        expect(intl.y, 'the dollar amounts sit under the naira amounts').toBeGreaterThanOrEqual(local.y + local.height)
      }
    } else {
      await expect(table.getByRole('columnheader', { name: 'Degree in View' })).toBeVisible()
      const first = rows.first()
      for (const label of labels) await expect(first.getByText(label, { exact: true })).toBeHidden()
      // One line per programme: its cells side by side.
      const local = (await first.getByTestId('tuition-local').boundingBox())!
      const intl = (await first.getByTestId('tuition-intl').boundingBox())!
      expect(intl.x).toBeGreaterThan(local.x + local.width - 1)
    }
  })

  test('search filters by programme name and says when nothing matches', async ({ page, request }) => {
    const all = await courses(request)
    await openTuition(page)
    const search = page.getByRole('searchbox', { name: 'Search programmes' })
    await search.fill('COMPUTER')
    const matching = all.filter((c) => c.ApplicationType === 'undergraduate' && /computer/i.test(c.DegreeInView))
    expect(matching.length).toBeGreaterThan(0)
    const rows = programmeTable(page).locator('tbody tr')
    await expect(rows).toHaveCount(matching.length)
    for (const text of await rows.getByRole('rowheader').allInnerTexts()) expect(text).toMatch(/computer/i)
    await search.fill('no such programme zzz')
    await expect(page.getByText('No matching programmes found.')).toBeVisible()
    await expect(programmeTable(page)).toHaveCount(0)
  })

  test('a programme type without programmes says so', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'changes shared content: once is enough')
    const headers = await adminHeaders(request)
    const found = await request.get('/api/programmes?where[applicationType][equals]=foundation&limit=100&depth=0', {
      headers,
    })
    expect(found.ok()).toBe(true)
    const ids = ((await found.json()) as { docs: Array<{ id: number }> }).docs.map((d) => d.id)
    expect(ids.length).toBeGreaterThan(0)
    const set = async (id: number, applicationType: string) => {
      const response = await request.patch(`/api/programmes/${id}`, { headers, data: { applicationType } })
      expect(response.ok(), `set programme ${id} to ${applicationType}`).toBe(true)
    }
    try {
      for (const id of ids) await set(id, 'undergraduate')
      await openTuition(page)
      await page.getByRole('group', { name: 'Programme type' }).getByRole('button', { name: 'Foundation' }).click()
      await expect(page.getByText('No programmes available.')).toBeVisible()
    } finally {
      for (const id of ids) await set(id, 'foundation')
    }
  })

  test('View Breakdown opens the programme breakdown', async ({ page }) => {
    await openTuition(page)
    const link = programmeTable(page)
      .getByRole('link', { name: /View breakdown/i })
      .first()
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/breakdown\/[A-Z0-9-]+$/)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('navigation', { name: 'Choose a year of study' })).toBeVisible()
  })

  test('other fees, the FAQ with its link, and accessibility', async ({ page }) => {
    // axe reads the whole tuition table (every programme's rows): long at phone width on a busy machine.
    test.setTimeout(90_000)
    await openTuition(page)
    const fees = page.getByRole('region', { name: 'Other Fees' }).getByRole('listitem')
    await expect(fees).toHaveCount(OTHER_FEES.length)
    for (const [i, fee] of OTHER_FEES.entries()) {
      const card = fees.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(fee.title)
      const amount = await card.locator('dd').first().innerText()
      expect(amount).not.toContain('.00')
      expect(digits(amount)).toBe(whole(fee.amount))
      // When it falls due, in words: a fee paid once says so.
      await expect(card.locator('dd').nth(1)).toHaveText(DUE_WORDS[`${fee.due}/${fee.appliesTo}`] ?? '')
      await expect(card).toContainText(fee.paidBy)
      await expect(card.locator('dd').last()).toHaveText(fee.required ? 'Yes' : 'No, not in totals')
    }

    // The FAQ's answers, in the page's main part (the header's menus are disclosures too).
    const first = page.getByRole('main').locator('details').first()
    await expect(first).not.toHaveAttribute('open')
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(first.locator('p')).toBeVisible()

    // The answer that names the scholarships page links to it.
    const scholarships = page.getByRole('main').locator('details', { hasText: 'Scholarships page' }).first()
    // (It may be the answer opened above.)
    if ((await scholarships.getAttribute('open')) === null) await scholarships.locator('summary').click()
    const link = scholarships.getByRole('link', { name: 'Scholarships page' })
    await expect(link).toHaveAttribute('href', '/resources/aid')

    await expect(page.getByText('Scroll the table sideways to see every column.')).toHaveCount(0)
    await expectNoSidewaysScroll(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('tuition page without JavaScript', () => {
  test('shows the undergraduate rows with totals and costs per year, and the FAQ link', async ({
    browser,
    baseURL,
    request,
  }) => {
    const undergraduate = (await courses(request)).filter((c) => c.ApplicationType === 'undergraduate')
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/admissions/tuition')
    const rows = programmeTable(page).locator('tbody tr')
    await expect(rows).toHaveCount(undergraduate.length)
    await expect(rows.first().getByTestId('per-year').first()).toBeVisible()
    // Inside a closed answer: present in the page, shown when the answer opens.
    await expect(page.locator('details a[href="/resources/aid"]', { hasText: 'Scholarships page' })).toHaveCount(1)
    await context.close()
  })
})

test.describe('programme breakdown', () => {
  test('year buttons, modules, lecturers and tuition of each group', async ({ page, request }) => {
    const course = (await courses(request)).find((c) => c.CourseCode === 'CSC-BSC')!
    expect(course).toBeTruthy()
    const response = await page.goto('/breakdown/csc-bsc')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: course.DegreeInView })).toBeVisible()
    // The year buttons are links to each year's page: a page holds one year.
    const years = page.getByRole('navigation', { name: 'Choose a year of study' }).getByRole('link')
    await expect(years).toHaveCount(course.Duration)
    await expect(years.first()).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Year 2' })).toHaveCount(0)

    await years.nth(1).click()
    await expect(page).toHaveURL(/\/breakdown\/CSC-BSC\/year\/2#years$/)
    await expect(years.nth(1)).toHaveAttribute('aria-current', 'page')
    await expect(years.first()).not.toHaveAttribute('aria-current')
    await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toHaveCount(0)
    const year2 = page.locator('#year-2')
    await expect(year2.getByRole('heading', { level: 2, name: 'Year 2' })).toBeVisible()
    const group = year2.getByTestId('module-group').first()
    await expect(group.getByRole('heading', { level: 3 })).toHaveText('200 Level · First Semester')
    await expect(group.getByRole('row').nth(1)).toContainText(/CSC 2\d\d/)

    const credits = (await group.locator('[data-label="Credit load"]').allInnerTexts()).reduce(
      (s, t) => s + Number(digits(t)),
      0,
    )
    await expect(group.getByText(`${credits} credit units`)).toBeVisible()
    const expected = expectedTuition(course.TuitionList, '200', 'First')!
    const tuition = await group.getByTestId('group-tuition').innerText()
    expect(tuition).toContain('₦')
    expect(amountsIn(tuition)).toEqual([expected.TuitionAmount, expected.TuitionAmountIntl])

    // The year's total: the sum of its groups' tuition, for Nigerian and international students.
    let local = 0
    let intl = 0
    for (const heading of await year2.getByTestId('module-group').getByRole('heading', { level: 3 }).allInnerTexts()) {
      const [level, semester] = heading.split(' · ')
      const row = expectedTuition(course.TuitionList, level.replace(' Level', ''), semester.replace(' Semester', ''))!
      local += row.TuitionAmount
      intl += row.TuitionAmountIntl
    }
    const yearTotal = year2.getByTestId('year-total')
    await expect(yearTotal).toContainText('Tuition for year 2')
    await expect(yearTotal).toContainText('Nigerian students')
    await expect(yearTotal).toContainText('international students')
    expect(amountsIn(await yearTotal.innerText())).toEqual([local, intl])

    const lecturer = group.locator('a[href^="/about/staff/"]').first()
    await expect(lecturer).toBeVisible()
    expect(await lecturer.getAttribute('href')).toMatch(/^\/about\/staff\/[a-z0-9-]+$/)

    const apply = page.getByRole('main').getByRole('link', { name: /Apply now.*new tab/ })
    await expect(apply).toHaveAttribute('target', '_blank')
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')

    await expectNoAxeViolations(page)
  })

  test('a group falls back to the programme-wide tuition rows', async ({ page, request }) => {
    // A programme whose rows are per semester for every level ('All'): the lookup's third branch.
    const course = (await courses(request)).find(
      (c) => c.TuitionList.length > 0 && c.TuitionList.every((r) => r.Level === 'All' && r.Semester !== 'All'),
    )
    expect(course, 'the demo has a programme with level All tuition rows').toBeTruthy()
    await page.goto(`/breakdown/${course!.CourseCode}`)
    const group = page.locator('#year-1').getByTestId('module-group').first()
    await expect(group.getByRole('heading', { level: 3 })).toContainText('First Semester')
    const level = (await group.getByRole('heading', { level: 3 }).innerText()).split(' ')[0]
    const expected = expectedTuition(course!.TuitionList, level, 'First')!
    expect(expected.Level).toBe('All')
    const tuition = await group.getByTestId('group-tuition').innerText()
    expect(amountsIn(tuition)).toEqual([expected.TuitionAmount, expected.TuitionAmountIntl])
    // 'Tuition not available' is not checked here: every demo programme has a row the lookup finds
    // (the rule itself, including that branch, is covered by src/lib/tuition.test.ts).
  })

  test('modules are stacked cards on a phone, each naming its columns; nothing scrolls sideways', async ({
    page,
  }, testInfo) => {
    await page.goto('/breakdown/CSC-BSC')
    const group = page.locator('#year-1').getByTestId('module-group').first()
    const rows = group.locator('tbody tr')
    await expect(rows.first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    const labels = ['Code', 'Title', 'Credit load', 'Lecturers', 'Type']
    // Each cell names its column in CSS, from its data-label (the page stays small as a year's rows grow).
    const drawn = await rows
      .first()
      .locator('th, td')
      .evaluateAll((cells) =>
        cells.map((c) => ({ label: c.getAttribute('data-label'), before: getComputedStyle(c, '::before').content })),
      )
    expect(drawn.map((d) => d.label)).toEqual(labels)
    if (testInfo.project.name === 'mobile') {
      for (const { label, before } of drawn) expect(before).toContain(`"${label}"`)
      for (const row of await rows.all()) await expectWithinWidth(page, row)
    } else {
      await expect(group.getByRole('columnheader', { name: 'Credit load' })).toBeVisible()
      for (const { before } of drawn) expect(before).toBe('none')
    }
    await expectNoAxeViolations(page)
  })

  test('without JavaScript the year buttons lead to each year, with its modules and total', async ({
    browser,
    baseURL,
    request,
  }) => {
    const course = (await courses(request)).find((c) => c.CourseCode === 'CSC-BSC')!
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/breakdown/CSC-BSC')
    await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toBeVisible()
    const years = page.getByRole('navigation', { name: 'Choose a year of study' }).getByRole('link')
    await expect(years).toHaveCount(course.Duration)
    for (let year = 2; year <= course.Duration; year++) {
      await years.nth(year - 1).click()
      await expect(page).toHaveURL(new RegExp(`/breakdown/CSC-BSC/year/${year}#years$`))
      await expect(page.getByRole('heading', { level: 2, name: `Year ${year}` })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toHaveCount(0)
      const shown = page.locator(`#year-${year}`)
      await expect(shown.getByTestId('year-total')).toContainText(`Tuition for year ${year}`)
      await expect(shown.getByTestId('module-group').first().getByTestId('group-tuition')).toContainText('₦')
      await expect(shown.locator('[data-label="Code"]').first()).toHaveText(new RegExp(`^[A-Z]{3} ${year}\\d\\d$`))
    }
    // And back to year 1, the breakdown's own address.
    await years.first().click()
    await expect(page).toHaveURL(/\/breakdown\/CSC-BSC#years$/)
    await expect(page.locator('#year-1').getByTestId('year-total')).toContainText('Tuition for year 1')
    await context.close()
  })

  test('a year has one address; a year the programme does not have goes to year 1', async ({ page, request }) => {
    const moves = {
      '/breakdown/csc-bsc/year/2': ['/breakdown/CSC-BSC/year/2', 308],
      '/breakdown/CSC-BSC/year/1': ['/breakdown/CSC-BSC', 308],
      '/breakdown/CSC-BSC/year/9': ['/breakdown/CSC-BSC', 307],
      '/breakdown/CSC-BSC/year/0': ['/breakdown/CSC-BSC', 307],
      '/breakdown/CSC-BSC/year/02': ['/breakdown/CSC-BSC', 307],
      '/breakdown/CSC-BSC/year/two': ['/breakdown/CSC-BSC', 307],
      '/breakdown/CSC-BSC/year/%3Cscript%3E': ['/breakdown/CSC-BSC', 307],
      '/breakdown/NO-SUCH-COURSE/year/2': ['/admissions/tuition', 307],
    } as const
    for (const [path, [location, status]] of Object.entries(moves)) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      expect(response.headers().location, path).toBe(location)
    }
    const response = await page.goto('/breakdown/CSC-BSC/year/9')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/breakdown\/CSC-BSC$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toBeVisible()
  })

  test('unknown, malformed and missing courses go to the tuition page', async ({ page }) => {
    for (const path of ['/breakdown/NO-SUCH-COURSE', '/breakdown/%3Cscript%3E', '/breakdown']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admissions\/tuition$/)
    }
  })
})
