import type { GetServerSideProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { SearchPage } from '@/components/search/search-page'
import { requestProps, type DocumentBase } from '@/content/document'
import { getSearchPage, type SearchPageView } from '@/content/search'
import { normaliseQuery } from '@/lib/search-text'
import { SEARCH_RESULTS_HEADER } from '@/lib/visit-tally.mjs'

type Props = DocumentBase & { view: SearchPageView; asked: boolean }

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

/**
 * Site search: `?q=` words, every one of which must match; the first results of each kind, or with
 * `?kind=` and `?page=` one kind paged through by plain links. Rendered per request.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  const answer = await requestProps(res, async () => ({
    view: await getSearchPage(query.q, query.kind, query.page),
    asked: Boolean(normaliseQuery(query.q)),
  }))
  // How many results it found, for the visit counter's searches with none (docs/decisions/0038).
  if (answer.props.view.searched) res.setHeader(SEARCH_RESULTS_HEADER, String(answer.props.view.total))
  return answer
}

export default function Search({ site, siteUrl, view, asked }: Props) {
  const meta = {
    title: 'Search',
    description: 'Search programmes, faculties, departments, staff, news, events and pages of the university.',
    canonical: '/search',
    // Result pages are for visitors, not for search engines' indexes.
    noindex: asked,
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <SearchPage view={view} />
    </DocumentFrame>
  )
}
