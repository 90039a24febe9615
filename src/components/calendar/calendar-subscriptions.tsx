import { CALENDAR_FEED_KIND_NAMES, CALENDAR_FEED_KINDS, calendarFeedHref } from '@/lib/calendar-feeds'

import styles from './calendar.module.css'

/**
 * The calendar's subscriptions (iCalendar): the whole calendar, or only the examinations, the
 * holidays and breaks, or the events. Plain links: a calendar app subscribes to the address.
 */
export function CalendarSubscriptions() {
  return (
    <div className={styles.subscriptions}>
      <p id="calendar-subscribe-label" className={styles.subscribeLabel}>
        Subscribe in your calendar app (iCalendar):
      </p>
      <ul className="pill-list" aria-labelledby="calendar-subscribe-label">
        <li>
          <a className="filter-button filter-button--outline" href={calendarFeedHref(null)} type="text/calendar">
            Subscribe to the whole calendar
          </a>
        </li>
        {CALENDAR_FEED_KIND_NAMES.map((kind) => (
          <li key={kind}>
            <a className="filter-button filter-button--outline" href={calendarFeedHref(kind)} type="text/calendar">
              Subscribe to {CALENDAR_FEED_KINDS[kind].label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
