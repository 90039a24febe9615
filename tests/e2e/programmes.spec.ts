import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { entryRequirementsFor } from '../../src/seed/demo/academics'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

type Course = {
  CourseCode: string
  CourseName: string
  Slug: string
  DegreeInView: string
  Duration: number
  DurationType: string
  ApplicationType: 'foundation' | 'undergraduate' | 'postgraduate'
  FacultyCode: string
  DepartmentName: string
}
type Faculty = { FacultyName: string; Slug: string; FacultyCode: string }
type Department = { DepartmentCode: string; DepartmentName: string; FacultyCode: string }
type Row = { Level: string; Semester: string; TuitionAmount: number; TuitionAmountIntl: number }
type Module = { CourseLevel: string; ModuleCode: string; ModuleName: string; CreditLoad: number; ModuleType: string }

const FINDER = '/admission/course-finder'
const TYPE_LABELS = { foundation: 'Foundation', undergraduate: 'Undergraduate', postgraduate: 'Postgraduate' } as const

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

const courses = (r: APIRequestContext) => getJson<Course[]>(r, 'academics/course/view/list')
const faculties = (r: APIRequestContext) => getJson<Faculty[]>(r, 'academics/faculty/academic/list')
const departments = (r: APIRequestContext) => getJson<Department[]>(r, 'academics/department/academic/list')
const tuitionRows = (r: APIRequestContext, code: string) => getJson<Row[]>(r, `academics/tuition/by/Level/${code}`)
const modulesOf = async (r: APIRequestContext, code: string) =>
  (await getJson<{ runningModuleList: Module[] }>(r, `general/breakdown/${code}`)).runningModuleList

/** The tuition rule, written out again: fewer than 4 rows → first row × duration × 2, else the sum. */
function expectedTotal(rows: Row[], duration: number): { local: number; intl: number } {
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

/** The levels among these (100, 200, …), each once, lowest first: year 1 is the lowest. */
const ascendingLevels = (levels: string[]) => [...new Set(levels)].sort((a, b) => Number(a) - Number(b))

/**
 * Tuition year by year, written out again: with fewer than 4 rows every year is the first row × 2; otherwise
 * each year sums the rows of one level (lowest level first). Null when the levels are not one per year.
 */
function expectedYears(rows: Row[], duration: number): Array<{ local: number; intl: number }> | null {
  if (rows.length < 4)
    return Array.from({ length: duration }, () => ({
      local: rows[0].TuitionAmount * 2,
      intl: rows[0].TuitionAmountIntl * 2,
    }))
  const levels = ascendingLevels(rows.map((r) => r.Level))
  if (levels.length !== duration || levels.some((l) => Number.isNaN(Number(l)))) return null
  return levels.map((level) => {
    let local = 0
    let intl = 0
    for (const r of rows.filter((x) => x.Level === level)) {
      local += r.TuitionAmount
      intl += r.TuitionAmountIntl
    }
    return { local, intl }
  })
}

/** The amounts of a text, in cents: '₦1,900,000 to ₦2,100,000.50 per year' → ['190000000', '210000050']. */
const amounts = (text: string) => (text.match(/[₦$][\d,]+(?:\.\d{2})?/g) ?? []).map(digits)
/** What a yearly range shows: one amount when every year costs the same, else the lowest and the highest. */
const rangeCents = (values: number[]) => {
  const [min, max] = [Math.min(...values), Math.max(...values)]
  return min === max ? [cents(min)] : [cents(min), cents(max)]
}
const DEGREE_CLASSES: Record<string, string> = {
  first: 'First Class',
  'second-upper': 'Second Class Upper (2:1)',
  'second-lower': 'Second Class Lower (2:2)',
  third: 'Third Class',
  pass: 'Pass',
}

/** A formatted amount in cents, whole amounts being shown without '.00': '₦1,250,000' → '125000000'. */
function digits(text: string): string {
  return String(Math.round(Number(text.replace(/[^\d.]/g, '')) * 100))
}
const cents = (amount: number) => String(Math.round(amount * 100))
const plural = (n: number) => `${n} ${n === 1 ? 'programme' : 'programmes'}`
const durationLabel = (c: Course) =>
  `${c.Duration} ${c.Duration === 1 ? c.DurationType.replace(/s$/, '') : c.DurationType}`
const contains = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase())
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The 'Apply now' link of the header: the admission site of the site settings. */
async function admissionSite(page: Page): Promise<string> {
  const href = await page
    .locator('header a', { hasText: /apply now/i })
    .first()
    .getAttribute('href')
  expect(href).toMatch(/^https:\/\//)
  return href as string
}

async function expectOpensInNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

test.describe('programme page', () => {
  test('shows the facts, tuition and modules of one programme of each type', async ({ page, request }) => {
    // Five programme pages, each checked in full.
    test.slow()
    const [all, facs, depts] = await Promise.all([courses(request), faculties(request), departments(request)])
    // One programme of each type, and one whose tuition goes by each branch of the rule.
    const withTuition = await getJson<Array<Course & { TuitionList: Row[] }>>(request, 'general/website/tuition')
    const picks = [
      ...(['foundation', 'undergraduate', 'postgraduate'] as const).map((type) =>
        all.find((c) => c.ApplicationType === type)!,
      ),
      withTuition.find((c) => c.TuitionList.length >= 4)!,
      withTuition.find((c) => c.TuitionList.length > 0 && c.TuitionList.length < 4 && c.Duration > 1)!,
    ]
    expect(picks.every(Boolean)).toBe(true)

    for (const c of picks) {
      const response = await page.goto(`/course/${c.Slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: c.CourseName, exact: true })).toBeVisible()
      await expect(page.getByTestId('programme-degree')).toHaveText(c.DegreeInView)
      await expect(page.getByTestId('programme-type')).toHaveText(TYPE_LABELS[c.ApplicationType])
      await expect(page.getByTestId('programme-duration')).toHaveText(durationLabel(c))
      await expect(page.getByTestId('programme-code')).toHaveText(c.CourseCode)

      const faculty = facs.find((f) => f.FacultyCode === c.FacultyCode)!
      const facultyLink = page.getByTestId('programme-faculty').getByRole('link')
      await expect(facultyLink).toHaveText(faculty.FacultyName)
      await expect(facultyLink).toHaveAttribute('href', `/faculty/${faculty.Slug}`)

      if (c.DepartmentName) {
        const dept = depts.find((d) => d.DepartmentName === c.DepartmentName && d.FacultyCode === c.FacultyCode)!
        const deptLink = page.getByTestId('programme-department').getByRole('link')
        await expect(deptLink).toHaveText(c.DepartmentName)
        await expect(deptLink).toHaveAttribute('href', `/department#${dept.DepartmentCode.toLowerCase()}`)
      } else {
        await expect(page.getByTestId('programme-department').getByRole('link')).toHaveCount(0)
      }

      const rows = await tuitionRows(request, c.CourseCode)
      expect(rows.length).toBeGreaterThan(0)
      const total = expectedTotal(rows, c.Duration)
      const local = await page.getByTestId('tuition-local').innerText()
      const intl = await page.getByTestId('tuition-intl').innerText()
      expect(local).toContain('₦')
      expect(intl).toContain('$')
      expect(digits(local)).toBe(cents(total.local))
      expect(digits(intl)).toBe(cents(total.intl))
      await expect(page.getByRole('link', { name: /^View full breakdown/ })).toHaveAttribute(
        'href',
        `/breakdown/${c.CourseCode}`,
      )

      // Year 1 holds the lowest level's modules, Year 2 the next, up to the duration.
      const modules = await modulesOf(request, c.CourseCode)
      const levels = ascendingLevels(modules.map((m) => m.CourseLevel))
      const years = page.getByTestId('programme-year')
      await expect(years).toHaveCount(c.Duration)
      for (let i = 0; i < c.Duration; i++) {
        const year = years.nth(i)
        await expect(year.getByRole('heading', { level: 3 })).toHaveText(`Year ${i + 1}`)
        const own = levels[i] ? modules.filter((m) => m.CourseLevel === levels[i]) : []
        await expect(year.locator('tbody tr')).toHaveCount(own.length)
        if (own.length === 0) await expect(year).toContainText('No modules published for this year yet.')
        for (const m of own.slice(0, 3)) {
          const row = year.locator('tbody tr').filter({ hasText: m.ModuleCode })
          await expect(row).toContainText(m.ModuleName)
          await expect(row).toContainText(String(m.CreditLoad))
          await expect(row).toContainText(m.ModuleType)
        }
      }

      const site = await admissionSite(page)
      await expectOpensInNewTab(page.getByRole('main').getByRole('link', { name: /^Apply now/ }), site)
      await expect(page.getByRole('link', { name: 'Compare with other programmes' })).toHaveAttribute(
        'href',
        `/admissions/compare?programmes=${c.Slug}`,
      )

      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(ld['@type']).toBe('EducationalOccupationalProgram')
      expect(ld.name).toBe(c.CourseName)
      expect(ld.educationalCredentialAwarded).toBe(c.DegreeInView)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/course/${c.Slug}$`))
    }
  })

  test('shows the entry requirements and the cost per year for each audience', async ({ page, request }) => {
    test.slow()
    const withTuition = await getJson<Array<Course & { TuitionList: Row[] }>>(request, 'general/website/tuition')
    const picks = [
      ...(['foundation', 'undergraduate', 'postgraduate'] as const).map((type) =>
        withTuition.find((c) => c.ApplicationType === type)!,
      ),
      // Years that cost different amounts (4 rows or more), and years that cost the same (fewer rows).
      withTuition.find((c) => c.TuitionList.length >= 4)!,
      withTuition.find((c) => c.TuitionList.length > 0 && c.TuitionList.length < 4 && c.Duration > 1)!,
    ]
    for (const c of picks) {
      await page.goto(`/course/${c.Slug}`)
      const seeded = entryRequirementsFor(c.CourseCode)
      const box = page.getByTestId('entry-requirements')
      await expect(page.getByRole('heading', { level: 2, name: 'Entry requirements' })).toBeVisible()
      await expect(box.getByTestId('requirement-credits')).toHaveText(
        'Five credits at no more than two sittings, including:',
      )
      const olevel = box.getByTestId('requirement-olevel').getByRole('listitem')
      // Rows naming the same subjects are one line: "Two of …" (two credits among them).
      const rows = new Map<string, { grade: string; count: number }>()
      for (const r of seeded.olevelSubjects) {
        const key = [...r.anyOf].sort().join()
        rows.set(key, { grade: r.minimumGrade, count: (rows.get(key)?.count ?? 0) + 1 })
      }
      await expect(olevel).toHaveCount(rows.size + 2)
      await expect(olevel.nth(0)).toHaveText('English Language (C6 or better)')
      await expect(olevel.nth(1)).toHaveText('Mathematics (C6 or better)')
      for (const [i, row] of [...rows.values()].entries()) {
        await expect(olevel.nth(i + 2)).toContainText(`(${row.grade} or better)`)
        if (row.count === 2) await expect(olevel.nth(i + 2)).toHaveText(/^Two of /)
      }

      if (c.ApplicationType === 'undergraduate') {
        const utme = box.getByTestId('requirement-utme').getByRole('listitem')
        await expect(utme).toHaveCount(seeded.utmeSubjects.length + 1)
        await expect(utme.first()).toHaveText('Use of English')
        await expect(box.getByTestId('requirement-score')).toHaveText(String(seeded.utmeMinimumScore))
        await expect(box.getByTestId('requirement-direct-entry')).toHaveText(seeded.directEntry!)
        await expect(box.getByRole('link', { name: 'Check your eligibility' })).toHaveAttribute(
          'href',
          '/admissions/eligibility',
        )
      } else if (c.ApplicationType === 'foundation') {
        await expect(box.getByTestId('requirement-utme')).toHaveText('Not needed for this programme.')
        await expect(box.getByTestId('requirement-score')).toHaveCount(0)
      } else {
        await expect(box.getByTestId('requirement-degree')).toHaveText(
          `A first degree with ${DEGREE_CLASSES[seeded.minimumDegreeClass!]} or better.`,
        )
        await expect(box.getByTestId('requirement-utme')).toHaveCount(0)
        await expect(box.getByTestId('requirement-direct-entry')).toHaveCount(0)
      }
      if (seeded.notes) await expect(box.getByTestId('requirement-notes')).toHaveText(seeded.notes)

      const tuition = page.getByTestId('programme-tuition')
      await expect(tuition.getByText('Nigerian students', { exact: false })).toBeVisible()
      await expect(tuition.getByText('International students', { exact: false })).toBeVisible()
      const years = expectedYears(c.TuitionList, c.Duration)
      expect(years, c.CourseCode).not.toBeNull()
      const local = await page.getByTestId('tuition-local-year').innerText()
      const intl = await page.getByTestId('tuition-intl-year').innerText()
      expect(local).toMatch(/^₦.* per year$/)
      expect(intl).toMatch(/^\$.* per year$/)
      expect(amounts(local), c.CourseCode).toEqual(rangeCents(years!.map((y) => y.local)))
      expect(amounts(intl), c.CourseCode).toEqual(rangeCents(years!.map((y) => y.intl)))
      // The years add up to the total beside them.
      const total = expectedTotal(c.TuitionList, c.Duration)
      expect(years!.reduce((s, y) => s + y.local, 0)).toBe(total.local)
      expect(digits(await page.getByTestId('tuition-local').innerText())).toBe(cents(total.local))
      expect(digits(await page.getByTestId('tuition-intl').innerText())).toBe(cents(total.intl))
    }
  })

  test('reads without JavaScript, and the department link lands on its department', async ({ browser, request }) => {
    const c = (await courses(request)).find((x) => x.ApplicationType === 'undergraduate' && x.DepartmentName)!
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/course/${c.Slug}`)
    await expect(page.getByRole('heading', { level: 1, name: c.CourseName, exact: true })).toBeVisible()
    await expect(page.getByTestId('programme-degree')).toHaveText(c.DegreeInView)
    await expect(page.getByTestId('programme-year').first().locator('tbody tr').first()).toBeVisible()
    await page.getByTestId('programme-department').getByRole('link').click()
    await expect(page).toHaveURL(/\/department#[a-z0-9]+$/)
    const anchor = new URL(page.url()).hash.slice(1)
    const target = page.locator(`[id="${anchor}"]`)
    await expect(target).toBeVisible()
    await expect(target.getByRole('heading', { level: 3 })).toHaveText(c.DepartmentName)
    await expect(target.getByRole('link', { name: c.CourseName, exact: true })).toHaveAttribute(
      'href',
      `/course/${c.Slug}`,
    )
    await context.close()
  })

  test('a year past 40 modules lists the first 40 and links to the breakdown, which lists them all', async ({
    page,
    request,
  }) => {
    const c = (await courses(request)).find((x) => x.ApplicationType === 'undergraduate')!
    const before = await modulesOf(request, c.CourseCode)
    const level = ascendingLevels(before.map((m) => m.CourseLevel))[0] ?? '100'
    const count = before.filter((m) => m.CourseLevel === level).length + 40
    const headers = await adminHeaders(request)
    const found = await request.get(`/api/programmes?where[code][equals]=${c.CourseCode}&depth=0`, { headers })
    const programme = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
    const added: number[] = []
    try {
      for (let i = 0; i < 40; i++) {
        const data = {
          programme,
          moduleCode: `ZZZ ${String(100 + i)}`,
          moduleName: `Made by the test ${i}`,
          level,
          semester: 'First',
          creditLoad: 2,
        }
        const made = await request.post('/api/running-modules', { headers, data })
        expect(made.ok(), 'the test makes a module').toBe(true)
        added.push(((await made.json()) as { doc: { id: number } }).doc.id)
      }
      await page.goto(`/course/${c.Slug}`)
      const year = page.getByTestId('programme-year').first()
      await expect(year.locator('tbody tr')).toHaveCount(40)
      await expect(year).toContainText(`${count} modules`)
      await expect(year).toContainText(`The first 40 of ${count}.`)
      await year.getByRole('link', { name: 'All the modules of year 1' }).click()
      await expect(page).toHaveURL(new RegExp(`/breakdown/${c.CourseCode}$`, 'i'))
      await expect(page.getByRole('main')).toContainText('Made by the test 39')
    } finally {
      for (const id of added) await request.delete(`/api/running-modules/${id}`, { headers })
    }
  })

  test('an empty, unknown or malformed address goes to the programme finder', async ({ page }) => {
    const addresses = [
      '/course',
      '/course/',
      '/course/no-such-programme',
      '/course/Not%20A%20Slug',
      '/course/..%2F..%2Fetc%2Fpasswd',
      '/course/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/course/${'a'.repeat(300)}`,
      '/course/computer-science-',
    ]
    for (const address of addresses) {
      const response = await page.goto(address)
      expect(response?.status(), address).toBe(200)
      await expect(page, address).toHaveURL(new RegExp(`${FINDER}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Programme finder' })).toBeVisible()
    }
  })

  test('an address that is not even valid URL encoding is refused without an error page', async ({ request }) => {
    // The framework answers 400 before the page runs; never a 500 or a stack trace.
    const response = await request.get('/course/%ff', { maxRedirects: 0 })
    expect([307, 400]).toContain(response.status())
    expect(await response.text()).not.toMatch(/at \S+ \(|Error:/)
  })

  test('has no accessibility violations', async ({ page, request }) => {
    // axe over a long page is slow on a busy machine.
    test.slow()
    const c = (await courses(request)).find((x) => x.ApplicationType === 'undergraduate' && x.DepartmentName)!
    await page.goto(`/course/${c.Slug}`)
    await expect(page.getByTestId('programme-facts')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('faculty page programmes', () => {
  test('link to the programme pages', async ({ page, request }) => {
    const [facs, all] = await Promise.all([faculties(request), courses(request)])
    const faculty = facs.find((f) => all.some((c) => c.FacultyCode === f.FacultyCode))!
    const own = all.filter((c) => c.FacultyCode === faculty.FacultyCode)
    await page.goto(`/faculty/${faculty.Slug}`)
    const links = page.getByRole('link', { name: /^View programme/ })
    await expect(links).toHaveCount(own.length)
    for (const c of own)
      await expect(page.getByRole('link', { name: `View programme ${c.CourseName}`, exact: true })).toHaveAttribute(
        'href',
        `/course/${c.Slug}`,
      )
    await page.getByRole('link', { name: `View programme ${own[0].CourseName}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/course/${own[0].Slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: own[0].CourseName, exact: true })).toBeVisible()
  })
})

test.describe('departments page', () => {
  test('groups every department under its faculty, with its code, anchor and programmes', async ({ page, request }) => {
    const [facs, depts, all] = await Promise.all([faculties(request), departments(request), courses(request)])
    const response = await page.goto('/department')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible()
    const groups = page.getByTestId('department-faculty')
    const withDepartments = facs.filter((f) => depts.some((d) => d.FacultyCode === f.FacultyCode))
    await expect(groups).toHaveCount(withDepartments.length)
    await expect(page.locator('article[id]')).toHaveCount(depts.length)

    for (const f of withDepartments) {
      const group = groups.filter({ has: page.getByRole('heading', { level: 2, name: f.FacultyName, exact: true }) })
      await expect(group).toHaveCount(1)
      await expect(group.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
        'href',
        `/faculty/${f.Slug}`,
      )
      const own = depts.filter((d) => d.FacultyCode === f.FacultyCode)
      await expect(group.locator('article')).toHaveCount(own.length)
      for (const d of own) {
        const article = group.locator(`article[id="${d.DepartmentCode.toLowerCase()}"]`)
        await expect(article.getByRole('heading', { level: 3 })).toHaveText(d.DepartmentName)
        await expect(article).toContainText(d.DepartmentCode)
        const programmes = all.filter((c) => c.DepartmentName === d.DepartmentName && c.FacultyCode === f.FacultyCode)
        await expect(article.getByRole('link')).toHaveCount(programmes.length)
        for (const c of programmes)
          await expect(article.getByRole('link', { name: c.CourseName, exact: true })).toHaveAttribute(
            'href',
            `/course/${c.Slug}`,
          )
      }
    }
  })

  test('has no accessibility violations', async ({ page }) => {
    // axe over a long page is slow on a busy machine.
    test.slow()
    await page.goto('/department')
    await expect(page.getByTestId('department-faculty').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

const ugItems = (page: Page) => page.getByTestId('programme-item')
const main = (page: Page) => page.getByRole('main')

/** A word of a programme name that some but not all undergraduate programmes contain. */
function narrowingWord(list: Course[]): { word: string; matching: Course[] } {
  for (const c of list)
    for (const word of c.CourseName.split(/\s+/).filter((w) => w.length > 4)) {
      const matching = list.filter((x) => contains(x.CourseName, word))
      if (matching.length > 1 && matching.length < list.length) return { word, matching }
    }
  throw new Error('no word narrows the list')
}

test.describe('undergraduate overview', () => {
  test('lists the undergraduate programmes by faculty, with the count and Apply now', async ({ page, request }) => {
    const [all, facs] = await Promise.all([courses(request), faculties(request)])
    const ug = all.filter((c) => c.ApplicationType === 'undergraduate')
    await page.goto('/academics/undergraduate')
    await expect(page.getByRole('heading', { level: 1, name: 'Undergraduate programmes' })).toBeVisible()
    await expect(page.getByTestId('programme-count')).toHaveText(plural(ug.length))
    await expect(ugItems(page)).toHaveCount(ug.length)
    for (const c of ug) {
      const faculty = facs.find((f) => f.FacultyCode === c.FacultyCode)!
      const group = page
        .getByTestId('undergraduate-faculty')
        .filter({ has: page.getByRole('heading', { level: 3, name: faculty.FacultyName, exact: true }) })
      const item = group.getByTestId('programme-item').filter({ hasText: c.DegreeInView })
      await expect(item.getByRole('link', { name: c.CourseName, exact: true })).toHaveAttribute(
        'href',
        `/course/${c.Slug}`,
      )
      await expect(item).toContainText(durationLabel(c))
    }
    await expectOpensInNewTab(
      page.getByRole('main').getByRole('link', { name: /^Apply now/ }),
      await admissionSite(page),
    )
  })

  test('the name search narrows the list through the address', async ({ page, request }) => {
    const ug = (await courses(request)).filter((c) => c.ApplicationType === 'undergraduate')
    const { word, matching } = narrowingWord(ug)
    await page.goto('/academics/undergraduate')
    const search = main(page).getByLabel('Search programmes by name', { exact: true })
    await search.fill(word.toUpperCase())
    await main(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?q=${escapeRegExp(encodeURIComponent(word.toUpperCase()))}$`))
    await expect(ugItems(page)).toHaveCount(matching.length)
    await expect(page.getByTestId('programme-count')).toContainText(plural(matching.length))

    const one = ug.find((c) => ug.filter((x) => contains(x.CourseName, c.CourseName)).length === 1)!
    await main(page).getByLabel('Search programmes by name', { exact: true }).fill(one.CourseName.toLowerCase())
    await main(page).getByLabel('Search programmes by name', { exact: true }).press('Enter')
    await expect(page.getByTestId('programme-count')).toContainText('1 programme found')
    await expect(ugItems(page)).toHaveCount(1)

    await page.goto('/academics/undergraduate?q=no+such+programme+anywhere')
    await expect(ugItems(page)).toHaveCount(0)
    await expect(page.getByTestId('programme-count')).toContainText('0 programmes')
    await expect(page.getByText('No matching programmes found.')).toBeVisible()
    await page.getByRole('link', { name: 'Show all' }).click()
    await expect(ugItems(page)).toHaveCount(ug.length)
  })

  test('the search works without JavaScript', async ({ browser, request }) => {
    const ug = (await courses(request)).filter((c) => c.ApplicationType === 'undergraduate')
    const { word, matching } = narrowingWord(ug)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/academics/undergraduate')
    await expect(ugItems(page)).toHaveCount(ug.length)
    await main(page).getByLabel('Search programmes by name', { exact: true }).fill(word)
    await main(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/academics\/undergraduate\?q=/)
    await expect(ugItems(page)).toHaveCount(matching.length)
    for (const c of matching) await expect(page.getByRole('link', { name: c.CourseName, exact: true })).toBeVisible()
    await context.close()
  })

  test('odd query strings are harmless', async ({ page }) => {
    for (const query of [`?q=${'x'.repeat(2000)}`, '?q=&q=&tab=zzz', '?q=%3Cscript%3E', '?q[]=1&q=%ff']) {
      const response = await page.goto(`/academics/undergraduate${query}`)
      expect(response?.status(), query).toBeLessThan(500)
      await expect(page.locator('body')).not.toContainText('Error:')
    }
  })

  test('has no accessibility violations', async ({ page }) => {
    // axe over a long page is slow on a busy machine.
    test.slow()
    await page.goto('/academics/undergraduate')
    await expect(ugItems(page).first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/academics/undergraduate?q=no+such+programme')
    await expect(page.getByText('No matching programmes found.')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

const results = (page: Page) => page.getByTestId('programme-item')

/** The finder shows this many programmes a page; 'Show more programmes' adds as many again. */
const FINDER_PAGE = 12

/** The count of every match, and the first page of them (the finder keeps the list's order). */
async function expectResults(page: Page, expected: Course[]) {
  await expect(page.getByTestId('finder-count')).toHaveText(`${plural(expected.length)} found`)
  const shown = expected.slice(0, FINDER_PAGE)
  await expect(results(page)).toHaveCount(shown.length)
  for (const [i, c] of shown.entries()) {
    await expect(results(page).nth(i).getByRole('link', { name: c.CourseName, exact: true })).toHaveAttribute(
      'href',
      `/course/${c.Slug}`,
    )
  }
  const more = page.getByRole('link', { name: 'Show more programmes' })
  await expect(more).toHaveCount(expected.length > FINDER_PAGE ? 1 : 0)
}

/** Follows 'Show more programmes' until every match shows. */
async function showAll(page: Page, expected: Course[]) {
  for (let shown = FINDER_PAGE; shown < expected.length; shown += FINDER_PAGE) {
    await page.getByRole('link', { name: 'Show more programmes' }).click()
    await expect(results(page)).toHaveCount(Math.min(shown + FINDER_PAGE, expected.length))
  }
  await expect(page.getByRole('link', { name: 'Show more programmes' })).toHaveCount(0)
  for (const c of expected) await expect(page.getByRole('link', { name: c.CourseName, exact: true })).toBeVisible()
}

test.describe('programme finder', () => {
  test('shows every programme with its facts, a page at a time', async ({ page, request }) => {
    const [all, facs] = await Promise.all([courses(request), faculties(request)])
    expect(all.length).toBeGreaterThan(FINDER_PAGE)
    const response = await page.goto(FINDER)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Programme finder' })).toBeVisible()
    await expectResults(page, all)
    for (const c of all.slice(0, 8)) {
      const item = results(page).filter({ has: page.getByRole('link', { name: c.CourseName, exact: true }) })
      await expect(item).toContainText(c.DegreeInView)
      await expect(item).toContainText(TYPE_LABELS[c.ApplicationType])
      await expect(item).toContainText(facs.find((f) => f.FacultyCode === c.FacultyCode)!.FacultyName)
      await expect(item).toContainText(durationLabel(c))
    }
    await showAll(page, all)
  })

  test("'Show more programmes' keeps ticked programmes and the filters", async ({ page, request }) => {
    const all = (await courses(request)).filter((c) => c.ApplicationType === 'undergraduate')
    expect(all.length).toBeGreaterThan(FINDER_PAGE)
    await page.goto(`${FINDER}?type=undergraduate`)
    await page.getByRole('checkbox', { name: `Compare ${all[0].CourseName}`, exact: true }).check()
    await page.getByRole('link', { name: 'Show more programmes' }).click()
    // Each page is a new document: the ticked programme travels in the address with the filters.
    await expect(page).toHaveURL(new RegExp(`[?&]type=undergraduate&page=2&programmes=${all[0].Slug}#programme-13$`))
    await expect(results(page)).toHaveCount(Math.min(2 * FINDER_PAGE, all.length))
    await expect(page.getByRole('checkbox', { name: `Compare ${all[0].CourseName}`, exact: true })).toBeChecked()
    await page.getByRole('checkbox', { name: `Compare ${all[FINDER_PAGE].CourseName}`, exact: true }).check()
    await page.getByRole('button', { name: 'Compare selected programmes' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/admissions/compare\\?programmes=${all[0].Slug}&programmes=${all[FINDER_PAGE].Slug}$`),
    )
  })

  test("'Show more programmes' works without JavaScript and odd pages are harmless", async ({ browser, request }) => {
    const all = await courses(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(FINDER)
    await page.getByRole('link', { name: 'Show more programmes' }).click()
    await expect(page).toHaveURL(new RegExp(`${FINDER}\\?page=2#programme-13$`))
    await expect(results(page)).toHaveCount(Math.min(2 * FINDER_PAGE, all.length))
    await expect(page.locator('#programme-13')).toContainText(all[FINDER_PAGE].CourseName)
    // Programmes ticked for comparing travel in the address: the page ticks them and passes them on.
    await page.goto(`${FINDER}?programmes=${all[1].Slug}&programmes=no-such-programme`)
    await expect(page.getByRole('checkbox', { name: `Compare ${all[1].CourseName}`, exact: true })).toBeChecked()
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
    await page.getByRole('link', { name: 'Show more programmes' }).click()
    await expect(page).toHaveURL(new RegExp(`${FINDER}\\?page=2&programmes=${all[1].Slug}#programme-13$`))
    await expect(page.getByRole('checkbox', { name: `Compare ${all[1].CourseName}`, exact: true })).toBeChecked()
    // A page past the last shows the last one; nonsense is page 1.
    await page.goto(`${FINDER}?page=999999999999`)
    await expect(results(page)).toHaveCount(all.length)
    await expect(page.getByText(/^Showing programmes \d+ to \d+ of \d+\./)).toHaveCount(all.length > 60 ? 1 : 0)
    for (const odd of ['?page=abc', '?page=-1', '?page=0&page=3', '?page=%ff', '?page=1.5']) {
      const response = await page.goto(`${FINDER}${odd}`)
      expect(response?.status(), odd).toBeLessThan(500)
      await expect(results(page), odd).toHaveCount(FINDER_PAGE)
    }
    await context.close()
  })

  test("shows each programme's entry requirements and tuition per year", async ({ page, request }) => {
    const withTuition = await getJson<Array<Course & { TuitionList: Row[] }>>(request, 'general/website/tuition')
    const picks = (['foundation', 'undergraduate', 'postgraduate'] as const).map((type) =>
      withTuition.find((c) => c.ApplicationType === type && c.TuitionList.length > 0)!,
    )
    picks.push(withTuition.find((c) => c.TuitionList.length >= 4)!)
    // Every programme on one page (the last page shows them all, up to 60).
    await page.goto(`${FINDER}?page=99`)
    for (const c of picks) {
      const item = results(page).filter({ has: page.getByRole('link', { name: c.CourseName, exact: true }) })
      const seeded = entryRequirementsFor(c.CourseCode)
      const requirements = item.getByTestId('item-requirements')
      await expect(requirements).toContainText(/five O'level credits including English Language(, | and )Mathematics/i)
      if (c.ApplicationType === 'undergraduate') await expect(requirements).toContainText(`UTME: Use of English, `)
      if (c.ApplicationType === 'undergraduate')
        await expect(requirements).toContainText(`score ${seeded.utmeMinimumScore} or more`)
      if (c.ApplicationType === 'foundation') await expect(requirements).toContainText('no UTME needed')
      if (c.ApplicationType === 'postgraduate')
        await expect(requirements).toContainText(`${DEGREE_CLASSES[seeded.minimumDegreeClass!]} or better`)

      const years = expectedYears(c.TuitionList, c.Duration)!
      const cost = await item.getByTestId('item-cost').innerText()
      expect(cost).toMatch(/Nigerian students ₦.*; international students \$/)
      expect(amounts(cost), c.CourseCode).toEqual([
        ...rangeCents(years.map((y) => y.local)),
        ...rangeCents(years.map((y) => y.intl)),
      ])
    }
  })

  test('both addresses show the finder with one canonical address', async ({ page }) => {
    for (const address of [FINDER, '/admissions/course-finder']) {
      const response = await page.goto(address)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${address}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Programme finder' })).toBeVisible()
      const canonical = page.locator('head link[rel="canonical"]')
      await expect(canonical).toHaveCount(1)
      expect(new URL((await canonical.getAttribute('href')) as string, page.url()).pathname).toBe(FINDER)
    }
  })

  test('faculty and type filters change the address and the results', async ({ page, request }) => {
    const [all, facs] = await Promise.all([courses(request), faculties(request)])
    const faculty = facs.find((f) => {
      const own = all.filter((c) => c.FacultyCode === f.FacultyCode)
      return own.some((c) => c.ApplicationType === 'undergraduate') && own.length > 1
    })!
    await page.goto(FINDER)
    await main(page).getByLabel('Faculty', { exact: true }).selectOption({ label: faculty.FacultyName })
    await page.getByRole('button', { name: 'Show programmes' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]faculty=${faculty.FacultyCode}(&|#|$)`))
    await expectResults(
      page,
      all.filter((c) => c.FacultyCode === faculty.FacultyCode),
    )

    await main(page).getByLabel('Programme type', { exact: true }).selectOption('undergraduate')
    await page.getByRole('button', { name: 'Show programmes' }).click()
    await expect(page).toHaveURL(/[?&]type=undergraduate(&|#|$)/)
    await expect(page).toHaveURL(new RegExp(`[?&]faculty=${faculty.FacultyCode}(&|#|$)`))
    await expect(main(page).getByLabel('Faculty', { exact: true })).toHaveValue(faculty.FacultyCode)
    await expectResults(
      page,
      all.filter((c) => c.FacultyCode === faculty.FacultyCode && c.ApplicationType === 'undergraduate'),
    )

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`))
    await expectResults(page, all)
  })

  test('the name and duration filters work without JavaScript', async ({ browser, request }) => {
    const all = await courses(request)
    const years = all.find((c) => c.DurationType === 'Years' && c.Duration > 1)!.Duration
    const word = 'science'
    const expected = all.filter(
      (c) => contains(c.CourseName, word) && c.DurationType === 'Years' && c.Duration === years,
    )
    expect(expected.length).toBeGreaterThan(0)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(FINDER)
    await main(page).getByLabel('Programme name', { exact: true }).fill('SCIENCE')
    await main(page).getByLabel('Duration', { exact: true }).selectOption(String(years))
    await page.getByRole('button', { name: 'Show programmes' }).click()
    await expect(page).toHaveURL(/[?&]q=SCIENCE(&|#|$)/)
    await expect(page).toHaveURL(new RegExp(`[?&]duration=${years}(&|#|$)`))
    await expectResults(page, expected)
    await expect(main(page).getByLabel('Programme name', { exact: true })).toHaveValue('SCIENCE')
    await expect(main(page).getByLabel('Duration', { exact: true })).toHaveValue(String(years))
    await context.close()
  })

  test('no match shows the empty text and a way back', async ({ page, request }) => {
    const all = await courses(request)
    await page.goto(`${FINDER}?q=no+such+programme+anywhere`)
    await expect(page.getByTestId('finder-count')).toHaveText('0 programmes found')
    await expect(results(page)).toHaveCount(0)
    await expect(page.getByText('No programmes match your search.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Clear the filters and show every programme' }).click()
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`))
    await expect(results(page)).toHaveCount(Math.min(all.length, FINDER_PAGE))
  })

  test('odd or repeated parameters are ignored or normalised', async ({ page, request }) => {
    const all = await courses(request)
    await page.goto(`${FINDER}?type=zzz&type=foundation&faculty=%3Cscript%3E&duration=99&tab=zzz`)
    await expectResults(
      page,
      all.filter((c) => c.ApplicationType === 'foundation'),
    )
    await expect(main(page).getByLabel('Programme type', { exact: true })).toHaveValue('foundation')
    await expect(main(page).getByLabel('Faculty', { exact: true })).toHaveValue('')
    await expect(main(page).getByLabel('Duration', { exact: true })).toHaveValue('')

    for (const query of [`?q=${'a'.repeat(2000)}`, '?q=%ff', '?faculty[]=x&duration=-1', '?q=&q=&q=']) {
      const response = await page.goto(`${FINDER}${query}`)
      expect(response?.status(), query).toBeLessThan(500)
      await expect(page.getByRole('heading', { level: 1, name: 'Programme finder' })).toBeVisible()
    }
  })

  test('ticked programmes go to the comparison', async ({ page, request }) => {
    const [a, b] = await courses(request)
    await page.goto(FINDER)
    await page.getByRole('checkbox', { name: `Compare ${a.CourseName}`, exact: true }).check()
    await page.getByRole('checkbox', { name: `Compare ${b.CourseName}`, exact: true }).check()
    await page.getByRole('button', { name: 'Compare selected programmes' }).click()
    await expect(page).toHaveURL(new RegExp(`/admissions/compare\\?programmes=${a.Slug}&programmes=${b.Slug}$`))
  })

  test('has no accessibility violations', async ({ page }) => {
    // axe over a long page is slow on a busy machine.
    test.slow()
    await page.goto(`${FINDER}?type=undergraduate`)
    await expect(results(page).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
