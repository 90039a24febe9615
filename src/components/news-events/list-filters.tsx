import Link from '@/components/ui/link'

import styles from './filtered-list.module.css'
import { listHref } from './format'
import { ListSearch } from './list-search.client'

type ListFiltersProps = {
  path: string
  /** The type filters after 'All', and the one chosen ('' for all). */
  types: readonly string[]
  type: string
  filterLabel: string
  /** Shown when set: a title search box with this label, and what to do with a search in place. */
  search?: { label: string; onSearch: (q: string) => void }
  q?: string
}

/**
 * A list's type filters, as links to the filtered address (the server applies them), and an
 * optional title search, a GET form. Choosing a filter keeps the search and starts again at page 1.
 */
export function ListFilters({ path, types, type, filterLabel, search, q = '' }: ListFiltersProps) {
  return (
    <div className={`toolbar ${styles.controls}`}>
      <nav className={styles.filters} aria-label={filterLabel}>
        <ul className="pill-list">
          {['', ...types].map((t) => (
            <li key={t || 'All'}>
              <Link
                className="filter-button"
                href={listHref(path, { type: t, q })}
                aria-current={t === type ? 'page' : undefined}
                scroll={false}
              >
                {t || 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {search ? <ListSearch path={path} label={search.label} type={type} q={q} onSearch={search.onSearch} /> : null}
    </div>
  )
}
