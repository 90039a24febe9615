import type { GetServerSideProps } from 'next'

import { EVENT_TYPES } from '@/collections/events'
import { DocumentFrame } from '@/components/layout/document-frame'
import { EVENTS_PATH, EventsListPage, type EventsListPageView } from '@/components/news-events/events-list-page'
import { eventItem, shownOf } from '@/components/news-events/list-items'
import { requestProps, type DocumentBase } from '@/content/document'
import { eventListFilter, getEventsList } from '@/content/news-events'
import { parsePage } from '@/lib/paging'

type Props = DocumentBase & { view: EventsListPageView }

// A document: Next sends no script of its own; the filters, the search and 'Show more' are an island.
export const config = { unstable_runtimeJS: false }

// Type, search and page are in the address (?type=&q=&page=), and today splits upcoming from past:
// rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => {
    const list = await getEventsList(eventListFilter(query), parsePage(query.page))
    return {
      view: { featured: list.featured, types: EVENT_TYPES, filter: list.filter, shown: shownOf(list, eventItem) },
    }
  })

export default function Events({ site, siteUrl, view }: Props) {
  const meta = {
    title: 'Events',
    description: 'Conferences, workshops, lectures and campus events: what is on at the university.',
    canonical: EVENTS_PATH,
    alternates: [{ type: 'text/calendar', href: '/events.ics' }],
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <EventsListPage view={view} />
    </DocumentFrame>
  )
}
