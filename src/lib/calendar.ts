/**
 * Rules of the academic calendar's month grid: which months it covers, how a month is laid out
 * in weeks (Sunday to Saturday), which month shows first, and the entries of each day.
 *
 * Every date here is a plain calendar date, YYYY-MM-DD, and every month a YYYY-MM string. They are
 * never read through `new Date('YYYY-MM-DD')` in local time: arithmetic happens in UTC on the
 * numbers, so the day shown is always the day stored, whatever the server's or browser's zone.
 */
import { formatDayRange, LAGOS_UTC_OFFSET_MINUTES, monthName } from './dates'

export const CALENDAR_ENTRY_TYPES = ['semester', 'holiday', 'break', 'exam', 'event'] as const
export type CalendarEntryType = (typeof CALENDAR_ENTRY_TYPES)[number]

/** The words for each type: the full label, and a short tag that fits a day on a phone. */
export const CALENDAR_TYPE_LABELS: Record<CalendarEntryType, { label: string; tag: string }> = {
  semester: { label: 'Semester', tag: 'Sem' },
  holiday: { label: 'Holiday', tag: 'Hol' },
  break: { label: 'Break', tag: 'Brk' },
  exam: { label: 'Examination', tag: 'Exam' },
  event: { label: 'Event', tag: 'Evt' },
}

export function isCalendarEntryType(value: unknown): value is CalendarEntryType {
  return typeof value === 'string' && (CALENDAR_ENTRY_TYPES as readonly string[]).includes(value)
}

/** The full label of a type; an unknown type is shown as it is. */
export function typeLabel(type: string): string {
  return isCalendarEntryType(type) ? CALENDAR_TYPE_LABELS[type].label : type
}

const pad2 = (n: number) => String(n).padStart(2, '0')
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH = /^(\d{4})-(\d{2})$/

export type CalendarDay = { year: number; month: number; day: number }

/** The parts of a real calendar date written YYYY-MM-DD; null for anything else (2027-02-29, 2026-13-01, ''). */
export function parseDate(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null
  const match = DATE.exec(value)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A month written YYYY-MM (01 to 12), else null. Query strings may be arrays: those are null too. */
export function parseMonth(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = MONTH.exec(value)
  if (!match) return null
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? value : null
}

/** 28 to 31: the number of days of a month (1 to 12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The month (YYYY-MM) of a date (YYYY-MM-DD); '' for an invalid date. */
export function monthOf(date: string): string {
  const d = parseDate(date)
  return d ? `${d.year}-${pad2(d.month)}` : ''
}

/** The month `count` months after (or before, when negative) a month. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number)
  const index = year * 12 + (m - 1) + count
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`
}

/** 'November 2026' for 2026-11. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number)
  return `${monthName(m)} ${year}`
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const WEEKDAYS = WEEKDAY_NAMES.map((name) => ({ name, short: name.slice(0, 3) }))

/** 0 (Sunday) to 6 (Saturday) for a valid date. */
export function weekdayOf(date: CalendarDay): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
}

/** 'Thursday 5 November 2026', for headings and accessible names; '' for an invalid date. */
export function dayLabel(date: string): string {
  const d = parseDate(date)
  return d ? `${WEEKDAY_NAMES[weekdayOf(d)]} ${d.day} ${monthName(d.month)} ${d.year}` : ''
}

export type MonthRange = { first: string; last: string }

/**
 * The months the calendar covers: from the month of the earliest entry to the month of the latest,
 * whatever the order of the list. Invalid dates are ignored; null when no date is left.
 */
export function monthRange(dates: readonly string[]): MonthRange | null {
  let first = ''
  let last = ''
  for (const date of dates) {
    const month = monthOf(date)
    if (!month) continue
    if (!first || month < first) first = month
    if (!last || month > last) last = month
  }
  return first ? { first, last } : null
}

/** Every month of the range, first to last. */
export function monthsInRange(range: MonthRange): string[] {
  const months: string[] = []
  for (let m = range.first; m <= range.last; m = addMonths(m, 1)) months.push(m)
  return months
}

export function isInRange(month: string, range: MonthRange | null): boolean {
  return range !== null && month >= range.first && month <= range.last
}

/** The months before and after, or null at an end of the range (the buttons are then disabled). */
export function adjacentMonths(month: string, range: MonthRange): { previous: string | null; next: string | null } {
  return {
    previous: month > range.first ? addMonths(month, -1) : null,
    next: month < range.last ? addMonths(month, 1) : null,
  }
}

/** The month shown first: today's month inside the range, else the nearer end of the range. */
export function defaultMonth(range: MonthRange, today: string): string {
  const current = monthOf(today)
  if (!current || current < range.first) return range.first
  if (current > range.last) return range.last
  return current
}

/** The month asked for in the address when it is valid and in range, else the default month. */
export function chooseMonth(requested: unknown, range: MonthRange, today: string): string {
  const month = parseMonth(requested)
  return month && isInRange(month, range) ? month : defaultMonth(range, today)
}

/**
 * A month as weeks of seven cells, Sunday to Saturday: each cell a date (YYYY-MM-DD) or null for
 * the blanks before the 1st and after the last day. Four to six weeks.
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, m] = month.split('-').map(Number)
  const lead = weekdayOf({ year, month: m, day: 1 })
  const days = daysInMonth(year, m)
  const cells: Array<string | null> = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++) cells.push(`${month}-${pad2(day)}`)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: Array<Array<string | null>> = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** Entries by their date, each day's entries in the order given; entries with an invalid date are left out. */
export function entriesByDay<T extends { date: string }>(entries: readonly T[]): Record<string, T[]> {
  const byDay: Record<string, T[]> = {}
  for (const entry of entries) {
    if (!parseDate(entry.date)) continue
    ;(byDay[entry.date] ??= []).push(entry)
  }
  return byDay
}

type SpanEntry = { date: string; title: string; type: string }

const BEGINS = /\bbegins?\b/i
const ENDS = /\bends?\b/i

/** The day after a valid date (YYYY-MM-DD). */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/**
 * The examination periods: the calendar stores one day per entry, so a period is an exam entry that
 * begins ('First semester examinations begin') and the next exam entry that ends. A begin with
 * another begin before its end (an end left out) makes no period, so nothing is marked by mistake.
 */
export function examPeriods<E extends SpanEntry>(entries: readonly E[]): Array<{ begin: E; end: E }> {
  const exams = entries
    .filter((e) => e.type === 'exam' && parseDate(e.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const periods: Array<{ begin: E; end: E }> = []
  for (const [i, begin] of exams.entries()) {
    if (!BEGINS.test(begin.title)) continue
    const next = exams.slice(i + 1).find((e) => e.date > begin.date && (BEGINS.test(e.title) || ENDS.test(e.title)))
    if (next && ENDS.test(next.title) && !BEGINS.test(next.title)) periods.push({ begin, end: next })
  }
  return periods
}

/**
 * The grid's entries: the stored ones, and on each day strictly inside an examination period an
 * entry of the period ('First semester examinations (11–22 January 2027)'), so every day it spans is
 * marked and named, not only its first and last.
 */
export function withPeriodDays<E extends SpanEntry>(entries: readonly E[]): E[] {
  const spanned: E[] = []
  for (const { begin, end } of examPeriods(entries)) {
    const title = `${begin.title.replace(BEGINS, '').trim()} (${formatDayRange(begin.date, end.date)})`
    for (let day = nextDay(begin.date); day < end.date; day = nextDay(day)) spanned.push({ ...begin, date: day, title })
  }
  return [...entries, ...spanned]
}

/** Entries grouped by month, months and days in date order (same-day entries keep their order). */
export function entriesByMonth<T extends { date: string }>(
  entries: readonly T[],
): Array<{ month: string; entries: T[] }> {
  const sorted = entries
    .filter((e) => parseDate(e.date))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.index - b.index))
  const groups: Array<{ month: string; entries: T[] }> = []
  for (const { entry } of sorted) {
    const month = monthOf(entry.date)
    const group = groups.at(-1)
    if (group && group.month === month) group.entries.push(entry)
    else groups.push({ month, entries: [entry] })
  }
  return groups
}

/** The distinct types of a day's entries, in the order of the legend. */
export function typesOf(entries: ReadonlyArray<{ type: string }>): CalendarEntryType[] {
  return CALENDAR_ENTRY_TYPES.filter((t) => entries.some((e) => e.type === t))
}

/** Today's date in Lagos (the university's clock) at the instant `nowMs`. */
export function lagosToday(nowMs: number): string {
  const lagos = new Date(nowMs + LAGOS_UTC_OFFSET_MINUTES * 60_000)
  return `${lagos.getUTCFullYear()}-${pad2(lagos.getUTCMonth() + 1)}-${pad2(lagos.getUTCDate())}`
}

/** A day asked for in the address: a valid date inside the given month, else null. */
export function chooseDay(requested: unknown, month: string): string | null {
  return typeof requested === 'string' && parseDate(requested) && monthOf(requested) === month ? requested : null
}
