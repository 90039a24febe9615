/**
 * What news and event cards show, worked out on the server: the cards of a paged list and of its
 * 'Show more' route (plain data, pictures included), the home page's events and related items.
 */
import type { ListedEvent } from '@/content/news-events'
import type { EventView, NewsView } from '@/content/views'
import { CARD_PREVIEW_LENGTH, preview } from '@/lib/text'

import { cardPicture } from './card-picture'
import type { EventCardData } from './event-card'
import type { Shown } from './filtered-list.client'
import type { NewsCardData } from './news-card'

export type ListItem =
  | { kind: 'news'; key: string; card: NewsCardData }
  | { kind: 'event'; key: string; upcoming: boolean; card: EventCardData }

/** The 'Show more' route's answer: the next page's cards. */
export type MoreAnswer = { items: ListItem[]; total: number; hasMore: boolean }

export function toNewsCard(n: NewsView, previewLength = CARD_PREVIEW_LENGTH): NewsCardData {
  return {
    slug: n.Slug,
    title: n.Title,
    type: n.NewsType,
    facultyCode: n.FacultyCode,
    insertedDate: n.InsertedDate,
    picture: cardPicture(n.ImagePath),
    preview: previewLength > 0 ? preview(n.Description, previewLength) : '',
  }
}

export function toEventCard(e: EventView): EventCardData {
  return {
    slug: e.Slug,
    title: e.Title,
    type: e.EventType,
    date: e.EventDate,
    startTime: e.StartTime,
    endTime: e.EndTime,
    location: e.Location,
    picture: cardPicture(e.ImagePath),
  }
}

export const newsItem = (n: NewsView): ListItem => ({ kind: 'news', key: n.Slug, card: toNewsCard(n) })

export const eventItem = ({ event, upcoming }: ListedEvent): ListItem => ({
  kind: 'event',
  key: event.Slug,
  upcoming,
  card: toEventCard(event),
})

/** A list page's window of cards, as its island is given them. */
export function shownOf<I>(
  list: { items: I[]; total: number; window: { start: number; page: number; hasMore: boolean } },
  toItem: (item: I) => ListItem,
): Shown {
  const { start, page, hasMore } = list.window
  return { items: list.items.map(toItem), start, total: list.total, page, hasMore }
}
