import type { Metadata } from 'next'

import styles from '@/components/calendar/calendar.module.css'
import { CalendarGrid } from '@/components/calendar/calendar-grid.client'
import { CalendarLegend } from '@/components/calendar/calendar-legend'
import { CalendarList } from '@/components/calendar/calendar-list'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getCalendarPage } from '@/content/calendar-page'

export const metadata: Metadata = {
  title: 'Academic calendar',
  description:
    'Semester dates, examinations, holidays, breaks and events of the current academic session, month by month, with a calendar feed to subscribe to.',
  alternates: { canonical: '/academics/calendar', types: { 'text/calendar': '/academics/calendar.ics' } },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The academic calendar: a month grid (the month and an open day can be chosen in the address,
 * ?month=YYYY-MM&day=YYYY-MM-DD; odd values fall back to the default), then every entry as a list.
 */
export default async function CalendarPage({ searchParams }: Props) {
  const query = await searchParams
  const view = await getCalendarPage({ month: query.month, day: query.day })

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="calendar-heading">
        <p className="eyebrow">Academics</p>
        <h1 id="calendar-heading">Academic calendar</h1>
        <p className="lead">
          Semester dates, examinations, holidays, breaks and events of the current academic session.
        </p>
      </HeroBanner>

      <section className={`section ${styles.gridSection}`} aria-labelledby="calendar-grid-heading">
        <div className="container">
          <div className={styles.intro}>
            <h2 id="calendar-grid-heading">Month by month</h2>
            <p className="actions">
              <a className="button button--ghost" href="/academics/calendar.ics" type="text/calendar">
                Subscribe (iCalendar)
              </a>
              <a className="button button--ghost" href="#calendar-list-heading">
                All dates as a list
              </a>
            </p>
          </div>
          {view.range ? (
            <>
              <CalendarGrid
                entries={view.entries.map((e) => ({
                  date: e.date,
                  title: e.title,
                  type: e.type,
                  semesterCode: e.semesterCode,
                }))}
                range={view.range}
                initialMonth={view.month}
                initialDay={view.selectedDay}
                serverToday={view.today}
              />
              <CalendarLegend />
            </>
          ) : (
            <p className={styles.empty}>The calendar for this session will be published soon.</p>
          )}
        </div>
      </section>

      <section className={`section section--paper ${styles.listSection}`} aria-labelledby="calendar-list-heading">
        <div className="container">
          <h2 id="calendar-list-heading">All dates</h2>
          <CalendarList groups={view.byMonth} />
        </div>
      </section>
    </>
  )
}
