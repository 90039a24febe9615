import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { adminHeaders, getAsAdmin, setStatus } from './admin-api'
import { expectNoAxeViolations, openList } from './helpers'
import {
  cutTitle,
  lagosDay,
  lagosMs,
  MONTHS,
  ordinalDay,
  paragraphsOf,
  publishedEvents,
  publishedNews,
  textOf,
  timesOf,
  twelveHour,
  upcomingThenPast,
  type ApiEvent,
  type ApiNews,
} from './news-events-rules'

/**
 * A news item with a faculty, of a type other than 'General' (the type the empty-state test
 * unpublishes for a moment), from the published news.
 */
async function aNewsItem(request: APIRequestContext): Promise<ApiNews> {
  const item = (await publishedNews(request)).find((n) => n.NewsType === 'Research Breakthroughs' && n.FacultyCode)
  expect(item, 'a Research Breakthroughs item with a faculty').toBeDefined()
  return item!
}

/** The published events, split as the lists show them (not yet over, then past). */
async function eventsNow(request: APIRequestContext): Promise<{ upcoming: ApiEvent[]; past: ApiEvent[] }> {
  const split = upcomingThenPast(await publishedEvents(request))
  expect(split.upcoming.length, 'an event still to come').toBeGreaterThan(0)
  expect(split.past.length, 'a past event').toBeGreaterThan(0)
  return split
}

/** Cards of a list page, in order. */
const cards = (page: Page) => page.getByRole('region', { name: /^All (news|events)$/ }).getByRole('article')
const showMore = (page: Page) => page.getByRole('link', { name: 'Show more' })
/** A type filter: a link to the filtered list, marked current when chosen. */
const filter = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /^Filter (news|events) by type$/ }).getByRole('link', { name, exact: true })

/** Fake time that moves only when the test says so (page.clock otherwise follows real time). */
async function freezeClockAt(page: Page, time: number) {
  await page.clock.install({ time })
  await page.clock.pauseAt(time + 1_000)
}

const countdown = (page: Page) => page.getByRole('timer')
const shows = (d: string, h: string, m: string, s: string) =>
  new RegExp(`^${d}\\s*Days\\s*${h}\\s*Hours\\s*${m}\\s*Minutes\\s*${s}\\s*Seconds$`)

/** The moment the page counts down to, from its 'Until 05-December-2026 10:00:00 (Lagos time)' line. */
async function countdownTarget(page: Page): Promise<number> {
  const text = await page.getByText(/^Until /).innerText()
  const match = /(\d{2})-([A-Za-z]+)-(\d{4}) (\d{2}):(\d{2}):(\d{2})/.exec(text)
  expect(match, text).not.toBeNull()
  const [, day, month, year, h, m, s] = match!
  expect(MONTHS).toContain(month)
  const date = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}`
  return lagosMs(date, `${h}:${m}:${s}`)
}

/** The line a visitor without script reads in place of the countdown. */
const startsLine = (page: Page) => page.getByText(/^Starts /)
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** 'Starts Friday 12 March 2027, 10:00': the event's own date and start time (Lagos wall clock, HH:MM in the demo). */
function startsText(event: ApiEvent): string {
  const [year, month, day] = event.EventDate.split('-').map(Number)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `Starts ${weekday} ${day} ${MONTHS[month - 1]} ${year}, ${event.StartTime.slice(0, 5)}`
}

type Doc = { id: number; slug: string; publishedAt: string; newsType?: string }

async function published(request: APIRequestContext, collection: 'news' | 'events'): Promise<Doc[]> {
  const response = await getAsAdmin(request, `/api/${collection}?limit=200&depth=0&where[_status][equals]=published`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Doc[] }).docs
}

/** docs/site.md#news-and-event-detail: at most 4 related items of the same kind, never the current one, newest InsertedDate first. */
async function expectRelatedRule(page: Page, request: APIRequestContext, kind: 'news' | 'events', slug: string) {
  await page.goto(`/${kind}/${slug}`)
  const all = await published(request, kind)
  const region = page.getByRole('region', { name: kind === 'news' ? 'More news' : 'More events' })
  const hrefs = await region
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const shown = hrefs.map((h) => h.replace(`/${kind}/`, ''))
  expect(shown).toHaveLength(Math.min(4, all.length - 1))
  expect(shown).not.toContain(slug)
  const time = (s: string) => Date.parse(all.find((d) => d.slug === s)!.publishedAt)
  const times = shown.map(time)
  expect(times).toEqual([...times].sort((a, b) => b - a))
  // Nothing left out is newer than the last one shown.
  const others = all.filter((d) => d.slug !== slug && !shown.includes(d.slug)).map((d) => time(d.slug))
  for (const t of others) expect(t).toBeLessThanOrEqual(times[times.length - 1])
}

// The rules below are written again in news-events-rules.ts; these literal cases pin them down.
test.describe('the display rules the tests restate', () => {
  test('titles: at most 50 characters and an ellipsis', () => {
    const fifty = 'a'.repeat(50)
    expect(cutTitle(fifty)).toBe(fifty)
    expect(cutTitle(`${fifty}b`)).toBe(`${fifty}...`)
    // Trailing spaces at the cut go; whole characters are kept.
    expect(cutTitle(`${'a'.repeat(49)} bcd`)).toBe(`${'a'.repeat(49)}...`)
    expect(cutTitle(`${'é'.repeat(50)}x`)).toBe(`${'é'.repeat(50)}...`)
    expect(cutTitle('Research Methods Workshop', 10)).toBe('Research M...')
  })

  test('times on the 12-hour clock, dates in words', () => {
    expect(['00:15', '09:05', '11:59', '12:00', '13:30', '23:45:10'].map(twelveHour)).toEqual([
      '12:15 AM',
      '9:05 AM',
      '11:59 AM',
      '12:00 PM',
      '1:30 PM',
      '11:45 PM',
    ])
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinalDay)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
      '31st',
    ])
    expect(MONTHS).toHaveLength(12)
    expect(lagosDay('2026-12-04T23:30:00.000Z')).toBe('05-December-2026')
    expect(lagosMs('2026-12-05', '10:00')).toBe(Date.UTC(2026, 11, 5, 9))
    expect(lagosMs('2026-01-01', '00:30')).toBe(Date.UTC(2025, 11, 31, 23, 30))
  })

  test('upcoming events first, soonest first, then past ones, latest first', () => {
    const at = (Slug: string, EventDate: string, StartTime: string, EndTime: string) =>
      ({ Slug, EventDate, StartTime, EndTime }) as ApiEvent
    const events = [
      at('long-ago', '2026-01-10', '09:00', '10:00'),
      at('later', '2026-03-01', '09:00', '10:00'),
      at('running', '2026-02-01', '09:00', '17:00'),
      at('over-today', '2026-02-01', '07:00', '08:00'),
      at('soon', '2026-02-02', '09:00', '10:00'),
    ]
    // 12:00 in Lagos on 1 February.
    const { upcoming, past } = upcomingThenPast(events, Date.UTC(2026, 1, 1, 11))
    expect(upcoming.map((e) => e.Slug)).toEqual(['running', 'soon', 'later'])
    expect(past.map((e) => e.Slug)).toEqual(['over-today', 'long-ago'])
  })

  test('the text of the HTML descriptions', () => {
    const html = '<p>Tom &amp; Jerry&#39;s <strong>big</strong>\n day.</p><ul><li>One</li><li>Two</li></ul>'
    expect(textOf(html)).toBe("Tom & Jerry's big day. One Two")
    expect(paragraphsOf(html)).toEqual(["Tom & Jerry's big day."])
  })
})

test.describe('news list', () => {
  test('the hero shows the latest item with a 50-character preview of its text', async ({ page, request }) => {
    await page.goto('/resources/news')
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    const latest = (await publishedNews(request))[0]
    await expect(page.getByRole('heading', { level: 2, name: latest.Title })).toBeVisible()
    const text = textOf(latest.Description)
    expect([...text].length, 'a description long enough to be cut').toBeGreaterThan(50)
    const hero = page.getByRole('region', { name: 'News', exact: true })
    await expect(hero.getByText(cutTitle(text, 50), { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Read news/ })).toHaveAttribute('href', `/news/${latest.Slug}`)
  })

  test('filters by type, three cards at a time, with Show more adding three', async ({ page, request }) => {
    const news = await publishedNews(request)
    await openList(page, '/resources/news')
    await expect(filter(page, 'All')).toHaveAttribute('aria-current', 'page')
    // All: the newest first, three at a time.
    await expect(cards(page)).toHaveCount(3)
    await expect(cards(page).getByRole('heading')).toHaveText(news.slice(0, 3).map((n) => cutTitle(n.Title)))
    for (let shown = 3; shown < news.length; shown += 3) {
      await showMore(page).click()
      await expect(cards(page)).toHaveCount(Math.min(shown + 3, news.length))
      // Keyboard users land on the first new card.
      await expect(cards(page).nth(shown).getByRole('link')).toBeFocused()
    }
    await expect(showMore(page)).toHaveCount(0)

    for (const type of ['General', 'University Updates', 'Research Breakthroughs'] as const) {
      await filter(page, type).click()
      await expect(page).toHaveURL(`/resources/news?type=${encodeURIComponent(type).replaceAll('%20', '+')}`)
      await expect(filter(page, type)).toHaveAttribute('aria-current', 'page')
      const expected = news.filter((n) => n.NewsType === type)
      expect(expected.length, type).toBeGreaterThan(0)
      await expect(cards(page)).toHaveCount(Math.min(3, expected.length))
      await expect(cards(page).getByRole('heading')).toHaveText(expected.slice(0, 3).map((n) => cutTitle(n.Title)))
      for (const card of await cards(page).all()) await expect(card.getByText(type, { exact: true })).toBeVisible()
      await expect(showMore(page)).toHaveCount(expected.length > 3 ? 1 : 0)
    }
  })

  test("says 'No news found.' when a filter has nothing", async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'it changes shared content, so it runs once')
    test.setTimeout(120_000)
    const headers = await adminHeaders(request)
    const ids = (await published(request, 'news')).filter((d) => d.newsType === 'General').map((d) => d.id)
    expect(ids.length).toBeGreaterThan(0)
    const general = () => filter(page, 'General')

    /** Changes the General news' status, then waits until the list shows the result. */
    const switchTo = async (status: 'draft' | 'published', empty: boolean) => {
      await setStatus(request, headers, 'news', ids, status)
      await expect(async () => {
        await openList(page, '/resources/news')
        await general().click()
        if ((await page.getByText('No news found.').count()) !== (empty ? 1 : 0)) {
          // A visit rendered while the change was under way can be cached; changing again expires it.
          await setStatus(request, headers, 'news', ids.slice(-1), status)
          throw new Error('the news list does not show the change yet')
        }
      }).toPass({ timeout: 60_000 })
    }

    try {
      await switchTo('draft', true)
      await expect(page.getByText('No news found.')).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await filter(page, 'All').click()
      await expect(cards(page)).toHaveCount(3)
    } finally {
      await switchTo('published', false)
    }
  })

  test('shows its first three cards and a Show more link without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/resources/news')
    await expect(cards(page)).toHaveCount(3)
    await expect(showMore(page)).toHaveAttribute('href', '/resources/news?page=2#item-4')
    await context.close()
  })

  test('offers an RSS 2.0 feed with absolute links', async ({ request, baseURL }) => {
    const latest = (await publishedNews(request))[0]
    await expectFeedLinked(request)
    const response = await request.get('/news/rss.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/)
    expect(xml).toContain(`<link>${baseURL}/news/${latest.Slug}</link>`)
    expect(xml).toContain(`<atom:link href="${baseURL}/news/rss.xml" rel="self"`)
    expect(xml.match(/<item>/g)?.length).toBeGreaterThan(0)
  })

  test('has no accessibility violations', async ({ page }) => {
    await openList(page, '/resources/news')
    await expectNoAxeViolations(page)
  })
})

/** The news page links its feed for feed readers. */
async function expectFeedLinked(request: APIRequestContext) {
  const html = await (await request.get('/resources/news')).text()
  // The address may be absolute (the site's public origin) or site-relative; other attributes may follow.
  expect(html).toMatch(
    /<link rel="alternate" type="application\/rss\+xml" href="(https?:\/\/[^"/]+)?\/news\/rss\.xml"[^>]*\/>/,
  )
}

test.describe('events list', () => {
  test('the hero shows the next event with its date, times and place', async ({ page, request }) => {
    await page.goto('/resources/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    const next = (await eventsNow(request)).upcoming[0]
    const hero = page.getByRole('region', { name: 'Events', exact: true })
    await expect(hero.getByRole('heading', { level: 2, name: next.Title })).toBeVisible()
    const [year, month, day] = next.EventDate.split('-').map(Number)
    await expect(hero.getByText(`${String(day).padStart(2, '0')}-${MONTHS[month - 1]}-${year}`)).toBeVisible()
    await expect(hero.getByText(timesOf(next))).toBeVisible()
    await expect(hero.getByText(next.Location)).toBeVisible()
    await expect(hero.getByRole('link', { name: /^View event/ })).toHaveAttribute('href', `/events/${next.Slug}`)
  })

  test('lists upcoming events first, then past ones, each group labelled, three at a time, with Show more', async ({
    page,
    request,
  }) => {
    const { upcoming, past } = await eventsNow(request)
    await openList(page, '/resources/events')
    const order = [...upcoming, ...past].map((e) => cutTitle(e.Title))
    await expect(cards(page).getByRole('heading')).toHaveText(order.slice(0, 3))
    for (let shown = 3; shown < order.length; shown += 3) {
      await showMore(page).click()
      await expect(cards(page)).toHaveCount(Math.min(shown + 3, order.length))
      await expect(cards(page).nth(shown).getByRole('link')).toBeFocused()
    }
    await expect(cards(page).getByRole('heading')).toHaveText(order)
    await expect(showMore(page)).toHaveCount(0)
    // Each group under its own label.
    const list = page.getByRole('region', { name: 'All events' })
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Upcoming events', 'Past events'])
    const group = (name: string) => list.locator('div', { has: page.getByRole('heading', { level: 3, name }) }).last()
    await expect(group('Upcoming events').getByRole('article').getByRole('heading')).toHaveText(
      upcoming.map((e) => cutTitle(e.Title)),
    )
    await expect(group('Past events').getByRole('article').getByRole('heading')).toHaveText(
      past.map((e) => cutTitle(e.Title)),
    )
    // Each card: its day and month in words, its times on the 12-hour clock.
    for (const [i, e] of [...upcoming, ...past].entries()) {
      const [year, month, day] = e.EventDate.split('-').map(Number)
      const card = cards(page).nth(i)
      await expect(card.getByText(ordinalDay(day), { exact: true })).toBeVisible()
      await expect(card.getByText(`${MONTHS[month - 1]} ${year}`, { exact: true })).toBeVisible()
      await expect(card.getByText(timesOf(e), { exact: true })).toBeVisible()
    }
  })

  test('filters by type', async ({ page, request }) => {
    const { upcoming, past } = await eventsNow(request)
    await openList(page, '/resources/events')
    for (const type of ['General', 'Workshop', 'Conference'] as const) {
      await filter(page, type).click()
      await expect(page).toHaveURL(`/resources/events?type=${type}`)
      await expect(filter(page, type)).toHaveAttribute('aria-current', 'page')
      const expected = [...upcoming, ...past].filter((e) => e.EventType === type)
      expect(expected.length, type).toBeGreaterThan(0)
      await expect(cards(page)).toHaveCount(Math.min(3, expected.length))
      await expect(cards(page).getByRole('heading')).toHaveText(expected.slice(0, 3).map((e) => cutTitle(e.Title)))
      for (const card of await cards(page).all()) await expect(card.getByText(type, { exact: true })).toBeVisible()
    }
  })

  test("searches titles without regard to case, and says 'No events found.'", async ({ page, request }) => {
    const { upcoming, past } = await eventsNow(request)
    await openList(page, '/resources/events')
    const search = page.getByRole('searchbox', { name: 'Search events by title' })
    await search.fill('CONFERENCE')
    // The list follows the typing, through the address.
    await expect(page).toHaveURL('/resources/events?q=CONFERENCE')
    const matching = [...upcoming, ...past].filter((e) => /conference/i.test(e.Title)).map((e) => cutTitle(e.Title))
    expect(matching.length).toBeGreaterThan(0)
    await expect(cards(page).getByRole('heading')).toHaveText(matching.slice(0, 3))
    // The search and the type filter work together.
    await filter(page, 'Workshop').click()
    await expect(page).toHaveURL('/resources/events?type=Workshop&q=CONFERENCE')
    await expect(page.getByText('No events found.')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await filter(page, 'All').click()
    await expect(page).toHaveURL('/resources/events?q=CONFERENCE')
    await search.fill('no such event anywhere')
    await expect(page.getByText('No events found.')).toBeVisible()
    await search.fill('')
    await expect(cards(page)).toHaveCount(3)
  })

  test('offers a calendar to subscribe to, with every event (the demo has fewer than 50)', async ({
    page,
    request,
  }) => {
    await page.goto('/resources/events')
    await expect(page.getByRole('link', { name: 'Subscribe to the events calendar' })).toHaveAttribute(
      'href',
      '/events.ics',
    )
    const response = await request.get('/events.ics')
    expect(response.headers()['content-type']).toContain('text/calendar')
    const ics = await response.text()
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength((await publishedEvents(request)).length)
  })

  test('has no accessibility violations', async ({ page }) => {
    await openList(page, '/resources/events')
    await expectNoAxeViolations(page)
  })
})

test.describe('news and event detail', () => {
  test('a news item: title, type, faculty, date, description, picture and share link', async ({
    page,
    request,
    baseURL,
  }) => {
    const item = await aNewsItem(request)
    await page.goto(`/news/${item.Slug}`)
    await expect(page.getByRole('heading', { level: 1, name: item.Title })).toBeVisible()
    // The item's own facts come first in the article, before the related cards.
    const article = page.getByRole('article', { name: item.Title })
    await expect(article.getByText(item.NewsType, { exact: true }).first()).toBeVisible()
    await expect(article.getByText(item.FacultyCode, { exact: true }).first()).toBeVisible()
    await expect(article.locator('time').first()).toHaveText(lagosDay(item.InsertedDate))
    await expect(page.getByText(paragraphsOf(item.Description)[0], { exact: true })).toBeVisible()
    await expect(page.getByRole('main').locator('img').first()).toBeVisible()
    const share = page.getByRole('link', { name: /^Share on WhatsApp/ })
    await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
    expect(decodeURIComponent((await share.getAttribute('href'))!)).toContain(
      `${item.Title} ${baseURL}/news/${item.Slug}`,
    )
    await expect(share).toHaveAttribute('target', '_blank')
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('a news item describes itself to search engines and social sites', async ({ page, request }) => {
    const item = await aNewsItem(request)
    await page.goto(`/news/${item.Slug}`)
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: item.Title, datePublished: item.InsertedDate })
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', item.Title)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
  })

  test('a news item shows when it was published, and no countdown', async ({ page, request }) => {
    const item = await aNewsItem(request)
    await page.goto(`/news/${item.Slug}`)
    await expect(page.getByText(`Published ${lagosDay(item.InsertedDate)}`, { exact: true })).toBeVisible()
    await expect(countdown(page)).toHaveCount(0)
  })

  test("an upcoming event's countdown ticks each second and stops at zero", async ({ page, request }) => {
    const event = (await eventsNow(request)).upcoming[0]
    await page.goto(`/events/${event.Slug}`)
    const target = await countdownTarget(page)
    // It counts down to the event's date and start time in Lagos.
    expect(target).toBe(lagosMs(event.EventDate, event.StartTime))
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 10) * 1000
    await freezeClockAt(page, target - left - 1_000)
    await page.reload()
    await expect(countdown(page)).toHaveText(shows('02', '03', '04', '10'))
    // The running count takes the place of the start the server wrote.
    await expect(startsLine(page)).toBeHidden()
    await page.clock.runFor(3_000)
    await expect(countdown(page)).toHaveText(shows('02', '03', '04', '07'))
    await page.clock.fastForward(left)
    await expect(countdown(page)).toHaveText(shows('00', '00', '00', '00'))
    await expect(page.getByText('This event has started or is over.')).toBeVisible()
    await page.clock.runFor(5_000)
    await expect(countdown(page)).toHaveText(shows('00', '00', '00', '00'))
  })

  test('a past event: date, 12-hour times, place, when it took place (no countdown), and Add to calendar', async ({
    page,
    request,
  }) => {
    const event = (await eventsNow(request)).past[0]
    const slug = event.Slug
    const [year, month, day] = event.EventDate.split('-').map(Number)
    const date = `${String(day).padStart(2, '0')}-${MONTHS[month - 1]}-${year}`
    await page.goto(`/events/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: event.Title })).toBeVisible()
    await expect(page.getByText(timesOf(event), { exact: true })).toBeVisible()
    await expect(page.getByRole('article', { name: event.Title }).getByText(event.Location).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'This event has taken place' })).toBeVisible()
    await expect(page.getByText(`It took place on ${date}, ${timesOf(event)}.`, { exact: true })).toBeVisible()
    await expect(countdown(page)).toHaveCount(0)

    const add = page.getByRole('link', { name: 'Add to calendar' })
    await expect(add).toHaveAttribute('href', `/events/${slug}/calendar.ics`)
    const response = await request.get(`/events/${slug}/calendar.ics`)
    expect(response.headers()['content-type']).toContain('text/calendar')
    const ics = await response.text()
    expect(ics).toContain(`SUMMARY:${event.Title}\r\n`)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(data).toMatchObject({ '@type': 'Event', name: event.Title, location: { name: event.Location } })
    // Lagos wall-clock time with its offset; the times are HH:MM in the demo.
    expect(data.startDate).toBe(`${event.EventDate}T${event.StartTime}:00+01:00`)
    expect(data.endDate).toBe(`${event.EventDate}T${event.EndTime}:00+01:00`)
  })

  test('related news: at most four others, newest first', async ({ page, request }) => {
    const { Slug } = await aNewsItem(request)
    await expectRelatedRule(page, request, 'news', Slug)
  })

  test('related events: at most four others, newest first', async ({ page, request }) => {
    const { upcoming, past } = await eventsNow(request)
    await expectRelatedRule(page, request, 'events', upcoming[0].Slug)
    await expectRelatedRule(page, request, 'events', past[0].Slug)
  })

  test('/new/{slug} moves permanently to /news/{slug}', async ({ page, request }) => {
    const { Slug: newsSlug, Title } = await aNewsItem(request)
    const response = await request.get(`/new/${newsSlug}`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers()['location'], 'http://x').pathname).toBe(`/news/${newsSlug}`)
    await page.goto(`/new/${newsSlug}`)
    await expect(page).toHaveURL(`/news/${newsSlug}`)
    await expect(page.getByRole('heading', { level: 1, name: Title })).toBeVisible()
  })

  test('an unknown or malformed slug is a 404 page', async ({ page, request }) => {
    for (const path of ['/news/no-such-story', '/events/no-such-event', '/news/Not_A_Slug', '/new/Not_A_Slug']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    }
    expect((await request.get('/events/no-such-event/calendar.ics')).status()).toBe(404)
  })

  test('has no accessibility violations', async ({ page, request }) => {
    // Two pages, each checked in full: slow on a busy machine.
    test.setTimeout(90_000)
    await page.goto(`/news/${(await aNewsItem(request)).Slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(`/events/${(await eventsNow(request)).upcoming[0].Slug}`)
    await expect(countdown(page)).not.toHaveText(/--/)
    await expectNoAxeViolations(page)
  })
})

test.describe('an upcoming event without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('says when it starts instead of a countdown of dashes, whatever the clock', async ({ page, request }) => {
    const event = (await eventsNow(request)).upcoming[0]
    expect(event.StartTime, 'the demo events have a start time').toMatch(/^\d{2}:\d{2}/)
    // The words are the server's: a visitor's clock a day before the event, or at it, changes nothing.
    for (const offset of [-86_400_000, 0]) {
      await page.clock.setFixedTime(lagosMs(event.EventDate, event.StartTime) + offset)
      await page.goto(`/events/${event.Slug}`)
      const box = page.getByRole('region', { name: 'Countdown to the event' })
      await expect(box.getByText(startsText(event), { exact: true })).toBeVisible()
      // What shows: the hidden timer's dashes are in the markup, for the script, not on the screen.
      expect(await box.innerText()).not.toContain('--')
      // The timer needs script: it stays out of sight and out of the accessibility tree.
      await expect(countdown(page)).toHaveCount(0)
      await expect(box.getByText('This event has started or is over.')).toBeHidden()
    }
  })

  test('reads the same in data-light mode', async ({ browser, request }) => {
    const event = (await eventsNow(request)).upcoming[0]
    // With script allowed: the data-light page itself loads none.
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } })
    try {
      const page = await context.newPage()
      await page.goto(`/events/${event.Slug}`)
      await expect(page.locator('html')).toHaveClass(/(^|\s)data-light(\s|$)/)
      await expect(page.getByText(startsText(event), { exact: true })).toBeVisible()
      expect(await page.getByRole('region', { name: 'Countdown to the event' }).innerText()).not.toContain('--')
    } finally {
      await context.close()
    }
  })
})
