import type { GetServerSideProps } from 'next'

import { DetailDocument, type DetailProps } from '@/components/news-events/detail-document'
import { itemOrNotFound } from '@/content/document'
import { getDetailDocument } from '@/content/news-event-detail'
import { routes } from '@/lib/routes'

// A document: Next sends no script of its own; the countdown to an event still to come is an island.
export const config = { unstable_runtimeJS: false }

// Rendered at each request, so an unknown slug answers 404 with the site's not-found page (or moves on
// where the web team renamed it), which a stored page cannot (docs/decisions/0027-pages-as-documents.md).
export const getServerSideProps: GetServerSideProps<DetailProps> = ({ params, res }) => {
  const slug = String(params?.slug ?? '')
  return itemOrNotFound('detail', routes.event(slug), () => getDetailDocument('events', slug), res)
}

export default function EventItem(props: DetailProps) {
  return <DetailDocument kind="events" props={props} />
}
