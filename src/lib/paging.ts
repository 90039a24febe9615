/**
 * Page numbers and limits for lists that keep growing: a page shows a few items and 'Show more'
 * (a link to the next page number) adds the next few. Pure: the pages, the contract and any other
 * paged list share these rules.
 */

/** The highest page number anyone can ask for; larger numbers count as this one, then get clamped. */
export const MAX_PAGE = 1_000_000

/** The contract's paging: `limit` items per page (1–MAX_LIMIT), DEFAULT_LIMIT when only `page` is sent. */
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 20

type Raw = string | readonly string[] | null | undefined

const first = (raw: Raw): string | undefined => (typeof raw === 'string' ? raw : (raw?.[0] ?? undefined))

/**
 * A page number from a query string, leniently: a whole number from 1 up (capped at MAX_PAGE), the
 * first one when the parameter is repeated; anything else (missing, empty, 0, negative, '2.5', 'abc')
 * is page 1. Clamp it to the real page count afterwards (clampPage, pageWindow).
 */
export function parsePage(raw: Raw): number {
  const value = first(raw)?.trim()
  if (!value || !/^\d+$/.test(value)) return 1
  const digits = value.replace(/^0+/, '')
  if (digits === '') return 1
  return digits.length > String(MAX_PAGE).length ? MAX_PAGE : Math.min(Number(digits), MAX_PAGE)
}

/** How many pages `total` items make at `pageSize` a page; at least 1 (an empty list has one, empty, page). */
export function pageCount(total: number, pageSize: number): number {
  const size = Math.max(1, Math.floor(pageSize))
  return Math.max(1, Math.ceil(Math.max(0, total) / size))
}

/** `page` brought into 1..pageCount(total, pageSize). */
export function clampPage(page: number, total: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(Math.max(1, whole), pageCount(total, pageSize))
}

export type PageWindow = {
  /** The page, clamped to the real page count. */
  page: number
  pageCount: number
  /** The items shown: indexes start (inclusive) to end (exclusive) of the whole list. */
  start: number
  end: number
  /** Items before `start` are not shown (the window slid past them). */
  hasEarlier: boolean
  /** Items after `end` exist: offer the next page. */
  hasMore: boolean
}

/**
 * The items page `page` shows when each page adds `pageSize` items: every item up to the end of that
 * page, but never more than `maxShown` of them (the last ones), so a page stays bounded however far a
 * visitor goes. With `maxShown` equal to `pageSize` (the default) this is classic paging: page N
 * shows only its own items.
 */
export function pageWindow(page: number, pageSize: number, total: number, maxShown = pageSize): PageWindow {
  const size = Math.max(1, Math.floor(pageSize))
  const count = Math.max(0, Math.floor(total))
  const clamped = clampPage(page, count, size)
  const shown = Math.max(size, Math.floor(maxShown))
  const end = Math.min(count, clamped * size)
  const start = Math.min(end, Math.max(0, clamped * size - shown))
  return { page: clamped, pageCount: pageCount(count, size), start, end, hasEarlier: start > 0, hasMore: end < count }
}

/**
 * The page numbers (from 1, of `pageSize` items each) that hold a window's items, in order: a list
 * read page by page reads these and keeps what the window shows. None for an empty list.
 */
export function windowPages(window: Pick<PageWindow, 'page' | 'start' | 'end'>, pageSize: number): number[] {
  if (window.end <= window.start) return []
  const first = Math.floor(window.start / Math.max(1, Math.floor(pageSize))) + 1
  return Array.from({ length: window.page - first + 1 }, (_, i) => first + i)
}

export type Paging = { limit: number; page: number }
export type PagingResult = { paging: Paging | null } | { error: string }

const WHOLE = /^[1-9]\d*$/

/**
 * The contract's optional `limit` and `page`, strictly: both absent is no paging (null); otherwise
 * each present one must be sent once, as a whole number, `limit` from 1 to MAX_LIMIT and `page` from
 * 1 to MAX_PAGE. The error says what was wrong, for a 400 answer.
 */
export function parsePaging(limit: Raw, page: Raw): PagingResult {
  const limits = typeof limit === 'string' ? [limit] : (limit ?? [])
  const pages = typeof page === 'string' ? [page] : (page ?? [])
  if (limits.length === 0 && pages.length === 0) return { paging: null }
  if (limits.length > 1) return { error: 'Send limit once' }
  if (pages.length > 1) return { error: 'Send page once' }
  let limitValue = DEFAULT_LIMIT
  if (limits.length === 1) {
    const value = limits[0]
    if (!WHOLE.test(value) || value.length > 3 || Number(value) > MAX_LIMIT) {
      return { error: `Malformed limit: expected a whole number from 1 to ${MAX_LIMIT}` }
    }
    limitValue = Number(value)
  }
  let pageValue = 1
  if (pages.length === 1) {
    const value = pages[0]
    if (!WHOLE.test(value) || value.length > String(MAX_PAGE).length || Number(value) > MAX_PAGE) {
      return { error: `Malformed page: expected a whole number from 1 to ${MAX_PAGE}` }
    }
    pageValue = Number(value)
  }
  return { paging: { limit: limitValue, page: pageValue } }
}

/**
 * Where the items `start` (inclusive) to `end` (exclusive) of a list made of consecutive segments
 * (of `totals[i]` items each) lie: for each segment touched, its index and the range inside it.
 */
export function sliceSegments(
  totals: readonly number[],
  start: number,
  end: number,
): Array<{ segment: number; from: number; to: number }> {
  const slices: Array<{ segment: number; from: number; to: number }> = []
  let offset = 0
  totals.forEach((total, segment) => {
    const size = Math.max(0, Math.floor(total))
    const from = Math.max(start, offset) - offset
    const to = Math.min(end, offset + size) - offset
    if (from < to) slices.push({ segment, from, to })
    offset += size
  })
  return slices
}
