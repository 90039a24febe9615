import type { Metadata } from 'next'

import { SearchForm } from '@/components/search/search-form'
import { SearchResults } from '@/components/search/search-results'
import styles from '@/components/search/search.module.css'
import { getSearchPage } from '@/content/search'
import { normaliseQuery } from '@/lib/search-text'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = await searchParams
  return {
    title: 'Search',
    description: 'Search programmes, faculties, departments, staff, news, events and pages of the university.',
    alternates: { canonical: '/search' },
    // Result pages are for visitors, not for search engines' indexes.
    robots: normaliseQuery(q) ? { index: false, follow: true } : undefined,
  }
}

/**
 * Site search: `?q=` words, every one of which must match; the first results of each kind, or with
 * `?kind=` and `?page=` one kind paged through by plain links.
 */
export default async function SearchPage({ searchParams }: Props) {
  const { q, kind, page } = await searchParams
  const view = await getSearchPage(q, kind, page)
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
