import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { CalendarPageView } from '@/content/calendar-page'
import type { DocumentBase } from '@/content/document'
import { Island } from '@/islands/island'

import styles from './calendar.module.css'
import { CalendarGrid } from './calendar-grid.client'
import { CalendarLegend } from './calendar-legend'
import { CalendarList } from './calendar-list'
import { CalendarSubscriptions } from './calendar-subscriptions'

/**
 * The academic calendar: a month grid (an island; without script a pair of GET forms for the month
 * and the open day), then every entry as a list.
 */
export function CalendarPage({ view }: { view: CalendarPageView }) {
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
              <a className="button button--ghost" href="#calendar-list-heading">
                All dates as a list
              </a>
            </p>
          </div>
          <CalendarSubscriptions />
          {view.range ? (
            <>
              <Island
                name="calendar-grid"
                component={CalendarGrid}
                props={{
                  entries: view.entries.map((e) => ({
                    date: e.date,
                    title: e.title,
                    type: e.type,
                    semesterCode: e.semesterCode,
                  })),
                  range: view.range,
                  initialMonth: view.month,
                  initialDay: view.selectedDay,
                  serverToday: view.today,
                }}
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

/** The head of /academics/calendar, with its calendar feed as an alternate. */
export const CALENDAR_META = {
  title: 'Academic calendar',
  description:
    'Semester dates, examinations, holidays, breaks and events of the current academic session, month by month, with a calendar feed to subscribe to.',
  canonical: '/academics/calendar',
  alternates: [{ type: 'text/calendar', href: '/academics/calendar.ics' }],
}

/** /academics/calendar as a whole document. */
export function CalendarDocument({ site, siteUrl, view }: DocumentBase & { view: CalendarPageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={CALENDAR_META}>
      <CalendarPage view={view} />
    </DocumentFrame>
  )
}
