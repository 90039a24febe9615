import Link from 'next/link'

import { EventCard, type EventCardData } from '@/components/news-events/event-card'
import { ArrowRightIcon } from '@/components/news-events/icons'

import styles from './home-sections.module.css'

/** Events and Programmes: up to three events; the section is left out when there are none. */
export function HomeEvents({ events }: { events: EventCardData[] }) {
  if (events.length === 0) return null
  return (
    <section className="section" aria-labelledby="home-events-title">
      <div className="container">
        <div className={styles.header}>
          <div>
            <p className="eyebrow">What&rsquo;s on</p>
            <h2 id="home-events-title">Events and Programmes</h2>
          </div>
        </div>
        <ul className="card-grid">
          {events.map((e) => (
            <li key={e.slug}>
              <EventCard event={e} />
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link className="button" href="/resources/events">
            View More Events
            <ArrowRightIcon />
          </Link>
        </p>
      </div>
    </section>
  )
}
