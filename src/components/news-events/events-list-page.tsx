import { DocumentFrame } from '@/components/layout/document-frame'
import type { PageMeta } from '@/components/layout/page-head'
import type { DocumentBase } from '@/content/document'
import type { ListedEvent } from '@/content/news-events'
import { Island } from '@/islands/island'
import { formatDate } from '@/lib/dates'

import { FilteredList, type Shown } from './filtered-list.client'
import { eventPath, timeRange } from './format'
import { CalendarIcon, ClockIcon, PinIcon } from './icons'
import heroStyles from './list-hero.module.css'
import { ListHero, PlainHero } from './list-hero'
import { ListSection } from './list-section'

export const EVENTS_PATH = '/resources/events'

export type EventsListPageView = {
  /** The next event not yet over, else the most recent one: the hero. */
  featured: ListedEvent | null
  types: readonly string[]
  filter: { type: string; q: string }
  shown: Shown
}

/** The hero: the next event (else the latest) with its date, times and place. */
function EventsHero({ featured }: { featured: ListedEvent | null }) {
  const hero = featured?.event
  if (!featured || !hero)
    return <PlainHero heading="Events" text="Conferences, workshops, lectures and campus events." />
  return (
    <ListHero
      heading="Events"
      kicker={featured.upcoming ? 'Next event' : 'Latest event'}
      title={hero.title}
      href={eventPath(hero.slug)}
      linkText="View event"
      image={hero.image}
    >
      <ul className={`pill-list icon-facts ${heroStyles.facts}`}>
        <li>
          <CalendarIcon />
          <span>{formatDate(hero.eventDate)}</span>
        </li>
        {hero.startTime ? (
          <li>
            <ClockIcon />
            <span>{timeRange(hero.startTime, hero.endTime)}</span>
          </li>
        ) : null}
        {hero.location ? (
          <li>
            <PinIcon />
            <span>{hero.location}</span>
          </li>
        ) : null}
      </ul>
    </ListHero>
  )
}

/** The events list: the featured event, then every event (upcoming first), filtered and searched (an island). */
export function EventsListPage({ view }: { view: EventsListPageView }) {
  return (
    <>
      <EventsHero featured={view.featured} />
      <ListSection
        id="all-events-title"
        title="All events"
        feed={{ href: '/events.ics', text: 'Subscribe to the events calendar' }}
      >
        <Island
          name="filtered-list"
          component={FilteredList}
          props={{
            shown: view.shown,
            types: [...view.types],
            filter: view.filter,
            filterLabel: 'Filter events by type',
            searchLabel: 'Search events by title',
            path: EVENTS_PATH,
            moreEndpoint: `${EVENTS_PATH}/more`,
            noun: 'events',
            emptyText: 'No events found.',
            groups: { upcoming: 'Upcoming events', past: 'Past events' },
          }}
        />
      </ListSection>
    </>
  )
}

/** The head of /resources/events, with its calendar feed as the list in another format. */
export const eventsListMeta = (): PageMeta & { canonical: string } => ({
  title: 'Events',
  description: 'Conferences, workshops, lectures and campus events: what is on at the university.',
  canonical: EVENTS_PATH,
  alternates: [{ type: 'text/calendar', href: '/events.ics' }],
})

/** /resources/events as a whole document (its page hands its props through). */
export function EventsListDocument({ site, siteUrl, view }: DocumentBase & { view: EventsListPageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={eventsListMeta()}>
      <EventsListPage view={view} />
    </DocumentFrame>
  )
}
