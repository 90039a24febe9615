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
    slug: n.slug,
    title: n.title,
    type: n.newsType,
    facultyCode: n.facultyCode,
    insertedDate: n.published,
    picture: cardPicture(n.image),
    preview: previewLength > 0 ? preview(n.description, previewLength) : '',
  }
}

export function toEventCard(e: EventView): EventCardData {
  return {
    slug: e.slug,
    title: e.title,
    type: e.eventType,
    date: e.eventDate,
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.location,
    picture: cardPicture(e.image),
  }
}

export const newsItem = (n: NewsView): ListItem => ({ kind: 'news', key: n.slug, card: toNewsCard(n) })

export const eventItem = ({ event, upcoming }: ListedEvent): ListItem => ({
  kind: 'event',
  key: event.slug,
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
