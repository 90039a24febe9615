import Link from '@/components/ui/link'

import { EventCard, type EventCardData } from '@/components/news-events/event-card'
import { ArrowRightIcon } from '@/components/news-events/icons'

import styles from './home-sections.module.css'
import { SectionHeader } from './section-header'

/** Events and Programmes: up to three events; the section is left out when there are none. */
export function HomeEvents({ events }: { events: EventCardData[] }) {
  if (events.length === 0) return null
  return (
    <section className="section" aria-labelledby="home-events-title">
      <div className="container">
        <SectionHeader
          className={styles.header}
          eyebrow="What’s on"
          id="home-events-title"
          title="Events and Programmes"
        />
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
