/** The leadership directory's rules: its tabs, the search text, and which entries a tab and search show. */
import { withoutBrackets } from './names'
import { slugify } from './slug'
import { matchesQuery } from './text'

export const DIRECTORY_TABS = ['board', 'management', 'senate', 'staff'] as const
export type DirectoryTab = (typeof DIRECTORY_TABS)[number]

export const DEFAULT_TAB: DirectoryTab = 'board'

export const TAB_LABELS: Record<DirectoryTab, string> = {
  board: 'Board',
  management: 'Management',
  senate: 'Senate',
  staff: 'All Staff',
}

/** Longer search text than this is cut: no name is that long, and the page stays cheap to render. */
export const MAX_QUERY_LENGTH = 100

type Param = string | string[] | undefined | null

const first = (value: Param): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''))

/** The tab a `?tab=` value names; anything else (missing, repeated oddly, unknown) is the default tab. */
export function parseTab(value: Param): DirectoryTab {
  const tab = first(value).trim().toLowerCase()
  return (DIRECTORY_TABS as readonly string[]).includes(tab) ? (tab as DirectoryTab) : DEFAULT_TAB
}

/** The search text of a `?q=` value: the first one when repeated, spaces squeezed, at most 100 characters. */
export function parseQuery(value: Param): string {
  return first(value).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/** The name a card shows: the full name without any bracketed note ("Ada Obi (Mrs.)" → "Ada Obi"). */
export function cardName(fullName: string): string {
  return withoutBrackets(fullName)
}

/**
 * A Board or Management member's own address on the site, made from the name a card shows
 * ("Nsikak Edet Ekpenyong (OON)" → "nsikak-edet-ekpenyong"): shareable, and no field to keep.
 */
export function leaderSlug(fullName: string): string {
  return slugify(cardName(fullName))
}

/** The entries whose full name contains the search text, ignoring case; all of them for an empty search. */
export function filterByName<T extends { fullName: string }>(entries: readonly T[], query: string): T[] {
  return entries.filter((e) => matchesQuery(e.fullName, query))
}

/** Staff cards per 'Show more': the first screen shows this many. */
export const STAFF_PAGE_SIZE = 12
/** A page never shows more staff cards than this, however far 'Show more' went without JavaScript. */
export const STAFF_MAX_SHOWN = 36

/**
 * The directory's address for a tab, search and page; the default tab, an empty search and page 1
 * are left out.
 */
export function directoryHref(tab: DirectoryTab, query = '', page = 1): string {
  const params = new URLSearchParams()
  if (tab !== DEFAULT_TAB) params.set('tab', tab)
  const q = query.trim()
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(Math.floor(page)))
  const search = params.toString()
  return search ? `/about/leadership?${search}` : '/about/leadership'
}

/** Where the directory fetches one more page of staff cards (JSON), for 'Show more' with JavaScript. */
export function staffCardsHref(query: string, page: number): string {
  const params = new URLSearchParams()
  const q = query.trim()
  if (q) params.set('q', q)
  params.set('page', String(Math.max(1, Math.floor(page))))
  return `/about/leadership/cards?${params.toString()}`
}
