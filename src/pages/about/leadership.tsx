import type { GetServerSideProps } from 'next'

import { toLeaderEntry, toStaffList } from '@/components/people/directory-cards'
import { LeadershipPage, type LeadershipDirectoryView } from '@/components/people/leadership-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { requestProps, type DocumentBase } from '@/content/document'
import { getLeadershipDirectory } from '@/content/people-pages'
import { parsePage } from '@/lib/paging'
import { parseQuery, parseTab } from '@/lib/staff-directory'

type Props = DocumentBase & { view: LeadershipDirectoryView }

// A document: Next sends no script of its own; the directory is an island.
export const config = { unstable_runtimeJS: false }

// Tab, search and page are in the address (?tab=&q=&page=), so the directory works without script:
// rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query: address, res }) =>
  requestProps(res, async () => {
    const [tab, query] = [parseTab(address.tab), parseQuery(address.q)]
    const { texts, leaders, staff } = await getLeadershipDirectory(tab, query, parsePage(address.page))
    const view = { texts, tab, query, leaders: leaders.map(toLeaderEntry), staff: staff && toStaffList(staff) }
    return { view }
  })

export default function Leadership({ site, siteUrl, view }: Props) {
  const meta = {
    title: view.texts.title,
    description:
      view.texts.intro ??
      'The Board, Management and Senate of the university, and every member of staff with a public profile.',
    canonical: '/about/leadership',
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <LeadershipPage view={view} />
    </DocumentFrame>
  )
}
