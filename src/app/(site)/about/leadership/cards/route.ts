import { NextResponse } from 'next/server'

import { getStaffList } from '@/content/people-pages'
import { parsePage } from '@/lib/paging'
import { parseQuery, STAFF_PAGE_SIZE } from '@/lib/staff-directory'

/**
 * One more page of the staff directory's cards, as JSON, for its 'Show more' button with JavaScript
 * (`?q=` search, `?page=` number). Without JavaScript the button is a link to the next page itself.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const query = parseQuery(params.getAll('q'))
  const list = await getStaffList(query, parsePage(params.getAll('page')), STAFF_PAGE_SIZE)
  return NextResponse.json(
    { items: list.items, page: list.page, total: list.total, hasMore: list.hasMore },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
