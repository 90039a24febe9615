/**
 * Lists that keep growing: the news and events lists ship the cards they show. 'Show more' asks the
 * server for the next cards (with JavaScript) or is a link to the next page number (without);
 * filters and the title search are in the address and applied by the server.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations, openList } from './helpers'

type ContractNews = { Slug: string; Title: string; NewsType: string; InsertedDate: string }
type ContractEvent = { Slug: string; Title: string; EventType: string; EventDate: string; EndTime: string }

const cards = (page: Page) => page.getByRole('region', { name: /^All (news|events)$/ }).getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading')
const showMore = (page: Page) => page.getByRole('link', { name: 'Show more' })
const status = (page: Page) => page.getByRole('region', { name: /^All (news|events)$/ }).getByRole('status')

/** A card's title as the list shows it: at most 50 characters, then an ellipsis. */
const shortTitle = (title: string) => (title.length > 50 ? `${title.slice(0, 50).trimEnd()}...` : title)

/** Every published news item, newest first, from the contract. */
async function allNews(request: APIRequestContext): Promise<ContractNews[]> {
  const response = await request.get('/api/v1/news/all/active')
  expect(response.ok()).toBe(true)
  return (await response.json()) as ContractNews[]
}

async function withoutScript<T>(browser: Browser, baseURL: string | undefined, fn: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    return await fn(await context.newPage())
  } finally {
    await context.close()
  }
}

test.describe('news list paging', () => {
  test("'Show more' fetches three more cards at a time, moves focus and announces the count", async ({
    page,
    request,
  }) => {
    const news = await allNews(request)
    expect(news.length).toBeGreaterThan(6)
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await openList(page, '/resources/news')
    await expect(cardTitles(page)).toHaveText(news.slice(0, 3).map((n) => shortTitle(n.Title)))
    requests.length = 0

    await showMore(page).click()
    await expect(cards(page)).toHaveCount(6)
    await expect(cardTitles(page)).toHaveText(news.slice(0, 6).map((n) => shortTitle(n.Title)))
    await expect(cards(page).nth(3).getByRole('link')).toBeFocused()
    await expect(status(page)).toHaveText(`Showing 6 of ${news.length} news items.`)
    // Only the next cards came from the server; the page itself was not loaded again.
    expect(requests).toContain('/resources/news/more')
    expect(requests).not.toContain('/resources/news')
    // The address names the page shown, so reloading shows the same cards.
    await expect(page).toHaveURL('/resources/news?page=2')
    await page.reload()
    await expect(cards(page)).toHaveCount(6)
  })

  test("without JavaScript, 'Show more' is a link the server answers with more cards", async ({
    browser,
    baseURL,
    request,
  }) => {
    const news = await allNews(request)
    await withoutScript(browser, baseURL, async (page) => {
      await page.goto('/resources/news')
      await expect(cards(page)).toHaveCount(3)
      for (let shown = 3; shown < news.length; shown += 3) {
        await showMore(page).click()
        const expected = Math.min(shown + 3, news.length)
        await expect(page).toHaveURL(`/resources/news?page=${shown / 3 + 1}#item-${shown + 1}`)
        await expect(cardTitles(page)).toHaveText(news.slice(0, expected).map((n) => shortTitle(n.Title)))
      }
      await expect(showMore(page)).toHaveCount(0)
    })
  })

  test('a filtered address shows the filtered cards from the server, with or without JavaScript', async ({
    browser,
    baseURL,
    request,
  }) => {
    const general = (await allNews(request)).filter((n) => n.NewsType === 'General')
    expect(general.length).toBeGreaterThan(3)
    await withoutScript(browser, baseURL, async (page) => {
      await page.goto('/resources/news?type=General&page=2')
      await expect(cardTitles(page)).toHaveText(general.slice(0, 6).map((n) => shortTitle(n.Title)))
      for (const card of await cards(page).all()) await expect(card.getByText('General', { exact: true })).toBeVisible()
      const filter = page.getByRole('navigation', { name: 'Filter news by type' })
      await expect(filter.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page')
      // The filters are links; 'All' drops the type and starts again.
      await filter.getByRole('link', { name: 'All' }).click()
      await expect(page).toHaveURL('/resources/news')
      await expect(cards(page)).toHaveCount(3)
    })
    // The HTML itself carries the filtered cards (nothing is filtered in the browser).
    const html = await (await request.get('/resources/news?type=Research+Breakthroughs')).text()
    const [latest, ...rest] = await allNews(request)
    // The hero features the latest item of all; the cards are the type's only.
    const others = rest.filter((n) => n.NewsType !== 'Research Breakthroughs')
    expect(others.length).toBeGreaterThan(0)
    for (const n of others) expect(html, n.Slug).not.toContain(`href="/news/${n.Slug}"`)
    expect(html).toContain(`href="/news/${latest.Slug}"`)
  })

  test('odd addresses show a list, never an error', async ({ request }) => {
    const odd = [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=%ff',
      '?page=99999999999999999999',
      '?page=2&page=zz',
      '?type=%3Cscript%3Ealert(1)%3C/script%3E',
      '?type=General&type=zzz',
      `?type=${'x'.repeat(2000)}`,
      '?type=../../etc',
    ]
    for (const query of odd) {
      const response = await request.get(`/resources/news${query}`)
      expect(response.status(), query).toBe(200)
      const html = await response.text()
      expect(html, query).not.toContain('<script>alert(1)')
      expect(html, query).toContain('All news')
    }
    for (const query of ['?page=abc', '?page=-4', '?page=999999', '?type=zzz']) {
      const response = await request.get(`/resources/news/more${query}`)
      expect(response.status(), query).toBe(200)
    }
    // A page beyond the last answers no cards, so 'Show more' never repeats any.
    expect(await (await request.get('/resources/news/more?page=999999')).json()).toMatchObject({
      items: [],
      hasMore: false,
    })
  })

  test('pages stay bounded however many items exist: at most 30 cards, the page beyond the last shows the last', async ({
    page,
    browser,
    baseURL,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'it adds 30 news items for a while, so it runs once')
    test.setTimeout(240_000)
    const headers = await adminHeaders(request)
    const before = await allNews(request)
    const firstPageBefore = (await (await request.get('/resources/news')).text()).length
    const sample = (await (await request.get('/api/news?limit=1&depth=0', { headers })).json()).docs[0]
    const ids: number[] = []
    try {
      for (let i = 0; i < 30; i++) {
        const response = await request.post('/api/news', {
          headers,
          data: {
            title: `Archive story ${i + 1}`,
            newsType: 'General',
            description: sample.description,
            publishedAt: new Date(Date.UTC(2019, 0, 30 - i, 9)).toISOString(),
            _status: 'published',
          },
        })
        expect(response.ok(), await response.text()).toBe(true)
        ids.push(((await response.json()) as { doc: { id: number } }).doc.id)
      }
      let news: ContractNews[] = []
      await expect(async () => {
        news = await allNews(request)
        expect(news.length).toBe(before.length + 30)
      }).toPass({ timeout: 30_000 })
      const pages = Math.ceil(news.length / 3)

      await withoutScript(browser, baseURL, async (p) => {
        // The last page: the last 30 cards, and a way back to the first ones.
        await p.goto(`/resources/news?page=${pages}`)
        await expect(cards(p)).toHaveCount(30)
        const start = pages * 3 - 30
        await expect(cardTitles(p)).toHaveText(news.slice(start).map((n) => shortTitle(n.Title)))
        await expect(p.getByText(`Showing news items ${start + 1} to ${news.length} of ${news.length}.`)).toBeVisible()
        await expect(showMore(p)).toHaveCount(0)
        await p.getByRole('link', { name: 'Back to the first news items' }).click()
        await expect(p).toHaveURL('/resources/news')
        await expect(cards(p)).toHaveCount(3)
        // Beyond the last page: the last page, not an error.
        const response = await p.goto('/resources/news?page=5000')
        expect(response?.status()).toBe(200)
        await expect(cards(p)).toHaveCount(30)
      })

      // The first screen weighs the same as before the archive grew (30 more items).
      const firstPageAfter = (await (await request.get('/resources/news')).text()).length
      expect(Math.abs(firstPageAfter - firstPageBefore)).toBeLessThan(1_000)

      // With JavaScript 'Show more' keeps adding past 30 cards, reading only the next three.
      await openList(page, `/resources/news?page=${pages - 2}`)
      await expect(cards(page)).toHaveCount(30)
      await showMore(page).click()
      await expect(cards(page)).toHaveCount(33)
      await expect(cardTitles(page).last()).toHaveText(
        shortTitle(news[Math.min(news.length, (pages - 1) * 3) - 1].Title),
      )
    } finally {
      for (const id of ids) await request.delete(`/api/news/${id}`, { headers })
    }
    await expect(async () => expect(await allNews(request)).toHaveLength(before.length)).toPass({ timeout: 30_000 })
  })
})

test.describe('events list paging', () => {
  test('the search is a form the server answers without JavaScript, grouped and filtered', async ({
    browser,
    baseURL,
    request,
  }) => {
    const events = (await (await request.get('/api/v1/event/all/active')).json()) as ContractEvent[]
    const conferences = events.filter((e) => /conference/i.test(e.Title))
    expect(conferences.length).toBeGreaterThan(0)
    await withoutScript(browser, baseURL, async (page) => {
      await page.goto('/resources/events')
      const list = page.getByRole('region', { name: 'All events' })
      await list.getByRole('searchbox', { name: 'Search events by title' }).fill('conference')
      await list.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL('/resources/events?q=conference')
      await expect(cards(page)).toHaveCount(Math.min(3, conferences.length))
      for (const title of await cardTitles(page).allInnerTexts()) expect(title.toLowerCase()).toContain('conference')
      await expect(page.getByRole('searchbox', { name: 'Search events by title' })).toHaveValue('conference')
      // A type keeps the search.
      await page
        .getByRole('navigation', { name: 'Filter events by type' })
        .getByRole('link', { name: 'Workshop' })
        .click()
      await expect(page).toHaveURL('/resources/events?type=Workshop&q=conference')
      // The groups are labelled; the list says when nothing matches.
      await page.goto('/resources/events?q=zzzz-no-such-event')
      await expect(page.getByText('No events found.')).toBeVisible()
      await page.goto('/resources/events?page=99')
      await expect(page.getByRole('heading', { level: 3, name: 'Upcoming events' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: 'Past events' })).toBeVisible()
      await expect(cards(page)).toHaveCount(events.length)
    })
  })

  test('odd addresses show a list, never an error', async ({ request }) => {
    for (const query of [
      `?q=${'a'.repeat(2000)}`,
      '?q=%ff',
      '?q=%25%5F%27%22',
      '?q=<script>alert(1)</script>',
      '?q=&q=&type=zzz&type=',
      '?page=-1&q=conference',
    ]) {
      const response = await request.get(`/resources/events${query}`)
      expect(response.status(), query).toBe(200)
      expect(await response.text(), query).not.toContain('<script>alert(1)')
      expect((await request.get(`/resources/events/more${query}`)).status(), query).toBe(200)
    }
  })

  test('the list pages have no accessibility violations, filtered and paged', async ({ page }) => {
    test.setTimeout(90_000)
    await openList(page, '/resources/events?q=e&page=2')
    await expectNoAxeViolations(page)
    await openList(page, '/resources/news?type=General&page=2')
    await expectNoAxeViolations(page)
  })
})

test.describe('the contract pages its lists on request', () => {
  test('limit and page give consecutive pages of the same list; bad values are a 400', async ({ request }) => {
    const whole = (await (await request.get('/api/v1/news/all/active')).json()) as ContractNews[]
    const first = await request.get('/api/v1/news/all/active?limit=5&page=1')
    expect(first.headers()['cache-control']).toContain('max-age')
    const second = (await (await request.get('/api/v1/news/all/active?limit=5&page=2')).json()) as ContractNews[]
    expect([...((await first.json()) as ContractNews[]), ...second].map((n) => n.Slug)).toEqual(
      whole.slice(0, 10).map((n) => n.Slug),
    )
    const bad = await request.get('/api/v1/news/all/active?limit=1000')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({ error: expect.stringContaining('limit') })
  })
})
