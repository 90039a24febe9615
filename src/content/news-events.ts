import 'server-only'

import type { Event, News } from '@/payload-types'
import { toIsoDate } from '@/lib/dates'

import { cached } from './cache'
import { payloadClient } from './payload'
import { imagePath, rel } from './relations'
import { richTextToHtml } from './rich-text'
import type { EventView, NewsView } from './views'

export function toNewsView(n: News): NewsView {
  return {
    Slug: n.slug,
    Title: n.title,
    Description: richTextToHtml(n.description),
    NewsType: n.newsType,
    ImagePath: imagePath(n.image, 'hero'),
    FacultyCode: rel(n.faculty)?.code ?? '',
    InsertedDate: n.publishedAt,
  }
}

export function toEventView(e: Event): EventView {
  return {
    Slug: e.slug,
    Title: e.title,
    Description: richTextToHtml(e.description),
    EventType: e.eventType,
    type: 'event',
    EventDate: toIsoDate(e.eventDate),
    StartTime: e.startTime,
    EndTime: e.endTime,
    Location: e.location,
    ImagePath: imagePath(e.image, 'hero'),
    InsertedDate: e.publishedAt,
  }
}

/** Published news, newest first. */
export const getNews = cached('news', ['news', 'faculties', 'media'], async (): Promise<NewsView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    where: { _status: { equals: 'published' } },
    pagination: false,
    depth: 1,
    sort: '-publishedAt',
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
    sort: '-eventDate',
  })
  return docs.map(toEventView)
})
