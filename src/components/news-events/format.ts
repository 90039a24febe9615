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
