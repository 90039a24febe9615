import { parsePage, type PageWindow } from '@/lib/paging'

/** How long a 'Show more' answer may be kept: the news and events lists are the same for everyone. */
export const SHARED_LIST = 'public, max-age=10, stale-while-revalidate=300'
export const NOT_STORED = 'no-store'

/**
 * The GET handler of a 'Show more' JSON route: the page number comes leniently from `?page=` (see
 * parsePage), the list's own filters from the other parameters, which `load` reads and validates.
 */
export function moreRoute<T>(cacheControl: string, load: (query: URLSearchParams, page: number) => Promise<T>) {
  return async function GET(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams
    const answer = await load(query, parsePage(query.getAll('page')))
    return Response.json(answer, { headers: { 'Cache-Control': cacheControl } })
  }
}

/** A page beyond the last answers no items and nothing more (the list clamps it to the last page). */
export function pageAnswer<I, O>(
  page: number,
  list: { items: I[]; total: number; window: Pick<PageWindow, 'page' | 'hasMore'> },
  toItem: (item: I) => O,
): { items: O[]; total: number; hasMore: boolean } {
  const beyond = page > list.window.page
  return { items: beyond ? [] : list.items.map(toItem), total: list.total, hasMore: !beyond && list.window.hasMore }
}
