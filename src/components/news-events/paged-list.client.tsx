'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { EventCard } from './event-card'
import styles from './filtered-list.module.css'
import { itemId, listHref } from './format'
import type { ListItem, MoreAnswer } from './list-items'
import { NewsCard } from './news-card'

export type PagedListProps = {
  /** The cards the server chose for this address. */
  items: ListItem[]
  /** The position of the first of them in the whole (filtered) list, from 0. */
  start: number
  /** How many items the filtered list has. */
  total: number
  /** The page the address asked for (clamped), and whether there is a next one. */
  page: number
  hasMore: boolean
  /** The list page ('/resources/news'), its filters, and the route answering the next cards. */
  path: string
  filters: { type?: string; q?: string }
  moreEndpoint: string
  /** 'news items', 'events': for the count. */
  noun: string
  emptyText: string
  /** Events: the labels of the two groups, 'Upcoming events' and 'Past events'. */
  groups?: { upcoming: string; past: string }
}

/** Asks the list's route for the cards of `page` (JSON). */
async function fetchMore(moreEndpoint: string, filters: PagedListProps['filters'], page: number): Promise<MoreAnswer> {
  const query = new URLSearchParams({ ...filters, page: String(page) })
  const response = await fetch(`${moreEndpoint}?${query}`, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`status ${response.status}`)
  return (await response.json()) as MoreAnswer
}

/** A news or event card, its item numbered by its place in the whole list (the target of 'Show more'). */
function ListCard({ item, position }: { item: ListItem; position: number }) {
  return (
    <li id={itemId(position)}>
      {item.kind === 'news' ? <NewsCard item={item.card} /> : <EventCard event={item.card} headingLevel={4} />}
    </li>
  )
}

type CardGroupsProps = {
  items: ListItem[]
  start: number
  emptyText: string
  groups?: PagedListProps['groups']
}

/** The cards: in one grid, or for events under 'Upcoming' and 'Past'; the empty text when there are none. */
function CardGroups({ items, start, emptyText, groups }: CardGroupsProps) {
  if (items.length === 0) return <p className="empty-note">{emptyText}</p>
  const card = (item: ListItem, index: number) => <ListCard key={item.key} item={item} position={start + index + 1} />
  if (!groups) return <ul className="card-grid">{items.map(card)}</ul>

  const numbered = items.map((item, index) => ({ item, index }))
  const upcoming = numbered.filter(({ item }) => item.kind === 'event' && item.upcoming)
  const past = numbered.filter(({ item }) => !(item.kind === 'event' && item.upcoming))
  return (
    <>
      {upcoming.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{groups.upcoming}</h3>
          <ul className="card-grid">{upcoming.map(({ item, index }) => card(item, index))}</ul>
        </div>
      ) : null}
      {past.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{groups.past}</h3>
          <ul className="card-grid">{past.map(({ item, index }) => card(item, index))}</ul>
        </div>
      ) : null}
    </>
  )
}

/**
 * A list's cards with 'Show more'. Without JavaScript 'Show more' is a link to the next page number,
 * which the server renders with the cards up to there (landing on the first new one). With
 * JavaScript the same link fetches only the next cards and adds them here: focus moves to the first
 * new card and the count is announced.
 */
export function PagedList({
  items: initial,
  start,
  total,
  page: initialPage,
  hasMore: initialHasMore,
  path,
  filters,
  moreEndpoint,
  noun,
  emptyText,
  groups,
}: PagedListProps) {
  const [items, setItems] = useState(initial)
  const [page, setPage] = useState(initialPage)
  const [hasMore, setHasMore] = useState(initialHasMore)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const listRef = useRef<HTMLDivElement>(null)
  // The card to focus once added, so keyboard users land on the first new one.
  const focusId = useRef<string | null>(null)

  useEffect(() => {
    if (!focusId.current) return
    const link = listRef.current?.querySelector<HTMLElement>(`#${focusId.current} a[href]`)
    focusId.current = null
    link?.focus()
  }, [items])

  const end = start + items.length
  const moreHref = listHref(path, { ...filters, page: page + 1 }, end + 1)

  const showMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const answer = await fetchMore(moreEndpoint, filters, page + 1)
      const known = new Set(items.map((i) => i.key))
      const added = answer.items.filter((i) => !known.has(i.key))
      focusId.current = added.length ? itemId(end + 1) : null
      setItems([...items, ...added])
      setPage(page + 1)
      setHasMore(answer.hasMore)
      setStatus(`Showing ${end + added.length} of ${answer.total} ${noun}.`)
      // The address names the page shown, so reloading or sharing it shows these cards too.
      window.history.replaceState(window.history.state, '', listHref(path, { ...filters, page: page + 1 }))
    } catch {
      // The server can still render the next page itself.
      window.location.assign(moreHref)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.wrapper} ref={listRef}>
      {start > 0 ? (
        <p className={styles.earlier}>
          Showing {noun} {start + 1} to {end} of {total}. <a href={listHref(path, filters)}>Back to the first {noun}</a>
        </p>
      ) : null}

      <CardGroups items={items} start={start} emptyText={emptyText} groups={groups} />

      <p className="visually-hidden" role="status">
        {status}
      </p>

      {hasMore ? (
        <p className={styles.more}>
          <a className="button button--ghost" href={moreHref} onClick={showMore} aria-disabled={busy || undefined}>
            Show more
          </a>
        </p>
      ) : null}
    </div>
  )
}
