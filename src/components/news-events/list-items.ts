/** What a paged news or events list shows and what its 'Show more' route answers (plain data). */
import type { ListedEvent } from '@/content/news-events'
import type { NewsView } from '@/content/views'

import { toEventCard, type EventCardData } from './event-card'
import { toNewsCard, type NewsCardData } from './news-card'

export type ListItem =
  | { kind: 'news'; key: string; card: NewsCardData }
  | { kind: 'event'; key: string; upcoming: boolean; card: EventCardData }

/** The 'Show more' route's answer: the next page's cards. */
export type MoreAnswer = { items: ListItem[]; total: number; hasMore: boolean }

export const newsItem = (n: NewsView): ListItem => ({ kind: 'news', key: n.Slug, card: toNewsCard(n) })

export const eventItem = ({ event, upcoming }: ListedEvent): ListItem => ({
  kind: 'event',
  key: event.Slug,
  upcoming,
  card: toEventCard(event),
})
