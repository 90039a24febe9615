/**
 * The contract's names for the site's news and event views (docs/contract.md#shapes): the pages speak
 * the site's words, the /api/v1 answers keep the original site's field names and order.
 */
import type { z } from 'zod'

import type { EventView, NewsView } from '@/content/views'

import type * as S from './schemas'

export const toContractNews = (n: NewsView): z.infer<typeof S.NewsItem> => ({
  Slug: n.slug,
  Title: n.title,
  Description: n.description,
  NewsType: n.newsType,
  ImagePath: n.image,
  FacultyCode: n.facultyCode,
  InsertedDate: n.published,
})

export const toContractEvent = (e: EventView): z.infer<typeof S.Event> => ({
  Slug: e.slug,
  Title: e.title,
  Description: e.description,
  EventType: e.eventType,
  type: 'event',
  EventDate: e.eventDate,
  StartTime: e.startTime,
  EndTime: e.endTime,
  Location: e.location,
  ImagePath: e.image,
  InsertedDate: e.published,
})
