import { SearchIcon } from '@/components/search/search-icon'
import { toResults } from '@/components/ui/results-anchor'
import { Island } from '@/islands/island'
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/search-text'

import { SearchSuggest } from './search-suggest.client'
import styles from './site-header.module.css'

/**
 * The site search box of the header: a plain GET form to /search, so it works without JavaScript; it
 * lands on the results, below the search page's own form. With JavaScript, the box suggests up to five
 * titles as the visitor types (search-suggest.client.tsx).
 * The header renders it twice, inline on wide screens and as a row under the bar on narrow ones;
 * CSS shows one, so each needs its own input id. On a document page (`asIsland`) the suggestions are
 * an island.
 */
export function HeaderSearch({ id, className, asIsland }: { id: string; className: string; asIsland?: boolean }) {
  const suggestProps = { id, maxLength: SEARCH_QUERY_MAX_LENGTH }
  return (
    <form
      role="search"
      aria-label="Site search"
      action={toResults('/search')}
      method="get"
      className={`${styles.search} ${className}`}
    >
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      {asIsland ? (
        <Island name="search-suggest" component={SearchSuggest} props={suggestProps} />
      ) : (
        <SearchSuggest {...suggestProps} />
      )}
      <button type="submit" className={styles.searchButton}>
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}
