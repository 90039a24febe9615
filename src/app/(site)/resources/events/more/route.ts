import { eventItem, type MoreAnswer } from '@/components/news-events/list-items'
import { eventListFilter, getEventsList, LIST_PAGE_SIZE } from '@/content/news-events'

import { moreRoute, pageAnswer, SHARED_LIST } from '@/app/(site)/more-route'

/** The events list's 'Show more' with JavaScript (see the news list's). */
export const GET = moreRoute(SHARED_LIST, async (query, page): Promise<MoreAnswer> => {
  const filter = eventListFilter({ type: query.getAll('type'), q: query.getAll('q') })
  return pageAnswer(page, await getEventsList(filter, page, LIST_PAGE_SIZE), eventItem)
})
