import '@/server-only'

import {
  adjacentMonths,
  chooseDay,
  chooseMonth,
  entriesByDay,
  entriesByMonth,
  lagosToday,
  monthRange,
  withPeriodDays,
  type CalendarEntryType,
  type MonthRange,
} from '@/lib/calendar'
import { toIsoDate } from '@/lib/dates'

import { cached } from './cache'
import { payloadClient } from './payload'

/** One entry as the calendar page and its iCalendar feed use it. */
export type CalendarItem = {
  id: string
  /** YYYY-MM-DD, a plain calendar date. */
  date: string
  title: string
  type: CalendarEntryType
  semesterCode: string
  /** ISO timestamp of the last change. */
  updatedAt: string
}

/** What the grid needs on the page and in the browser: small and plain. */
export type CalendarGridEntry = Pick<CalendarItem, 'date' | 'title' | 'type' | 'semesterCode'>

export type CalendarPageView = {
  /** Every entry in date order (same order as the contract's list). */
  entries: CalendarItem[]
  /** The months covered; null when there is no entry. */
  range: MonthRange | null
  /** The month shown (YYYY-MM); '' when there is no entry. */
  month: string
  previous: string | null
  next: string | null
  /** The day whose entries are open (from the address), if it has entries. */
  selectedDay: string | null
  /** Today in Lagos, YYYY-MM-DD. */
  today: string
  /** The plain list below the grid. */
  byMonth: Array<{ month: string; entries: CalendarItem[] }>
}

/** Every calendar entry, in date order. */
export const getCalendarEntries = cached(
  'calendar-page-entries',
  ['calendar-entries'],
  async (): Promise<CalendarItem[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'calendar-entries', pagination: false, depth: 0, sort: 'date' })
    return docs.flatMap((c) => {
      const date = toIsoDate(c.date)
      if (!date) return []
      return [
        {
          id: String(c.id),
          date,
          title: c.title,
          type: c.type,
          semesterCode: c.semesterCode ?? '',
          updatedAt: c.updatedAt,
        },
      ]
    })
  },
)

/**
 * The calendar page for the month and day asked for in the address. Those values are checked by
 * the rules after the (argument-free) cached query, so they never become cache keys; an odd or
 * out-of-range month falls back to the default month, an odd day is ignored.
 */
export async function getCalendarPage(
  query: { month?: unknown; day?: unknown },
  nowMs: number = Date.now(),
): Promise<CalendarPageView> {
  const entries = await getCalendarEntries()
  const today = lagosToday(nowMs)
  const range = monthRange(entries.map((e) => e.date))
  const byMonth = entriesByMonth(entries)
  if (!range) return { entries, range, month: '', previous: null, next: null, selectedDay: null, today, byMonth }
  const month = chooseMonth(query.month, range, today)
  const { previous, next } = adjacentMonths(month, range)
  const day = chooseDay(query.day, month)
  // A day inside an examination period has the period as its entry: it opens like any other.
  const selectedDay = day && entriesByDay(withPeriodDays(entries))[day] ? day : null
  return { entries, range, month, previous, next, selectedDay, today, byMonth }
}
