import { SearchForm } from '@/components/search/search-form'
import { SearchResults } from '@/components/search/search-results'
import styles from '@/components/search/search.module.css'
import { DocumentFrame } from '@/components/layout/document-frame'
import type { DocumentBase } from '@/content/document'
import type { SearchPageView } from '@/content/search'

/**
 * Site search: `?q=` words, every one of which must match; the first results of each kind, or with
 * `?kind=` and `?page=` one kind paged through by plain links.
 */
export function SearchPage({ view }: { view: SearchPageView }) {
  return (
    <section className="section" aria-labelledby="search-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <h1 id="search-title">{view.title}</h1>
          {view.intro ? <p className="lead">{view.intro}</p> : null}
        </div>
        <SearchForm query={view.query} />
        <SearchResults view={view} />
      </div>
    </section>
  )
}

export type SearchDocumentProps = DocumentBase & { view: SearchPageView; asked: boolean }

/** The head of /search: result pages are for visitors, not for search engines' indexes. */
export const searchMeta = (asked: boolean) => ({
  title: 'Search',
  description: 'Search programmes, faculties, departments, staff, news, events and pages of the university.',
  canonical: '/search',
  noindex: asked,
})

/** /search as a whole document. */
export function SearchDocument({ site, siteUrl, view, asked }: SearchDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={searchMeta(asked)}>
      <SearchPage view={view} />
    </DocumentFrame>
  )
}
