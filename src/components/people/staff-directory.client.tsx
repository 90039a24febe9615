'use client'

import Link from '@/components/ui/link'
import { useEffect, useRef, useState, type FormEvent, type MouseEvent as ReactMouseEvent } from 'react'

import { useTypedBeforeScript } from '@/client-hooks/use-typed-before-script'

import {
  DIRECTORY_TABS,
  directoryHref,
  MAX_QUERY_LENGTH,
  staffCardsHref,
  TAB_LABELS,
  type DirectoryTab,
} from '@/lib/staff-directory'
import { matchesQuery } from '@/lib/text'

import type { LeaderEntry, StaffCardData, StaffListData } from './directory-cards'
import { LeaderCard } from './leader-card'
import styles from './people.module.css'
import { StaffCard } from './staff-card'

type StaffDirectoryProps = {
  tab: DirectoryTab
  /** The search the server applied (from `?q=`). */
  initialQuery: string
  /** Every leader of a Board, Management or Senate tab. */
  entries: LeaderEntry[]
  /** The All Staff tab's window of cards (null on the other tabs). */
  staff: StaffListData | null
  placeholder: string
  emptyText: string
}

type StaffPageJson = { items: StaffCardData[]; page: number; total: number; hasMore: boolean }

/** Waits this long after the last key press before asking the server for the matching staff. */
const SEARCH_DEBOUNCE_MS = 300

const isPlainClick = (e: ReactMouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

async function fetchStaffPage(query: string, page: number): Promise<StaffPageJson> {
  const response = await fetch(staffCardsHref(query, page), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`staff cards: ${response.status}`)
  return (await response.json()) as StaffPageJson
}

/**
 * The directory's tabs (links), its search (a GET form) and the cards of the chosen tab. The server
 * applies `?tab=`, `?q=` and `?page=`, so it all works without JavaScript: 'Show more' is then a link
 * to the next page. With JavaScript, 'Show more' adds the next cards in place, the staff search asks
 * the server while typing, the leaders' tabs filter at once, and the address follows.
 */
export function StaffDirectory({ tab, initialQuery, entries, staff, placeholder, emptyText }: StaffDirectoryProps) {
  const [query, setQuery] = useState(initialQuery)
  const [list, setList] = useState(staff)
  const [busy, setBusy] = useState(false)
  // Fixed ids (one directory a page): an island's useId would differ from the server's, and a list
  // drawn after hydration would name a heading id the page does not have.
  const searchId = 'directory-search'
  const listTitleId = 'directory-list-title'
  const listRef = useRef<HTMLUListElement>(null)
  const request = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const isStaff = tab === 'staff'
  const matching = isStaff ? [] : entries.filter((e) => matchesQuery(e.fullName, query))

  const searchStaff = (value: string) => {
    const ticket = ++request.current
    setBusy(true)
    fetchStaffPage(value, 1)
      .then((json) => {
        if (ticket !== request.current) return
        setList({
          items: json.items,
          total: json.total,
          page: json.page,
          pageCount: 0,
          start: 0,
          hasEarlier: false,
          hasMore: json.hasMore,
        })
      })
      // The server did not answer: the search form still works as a plain GET.
      .catch(() => undefined)
      .finally(() => ticket === request.current && setBusy(false))
  }

  const onChange = (value: string) => {
    setQuery(value)
    const q = value.slice(0, MAX_QUERY_LENGTH)
    window.history.replaceState(null, '', directoryHref(tab, q))
    if (!isStaff) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => searchStaff(q.trim()), SEARCH_DEBOUNCE_MS)
  }

  // The script loads when the visitor reaches for the directory (src/islands/entries/leadership.tsx).
  const searchRef = useTypedBeforeScript(initialQuery, onChange)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The list already shows (or is fetching) the result: no need to load the page again.
    event.preventDefault()
    if (isStaff) {
      clearTimeout(timer.current)
      searchStaff(query.slice(0, MAX_QUERY_LENGTH).trim())
    }
  }

  const onShowMore = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    if (!list || !isPlainClick(event)) return
    event.preventDefault()
    const href = event.currentTarget.href
    const q = query.slice(0, MAX_QUERY_LENGTH).trim()
    const next = list.page + 1
    const ticket = ++request.current
    const firstNew = list.items.length
    setBusy(true)
    fetchStaffPage(q, next)
      .then((json) => {
        if (ticket !== request.current) return
        setList((l) =>
          l
            ? { ...l, items: [...l.items, ...json.items], page: json.page, total: json.total, hasMore: json.hasMore }
            : l,
        )
        window.history.replaceState(null, '', directoryHref('staff', q, json.page))
        // Keyboard and screen reader users carry on from the first new card.
        requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[firstNew]?.focus())
      })
      .catch(() => window.location.assign(href))
      .finally(() => ticket === request.current && setBusy(false))
  }

  const shownFrom = list ? list.start + 1 : 1
  const shownTo = list ? list.start + list.items.length : 0
  const q = query.slice(0, MAX_QUERY_LENGTH).trim()

  return (
    <div className={styles.directory}>
      <nav aria-label="Directory categories">
        <ul className="pill-list">
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
            ref={searchRef}
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
      {list ? (
        <>
          <p className={styles.listCount} aria-live="polite" data-testid="directory-count">
            {list.total === 0
              ? ''
              : list.start > 0 || list.hasMore
                ? `Showing ${shownFrom}–${shownTo} of ${list.total} staff.`
                : `${list.total} staff.`}
          </p>
          {list.hasEarlier && list.start > 0 ? (
            <p className={styles.listEarlier}>
              <a href={directoryHref('staff', q)}>Show the list from the start</a>
            </p>
          ) : null}
          {list.items.length > 0 ? (
            <ul
              ref={listRef}
              className={`card-grid ${styles.grid}`}
              aria-labelledby={listTitleId}
              aria-busy={busy || undefined}
            >
              {list.items.map((s) => (
                <li key={s.key}>
                  <StaffCard staff={s} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{emptyText}</p>
          )}
          {list.hasMore ? (
            <p className={styles.more}>
              <a
                className="button"
                href={directoryHref('staff', q, list.page + 1)}
                onClick={onShowMore}
                aria-disabled={busy || undefined}
              >
                Show more staff
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="visually-hidden" aria-live="polite" data-testid="directory-count">
            {`Showing ${matching.length} of ${entries.length}.`}
          </p>
          {matching.length > 0 ? (
            <ul className={`card-grid ${styles.grid}`} aria-labelledby={listTitleId}>
              {matching.map((e) => (
                <li key={e.key}>
                  <LeaderCard leader={e} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{emptyText}</p>
          )}
        </>
      )}
    </div>
  )
}
