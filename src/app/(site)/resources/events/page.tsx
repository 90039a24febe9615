import type { Metadata } from 'next'

import { EVENT_TYPES } from '@/collections/events'
import { eventPath, listHref, timeRange } from '@/components/news-events/format'
import { CalendarIcon, ClockIcon, PinIcon } from '@/components/news-events/icons'
import { ListFilters } from '@/components/news-events/list-filters'
import heroStyles from '@/components/news-events/list-hero.module.css'
import { ListHero, PlainHero } from '@/components/news-events/list-hero'
import { ListSection } from '@/components/news-events/list-section'
import { eventItem } from '@/components/news-events/list-items'
import { PagedList } from '@/components/news-events/paged-list.client'
import { eventListFilter, getEventsList } from '@/content/news-events'
import { formatDate } from '@/lib/dates'
import { parsePage } from '@/lib/paging'

export const metadata: Metadata = {
  title: 'Events',
  description: 'Conferences, workshops, lectures and campus events: what is on at the university.',
  alternates: { canonical: '/resources/events', types: { 'text/calendar': '/events.ics' } },
}

const PATH = '/resources/events'

type Props = {
  searchParams: Promise<{ type?: string | string[]; q?: string | string[]; page?: string | string[] }>
}

export default async function EventsPage({ searchParams }: Props) {
  const params = await searchParams
  const { featured, filter, items, total, window } = await getEventsList(
    eventListFilter(params),
    parsePage(params.page),
  )
  const hero = featured?.event
  const filters = { ...(filter.type ? { type: filter.type } : {}), ...(filter.q ? { q: filter.q } : {}) }
  return (
    <>
      {featured && hero ? (
        <ListHero
          heading="Events"
          kicker={featured.upcoming ? 'Next event' : 'Latest event'}
          title={hero.Title}
          href={eventPath(hero.Slug)}
          linkText="View event"
          image={hero.ImagePath}
        >
          <ul className={`pill-list icon-facts ${heroStyles.facts}`}>
            <li>
              <CalendarIcon />
              <span>{formatDate(hero.EventDate)}</span>
            </li>
            {hero.StartTime ? (
              <li>
                <ClockIcon />
                <span>{timeRange(hero.StartTime, hero.EndTime)}</span>
              </li>
            ) : null}
            {hero.Location ? (
              <li>
                <PinIcon />
                <span>{hero.Location}</span>
              </li>
            ) : null}
          </ul>
        </ListHero>
      ) : (
        <PlainHero heading="Events" text="Conferences, workshops, lectures and campus events." />
      )}
      <ListSection
        id="all-events-title"
        title="All events"
        feed={{ href: '/events.ics', text: 'Subscribe to the events calendar' }}
      >
        <ListFilters
          path={PATH}
          types={EVENT_TYPES}
          type={filter.type}
          filterLabel="Filter events by type"
          searchLabel="Search events by title"
          q={filter.q}
        />
        <PagedList
          key={listHref(PATH, { ...filter, page: window.page })}
          items={items.map(eventItem)}
          start={window.start}
          total={total}
          page={window.page}
          hasMore={window.hasMore}
          path={PATH}
          filters={filters}
          moreEndpoint={`${PATH}/more`}
          noun="events"
          emptyText="No events found."
          groups={{ upcoming: 'Upcoming events', past: 'Past events' }}
        />
      </ListSection>
    </>
  )
}
