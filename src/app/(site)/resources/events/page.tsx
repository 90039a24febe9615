import type { Metadata } from 'next'

import { EVENT_TYPES } from '@/collections/events'
import { EventCard, toEventCard } from '@/components/news-events/event-card'
import { FilteredList } from '@/components/news-events/filtered-list.client'
import { eventPath, timeRange } from '@/components/news-events/format'
import { CalendarIcon, ClockIcon, PinIcon } from '@/components/news-events/icons'
import heroStyles from '@/components/news-events/list-hero.module.css'
import { ListHero, PlainHero } from '@/components/news-events/list-hero'
import listStyles from '@/components/news-events/list-page.module.css'
import { getEventsUpcomingFirst } from '@/content/home'
import { formatDate } from '@/lib/dates'

export const metadata: Metadata = {
  title: 'Events',
  description: 'Conferences, workshops, lectures and campus events: what is on at the university.',
  alternates: { canonical: '/resources/events', types: { 'text/calendar': '/events.ics' } },
}

export default async function EventsPage() {
  const events = await getEventsUpcomingFirst()
  const next = events[0]
  return (
    <>
      {next ? (
        <ListHero
          heading="Events"
          kicker="Featured event"
          title={next.Title}
          href={eventPath(next.Slug)}
          linkText="View event"
          image={next.ImagePath}
        >
          <ul className={heroStyles.facts}>
            <li>
              <CalendarIcon />
              <span>{formatDate(next.EventDate)}</span>
            </li>
            {next.StartTime ? (
              <li>
                <ClockIcon />
                <span>{timeRange(next.StartTime, next.EndTime)}</span>
              </li>
            ) : null}
            {next.Location ? (
              <li>
                <PinIcon />
                <span>{next.Location}</span>
              </li>
            ) : null}
          </ul>
        </ListHero>
      ) : (
        <PlainHero heading="Events" text="Conferences, workshops, lectures and campus events." />
      )}
      <section className="section" aria-labelledby="all-events-title">
        <div className="container">
          <div className={listStyles.header}>
            <h2 id="all-events-title">All events</h2>
            <a className={listStyles.feed} href="/events.ics">
              Subscribe to the events calendar
            </a>
          </div>
          <FilteredList
            entries={events.map((e) => ({
              key: e.Slug,
              type: e.EventType,
              title: e.Title,
              card: <EventCard event={toEventCard(e)} />,
            }))}
            types={EVENT_TYPES}
            filterLabel="Filter events by type"
            searchLabel="Search events by title"
            emptyText="No events found."
            noun="events"
          />
        </div>
      </section>
    </>
  )
}
