/** Which news and events show where: the selection rules of the home and detail pages. */
import { lagosInstant } from './dates'

type Published = { slug: string; published: string }
type Scheduled = { eventDate: string; startTime: string; endTime: string }

const publishedAt = (item: { published: string }) => {
  const ms = Date.parse(item.published)
  return Number.isNaN(ms) ? -Infinity : ms
}

/** Newest published first (a copy; items without a valid date go last). */
export function newestFirst<T extends { published: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => publishedAt(b) - publishedAt(a))
}

/** At most `limit` other items of the same kind, newest published first, never the current one. */
export function relatedItems<T extends Published>(items: readonly T[], currentSlug: string, limit = 4): T[] {
  return newestFirst(items.filter((item) => item.slug !== currentSlug)).slice(0, limit)
}

/** When an event starts, in ms (its date and start time on the Lagos clock). */
export function eventStart(event: Scheduled): number {
  return lagosInstant(event.eventDate, event.startTime)
}

/** When an event ends; its start when the end time is missing or not after the start. */
export function eventEnd(event: Scheduled): number {
  const start = eventStart(event)
  const end = lagosInstant(event.eventDate, event.endTime)
  return end > start ? end : start
}

/** The longest title search a list applies; longer text is cut. */
export const MAX_SEARCH_LENGTH = 100

/**
 * A list's title search from the address: the first value when repeated, spaces trimmed and
 * collapsed, control characters dropped, at most MAX_SEARCH_LENGTH characters; '' for none.
 */
export function listSearch(raw: string | readonly string[] | undefined): string {
  const value = typeof raw === 'string' ? raw : (raw?.[0] ?? '')
  return Array.from(
    value
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, MAX_SEARCH_LENGTH)
    .join('')
    .trim()
}

/** One of `allowed` exactly, else '' (every type): an odd filter in the address is ignored. */
export function listType<T extends string>(raw: string | readonly string[] | undefined, allowed: readonly T[]): T | '' {
  const value = typeof raw === 'string' ? raw : raw?.[0]
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : ''
}

/** The day after an ISO date (YYYY-MM-DD). */
export function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}
