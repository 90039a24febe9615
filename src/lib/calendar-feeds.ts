/**
 * The academic calendar's subscriptions: the whole calendar, or one kind of entry alone
 * (`/academics/calendar.ics?kind=examinations`), for a student who wants only the examinations in
 * their phone's calendar. Each kind is a set of the entries' types; admission steps are in the whole
 * calendar only.
 */
import type { CalendarEntryType } from './calendar'

export const CALENDAR_FEED_PATH = '/academics/calendar.ics'

export const CALENDAR_FEED_KINDS = {
  examinations: { label: 'examinations', types: ['exam'] },
  // A break between semesters is a holiday for a student's diary too.
  holidays: { label: 'holidays and breaks', types: ['holiday', 'break'] },
  events: { label: 'events', types: ['event'] },
} as const satisfies Record<string, { label: string; types: readonly CalendarEntryType[] }>

export type CalendarFeedKind = keyof typeof CALENDAR_FEED_KINDS

export const CALENDAR_FEED_KIND_NAMES = Object.keys(CALENDAR_FEED_KINDS) as CalendarFeedKind[]

/** The whole calendar (null) or one kind; an error (for a 400 answer) says what was wrong. */
export type FeedKindChoice = { kind: CalendarFeedKind | null } | { error: string }

const isKind = (value: string): value is CalendarFeedKind => Object.hasOwn(CALENDAR_FEED_KINDS, value)

/**
 * The `kind` parameter's values (URLSearchParams.getAll): none is the whole calendar; one must be
 * a known kind, exactly as written; a doubled parameter is refused, as everywhere on the site.
 */
export function chooseFeedKind(values: readonly string[]): FeedKindChoice {
  if (values.length === 0) return { kind: null }
  if (values.length > 1) return { error: 'Send kind once' }
  const [value] = values
  if (isKind(value)) return { kind: value }
  const known = CALENDAR_FEED_KIND_NAMES.join(', ')
  return { error: `Unknown kind "${value.slice(0, 40)}": expected one of ${known}, or no kind for the whole calendar` }
}

/** Whether an entry of this type belongs in the feed of `kind` (null: the whole calendar). */
export function inFeed(kind: CalendarFeedKind | null, type: string): boolean {
  if (kind === null) return true
  return (CALENDAR_FEED_KINDS[kind].types as readonly string[]).includes(type)
}

/** The address of a feed: the whole calendar's, or one kind's. */
export function calendarFeedHref(kind: CalendarFeedKind | null): string {
  return kind === null ? CALENDAR_FEED_PATH : `${CALENDAR_FEED_PATH}?kind=${kind}`
}
