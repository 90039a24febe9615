import type { GetServerSideProps } from 'next'

import { CalendarPage } from '@/components/calendar/calendar-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { getCalendarPage, type CalendarPageView } from '@/content/calendar-page'
import { requestProps, type DocumentBase } from '@/content/document'

type Props = DocumentBase & { view: CalendarPageView }

// A document: Next sends no script of its own; the month grid is an island.
export const config = { unstable_runtimeJS: false }

// The month and the open day are in the address (?month=&day=), and today decides the default month:
// rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({ view: await getCalendarPage({ month: query.month, day: query.day }) }))

export default function Calendar({ site, siteUrl, view }: Props) {
  const meta = {
    title: 'Academic calendar',
    description:
      'Semester dates, examinations, holidays, breaks and events of the current academic session, month by month, with a calendar feed to subscribe to.',
    canonical: '/academics/calendar',
    alternates: [{ type: 'text/calendar', href: '/academics/calendar.ics' }],
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <CalendarPage view={view} />
    </DocumentFrame>
  )
}
