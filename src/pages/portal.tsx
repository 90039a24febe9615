import type { GetServerSideProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { PortalsPage } from '@/components/portals/portals-page'
import { requestProps, type DocumentBase } from '@/content/document'
import { getPortalsPage, type PortalsPageView } from '@/content/places'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { page: PortalsPageView }

// A document: Next sends no script of its own; the audience filter is an island.
export const config = { unstable_runtimeJS: false }

// The audience is in the address (?category=), so the page works without script: rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({ page: await getPortalsPage(query.category) }))

export default function Portals({ site, siteUrl, page }: Props) {
  const meta = {
    title: page.title,
    description: page.intro ?? 'Every online service of the university for students, staff and administrators.',
    canonical: pathOf('portals'),
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <PortalsPage page={page} />
    </DocumentFrame>
  )
}
