/** Display forms of news and events, shared by the home page, the lists and the detail page. */
import { dateParts, monthName } from '@/lib/dates'
import { ordinal } from '@/lib/ordinal'
import { to12Hour } from '@/lib/time'

/** '5th', 'December 2026' for the date badge; null for a missing date. */
export function dateBadge(isoDate: string): { day: string; monthYear: string } | null {
  const p = dateParts(isoDate)
  return p ? { day: ordinal(p.day), monthYear: `${monthName(p.month)} ${p.year}` } : null
}

/** '10:00 AM – 1:00 PM', or only the start when there is no end. */
export function timeRange(start: string, end: string): string {
  return [start, end].filter(Boolean).map(to12Hour).join(' – ')
}

export const newsPath = (slug: string) => `/news/${slug}`
export const eventPath = (slug: string) => `/events/${slug}`

/**
 * A list page's address with its filters and page, empty ones left out ('/resources/events?type=
 * Workshop&q=open&page=2'); `anchor` adds '#item-N', the first new card after 'Show more'.
 */
export function listHref(path: string, params: { type?: string; q?: string; page?: number }, anchor?: number): string {
  const query = new URLSearchParams()
  if (params.type) query.set('type', params.type)
  if (params.q) query.set('q', params.q)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const search = query.toString()
  return `${path}${search ? `?${search}` : ''}${anchor ? `#${itemId(anchor)}` : ''}`
}

/** The id of a list's Nth card (1-based, over the whole list): the target of 'Show more' without JavaScript. */
export const itemId = (n: number) => `item-${n}`
