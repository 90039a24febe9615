'use client'

import { useRef, useState } from 'react'

import { listHref } from './format'
import { ListFilters } from './list-filters'
import type { MoreAnswer } from './list-items'
import { PagedList, type PagedListProps } from './paged-list.client'

/** The cards shown and where they sit in the filtered list. */
export type Shown = Pick<PagedListProps, 'items' | 'start' | 'total' | 'page' | 'hasMore'>

type FilteredListProps = Omit<PagedListProps, keyof Shown | 'filters'> & {
  shown: Shown
  /** The type filters after 'All'; the chosen type and search ('' for none). */
  types: readonly string[]
  filter: { type: string; q: string }
  filterLabel: string
  /** The title search's label; no search box without it. */
  searchLabel?: string
}

const filtersOf = (type: string, q: string) => ({ ...(type ? { type } : {}), ...(q ? { q } : {}) })

/**
 * A news or events list (an island): type filters (links), an optional title search and the cards
 * with 'Show more'. Without JavaScript the filters and the search are answered by the server. With
 * it, the search asks the list's 'Show more' route for the first cards matching and shows them in
 * place; the address and the filters' links follow.
 */
export function FilteredList({ shown: initial, types, filter, filterLabel, searchLabel, ...list }: FilteredListProps) {
  const [q, setQ] = useState(filter.q)
  const [shown, setShown] = useState(initial)
  // Each answer starts the cards afresh; a late answer to an older search is dropped.
  const [answers, setAnswers] = useState(0)
  const asked = useRef(0)

  const search = (text: string) => {
    const ticket = ++asked.current
    const query = new URLSearchParams({ ...filtersOf(filter.type, text), page: '1' })
    fetch(`${list.moreEndpoint}?${query}`, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`)
        const answer = (await response.json()) as MoreAnswer
        if (ticket !== asked.current) return
        setQ(text)
        setShown({ items: answer.items, start: 0, total: answer.total, page: 1, hasMore: answer.hasMore })
        setAnswers((n) => n + 1)
        window.history.replaceState(window.history.state, '', listHref(list.path, { type: filter.type, q: text }))
      })
      // The server answers the same search as a page.
      .catch(() => {
        if (ticket === asked.current) window.location.assign(listHref(list.path, { type: filter.type, q: text }))
      })
  }

  return (
    <>
      <ListFilters
        path={list.path}
        types={types}
        type={filter.type}
        filterLabel={filterLabel}
        search={searchLabel ? { label: searchLabel, onSearch: search } : undefined}
        q={q}
      />
      <PagedList key={answers} {...list} {...shown} filters={filtersOf(filter.type, q)} />
    </>
  )
}
