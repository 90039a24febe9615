/** Date rules shared by pages and the contract. */

/** The calendar date (YYYY-MM-DD) of a stored date; '' for a missing or invalid value. */
export function toIsoDate(value: string | null | undefined): string {
  if (!value) return ''
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value)
  if (!match) return ''
  return Number.isNaN(Date.parse(match[1])) ? '' : match[1]
}

/**
 * Month names in English, made once. en-GB in UTC so the names never depend on the server's or
 * the visitor's locale.
 */
const MONTH_NAMES: readonly string[] = (() => {
  const format = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2000, m, 1)))
})()

/** Sunday to Saturday (0 to 6), made once as the month names are. 2000-01-02 was a Sunday. */
const WEEKDAY_NAMES: readonly string[] = (() => {
  const format = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, d) => format.format(Date.UTC(2000, 0, 2 + d)))
})()

/** January for 1, December for 12; '' outside that range. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? ''
}

/**
 * The university's clock. Africa/Lagos (West Africa Time) is UTC+1 all year with no daylight
 * saving, so a fixed offset gives the same answer as a time-zone database, without one.
 */
export const LAGOS_UTC_OFFSET_MINUTES = 60

export type DateParts = { year: number; month: number; day: number; hours: number; minutes: number; seconds: number }

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The calendar parts of a stored value: a plain date (YYYY-MM-DD) as it is, a timestamp as
 * wall-clock time in Lagos. null for a missing or invalid value.
 */
export function dateParts(value: string | null | undefined): DateParts | null {
  if (!value) return null
  const plain = DATE_ONLY.exec(value)
  if (plain) {
    const [year, month, day] = plain.slice(1).map(Number)
    const check = new Date(Date.UTC(year, month - 1, day))
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
    return { year, month, day, hours: 0, minutes: 0, seconds: 0 }
  }
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) return null
  const lagos = new Date(ms + LAGOS_UTC_OFFSET_MINUTES * 60_000)
  return {
    year: lagos.getUTCFullYear(),
    month: lagos.getUTCMonth() + 1,
    day: lagos.getUTCDate(),
    hours: lagos.getUTCHours(),
    minutes: lagos.getUTCMinutes(),
    seconds: lagos.getUTCSeconds(),
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** The spec's date form, DD-Month-YYYY (05-December-2026); '--' for a missing date. */
export function formatDate(value: string | null | undefined): string {
  const p = dateParts(value)
  return p ? `${pad2(p.day)}-${monthName(p.month)}-${p.year}` : '--'
}

/** The spec's date-and-time form, DD-Month-YYYY HH:MM:SS (Lagos time); '--' for a missing date. */
export function formatDateTime(value: string | null | undefined): string {
  const p = dateParts(value)
  return p
    ? `${pad2(p.day)}-${monthName(p.month)}-${p.year} ${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`
    : '--'
}

/**
 * A moment in words, as a sentence reads it: 'Friday 12 March 2027, 10:00' (Lagos time, 24-hour clock);
 * '--' for a missing date. For what a visitor reads in place of a countdown.
 */
export function formatDayAndTime(value: string | null | undefined): string {
  const p = dateParts(value)
  if (!p) return '--'
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]
  return `${weekday} ${p.day} ${monthName(p.month)} ${p.year}, ${pad2(p.hours)}:${pad2(p.minutes)}`
}

/**
 * The instant a Lagos wall-clock date and time (YYYY-MM-DD, HH:MM or HH:MM:SS) stand for, in
 * milliseconds since the epoch; a missing time means midnight. NaN when the date is invalid.
 */
export function lagosInstant(date: string, time = ''): number {
  const day = dateParts(date)
  if (!day || !DATE_ONLY.test(date)) return Number.NaN
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time)
  const [hours, minutes, seconds] = t ? [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)] : [0, 0, 0]
  return Date.UTC(day.year, day.month - 1, day.day, hours, minutes, seconds) - LAGOS_UTC_OFFSET_MINUTES * 60_000
}

/**
 * A day or a span of days as the admission calendar writes them: 2 March 2026, 12–14 August 2026,
 * 28 August – 4 September 2026, 31 December 2026 – 2 January 2027 (an en dash, the year once where it
 * is shared). A missing, invalid or earlier end shows the start alone; '--' for an invalid start.
 */
export function formatDayRange(start: string | null | undefined, end?: string | null): string {
  const a = dateParts(start)
  if (!a) return '--'
  const b = dateParts(end)
  const day = (p: DateParts) => `${p.day} ${monthName(p.month)}`
  const key = (p: DateParts) => p.year * 10_000 + p.month * 100 + p.day
  if (!b || key(b) <= key(a)) return `${day(a)} ${a.year}`
  if (a.year !== b.year) return `${day(a)} ${a.year} – ${day(b)} ${b.year}`
  if (a.month !== b.month) return `${day(a)} – ${day(b)} ${b.year}`
  return `${a.day}–${b.day} ${monthName(b.month)} ${b.year}`
}
