'use client'

import Link from '@/components/ui/link'
import { useEffect, useRef, useState, type FormEvent, type MouseEvent as ReactMouseEvent, type RefObject } from 'react'

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

// Fixed ids (one directory a page): an island's useId would differ from the server's, and a list
// drawn after hydration would name a heading id the page does not have.
const SEARCH_ID = 'directory-search'
const LIST_TITLE_ID = 'directory-list-title'

const isPlainClick = (e: ReactMouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** The search as the server reads it from `?q=`. */
const sentQuery = (query: string) => query.slice(0, MAX_QUERY_LENGTH).trim()

async function fetchStaffPage(query: string, page: number): Promise<StaffPageJson> {
  const response = await fetch(staffCardsHref(query, page), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`staff cards: ${response.status}`)
  return (await response.json()) as StaffPageJson
}

/**
 * The All Staff cards shown and the ways to change them: a search (now, or once typing pauses) shows
 * the first cards that match, 'Show more' adds the next ones in place. Only the latest request counts.
 */
function useStaffCards(staff: StaffListData | null) {
  const [list, setList] = useState(staff)
  const [busy, setBusy] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const request = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const searchNow = (value: string) => {
    clearTimeout(timer.current)
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

  const searchLater = (value: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => searchNow(value), SEARCH_DEBOUNCE_MS)
  }

  const showMore = (event: ReactMouseEvent<HTMLAnchorElement>, q: string) => {
    if (!list || !isPlainClick(event)) return
    event.preventDefault()
    const href = event.currentTarget.href
    const ticket = ++request.current
    const firstNew = list.items.length
    setBusy(true)
    fetchStaffPage(q, list.page + 1)
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

  return { list, busy, listRef, searchNow, searchLater, showMore }
}

/** The directory's categories, as links that keep the search. */
function DirectoryTabs({ tab, query }: { tab: DirectoryTab; query: string }) {
  return (
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
  )
}

type DirectorySearchProps = {
  tab: DirectoryTab
  query: string
  placeholder: string
  searchRef: RefObject<HTMLInputElement | null>
  onChange: (value: string) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/** The search by name: a GET form the server answers, which script answers in place. */
function DirectorySearch({ tab, query, placeholder, searchRef, onChange, onSubmit }: DirectorySearchProps) {
  return (
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
        <label htmlFor={SEARCH_ID}>Search {TAB_LABELS[tab]} by name</label>
        <input
          id={SEARCH_ID}
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
  )
}

/** How many staff the list shows, read out as it changes; empty when none match. */
function staffCountText(list: StaffListData) {
  if (list.total === 0) return ''
  if (list.start > 0 || list.hasMore) {
    return `Showing ${list.start + 1}–${list.start + list.items.length} of ${list.total} staff.`
  }
  return `${list.total} staff.`
}

type StaffCardsProps = {
  list: StaffListData
  busy: boolean
  listRef: RefObject<HTMLUListElement | null>
  /** The search as sent to the server, for the links to other pages of the list. */
  q: string
  emptyText: string
  onShowMore: (event: ReactMouseEvent<HTMLAnchorElement>) => void
}

/** The All Staff tab: the count, its window of cards, and 'Show more' (a link to the next page). */
function StaffCards({ list, busy, listRef, q, emptyText, onShowMore }: StaffCardsProps) {
  return (
    <>
      <p className={styles.listCount} aria-live="polite" data-testid="directory-count">
        {staffCountText(list)}
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
          aria-labelledby={LIST_TITLE_ID}
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
  )
}

/** A Board, Management or Senate tab: the leaders whose names match, filtered in the page. */
function LeaderCards({ matching, total, emptyText }: { matching: LeaderEntry[]; total: number; emptyText: string }) {
  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="directory-count">
        {`Showing ${matching.length} of ${total}.`}
      </p>
      {matching.length > 0 ? (
        <ul className={`card-grid ${styles.grid}`} aria-labelledby={LIST_TITLE_ID}>
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
  )
}

/**
 * The directory's tabs (links), its search (a GET form) and the cards of the chosen tab. The server
 * applies `?tab=`, `?q=` and `?page=`, so it all works without JavaScript: 'Show more' is then a link
 * to the next page. With JavaScript, 'Show more' adds the next cards in place, the staff search asks
 * the server while typing, the leaders' tabs filter at once, and the address follows.
 */
export function StaffDirectory({ tab, initialQuery, entries, staff, placeholder, emptyText }: StaffDirectoryProps) {
  const [query, setQuery] = useState(initialQuery)
  const cards = useStaffCards(staff)
  const isStaff = tab === 'staff'
  const matching = isStaff ? [] : entries.filter((e) => matchesQuery(e.fullName, query))

  const onChange = (value: string) => {
    setQuery(value)
    const q = value.slice(0, MAX_QUERY_LENGTH)
    window.history.replaceState(null, '', directoryHref(tab, q))
    if (isStaff) cards.searchLater(q.trim())
  }

  // The script loads when the visitor reaches for the directory (src/islands/entries/leadership.tsx).
  const searchRef = useTypedBeforeScript(initialQuery, onChange)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The list already shows (or is fetching) the result: no need to load the page again.
    event.preventDefault()
    if (isStaff) cards.searchNow(sentQuery(query))
  }

  return (
    <div className={styles.directory}>
      <DirectoryTabs tab={tab} query={query} />
      <DirectorySearch
        tab={tab}
        query={query}
        placeholder={placeholder}
        searchRef={searchRef}
        onChange={onChange}
        onSubmit={onSubmit}
      />
      <h2 id={LIST_TITLE_ID} className={styles.listTitle}>
        {TAB_LABELS[tab]}
      </h2>
      {cards.list ? (
        <StaffCards
          list={cards.list}
          busy={cards.busy}
          listRef={cards.listRef}
          q={sentQuery(query)}
          emptyText={emptyText}
          onShowMore={(event) => cards.showMore(event, sentQuery(query))}
        />
      ) : (
        <LeaderCards matching={matching} total={entries.length} emptyText={emptyText} />
      )}
    </div>
  )
}
