'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import { matchesQuery } from '@/lib/text'

import styles from './filtered-list.module.css'

export type ListEntry = {
  key: string
  /** The value the type filter compares with. */
  type: string
  /** The text the search looks in. */
  title: string
  /** The card, rendered on the server. */
  card: ReactNode
}

type FilteredListProps = {
  entries: ListEntry[]
  /** Filter buttons after 'All'. */
  types: readonly string[]
  filterLabel: string
  /** Shown when set: a title search box with this label. */
  searchLabel?: string
  emptyText: string
  /** 'news items', 'events': for the live result count. */
  noun: string
  pageSize?: number
}

const noSubscribe = () => () => {}

/**
 * The list pages' cards with type filters, an optional title search and 'Show more'. The cards
 * are server-rendered and passed in; this only chooses which to show. Without JavaScript the
 * first cards show and the controls stay hidden.
 */
export function FilteredList({
  entries,
  types,
  filterLabel,
  searchLabel,
  emptyText,
  noun,
  pageSize = 3,
}: FilteredListProps) {
  const [type, setType] = useState('All')
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(pageSize)
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const listRef = useRef<HTMLUListElement>(null)
  // The card to focus after 'Show more', so keyboard users land on the first new one.
  const focusIndex = useRef<number | null>(null)
  const searchId = useId()

  const matching = entries.filter((e) => (type === 'All' || e.type === type) && matchesQuery(e.title, query))
  const visible = matching.slice(0, shown)

  useEffect(() => {
    if (focusIndex.current === null) return
    const item = listRef.current?.children[focusIndex.current]
    focusIndex.current = null
    item?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [shown])

  const choose = (next: string) => {
    setType(next)
    setShown(pageSize)
  }

  return (
    <div className={styles.wrapper}>
      <div className={styles.controls} hidden={!hydrated}>
        <div className={styles.filters} role="group" aria-label={filterLabel}>
          {['All', ...types].map((t) => (
            <button key={t} type="button" className={styles.filter} aria-pressed={type === t} onClick={() => choose(t)}>
              {t}
            </button>
          ))}
        </div>
        {searchLabel ? (
          <div className={styles.search}>
            <label htmlFor={searchId}>{searchLabel}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              autoComplete="off"
              onChange={(event) => {
                setQuery(event.target.value)
                setShown(pageSize)
              }}
            />
          </div>
        ) : null}
      </div>

      <p className="visually-hidden" aria-live="polite">
        {hydrated ? `Showing ${visible.length} of ${matching.length} ${noun}.` : ''}
      </p>

      {visible.length > 0 ? (
        <ul ref={listRef} className={styles.grid}>
          {visible.map((e) => (
            <li key={e.key}>{e.card}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}

      {hydrated && matching.length > visible.length ? (
        <p className={styles.more}>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              focusIndex.current = visible.length
              setShown((n) => n + pageSize)
            }}
          >
            Show more
          </button>
        </p>
      ) : null}
    </div>
  )
}
