import { toStaffCard } from '@/components/people/directory-cards'
import { getStaffList } from '@/content/people-pages'
import { parseQuery, STAFF_PAGE_SIZE } from '@/lib/staff-directory'

import { moreRoute, NOT_STORED } from '@/app/(site)/more-route'

/**
 * One more page of the staff directory's cards, as JSON, for its 'Show more' button with JavaScript
 * (`?q=` search, `?page=` number), each with its photo's markup. Without JavaScript the button is a link
 * to the next page itself.
 */
export const GET = moreRoute(NOT_STORED, async (query, page) => {
  const list = await getStaffList(parseQuery(query.getAll('q')), page, STAFF_PAGE_SIZE)
  return { items: list.items.map(toStaffCard), page: list.page, total: list.total, hasMore: list.hasMore }
})
