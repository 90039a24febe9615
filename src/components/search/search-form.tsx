import { toResults } from '@/components/ui/results-anchor'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/search-text'

import { SearchIcon } from './search-icon'
import styles from './search.module.css'

/** The search page's own form: a plain GET form, filled with the query being shown; it lands on the results. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form role="search" aria-label="Search again" action={toResults('/search')} method="get" className={styles.form}>
      <label htmlFor="search-page-q" className={styles.label}>
        Search the site
      </label>
      <div className={styles.field}>
        <input
          id="search-page-q"
          className={`input ${styles.input}`}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={`button ${styles.submit}`}>
          <SearchIcon />
          Search
        </button>
      </div>
    </form>
  )
}
