import '@/server-only'

import type { DataFromCollectionSlug, Where } from 'payload'

import { EVENT_TYPES } from '@/collections/events'
import { NEWS_TYPES } from '@/collections/news'
import type { Event, News } from '@/payload-types'
import { lagosToday } from '@/lib/calendar'
import { toIsoDate } from '@/lib/dates'
import { eventEnd, eventStart, listSearch, listType, nextDay } from '@/lib/news-events'
import { pageWindow, sliceSegments, type PageWindow, type Paging } from '@/lib/paging'
import { findMediaOffice } from '@/lib/media-office'
import { isValidSlug } from '@/lib/slug'

import { cached } from './cache'
import { payloadClient } from './payload'
import { imagePath, rel } from './relations'
import { richTextToHtml } from './rich-text'
import type { EventView, NewsView } from './views'

export function toNewsView(n: News): NewsView {
  return {
    slug: n.slug,
    title: n.title,
    description: richTextToHtml(n.description),
    newsType: n.newsType,
    image: imagePath(n.image, 'hero'),
    facultyCode: rel(n.faculty)?.code ?? '',
    published: n.publishedAt,
  }
}

export function toEventView(e: Event): EventView {
  return {
    slug: e.slug,
    title: e.title,
    description: richTextToHtml(e.description),
    eventType: e.eventType,
    eventDate: toIsoDate(e.eventDate),
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.location,
    image: imagePath(e.image, 'hero'),
    published: e.publishedAt,
  }
}

const NEWS_TAGS = ['news', 'faculties', 'media']
const EVENT_TAGS = ['events', 'media']
const PUBLISHED: Where = { _status: { equals: 'published' } }
// A unique last key keeps the order, and so every page, the same from one read to the next.
const NEWS_SORT = ['-publishedAt', '-id']
const EVENT_SORT = ['-eventDate', '-startTime', '-id']

/** Published news, newest first. */
export const getNews = cached('news', ['news', 'faculties', 'media'], async (): Promise<NewsView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 1,
    sort: NEWS_SORT,
  })
  return docs.map(toNewsView)
})

/** Published events, newest event date first. */
export const getEvents = cached('events', ['events', 'media'], async (): Promise<EventView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 1,
    sort: EVENT_SORT,
  })
  return docs.map(toEventView)
})

// ---------------------------------------------------------------------------------------------
// Paged lists: the list pages, their 'Show more', the feeds and the contract's limit/page read
// only the rows they show, so their cost does not grow with the archive.

/** Cards per page: the first screen, and what each 'Show more' adds. */
export const LIST_PAGE_SIZE = 3
/** A list page shows at most this many cards (the last ones, once a visitor went that far). */
export const LIST_MAX_SHOWN = 30
/** Rows per cached database read; a window of the list is cut from one or two of these. */
const BLOCK = 30
/** How many items the RSS feed and the events calendar carry. */
export const FEED_SIZE = 50

/** A part of a list: how many items it has and a reader of its BLOCK-sized blocks. */
type Segment<T> = { total: number; block: (index: number) => Promise<T[]> }

const inMemory = <T>(items: T[]): Segment<T> => ({
  total: items.length,
  block: async (index) => items.slice(index * BLOCK, (index + 1) * BLOCK),
})

/** Items `start` to `end` of the segments one after the other; reads only the blocks they need. */
async function readWindow<T>(segments: Segment<T>[], start: number, end: number): Promise<T[]> {
  const parts = await Promise.all(
    sliceSegments(
      segments.map((s) => s.total),
      start,
      end,
    ).map(async ({ segment, from, to }) => {
      const first = Math.floor(from / BLOCK)
      const last = Math.floor((to - 1) / BLOCK)
      const blocks = await Promise.all(
        Array.from({ length: last - first + 1 }, (_, i) => segments[segment].block(first + i)),
      )
      return blocks.flat().slice(from - first * BLOCK, to - first * BLOCK)
    }),
  )
  return parts.flat()
}

// --- News ---

const newsWhere = (type: string): Where => (type ? { and: [PUBLISHED, { newsType: { equals: type } }] } : PUBLISHED)

/** How many published news items (of a type, '' for all). `type` is one of NEWS_TYPES or ''. */
const countNews = cached('news-count', NEWS_TAGS, async (type: string): Promise<number> => {
  const payload = await payloadClient()
  return (await payload.count({ collection: 'news', where: newsWhere(type) })).totalDocs
})

/** One page of published news, newest first, read from the database with limit and page. */
const findNews = cached(
  'news-page',
  NEWS_TAGS,
  async (type: string, limit: number, page: number): Promise<NewsView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      where: newsWhere(type),
      limit,
      page,
      depth: 1,
      sort: NEWS_SORT,
    })
    return docs.map(toNewsView)
  },
)

const newsSegment = async (type: string): Promise<Segment<NewsView>> => ({
  total: await countNews(type),
  block: (index) => findNews(type, BLOCK, index + 1),
})

export type NewsListFilter = { type: (typeof NEWS_TYPES)[number] | '' }

/** The news list's filter from the address; an unknown type is ignored. */
export function newsListFilter(params: { type?: string | string[] }): NewsListFilter {
  return { type: listType(params.type, NEWS_TYPES) }
}

export type NewsListView = {
  /** The latest item of all, for the hero. */
  latest: NewsView | null
  filter: NewsListFilter
  items: NewsView[]
  /** How many items the filtered list has. */
  total: number
  window: PageWindow
}

/**
 * The news list at `page`: every item up to that page's end (LIST_PAGE_SIZE a page), at most
 * `maxShown` of them; a page beyond the last shows the last.
 */
export async function getNewsList(
  filter: NewsListFilter,
  page: number,
  maxShown = LIST_MAX_SHOWN,
): Promise<NewsListView> {
  const [all, segment] = await Promise.all([newsSegment(''), newsSegment(filter.type)])
  const window = pageWindow(page, LIST_PAGE_SIZE, segment.total, maxShown)
  const [latest, items] = await Promise.all([readWindow([all], 0, 1), readWindow([segment], window.start, window.end)])
  return { latest: latest[0] ?? null, filter, items, total: segment.total, window }
}

/** The most recent FEED_SIZE news items, for the RSS feed. */
export async function getRecentNews(): Promise<NewsView[]> {
  return findNews('', FEED_SIZE, 1)
}

/**
 * The contract's `news/all/active?limit=&page=`: one page of getNews, read from the database. A page
 * beyond the last is empty and reads nothing (so made-up numbers never become cache entries).
 */
export async function getNewsPage({ limit, page }: Paging): Promise<NewsView[]> {
  const total = await countNews('')
  return (page - 1) * limit >= total ? [] : findNews('', limit, page)
}

/** The latest `count` published news items, newest first (the home page, related items). */
export async function getLatestNews(count: number): Promise<NewsView[]> {
  return findNews('', count, 1)
}

// --- Detail pages: one item by its slug, never the whole archive ---

/**
 * A detail page's reads for news or events: the published slugs (cached, in the list's order), checked
 * before any per-slug read so a made-up address never becomes a query or a cache entry, and one item.
 */
function detailReader<S extends 'news' | 'events', V>(
  collection: S,
  sort: string[],
  tags: string[],
  toView: (doc: DataFromCollectionSlug<S>) => V,
) {
  const slugs = cached(`${collection}-slugs`, [collection], async (): Promise<string[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: PUBLISHED,
      pagination: false,
      depth: 0,
      sort,
      select: { slug: true },
    })
    return docs.map((d) => (d as { slug: string }).slug)
  })
  const item = cached(`${collection}-item`, tags, async (slug: string): Promise<V | null> => {
    const payload = await payloadClient()
    const where: Where = { and: [PUBLISHED, { slug: { equals: slug } }] }
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 1 })
    return docs[0] ? toView(docs[0] as DataFromCollectionSlug<S>) : null
  })
  return {
    /** The published item with this slug, or null (a malformed or unknown slug reads nothing). */
    bySlug: async (slug: string): Promise<V | null> =>
      isValidSlug(slug) && (await slugs()).includes(slug) ? item(slug) : null,
  }
}

const newsDetail = detailReader('news', NEWS_SORT, NEWS_TAGS, toNewsView)
export const getNewsItem = newsDetail.bySlug

// --- Events ---

export type EventListFilter = { type: (typeof EVENT_TYPES)[number] | ''; q: string }

/** The events list's filters from the address: a known type, a normalised title search. */
export function eventListFilter(params: { type?: string | string[]; q?: string | string[] }): EventListFilter {
  return { type: listType(params.type, EVENT_TYPES), q: listSearch(params.q) }
}

/** Event dates on or after `from`, before `to` (YYYY-MM-DD, the event's calendar day). */
type DayRange = { from?: string; to?: string }

function eventsWhere(type: string, q: string, days: DayRange): Where {
  const and: Where[] = [PUBLISHED]
  if (type) and.push({ eventType: { equals: type } })
  if (q) and.push({ title: { contains: q } })
  if (days.from) and.push({ eventDate: { greater_than_equal: `${days.from}T00:00:00.000Z` } })
  if (days.to) and.push({ eventDate: { less_than: `${days.to}T00:00:00.000Z` } })
  return { and }
}

async function countEventsNow(type: string, q: string, days: DayRange): Promise<number> {
  const payload = await payloadClient()
  return (await payload.count({ collection: 'events', where: eventsWhere(type, q, days) })).totalDocs
}

async function findEventsNow(
  type: string,
  q: string,
  days: DayRange,
  order: 'soonest' | 'latest',
  limit: number,
  page: number,
): Promise<EventView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: eventsWhere(type, q, days),
    limit,
    page,
    depth: 1,
    sort: order === 'soonest' ? ['eventDate', 'startTime', 'id'] : EVENT_SORT,
  })
  return docs.map(toEventView)
}

// A title search is anyone's text: it is read directly and never becomes a cache key.
const countEventsCached = cached('events-count', EVENT_TAGS, countEventsNow)
const findEventsCached = cached('events-page', EVENT_TAGS, findEventsNow)
const countEvents = (type: string, q: string, days: DayRange) => (q ? countEventsNow : countEventsCached)(type, q, days)
const findEvents = (...args: Parameters<typeof findEventsNow>) => (args[1] ? findEventsNow : findEventsCached)(...args)

/**
 * The events list in its order: today's events not yet over and the later ones (soonest first),
 * then today's events that are over and the earlier ones (most recent first). Four segments; the
 * day's own events are split by the clock.
 */
async function eventSegments(
  filter: EventListFilter,
  now: number,
): Promise<{ segments: Segment<EventView>[]; upcoming: number }> {
  const { type, q } = filter
  const today = lagosToday(now)
  const tomorrow = nextDay(today)
  const [todays, later, earlier] = await Promise.all([
    findEvents(type, q, { from: today, to: tomorrow }, 'soonest', 100, 1),
    countEvents(type, q, { from: tomorrow }),
    countEvents(type, q, { to: today }),
  ])
  const notOver = todays.filter((e) => eventEnd(e) >= now)
  const over = todays.filter((e) => eventEnd(e) < now).sort((a, b) => eventStart(b) - eventStart(a))
  const segments = [
    inMemory(notOver),
    { total: later, block: (i: number) => findEvents(type, q, { from: tomorrow }, 'soonest', BLOCK, i + 1) },
    inMemory(over),
    { total: earlier, block: (i: number) => findEvents(type, q, { to: today }, 'latest', BLOCK, i + 1) },
  ]
  return { segments, upcoming: notOver.length + later }
}

export type ListedEvent = { event: EventView; upcoming: boolean }

export type EventListView = {
  /** The next event not yet over, else the most recent one: the hero. */
  featured: ListedEvent | null
  filter: EventListFilter
  items: ListedEvent[]
  /** How many events the filtered list has. */
  total: number
  window: PageWindow
}

/** The events list at `page`, like getNewsList; each item says whether it is still to come. */
export async function getEventsList(
  filter: EventListFilter,
  page: number,
  maxShown = LIST_MAX_SHOWN,
  now = Date.now(),
): Promise<EventListView> {
  const [all, chosen] = await Promise.all([
    eventSegments({ type: '', q: '' }, now),
    filter.type || filter.q ? eventSegments(filter, now) : null,
  ])
  const { segments, upcoming } = chosen ?? all
  const total = segments.reduce((sum, s) => sum + s.total, 0)
  const window = pageWindow(page, LIST_PAGE_SIZE, total, maxShown)
  const [featured, items] = await Promise.all([
    readWindow(all.segments, 0, 1),
    readWindow(segments, window.start, window.end),
  ])
  return {
    featured: featured[0] ? { event: featured[0], upcoming: all.upcoming > 0 } : null,
    filter,
    items: items.map((event, i) => ({ event, upcoming: window.start + i < upcoming })),
    total,
    window,
  }
}

/** The events calendar's FEED_SIZE events: the coming ones (soonest first), then the latest past ones. */
export async function getFeedEvents(now = Date.now()): Promise<EventView[]> {
  const { segments } = await eventSegments({ type: '', q: '' }, now)
  return readWindow(segments, 0, FEED_SIZE)
}

/** The contract's `event/all/active?limit=&page=`: one page of getEvents (see getNewsPage). */
export async function getEventsPage({ limit, page }: Paging): Promise<EventView[]> {
  const total = await countEvents('', '', {})
  return (page - 1) * limit >= total ? [] : findEvents('', '', {}, 'latest', limit, page)
}

/** The press contact named on news articles: the media office of the contact offices; null when there is none. */
export type MediaOfficeView = { name: string; email: string; phone: string }

export const getMediaOffice = cached('media-office', ['contact-offices'], async (): Promise<MediaOfficeView | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'contact-offices', pagination: false, depth: 0, sort: 'order' })
  const office = findMediaOffice(docs)
  return office ? { name: office.office, email: office.email, phone: office.phone } : null
})

const eventDetail = detailReader('events', EVENT_SORT, EVENT_TAGS, toEventView)
export const getEventItem = eventDetail.bySlug

/** The `count` most recently published events (related items are chosen by publication, like news). */
export const getLatestPublishedEvents = cached(
  'events-latest-published',
  EVENT_TAGS,
  async (count: number): Promise<EventView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'events',
      where: PUBLISHED,
      limit: count,
      depth: 1,
      sort: ['-publishedAt', '-id'],
    })
    return docs.map(toEventView)
  },
)

/** The home page's events: the first `count` of the events list's order (coming ones first). */
export async function getUpcomingFirstEvents(count: number, now = Date.now()): Promise<EventView[]> {
  const { segments } = await eventSegments({ type: '', q: '' }, now)
  return readWindow(segments, 0, count)
}
