import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

/**
 * The site search: a box in the header of every page (a plain GET form to /search), and the
 * results page. Rule under test: every word of the query must occur in a result (any order),
 * ignoring case and accents, when any result has them all (else those with some, said so); results
 * are grouped by kind; drafts are never found; a part of a page (the library's hours, the press
 * office) is found and its link lands on it.
 */

// Pages render on first visit; on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 })

type CourseItem = { CourseName: string; Slug: string }
type StaffItem = { Surname: string; FirstName: string; FullName: string; Slug: string }
type NewsItem = { Title: string; Slug: string }

async function getList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/api/v1/${path}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as T[]
}

/** The longest word of a text (letters only): a query that finds few other things. */
const longestWord = (text: string) =>
  text
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)[0] as string

/** Upper case with accents on the vowels: 'Akpan' -> 'ÀKPÀN'. */
const accented = (word: string) =>
  word.toUpperCase().replace(/A/g, 'À').replace(/E/g, 'É').replace(/I/g, 'Í').replace(/O/g, 'Ọ').replace(/U/g, 'Ú')

const headerSearch = (page: Page) => page.getByRole('search', { name: 'Site search' })
const group = (page: Page, heading: string) => page.getByRole('region', { name: new RegExp(`^${heading} \\(\\d+\\)$`) })

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(clientWidth)
}

async function searchFor(page: Page, q: string) {
  await page.goto(`/search?q=${encodeURIComponent(q)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
}

test.describe('header search box', () => {
  for (const path of ['/', '/about', '/academics/faculties', '/resources/news']) {
    test(`on ${path} it submits to /search?q=`, async ({ page }) => {
      await page.goto(path)
      const box = headerSearch(page)
      await expect(box).toBeVisible()
      await box.getByRole('searchbox', { name: 'Search the site' }).fill('admission')
      await box.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search\?q=admission#results$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: /^\d+ results? for “admission”$/ })).toBeVisible()
    })
  }

  test('fits the header: no sideways scroll, also at 320 px, and no axe violations', async ({ page }) => {
    await page.goto('/')
    await expect(headerSearch(page)).toBeVisible()
    await expectNoSidewaysScroll(page)
    const box = await headerSearch(page).boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
    await expectNoAxeViolations(page)
    if (viewport && viewport.width < 600) {
      await page.setViewportSize({ width: 320, height: 640 })
      await expect(headerSearch(page)).toBeVisible()
      await expectNoSidewaysScroll(page)
    }
  })

  test('works without JavaScript', async ({ browser, request }) => {
    const [course] = await getList<CourseItem>(request, 'academics/course/view/list')
    const word = longestWord(course.CourseName)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await headerSearch(page).getByRole('searchbox', { name: 'Search the site' }).fill(word)
    await headerSearch(page).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}#results$`))
    await expect(
      group(page, 'Programmes').getByRole('link', { name: course.CourseName, exact: true }).first(),
    ).toHaveAttribute('href', `/course/${course.Slug}`)
    // The page's own form works the same.
    await page.getByRole('search', { name: 'Search again' }).getByRole('searchbox').fill('hostel')
    await page.getByRole('search', { name: 'Search again' }).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=hostel#results$/)
    await expect(group(page, 'Pages').getByRole('link', { name: /Hostel/ })).toHaveAttribute('href', '/hostel')
    await context.close()
  })
})

test.describe('search results', () => {
  test('a programme name finds the programme under Programmes, with a working link', async ({ page, request }) => {
    const courses = await getList<CourseItem>(request, 'academics/course/view/list')
    const course = courses[Math.floor(courses.length / 2)] as CourseItem
    await searchFor(page, course.CourseName)
    const link = group(page, 'Programmes').getByRole('link', { name: course.CourseName, exact: true })
    await expect(link).toHaveAttribute('href', `/course/${course.Slug}`)
    expect((await request.get(`/course/${course.Slug}`)).status()).toBe(200)
    // Each result has a snippet.
    await expect(group(page, 'Programmes').getByRole('listitem').first().locator('p')).not.toBeEmpty()
    await expectNoAxeViolations(page)
  })

  test('a staff surname finds the person under Staff, whatever the case and accents', async ({ page, request }) => {
    const staff = await getList<StaffItem>(request, 'academic/staff/website/all')
    const person = staff[Math.floor(staff.length / 3)] as StaffItem
    for (const q of [person.Surname, person.Surname.toLowerCase(), accented(person.Surname)]) {
      await searchFor(page, q)
      const link = group(page, 'Staff').locator(`a[href="/about/staff/${person.Slug}"]`)
      await expect(link, q).toHaveCount(1)
      await expect(link).toContainText(person.FullName)
    }
    // Words in any order; every word must match when a result has them all.
    await searchFor(page, `${person.Surname} ${person.FirstName}`)
    await expect(group(page, 'Staff').locator(`a[href="/about/staff/${person.Slug}"]`)).toHaveCount(1)
    await expect(page.getByText(/No result has every word/)).toHaveCount(0)
    // A word found nowhere: the results with the others, and the page says so.
    await searchFor(page, `${person.Surname} qqqzzzx`)
    await expect(
      page.getByText('No result has every word you typed; these have some of them, the most first.'),
    ).toBeVisible()
    await expect(group(page, 'Staff').locator(`a[href="/about/staff/${person.Slug}"]`)).toHaveCount(1)

    await searchFor(page, person.Surname)
    await group(page, 'Staff').locator(`a[href="/about/staff/${person.Slug}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/about/staff/${person.Slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.Surname)
  })

  test('a word of a news title finds the item under News, and the link opens it', async ({ page, request }) => {
    const [news] = await getList<NewsItem>(request, 'news/all/active')
    await searchFor(page, longestWord(news.Title).toUpperCase())
    const link = group(page, 'News').getByRole('link', { name: news.Title, exact: true })
    await expect(link).toHaveAttribute('href', `/news/${news.Slug}`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/news/${news.Slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: news.Title })).toBeVisible()
  })

  test('groups show under their kind headings, in a fixed order', async ({ page }) => {
    await searchFor(page, 'computer')
    const headings = await page.getByRole('heading', { level: 3 }).allInnerTexts()
    const order = ['Programmes', 'Faculties', 'Departments', 'Staff', 'News', 'Events', 'Pages']
    const kinds = headings.map((h) => h.replace(/\s*\(\d+\)$/, '')).filter((h) => order.includes(h))
    expect(kinds.length).toBeGreaterThan(1)
    expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds)
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results? for “computer”$/ })).toBeVisible()
  })

  test('a draft news item is never found', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const response = await request.get('/api/news?where[_status][equals]=draft&draft=true&depth=0', { headers })
    expect(response.ok()).toBe(true)
    const { docs } = (await response.json()) as { docs: Array<{ title: string; slug: string }> }
    expect(docs.length).toBeGreaterThan(0)
    await searchFor(page, docs[0]!.title)
    await expect(page.locator(`a[href="/news/${docs[0]!.slug}"]`)).toHaveCount(0)
  })

  test('the empty text, with suggestions', async ({ page }) => {
    await searchFor(page, 'Xylophonequark')
    await expect(page.getByText('No results for “Xylophonequark”.')).toBeVisible()
    await expect(page.getByRole('link', { name: /programme finder/i })).toHaveAttribute(
      'href',
      '/admission/course-finder',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/about/contact',
    )
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('Xylophonequark')
    await expectNoAxeViolations(page)
  })

  test('an empty query shows a prompt, and the page is indexable only then', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    await expect(page.getByText(/Type what you are looking for/)).toBeVisible()
    await expect(page).toHaveTitle(/^Search/)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoSidewaysScroll(page)

    await searchFor(page, 'law')
    await expect(page).toHaveTitle(/^Search/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoSidewaysScroll(page)
  })

  test('odd and very long queries never fail', async ({ page, request }) => {
    const odd = [
      '%',
      '_',
      '%ff',
      "'; DROP TABLE search_index; --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'x'.repeat(2000),
    ]
    for (const q of odd) {
      const response = await request.get(`/search?q=${encodeURIComponent(q)}`)
      expect(response.status(), q.slice(0, 30)).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('<script>alert(1)</script>')
    }
    for (const raw of ['/search?q=%ff', '/search?q=a&q=b&q=', '/search?q[]=x', '/search?tab=zzz&q=']) {
      expect((await request.get(raw)).status(), raw).toBeLessThan(500)
    }
    // A long query is cut to 100 characters.
    await page.goto(`/search?q=${'y'.repeat(2000)}`)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      `No results for “${'y'.repeat(100)}”.`,
    )
    await expect(page.getByRole('search', { name: 'Search again' }).getByRole('searchbox')).toHaveValue('y'.repeat(100))
  })
})

test.describe('the index follows edits', () => {
  test('a news title changed in the admin is found at once; the old one comes back after', async ({
    page,
    request,
  }) => {
    const [news] = await getList<NewsItem>(request, 'news/all/active')
    const headers = await adminHeaders(request)
    const found = await request.get(`/api/news?where[slug][equals]=${news.Slug}&depth=0`, { headers })
    const { docs } = (await found.json()) as { docs: Array<{ id: number; title: string }> }
    const doc = docs[0]!
    const word = `Pangolinade${test.info().project.name === 'mobile' ? 'm' : 'd'}`
    try {
      const edited = await request.patch(`/api/news/${doc.id}`, {
        headers,
        data: { title: `${doc.title} ${word}` },
      })
      expect(edited.ok()).toBe(true)
      await searchFor(page, word.toLowerCase())
      await expect(group(page, 'News').getByRole('link')).toHaveAttribute('href', `/news/${news.Slug}`)
    } finally {
      const restored = await request.patch(`/api/news/${doc.id}`, { headers, data: { title: doc.title } })
      expect(restored.ok()).toBe(true)
    }
    await searchFor(page, word)
    await expect(page.getByText(`No results for “${word}”.`)).toBeVisible()
  })
})

test.describe('parts of pages', () => {
  test("'library opening times' leads to the library's opening hours, read from the library page", async ({ page }) => {
    await page.goto('/library')
    const hours = page.getByRole('heading', { level: 3, name: 'Opening hours' })
    // The lines under the heading, as the library page shows them.
    const lines = (await hours.locator('xpath=following-sibling::ul/li').allInnerTexts()).map((l) => l.trim())
    expect(lines.length).toBeGreaterThan(0)

    await searchFor(page, 'library opening times')
    const result = group(page, 'Pages').getByRole('link', { name: 'Library opening hours' })
    await expect(result).toHaveAttribute('href', '/library#opening-hours')
    // Its snippet quotes the hours (a window of them, around the words matched).
    const snippet = (await group(page, 'Pages').innerText()).replace(/\s+/g, ' ')
    expect(lines.filter((line) => snippet.includes(line)).length, snippet).toBeGreaterThan(0)
    await result.click()
    await expect(page).toHaveURL(/\/library#opening-hours$/)
    await expect(page.getByRole('heading', { level: 3, name: 'Opening hours' })).toBeInViewport()
  })

  test("'press' finds the office that answers the press, the one a news story names", async ({ page, request }) => {
    // The press contact box of a story names the office to call.
    const [story] = (await (await request.get('/api/v1/news/all/active?limit=1&page=1')).json()) as Array<{
      Slug: string
    }>
    await page.goto(`/news/${story!.Slug}`)
    const press = page.getByRole('region', { name: 'Press contact' })
    const office = (await press.getByRole('paragraph').first().textContent())?.trim() ?? ''
    expect(office).not.toBe('')

    await searchFor(page, 'press')
    const best = page.getByRole('region', { name: 'Best match' }).getByRole('link')
    await expect(best).toHaveText(office)
    await expectNoAxeViolations(page)
    await best.click()
    await expect(page).toHaveURL(/\/about\/contact#office-/)
    const row = page.getByRole('row', { name: new RegExp(office) })
    await expect(row).toBeInViewport()
    await expect(row).toContainText('Press and media enquiries')
    // (axe runs on the results above, not here: scrolled to the row, the row above it sits under the sticky
    // header, which axe's target-size rule counts as obscured; the contact page is checked from its top elsewhere.)
  })
})

test.describe('suggestions as you type', () => {
  test('the header box offers at most five titles, announced, chosen with the arrows and Enter', async ({ page }) => {
    await page.goto('/about')
    const search = headerSearch(page)
    const box = search.getByRole('searchbox', { name: 'Search the site' })
    // A misspelt programme: the B.Sc. Computer Science and the department of that name exist in the content.
    await box.fill('computr scienc')
    const list = search.getByRole('listbox', { name: 'Suggestions' })
    await expect(list).toBeVisible()
    const options = list.getByRole('option')
    const titles = await options.allInnerTexts()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.length).toBeLessThanOrEqual(5)
    const wanted = titles.findIndex((t) => /Computer Science/.test(t))
    expect(wanted, titles.join(' | ')).toBeGreaterThanOrEqual(0)
    await expect(search.getByText(/^\d+ suggestions?: use the up and down arrows$/)).toBeAttached()
    await expectNoAxeViolations(page)

    for (let i = 0; i <= wanted; i++) await box.press('ArrowDown')
    await expect(options.nth(wanted)).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(wanted).getAttribute('id'))!)
    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).not.toHaveAttribute('aria-activedescendant')

    // The arrows open the list again; Enter opens the suggestion chosen.
    for (let i = 0; i <= wanted; i++) await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).not.toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Computer Science')
  })

  test('Enter without a choice searches, as the form does without JavaScript', async ({ page }) => {
    await page.goto('/about')
    const box = headerSearch(page).getByRole('searchbox', { name: 'Search the site' })
    await box.fill('nursing')
    await expect(headerSearch(page).getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=nursing/)
  })

  test('the suggestions answer is short, private and bounded whatever the query', async ({ request }) => {
    for (const q of ['nursing', 'x', '', '%%%', 'a'.repeat(10_000), Array(50).fill('word').join(' ')]) {
      const answer = await request.get(`/search/suggestions?q=${encodeURIComponent(q)}`)
      expect(answer.status(), q.slice(0, 20)).toBe(200)
      expect(answer.headers()['cache-control']).toBe('private, max-age=60')
      const { suggestions } = (await answer.json()) as { suggestions: { title: string; url: string }[] }
      expect(suggestions.length).toBeLessThanOrEqual(5)
      if (q === 'nursing') expect(suggestions.some((s) => /Nursing/.test(s.title))).toBe(true)
      if (q.length < 2) expect(suggestions).toEqual([])
    }
  })
})
