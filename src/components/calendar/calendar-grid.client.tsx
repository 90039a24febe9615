'use client'

import { useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { flushSync } from 'react-dom'

import { useClientValue } from '@/client-hooks/use-hydrated'
import type { CalendarGridEntry } from '@/content/calendar-page'
import {
  WEEKDAYS,
  adjacentMonths,
  dayLabel,
  entriesByDay,
  lagosToday,
  monthLabel,
  monthWeeks,
  parseDate,
  typesOf,
  withPeriodDays,
  type MonthRange,
} from '@/lib/calendar'
import { monthName } from '@/lib/dates'

import styles from './calendar.module.css'
import { SemesterCode, TypeTag } from './type-tag'

const PAGE = '/academics/calendar'

type Props = {
  entries: CalendarGridEntry[]
  range: MonthRange
  initialMonth: string
  initialDay: string | null
  /** Today in Lagos as the server saw it; the browser's clock takes over once the page runs. */
  serverToday: string
}

/** Keeps the address in step with the grid, so a reload or a shared link shows the same month and day. */
function syncAddress(month: string, day: string | null) {
  const params = new URLSearchParams({ month })
  if (day) params.set('day', day)
  window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`)
}

type MonthNavProps = {
  month: string
  previous: string | null
  next: string | null
  previousRef: RefObject<HTMLButtonElement | null>
  nextRef: RefObject<HTMLButtonElement | null>
  onGo: (event: MouseEvent<HTMLButtonElement>, target: string | null, direction: 'previous' | 'next') => void
}

/** The month's name between its Previous and Next buttons (disabled at either end of the calendar). */
function MonthNav({ month, previous, next, previousRef, nextRef, onGo }: MonthNavProps) {
  return (
    <form method="get" action={`${PAGE}#calendar`} className={styles.nav}>
      <button
        ref={previousRef}
        type="submit"
        name="month"
        value={previous ?? ''}
        disabled={!previous}
        className={`${styles.navButton} ${styles.navPrevious}`}
        onClick={(e) => onGo(e, previous, 'previous')}
      >
        <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> month</span>
      </button>
      <h3 id="calendar-month-title" className={styles.monthTitle}>
        {monthLabel(month)}
      </h3>
      <button
        ref={nextRef}
        type="submit"
        name="month"
        value={next ?? ''}
        disabled={!next}
        className={`${styles.navButton} ${styles.navNext}`}
        onClick={(e) => onGo(e, next, 'next')}
      >
        Next<span className="visually-hidden"> month</span> <span aria-hidden="true">›</span>
      </button>
    </form>
  )
}

type DayCellProps = {
  date: string
  today: string
  /** The day's entries; undefined when it has none. */
  dayEntries: CalendarGridEntry[] | undefined
  isOpen: boolean
  onToggle: (event: MouseEvent<HTMLButtonElement>, date: string) => void
}

/** A day of the grid: a button that opens its entries when it has some, else just its number. */
function DayCell({ date, today, dayEntries, isOpen, onToggle }: DayCellProps) {
  const parts = parseDate(date)!
  const isToday = date === today
  const hidden = (
    <span className="visually-hidden">
      {` ${monthName(parts.month)} ${parts.year}`}
      {isToday ? ', today' : ''}
    </span>
  )
  return (
    <td
      className={[styles.day, isToday ? styles.today : '', dayEntries ? styles.hasEntries : '']
        .filter(Boolean)
        .join(' ')}
      aria-current={isToday ? 'date' : undefined}
      data-date={date}
    >
      {dayEntries ? (
        <button
          type="submit"
          name="day"
          value={isOpen ? '' : date}
          className={styles.dayButton}
          aria-expanded={isOpen}
          aria-controls="calendar-day"
          onClick={(e) => onToggle(e, date)}
        >
          <span className={styles.dayNumber}>{parts.day}</span>
          {hidden}
          <span className="visually-hidden">: </span>
          <span className={styles.tags}>
            {typesOf(dayEntries).map((type, index) => (
              <span key={type}>
                {index > 0 ? <span className="visually-hidden">, </span> : null}
                <TypeTag type={type} compact />
              </span>
            ))}
          </span>
        </button>
      ) : (
        <span className={styles.plainDay}>
          <span className={styles.dayNumber}>{parts.day}</span>
          {hidden}
        </span>
      )}
    </td>
  )
}

type MonthTableProps = {
  month: string
  today: string
  byDay: Record<string, CalendarGridEntry[] | undefined>
  openDay: string | null
  onToggle: (event: MouseEvent<HTMLButtonElement>, date: string) => void
}

/** The month's weeks, Monday to Sunday, in a form whose day buttons submit `?day=`. */
function MonthTable({ month, today, byDay, openDay, onToggle }: MonthTableProps) {
  return (
    <form method="get" action={`${PAGE}#calendar-day`}>
      <input type="hidden" name="month" value={month} />
      <table id="calendar-grid" className={styles.grid} aria-labelledby="calendar-month-title">
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w.short} scope="col">
                <abbr title={w.name}>{w.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    today={today}
                    dayEntries={byDay[date]}
                    isOpen={openDay === date}
                    onToggle={onToggle}
                  />
                ) : (
                  <td key={`blank-${i}`} className={styles.blank} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </form>
  )
}

/** The open day's entries, shown below the grid (the panel stays, hidden, while no day is open). */
function DayPanel({ openDay, entries }: { openDay: string | null; entries: CalendarGridEntry[] }) {
  return (
    <div id="calendar-day" className={styles.dayPanel} hidden={!openDay}>
      {openDay ? (
        <section aria-labelledby="calendar-day-title" data-testid="calendar-day">
          <h3 id="calendar-day-title">{dayLabel(openDay)}</h3>
          <ul className={styles.dayList}>
            {entries.map((entry, index) => (
              <li key={`${entry.title}-${index}`}>
                <TypeTag type={entry.type} />
                <span className={styles.dayEntryTitle}>{entry.title}</span>
                <SemesterCode code={entry.semesterCode} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/**
 * The month grid. Without JavaScript it is a pair of GET forms: the month buttons and the day
 * buttons submit `?month=` and `?day=` and the server renders the answer. With JavaScript the same
 * buttons change the month and open or close a day in place.
 */
export function CalendarGrid({ entries, range, initialMonth, initialDay, serverToday }: Props) {
  const [month, setMonth] = useState(initialMonth)
  const [openDay, setOpenDay] = useState<string | null>(initialDay)
  const [announcement, setAnnouncement] = useState('')
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  // Today in Lagos by the visitor's clock (the server's guess while the page hydrates).
  const today = useClientValue(
    () => lagosToday(Date.now()),
    () => serverToday,
  )

  // Every day of an examination period is marked, not only its first and last (the server does the same).
  const byDay = useMemo(() => entriesByDay(withPeriodDays(entries)), [entries])
  const { previous, next } = adjacentMonths(month, range)
  const openEntries = openDay ? (byDay[openDay] ?? []) : []

  function goTo(event: MouseEvent<HTMLButtonElement>, target: string | null, direction: 'previous' | 'next') {
    event.preventDefault()
    if (!target) return
    flushSync(() => {
      setMonth(target)
      setOpenDay(null)
      setAnnouncement(monthLabel(target))
    })
    syncAddress(target, null)
    // A button that has just become disabled loses focus: hand it to the other one.
    const after = adjacentMonths(target, range)
    if (direction === 'next' && !after.next) previousRef.current?.focus()
    if (direction === 'previous' && !after.previous) nextRef.current?.focus()
  }

  function toggleDay(event: MouseEvent<HTMLButtonElement>, date: string) {
    event.preventDefault()
    const closing = openDay === date
    const count = byDay[date]?.length ?? 0
    setOpenDay(closing ? null : date)
    setAnnouncement(
      closing
        ? `Entries of ${dayLabel(date)} hidden.`
        : `${count} ${count === 1 ? 'entry' : 'entries'} on ${dayLabel(date)}, shown below the calendar.`,
    )
    syncAddress(month, closing ? null : date)
  }

  return (
    <div id="calendar" className={styles.calendar}>
      <MonthNav month={month} previous={previous} next={next} previousRef={previousRef} nextRef={nextRef} onGo={goTo} />
      <MonthTable month={month} today={today} byDay={byDay} openDay={openDay} onToggle={toggleDay} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <DayPanel openDay={openDay} entries={openEntries} />
    </div>
  )
}
