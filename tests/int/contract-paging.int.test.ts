/**
 * Paging of the lists that keep growing: the contract's optional `limit` and `page` on every list
 * endpoint, and the news and events lists' pages, against the seeded database with extra news and
 * events (more than one database block of 30), removed afterwards.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { getEvents, getEventsList, getFeedEvents, getNews, getNewsList, getRecentNews } from '@/content/news-events'
import { payloadClient } from '@/content/payload'
import { toContractEvent } from '@/contract/news-events'
import { endpoints, handleContract } from '@/contract/router'

import { seedNow, upcomingThenPast } from '../support/clock'

let payload: Payload
const context = { disableRevalidate: true }
const created: Array<{ collection: 'news' | 'events'; id: number }> = []
const EXTRA = 40
const DAY = 86_400_000

/** The clock every date of this file hangs on: the seed's, passed to each query that needs one. */
const now = seedNow().getTime()
const iso = (ms: number) => new Date(ms).toISOString()
const isoDay = (ms: number) => iso(ms).slice(0, 10)

beforeAll(async () => {
  payload = await payloadClient()
  const [news] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
  const [event] = (await payload.find({ collection: 'events', limit: 1, depth: 0 })).docs
  for (let i = 0; i < EXTRA; i++) {
    const n = await payload.create({
      collection: 'news',
      data: {
        title: `Paging story ${i}`,
        newsType: i % 2 ? 'General' : 'University Updates',
        description: news.description,
        // Some share a publication time, so the order needs its tie-break.
        publishedAt: iso(now - 400 * DAY - Math.floor(i / 2) * DAY),
        _status: 'published',
      } as never,
      context,
    })
    created.push({ collection: 'news', id: n.id })
    const e = await payload.create({
      collection: 'events',
      data: {
        title: `Paging event ${i}`,
        eventType: 'Workshop',
        // Half far ahead, half long past; two a day.
        eventDate: `${isoDay(now + (i % 2 ? 1 : -1) * (200 + Math.floor(i / 4)) * DAY)}T12:00:00.000Z`,
        startTime: i % 4 < 2 ? '09:00' : '14:00',
        endTime: i % 4 < 2 ? '11:00' : '16:00',
        location: event.location,
        description: event.description,
        publishedAt: iso(now - i * 1000),
        _status: 'published',
      } as never,
      context,
    })
    created.push({ collection: 'events', id: e.id })
  }
}, 120_000)

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id, context })
}, 120_000)

const ORIGIN = 'http://contract.test'

async function call(path: string) {
  const request = new Request(`${ORIGIN}/api/v1/${path}`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
  const [route] = path.split('?')
  const response = await handleContract(request, route.split('/').filter(Boolean))
  const text = await response.text()
  return { response, status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

const listEndpoints = () => endpoints.filter((e) => e.method === 'GET' && !e.path.includes('{') && e.page)

describe('the contract: optional limit and page', () => {
  it('every list endpoint offers them', () => {
    const arrays = endpoints.filter(
      (e) => e.method === 'GET' && !e.path.includes('{') && e.response instanceof z.ZodArray,
    )
    expect(arrays.length).toBeGreaterThanOrEqual(23)
    expect(listEndpoints()).toEqual(arrays)
    expect(listEndpoints().map((e) => e.path)).toEqual(
      expect.arrayContaining(['news/all/active', 'event/all/active', 'academic/staff/all', 'gallery/list']),
    )
  })

  it('without them the answer is the whole list, a bare array, as before', async () => {
    const { status, body } = await call('news/all/active')
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    expect((body as unknown[]).length).toBe((await getNews()).length)
  })

  it('pages of every list endpoint, one after the other, are the whole list in its order', async () => {
    for (const e of listEndpoints()) {
      const whole = (await call(e.path)).body as unknown[]
      // Three or four pages each (the int tests read without the cache, so each page reads again).
      const limit =
        e.path === 'news/all/active' || e.path === 'event/all/active'
          ? 7
          : Math.min(100, Math.max(1, Math.ceil(whole.length / 3)))
      const pages: unknown[] = []
      for (let page = 1; ; page++) {
        const { status, body, response } = await call(`${e.path}?limit=${limit}&page=${page}`)
        expect(status, e.path).toBe(200)
        expect(response.headers.get('cache-control'), e.path).toContain('max-age')
        const items = body as unknown[]
        expect(Array.isArray(items), e.path).toBe(true)
        expect(items.length, `${e.path} page ${page}`).toBeLessThanOrEqual(limit)
        pages.push(...items)
        if (items.length < limit) break
      }
      expect(pages, e.path).toEqual(whole)
    }
  }, 120_000)

  it('news and events are paged in the database, in the same order as the whole list', async () => {
    const news = (await call('news/all/active')).body as Array<{ Slug: string }>
    const events = (await call('event/all/active')).body as Array<{ Slug: string }>
    expect(news.length).toBeGreaterThan(EXTRA)
    expect(events.length).toBeGreaterThan(EXTRA)
    const page3 = (await call('news/all/active?limit=10&page=3')).body as Array<{ Slug: string }>
    expect(page3.map((n) => n.Slug)).toEqual(news.slice(20, 30).map((n) => n.Slug))
    const last = Math.ceil(events.length / 100)
    const lastPage = (await call(`event/all/active?limit=100&page=${last}`)).body as Array<{ Slug: string }>
    expect(lastPage.map((n) => n.Slug)).toEqual(events.slice((last - 1) * 100).map((n) => n.Slug))
  })

  it('page alone uses 20 a page; limit alone is page 1', async () => {
    const news = (await call('news/all/active')).body as unknown[]
    expect((await call('news/all/active?page=2')).body).toEqual(news.slice(20, 40))
    expect((await call('news/all/active?limit=3')).body).toEqual(news.slice(0, 3))
  })

  it('a page beyond the last is an empty array', async () => {
    for (const path of [
      'news/all/active?limit=100&page=999',
      'event/all/active?page=1000000',
      'gallery/list?page=500',
    ]) {
      const { status, body } = await call(path)
      expect(status, path).toBe(200)
      expect(body, path).toEqual([])
    }
  })

  it('refuses malformed values with a 400 JSON error', async () => {
    const bad = [
      'limit=0',
      'limit=101',
      'limit=-1',
      'limit=2.5',
      'limit=abc',
      'limit=',
      'limit=1e2',
      'page=0',
      'page=-3',
      'page=x',
      'page=1000001',
      `page=${'9'.repeat(400)}`,
      'limit=5&limit=6',
      'limit=5&page=1&page=2',
    ]
    for (const query of bad) {
      for (const path of ['news/all/active', 'academic/titles']) {
        const { status, body, response } = await call(`${path}?${query}`)
        expect(status, `${path}?${query}`).toBe(400)
        expect(body, query).toEqual({ error: expect.stringMatching(/limit|page/) })
        expect(response.headers.get('cache-control')).toBe('no-store')
      }
    }
  })

  it('endpoints that are not lists ignore them', async () => {
    const { status } = await call('leadership/leadership/list?limit=abc')
    expect(status).toBe(200)
  })

  it('the OpenAPI document describes them on list endpoints only', async () => {
    const doc = (await call('openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>
    }
    const names = (path: string) => (doc.paths[path].get.parameters ?? []).map((p) => `${p.in}:${p.name}`)
    expect(names('/news/all/active')).toEqual(['query:limit', 'query:page'])
    expect(names('/academic/titles')).toEqual(['query:limit', 'query:page'])
    expect(names('/leadership/leadership/list')).toEqual([])
  })
})

describe('the list pages', () => {
  it('news: page N shows everything up to its end, at most 30, newest first', async () => {
    const all = await getNews()
    const first = await getNewsList({ type: '' }, 1)
    expect(first.latest?.slug).toBe(all[0].slug)
    expect(first.total).toBe(all.length)
    expect(first.items.map((n) => n.slug)).toEqual(all.slice(0, 3).map((n) => n.slug))
    for (const page of [4, 10, 11, 12, 17]) {
      const { items, window } = await getNewsList({ type: '' }, page)
      const end = Math.min(all.length, page * 3)
      const start = Math.max(0, page * 3 - 30)
      expect(window).toMatchObject({ start, end })
      expect(
        items.map((n) => n.slug),
        `page ${page}`,
      ).toEqual(all.slice(start, end).map((n) => n.slug))
    }
  })

  it('news: a page beyond the last shows the last; a type filters', async () => {
    const all = await getNews()
    const beyond = await getNewsList({ type: '' }, 1_000_000, 3)
    expect(beyond.window.page).toBe(Math.ceil(all.length / 3))
    expect(beyond.items.map((n) => n.slug)).toEqual(all.slice((beyond.window.page - 1) * 3).map((n) => n.slug))
    const general = all.filter((n) => n.newsType === 'General')
    const page2 = await getNewsList({ type: 'General' }, 2, 3)
    expect(page2.total).toBe(general.length)
    expect(page2.items.map((n) => n.slug)).toEqual(general.slice(3, 6).map((n) => n.slug))
  })

  it('events: upcoming soonest first, then past newest first, page by page', async () => {
    const all = await getEvents()
    const { upcoming, past } = upcomingThenPast(all.map(toContractEvent), now)
    // Distinct starts, so the rule alone decides the order.
    expect(new Set(all.map((e) => `${e.eventDate}T${e.startTime}`)).size).toBe(all.length)
    const order = [...upcoming, ...past].map((e) => e.Slug)
    const seen: string[] = []
    const flags: boolean[] = []
    for (let page = 1; page <= Math.ceil(order.length / 3); page++) {
      const { items, total, featured } = await getEventsList({ type: '', q: '' }, page, 3, now)
      expect(total).toBe(order.length)
      expect(featured?.event.slug).toBe(order[0])
      seen.push(...items.map((i) => i.event.slug))
      flags.push(...items.map((i) => i.upcoming))
    }
    expect(seen).toEqual(order)
    expect(flags).toEqual(order.map((_, i) => i < upcoming.length))
  })

  it('events: with nothing still to come, the hero is the most recent past event', async () => {
    const muchLater = now + 3_000 * DAY
    const { featured, items } = await getEventsList({ type: '', q: '' }, 1, 3, muchLater)
    const latest = (await getEvents())[0]
    expect(featured).toEqual({ event: expect.objectContaining({ slug: latest.slug }), upcoming: false })
    expect(items.map((i) => i.upcoming)).toEqual([false, false, false])
  })

  it('events: type and title search filter on the server, case-insensitively', async () => {
    const { items, total } = await getEventsList({ type: 'Workshop', q: 'PAGING EVENT 1' }, 1, 30)
    // 'Paging event 1', '10'–'19'.
    expect(total).toBe(11)
    expect(items.every((i) => /^Paging event 1/.test(i.event.title))).toBe(true)
    const none = await getEventsList({ type: 'Conference', q: 'Paging event' }, 1)
    expect(none.total).toBe(0)
    expect(none.items).toEqual([])
  })

  it('the RSS feed reads the latest 50 news items only', async () => {
    const recent = await getRecentNews()
    expect(recent.map((n) => n.slug)).toEqual((await getNews()).slice(0, 50).map((n) => n.slug))
  })

  it('the events calendar carries 50 events: the coming ones first, then the latest past ones', async () => {
    const all = (await getEventsList({ type: '', q: '' }, 1, 30, now)).total
    const feed = await getFeedEvents(now)
    expect(feed).toHaveLength(Math.min(50, all))
    const order: string[] = []
    for (let page = 1; order.length < 50 && page <= Math.ceil(all / 3); page++) {
      order.push(...(await getEventsList({ type: '', q: '' }, page, 3, now)).items.map((i) => i.event.slug))
    }
    expect(feed.map((e) => e.slug)).toEqual(order.slice(0, 50))
  })
})
