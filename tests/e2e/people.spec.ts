import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { expectNoAxeViolations } from './helpers'

type Leader = {
  Category: 'Board' | 'Management' | 'Senate'
  Title: string
  FullName: string
  Designation: string
  ImagePath: string
  Description: string
}
type StaffMember = {
  Slug: string
  StaffID: string
  FullName: string
  TitleName: string
  DesignationName: string
  DepartmentCode: string
  EmailAddress: string
  PhoneNumber: string
  Biography: string
}
type Publication = {
  EntryID: number
  WorkTitle: string
  Authors: string
  DownloadCount: number
  ViewCount: number
  PublishedYear: number
  UploadFile: string
}
type Profile = {
  staff: StaffMember
  qualifications: Array<{ Discipline: string; InstitutionName: string; Year: number }>
  modules: Array<{ ModuleDescription: string; ModuleCode: string; CreditUnit: number }>
  publications: Publication[]
}
type Department = { DepartmentCode: string; DepartmentName: string }

/** The directory's name rule, written out again: bracketed notes are dropped ("Ada Obi (Mrs.)" → "Ada Obi"). */
const withoutBrackets = (name: string) =>
  name
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()

/** The search rule: a case-insensitive substring of the full name. */
const matches = (fullName: string, query: string) => fullName.toLowerCase().includes(query.trim().toLowerCase())

/** Visible text of editor HTML, spaces squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()

/** The path a redirect points at (Next.js may repeat an identical Location header). */
function locationPath(headers: Array<{ name: string; value: string }>): string {
  const locations = new Set(headers.filter((h) => h.name.toLowerCase() === 'location').map((h) => h.value))
  expect(locations.size).toBe(1)
  return new URL([...locations][0], 'http://x').pathname
}

const EMPTY_TEXT = 'No staff members found matching your search criteria.'
const TABS = [
  { id: 'board', label: 'Board', category: 'Board' },
  { id: 'management', label: 'Management', category: 'Management' },
  { id: 'senate', label: 'Senate', category: 'Senate' },
] as const

async function directory(request: APIRequestContext): Promise<{ leadership: Leader[]; staff: StaffMember[] }> {
  const response = await request.get('/api/v1/leadership/leadership/list')
  expect(response.ok()).toBe(true)
  return (await response.json()) as { leadership: Leader[]; staff: StaffMember[] }
}

async function profileOf(request: APIRequestContext, staffId: string): Promise<Profile> {
  const response = await request.get(`/api/v1/academic/staff/${staffId}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Profile
}

const cardList = (page: Page, label: string) => page.getByRole('list', { name: label, exact: true })
const cardNames = (list: Locator) => list.getByRole('heading', { level: 3 })
const searchForm = (page: Page) => page.getByRole('search', { name: 'Directory search' })
const searchBox = (page: Page) => searchForm(page).getByRole('searchbox')
const searchButton = (page: Page) => searchForm(page).getByRole('button', { name: 'Search', exact: true })
const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b))

/** A fragment of a name (part of its last word), in upper case, to test case-insensitive matching. */
const fragmentOf = (fullName: string) => {
  const words = withoutBrackets(fullName).split(' ')
  const last = words[words.length - 1]
  return last.slice(0, Math.max(3, last.length - 1)).toUpperCase()
}

// Full directories and profiles on a shared, busy machine: give each test room.
test.describe.configure({ timeout: 60_000 })

test.describe('leadership directory', () => {
  test('each tab shows exactly its members, with bracketed notes removed', async ({ page, request }) => {
    // Five full directory pages in one test.
    test.slow()
    const { leadership, staff } = await directory(request)
    // The seed has a name with a bracketed note, so the rule is really exercised.
    expect(leadership.some((l) => /[([{]/.test(l.FullName))).toBe(true)

    await page.goto('/about/leadership')
    await expect(page.getByRole('heading', { level: 1, name: 'Senate and Management' })).toBeVisible()
    // The Board is the default tab.
    await expect(page.getByRole('link', { name: 'Board', exact: true })).toHaveAttribute('aria-current', 'page')

    for (const tab of TABS) {
      const members = leadership.filter((l) => l.Category === tab.category)
      expect(members.length).toBeGreaterThan(0)
      await page.goto(`/about/leadership?tab=${tab.id}`)
      await expect(page.getByRole('link', { name: tab.label, exact: true })).toHaveAttribute('aria-current', 'page')
      const list = cardList(page, tab.label)
      await expect(list.getByRole('listitem')).toHaveCount(members.length)
      expect(sorted(await cardNames(list).allTextContents())).toEqual(
        sorted(members.map((m) => withoutBrackets(m.FullName))),
      )
      for (const m of members) {
        const card = list.getByRole('article', {
          name: [m.Title, withoutBrackets(m.FullName)].filter(Boolean).join(' '),
        })
        await expect(card).toContainText(m.Designation)
        if (m.Title) await expect(card).toContainText(m.Title)
      }
    }

    // All Staff shows its first screen of 12 cards ('Show more' is tested in lists-people.spec.ts).
    await page.goto('/about/leadership?tab=staff')
    const list = cardList(page, 'All Staff')
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(12, staff.length))
    const allNames = staff.map((s) => withoutBrackets(s.FullName))
    for (const name of await cardNames(list).allTextContents()) expect(allNames).toContain(name)
    const first = staff[0]
    await expect(list.getByRole('link', { name: withoutBrackets(first.FullName), exact: true })).toHaveAttribute(
      'href',
      `/about/staff/${first.Slug}`,
    )
  })

  test('the search filters within the tab, ignoring case, and lives in the address', async ({ page, request }) => {
    const { leadership, staff } = await directory(request)
    const management = leadership.filter((l) => l.Category === 'Management')
    const fragment = fragmentOf(management[1].FullName)
    const expected = management.filter((m) => matches(m.FullName, fragment))
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(management.length)

    await page.goto('/about/leadership?tab=management')
    const search = searchBox(page)
    await expect(search).toHaveAttribute('placeholder', 'Search staff...')
    await expect(page.getByLabel('Search Management by name')).toBeVisible()
    await search.fill(fragment)
    const list = cardList(page, 'Management')
    await expect(list.getByRole('listitem')).toHaveCount(expected.length)
    expect(sorted(await cardNames(list).allTextContents())).toEqual(
      sorted(expected.map((m) => withoutBrackets(m.FullName))),
    )
    await expect(page).toHaveURL(new RegExp(`[?&]tab=management&q=${fragment}$`))

    // The other tabs keep the search; a Board member matching it is not shown under Management.
    await expect(page.getByRole('link', { name: 'All Staff', exact: true })).toHaveAttribute(
      'href',
      `/about/leadership?tab=staff&q=${fragment}`,
    )
    await page.getByRole('link', { name: 'All Staff', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]tab=staff&q=${fragment}$`))
    await expect(searchBox(page)).toHaveValue(fragment)
    const staffMatching = staff.filter((s) => matches(s.FullName, fragment))
    if (staffMatching.length) {
      await expect(cardList(page, 'All Staff').getByRole('listitem')).toHaveCount(Math.min(12, staffMatching.length))
    } else {
      await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
    }

    // The same address loaded afresh shows the same result.
    await page.goto(`/about/leadership?tab=management&q=${fragment.toLowerCase()}`)
    await expect(cardList(page, 'Management').getByRole('listitem')).toHaveCount(expected.length)
  })

  test('a search without matches says so', async ({ page }) => {
    await page.goto('/about/leadership?tab=senate')
    await searchBox(page).fill('zzz no such person')
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Senate' })).toHaveCount(0)
    await searchBox(page).fill('')
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0)
    // The list drawn again is named by its heading.
    await expect(page.getByRole('list', { name: 'Senate' })).toBeVisible()

    await page.goto('/about/leadership?tab=staff&q=zzz%20no%20such%20person')
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
  })

  test('tabs, search and descriptions work without JavaScript', async ({ browser, baseURL, request }) => {
    const { leadership } = await directory(request)
    const senate = leadership.filter((l) => l.Category === 'Senate')
    const fragment = fragmentOf(senate[0].FullName)
    const expected = senate.filter((m) => matches(m.FullName, fragment))
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()

    await page.goto('/about/leadership')
    await page.getByRole('link', { name: 'Senate', exact: true }).click()
    await expect(page).toHaveURL(/\?tab=senate$/)
    await expect(cardList(page, 'Senate').getByRole('listitem')).toHaveCount(senate.length)

    await searchBox(page).fill(fragment.toLowerCase())
    await searchButton(page).click()
    await expect(page).toHaveURL(new RegExp(`\\?tab=senate&q=${fragment.toLowerCase()}$`))
    await expect(cardList(page, 'Senate').getByRole('listitem')).toHaveCount(expected.length)

    await searchBox(page).fill('zzz no such person')
    await searchButton(page).click()
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible()

    // A leadership card shows its description in place.
    const board = leadership.filter((l) => l.Category === 'Board')
    const member = board.find((m) => textOf(m.Description)) ?? board[0]
    await page.goto('/about/leadership?tab=board')
    const card = page.getByRole('article', { name: [member.Title, withoutBrackets(member.FullName)].join(' ').trim() })
    const excerpt = textOf(member.Description).slice(0, 60)
    await expect(card.getByText(excerpt)).toBeHidden()
    await card.locator('summary').click()
    await expect(card.getByText(excerpt)).toBeVisible()
    await context.close()
  })

  test('a leadership card opens its profile in a modal', async ({ page, request }) => {
    const { leadership } = await directory(request)
    const member = leadership.find((l) => l.Category === 'Management' && textOf(l.Description))!
    const name = [member.Title, withoutBrackets(member.FullName)].filter(Boolean).join(' ')
    await page.goto('/about/leadership?tab=management')
    const opener = page.getByRole('button', { name: `Read profile of ${name}` })
    await opener.click()

    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(member.Designation)
    await expect(dialog).toContainText(textOf(member.Description).slice(0, 80))
    await expect(dialog.locator('img')).toHaveCount(1)
    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))
    expect(await focusInside()).toBe(true)
    // Focus stays inside, forwards and backwards.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside()).toBe(true)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside()).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('a staff card opens the profile', async ({ page, request }) => {
    const { staff } = await directory(request)
    const person = staff[Math.min(3, staff.length - 1)]
    await page.goto('/about/leadership?tab=staff')
    await page.getByRole('link', { name: withoutBrackets(person.FullName), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/about/staff/${person.Slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: person.FullName })).toBeVisible()
  })

  test('odd query strings are ignored or cut, never an error', async ({ page, request }) => {
    for (const query of [
      '?tab=zzz&q=',
      '?tab=zzz&tab=senate&q=&q=ada',
      `?tab=${'x'.repeat(2000)}&q=${'a'.repeat(2000)}`,
      '?q=%ff%fe',
      '?tab[]=board&q[x]=1',
      '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const response = await request.get(`/about/leadership${query}`)
      expect(response.status(), query).toBe(200)
    }
    await page.goto('/about/leadership?tab=zzz&tab=senate')
    await expect(page.getByRole('link', { name: 'Board', exact: true })).toHaveAttribute('aria-current', 'page')
    await page.goto(`/about/leadership?q=${'a'.repeat(2000)}`)
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
  })

  test('has no accessibility violations, also with the modal open', async ({ page }) => {
    await page.goto('/about/leadership')
    await expect(searchBox(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await page
      .getByRole('button', { name: /^Read profile of / })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/about/leadership?tab=staff&q=zzz')
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

/** The first staff member (in directory order) with at least `min` publications, and the profile. */
async function staffWithPublications(request: APIRequestContext, min: number) {
  const { staff } = await directory(request)
  for (const s of staff) {
    const profile = await profileOf(request, s.StaffID)
    if (profile.publications.length >= min && profile.qualifications.length && profile.modules.length)
      return { person: s, profile }
  }
  throw new Error(`No staff member has ${min} publications`)
}

test.describe('staff profile', () => {
  test('shows the facts, biography and tables of the content', async ({ page, request }) => {
    const { person, profile } = await staffWithPublications(request, 1)
    const departments = (await (await request.get('/api/v1/academics/department/academic/list')).json()) as Department[]
    const department = departments.find((d) => d.DepartmentCode === person.DepartmentCode)!
    await page.goto(`/about/staff/${person.Slug}`)

    await expect(page.getByRole('heading', { level: 1, name: person.FullName })).toBeVisible()
    if (person.TitleName) await expect(page.getByTestId('profile-title')).toHaveText(person.TitleName)
    await expect(page.getByTestId('profile-designation')).toHaveText(person.DesignationName)
    await expect(page.getByTestId('profile-department')).toHaveText(department.DepartmentName)
    await expect(page.getByRole('link', { name: person.EmailAddress })).toHaveAttribute(
      'href',
      `mailto:${person.EmailAddress}`,
    )
    await expect(page.getByRole('link', { name: person.PhoneNumber })).toHaveAttribute(
      'href',
      `tel:${person.PhoneNumber.replace(/[^\d+]/g, '')}`,
    )
    await expect(page.getByTestId('profile-biography')).toContainText(textOf(person.Biography).slice(0, 80))

    const qualifications = page.getByRole('table', { name: 'Qualifications' })
    await expect(qualifications.locator('tbody tr')).toHaveCount(profile.qualifications.length)
    for (const [i, q] of profile.qualifications.entries()) {
      const cells = qualifications.locator('tbody tr').nth(i).locator('td')
      await expect(cells).toHaveText([q.Discipline, q.InstitutionName, String(q.Year)])
    }
    const modules = page.getByRole('table', { name: 'Modules' })
    await expect(modules.locator('tbody tr')).toHaveCount(profile.modules.length)
    for (const [i, m] of profile.modules.entries()) {
      await expect(modules.locator('tbody tr').nth(i).locator('td')).toHaveText([
        m.ModuleDescription,
        m.ModuleCode,
        String(m.CreditUnit),
      ])
    }
    const publications = page.getByRole('table', { name: 'Publications' })
    await expect(publications.locator('thead th')).toHaveText([
      'Title',
      'Authors',
      'Downloads | Views',
      'Year',
      'View',
      'Download',
    ])
    await expect(publications.locator('tbody tr')).toHaveCount(profile.publications.length)
    for (const p of profile.publications) {
      const row = page.getByTestId(`publication-${p.EntryID}`)
      await expect(row.locator('td').first()).toHaveText(p.WorkTitle)
      await expect(row).toContainText(p.Authors)
      await expect(row).toContainText(String(p.PublishedYear))
      const file = new URL(p.UploadFile).pathname
      await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', file)
      await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank')
      await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(row.getByRole('link', { name: /^Download/ })).toHaveAttribute('download', '')
    }

    // JSON-LD describes the person.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(ld).toMatchObject({ '@type': 'Person', name: person.FullName, jobTitle: person.DesignationName })
  })

  test('nothing scrolls sideways at 320 px, the tables become cards', async ({ page, request }) => {
    const { person } = await staffWithPublications(request, 1)
    await page.setViewportSize({ width: 320, height: 720 })
    await page.goto(`/about/staff/${person.Slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // Each cell names its column.
    await expect(page.getByRole('table', { name: 'Publications' }).locator('thead')).toHaveCSS('position', 'absolute')
    const label = await page
      .getByRole('table', { name: 'Qualifications' })
      .locator('tbody td')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content)
    expect(label).toBe('"Discipline"')
  })

  test('a View click counts once and updates the shown count without a reload', async ({ page, request }) => {
    const { person, profile } = await staffWithPublications(request, 2)
    // The two browser projects share a server, and a client counts once per publication: one each.
    const publication = test.info().project.name === 'mobile' ? profile.publications[0] : profile.publications[1]
    const scripts: Array<Promise<number>> = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.body().then((body) => body.length))
    })
    await page.goto(`/about/staff/${person.Slug}`)
    const row = page.getByTestId(`publication-${publication.EntryID}`)
    await expect(row.getByTestId('publication-views')).toHaveText(String(publication.ViewCount))
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))

    const popup = page.waitForEvent('popup')
    await row.getByRole('link', { name: /^View/ }).click()
    await (await popup).close()
    await expect(row.getByTestId('publication-views')).toHaveText(String(publication.ViewCount + 1))
    await expect(row.getByTestId('publication-downloads')).toHaveText(String(publication.DownloadCount))
    // Still the same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)

    const after = await profileOf(request, person.StaffID)
    const saved = after.publications.find((p) => p.EntryID === publication.EntryID)!
    expect(saved.ViewCount).toBe(publication.ViewCount + 1)
    expect(saved.DownloadCount).toBe(publication.DownloadCount)
    // The counting runs on the page's own markup: a few KB of script, where React alone is some 200 KB.
    expect((await Promise.all(scripts)).reduce((sum, n) => sum + n, 0)).toBeLessThan(10_000)
  })

  test('the back link leads to the directory', async ({ page, request }) => {
    const { staff } = await directory(request)
    await page.goto(`/about/staff/${staff[0].Slug}`)
    await page.getByRole('link', { name: /Back to Staff Directory/ }).click()
    await expect(page).toHaveURL(/\/about\/leadership$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Senate and Management' })).toBeVisible()
  })

  test('an unknown or malformed slug goes to the home page, never an error', async ({ page, request }) => {
    // The home page has many pictures: wait for the redirect, not for all of them.
    await page.goto('/about/staff/no-such-person', { waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/$/)
    for (const slug of ['no-such-person', 'Not%20A%20Slug', '%ff', 'x'.repeat(300), '..%2F..%2Fetc', '%3Cscript%3E']) {
      const response = await request.get(`/about/staff/${slug}`, { maxRedirects: 0 })
      expect(response.status(), slug).toBeGreaterThanOrEqual(300)
      expect(response.status(), slug).toBeLessThan(500)
      if (response.status() < 400) expect(locationPath(response.headersArray()), slug).toBe('/')
    }
  })

  test('/staff/{slug} moves permanently to the profile', async ({ page, request }) => {
    const { staff } = await directory(request)
    const slug = staff[0].Slug
    const response = await request.get(`/staff/${slug}`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(locationPath(response.headersArray())).toBe(`/about/staff/${slug}`)
    await page.goto(`/staff/${slug}`)
    await expect(page).toHaveURL(new RegExp(`/about/staff/${slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: staff[0].FullName })).toBeVisible()

    for (const bad of ['Not%20A%20Slug', '%ff', 'x'.repeat(300), '%3Cscript%3E', '-x-']) {
      const answer = await request.get(`/staff/${bad}`, { maxRedirects: 0 })
      // Next.js itself answers 400 for a slug that is not valid percent-encoding.
      expect([400, 404], bad).toContain(answer.status())
    }
  })

  test('has no accessibility violations', async ({ page, request }) => {
    const { person } = await staffWithPublications(request, 1)
    await page.goto(`/about/staff/${person.Slug}`)
    await expect(page.getByRole('table', { name: 'Publications' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
