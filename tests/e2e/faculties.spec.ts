import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { expectNoAxeViolations, reachFor } from './helpers'

type FacultyItem = { FacultyName: string; Slug: string; FacultyCode: string; DeanName: string; DeanSlug: string }
type CourseItem = { CourseCode: string; CourseName: string; FacultyCode: string; Slug: string }

async function getList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/api/v1/${path}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as T[]
}

const faculties = (request: APIRequestContext) => getList<FacultyItem>(request, 'academics/faculty/academic/list')
const courses = (request: APIRequestContext) => getList<CourseItem>(request, 'academics/course/view/list')

const facultyCards = (page: Page) => page.getByRole('region', { name: 'All faculties' }).getByRole('article')
const programmeLinks = (page: Page) => page.getByRole('link', { name: /^View programme/ })

test.describe('faculties list', () => {
  test('shows every faculty, and the search narrows by name', async ({ page, request }) => {
    const all = await faculties(request)
    expect(all.length).toBeGreaterThan(1)
    await page.goto('/academics/faculties')
    await expect(page.getByRole('heading', { level: 1, name: 'Faculties' })).toBeVisible()
    await expect(facultyCards(page)).toHaveCount(all.length)
    for (const f of all) {
      const card = facultyCards(page).filter({ has: page.getByRole('link', { name: f.FacultyName, exact: true }) })
      await expect(card).toContainText(f.FacultyCode)
      if (f.DeanName) await expect(card).toContainText(f.DeanName)
    }

    const search = page.getByLabel('Search faculties by name')
    await expect(search).toBeVisible()
    // Typed at once: the script comes as the box takes focus, and takes up what was typed meanwhile.
    await search.fill('ENGINEERING')
    const matching = all.filter((f) => f.FacultyName.toLowerCase().includes('engineering'))
    await expect(facultyCards(page)).toHaveCount(matching.length)
    await expect(page.getByText(`Showing ${matching.length} of ${all.length} faculties.`)).toBeAttached()

    await search.fill('no such faculty anywhere')
    await expect(facultyCards(page)).toHaveCount(0)
    await expect(page.getByText('No faculties found.')).toBeVisible()

    await search.fill('')
    await expect(facultyCards(page)).toHaveCount(all.length)
  })

  test('without JavaScript every faculty shows', async ({ browser, request }) => {
    const all = await faculties(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/academics/faculties')
    await expect(facultyCards(page)).toHaveCount(all.length)
    await context.close()
  })

  test('a card opens its faculty', async ({ page, request }) => {
    const [first] = await faculties(request)
    await page.goto('/academics/faculties')
    await page.getByRole('link', { name: first.FacultyName, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/faculty/${first.Slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: first.FacultyName })).toBeVisible()
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/academics/faculties')
    await expect(page.getByLabel('Search faculties by name')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('faculty page', () => {
  test('shows the dean, code, programme count and contacts', async ({ page, request }) => {
    const [all, programmes] = await Promise.all([faculties(request), courses(request)])
    for (const f of all) {
      await page.goto(`/faculty/${f.Slug}`)
      await expect(page.getByRole('heading', { level: 1, name: f.FacultyName })).toBeVisible()
      await expect(page.getByTestId('faculty-code')).toHaveText(f.FacultyCode)
      const own = programmes.filter((p) => p.FacultyCode === f.FacultyCode)
      await expect(page.getByTestId('faculty-programme-count')).toHaveText(String(own.length))
      await expect(programmeLinks(page)).toHaveCount(own.length)
      if (f.DeanSlug) {
        await expect(page.getByTestId('faculty-dean').getByRole('link')).toHaveAttribute(
          'href',
          `/about/staff/${f.DeanSlug}`,
        )
      }
    }
  })

  test('the Engineering page shows its departments, partnerships and contacts', async ({ page, request }) => {
    const engineering = (await faculties(request)).find((f) => f.FacultyName === 'Faculty of Engineering')!
    await page.goto(`/faculty/${engineering.Slug}`)
    await expect(page.getByTestId('faculty-departments').getByRole('listitem')).toHaveCount(7)
    await expect(page.getByTestId('faculty-department-count')).toHaveText('7')
    await expect(page.getByTestId('faculty-partnerships')).toContainText('12')
    await expect(page.getByRole('link', { name: /^Phone:/ })).toHaveAttribute('href', /^tel:\+?\d+$/)
    await expect(page.getByRole('link', { name: /^E-mail:/ })).toHaveAttribute('href', /^mailto:\S+@\S+$/)
    await expect(page.getByTestId('faculty-dean').getByRole('link')).toHaveAttribute('href', /^\/about\/staff\//)
  })

  test('the programme search filters 300 ms after typing', async ({ page, request }) => {
    const [all, programmes] = await Promise.all([faculties(request), courses(request)])
    const engineering = all.find((f) => f.FacultyName === 'Faculty of Engineering')!
    const own = programmes.filter((p) => p.FacultyCode === engineering.FacultyCode)
    const target = own[0]
    const word = target.CourseName.split(' ').find((w) => w.length > 4) ?? target.CourseName
    const matching = own.filter((p) => p.CourseName.toLowerCase().includes(word.toLowerCase()))
    expect(matching.length).toBeLessThan(own.length)

    // A fixed moment: the search's wait is measured on the page's clock, whatever the day.
    await page.clock.install({ time: new Date('2026-03-02T08:00:00Z') })
    await page.goto(`/faculty/${engineering.Slug}`)
    const search = page.getByLabel('Search programmes by name')
    await expect(search).toBeVisible()
    // Its script comes when the visitor reaches for the search.
    await reachFor(page, search, 'programme-search')
    await page.clock.pauseAt(new Date('2026-03-02T08:01:00Z'))

    await search.fill(word.toUpperCase())
    // Not yet: the search waits for typing to stop.
    await page.clock.runFor(200)
    await expect(programmeLinks(page)).toHaveCount(own.length)
    await page.clock.runFor(150)
    await expect(programmeLinks(page)).toHaveCount(matching.length)
    await expect(page.getByRole('link', { name: `View programme ${target.CourseName}` })).toHaveAttribute(
      'href',
      `/course/${target.Slug}`,
    )

    await search.fill('no such programme anywhere')
    await page.clock.runFor(350)
    await expect(programmeLinks(page)).toHaveCount(0)
    await expect(page.getByText('No matching programmes found.')).toBeVisible()
  })

  test('a search typed before its script came is taken up, and the page loaded no React until then', async ({
    page,
    request,
  }) => {
    const [all, programmes] = await Promise.all([faculties(request), courses(request)])
    const engineering = all.find((f) => f.FacultyName === 'Faculty of Engineering')!
    const own = programmes.filter((p) => p.FacultyCode === engineering.FacultyCode)
    const word = 'engineering'
    const matching = own.filter((p) => p.CourseName.toLowerCase().includes(word))
    expect(matching.length).toBeLessThan(own.length)
    // React's chunk (the one large script) is held back until the box has been typed into.
    let typed = false
    let reactAsked = false
    await page.route('**/islands/chunk-*.js', async (route) => {
      const response = await route.fetch()
      if ((await response.body()).length > 100_000) {
        reactAsked = true
        await expect.poll(() => typed).toBe(true)
      }
      await route.fulfill({ response })
    })
    await page.goto(`/faculty/${engineering.Slug}`)
    await expect(programmeLinks(page)).toHaveCount(own.length)
    await page.waitForLoadState('networkidle')
    expect(reactAsked).toBe(false)
    await page.getByLabel('Search programmes by name').fill(word)
    await expect.poll(() => reactAsked).toBe(true)
    typed = true
    await expect(programmeLinks(page)).toHaveCount(matching.length)
    await expect(page.getByText(`Showing ${matching.length} of ${own.length} programmes.`)).toBeAttached()
  })

  test('an unknown or invalid slug goes to the home page', async ({ page }) => {
    for (const slug of ['no-such-faculty', 'Not%20A%20Slug']) {
      await page.goto(`/faculty/${slug}`)
      await expect(page).toHaveURL(/\/$/)
    }
  })

  test('has no accessibility violations', async ({ page, request }) => {
    const engineering = (await faculties(request)).find((f) => f.FacultyName === 'Faculty of Engineering')!
    await page.goto(`/faculty/${engineering.Slug}`)
    await expect(page.getByLabel('Search programmes by name')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
