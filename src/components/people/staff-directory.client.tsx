'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { DIRECTORY_TABS, directoryHref, MAX_QUERY_LENGTH, TAB_LABELS, type DirectoryTab } from '@/lib/staff-directory'
import { matchesQuery } from '@/lib/text'

import styles from './people.module.css'

export type DirectoryEntry = { key: string; fullName: string; card: ReactNode }

type StaffDirectoryProps = {
  tab: DirectoryTab
  /** The search the server applied (from `?q=`). */
  initialQuery: string
  /** Every entry of the tab, with its card rendered on the server. */
  entries: DirectoryEntry[]
  placeholder: string
  emptyText: string
}

/**
 * The directory's tabs (links), its search (a GET form) and the cards of the chosen tab. The server
 * applies `?tab=` and `?q=`, so it all works without JavaScript; with it, the list filters while
 * typing and the address follows the search.
 */
export function StaffDirectory({ tab, initialQuery, entries, placeholder, emptyText }: StaffDirectoryProps) {
  const [query, setQuery] = useState(initialQuery)
  // A navigation (a tab, Back) brings a new search from the address: follow it.
  const [appliedInitial, setAppliedInitial] = useState(initialQuery)
  if (appliedInitial !== initialQuery) {
    setAppliedInitial(initialQuery)
    setQuery(initialQuery)
  }
  const searchId = useId()
  const listTitleId = useId()
  const matching = entries.filter((e) => matchesQuery(e.fullName, query))

  const onChange = (value: string) => {
    setQuery(value)
    window.history.replaceState(null, '', directoryHref(tab, value.slice(0, MAX_QUERY_LENGTH)))
  }
  // The list already shows the result: no need to load the page again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault()

  return (
    <div className={styles.directory}>
      <nav className={styles.tabs} aria-label="Directory categories">
        <ul>
          {DIRECTORY_TABS.map((t) => (
            <li key={t}>
              <Link
                className={styles.tab}
                href={directoryHref(t, query)}
                aria-current={t === tab ? 'page' : undefined}
                scroll={false}
              >
                {TAB_LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form
        className={styles.searchForm}
        role="search"
        aria-label="Directory search"
        action="/about/leadership"
        method="get"
        onSubmit={onSubmit}
      >
        {tab !== 'board' ? <input type="hidden" name="tab" value={tab} /> : null}
        <div className={styles.searchField}>
          <label htmlFor={searchId}>Search {TAB_LABELS[tab]} by name</label>
          <input
            id={searchId}
            type="search"
            name="q"
            value={query}
            placeholder={placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>

      <h2 id={listTitleId} className={styles.listTitle}>
        {TAB_LABELS[tab]}
      </h2>
      <p className="visually-hidden" aria-live="polite" data-testid="directory-count">
        {`Showing ${matching.length} of ${entries.length}.`}
      </p>
      {matching.length > 0 ? (
        <ul className={styles.grid} aria-labelledby={listTitleId}>
          {matching.map((e) => (
            <li key={e.key}>{e.card}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </div>
  )
}
