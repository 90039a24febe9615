import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { OTHER_FEES } from '../../src/seed/demo/campus'

import { adminHeaders, withContentLock } from './admin-api'
import { expectNoAxeViolations } from './helpers'

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

/** The digits of a formatted amount with its two decimals: '₦1,250,000.00' → '125000000'. */
const digits = (text: string) => text.replace(/\D/g, '')
const cents = (amount: number) => String(Math.round(amount * 100))

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
  // The controls show once the page is interactive.
  await expect(page.getByRole('group', { name: 'Programme type' })).toBeVisible()
}

test.describe('tuition page', () => {
  test('tabs show each programme type, with totals by both rules', async ({ page, request }) => {
    await withContentLock('programmes', async () => {
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
        const cells = row.getByRole('cell')
        const total = expectedTotal(course)
        await expect(cells.nth(1)).toContainText('₦')
        expect(digits(await cells.nth(1).innerText())).toBe(cents(total.local))
        await expect(cells.nth(2)).toContainText('$')
        expect(digits(await cells.nth(2).innerText())).toBe(cents(total.intl))
        const link = row.getByRole('link', { name: /View breakdown/i })
        await expect(link).toHaveAttribute('href', `/breakdown/${course.CourseCode}`)
      }
    })
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
    await withContentLock('programmes', async () => {
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
    await expect(page.getByRole('group', { name: 'Choose a year of study' })).toBeVisible()
  })

  test('other fees, the FAQ, the narrow-screen hint and accessibility', async ({ page }, testInfo) => {
    await openTuition(page)
    const fees = page.getByRole('region', { name: 'Other Fees' }).getByRole('listitem')
    await expect(fees).toHaveCount(OTHER_FEES.length)
    for (const [i, fee] of OTHER_FEES.entries()) {
      const card = fees.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(fee.title)
      await expect(card).toContainText('per semester')
      expect(digits(await card.locator('dd').first().innerText())).toBe(cents(fee.amount))
      await expect(card).toContainText(fee.paidBy)
      await expect(card.locator('dd').last()).toHaveText(fee.required ? 'Yes' : 'No')
    }

    const first = page.locator('details').first()
    await expect(first).not.toHaveAttribute('open')
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(first.locator('p')).toBeVisible()

    const hint = page.getByText('Scroll the table sideways to see every column.')
    if (testInfo.project.name === 'mobile') await expect(hint).toBeVisible()
    else await expect(hint).toBeHidden()

    await expectNoAxeViolations(page)
  })
})

test.describe('programme breakdown', () => {
  test('year buttons, modules, lecturers and tuition of each group', async ({ page, request }) => {
    const course = (await courses(request)).find((c) => c.CourseCode === 'CSC-BSC')!
    expect(course).toBeTruthy()
    const response = await page.goto('/breakdown/csc-bsc')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: course.DegreeInView })).toBeVisible()
    const years = page.getByRole('group', { name: 'Choose a year of study' }).getByRole('button')
    await expect(years).toHaveCount(course.Duration)
    await expect(years.first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Year 2' })).toBeHidden()

    await years.nth(1).click()
    await expect(years.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toBeHidden()
    const year2 = page.locator('#year-2')
    await expect(year2.getByRole('heading', { level: 2, name: 'Year 2' })).toBeVisible()
    const group = year2.getByTestId('module-group').first()
    await expect(group.getByRole('heading', { level: 3 })).toHaveText('200 Level · First Semester')
    await expect(group.getByRole('row').nth(1)).toContainText(/CSC 2\d\d/)

    const credits = (await group.locator('tbody tr td:nth-child(3)').allInnerTexts()).reduce((s, t) => s + Number(t), 0)
    await expect(group.getByText(`${credits} credit units`)).toBeVisible()
    const expected = expectedTuition(course.TuitionList, '200', 'First')!
    const tuition = await group.getByTestId('group-tuition').innerText()
    expect(tuition).toContain('₦')
    expect(digits(tuition)).toBe(cents(expected.TuitionAmount) + cents(expected.TuitionAmountIntl))

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
    expect(digits(tuition)).toBe(cents(expected.TuitionAmount) + cents(expected.TuitionAmountIntl))
    // 'Tuition not available' is not checked here: every demo programme has a row the lookup finds
    // (the rule itself, including that branch, is covered by src/lib/tuition.test.ts).
  })

  test('unknown, malformed and missing courses go to the tuition page', async ({ page }) => {
    for (const path of ['/breakdown/NO-SUCH-COURSE', '/breakdown/%3Cscript%3E', '/breakdown']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admissions\/tuition$/)
    }
  })
})
