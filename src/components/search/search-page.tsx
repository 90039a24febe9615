import { SearchForm } from '@/components/search/search-form'
import { SearchResults } from '@/components/search/search-results'
import styles from '@/components/search/search.module.css'
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
