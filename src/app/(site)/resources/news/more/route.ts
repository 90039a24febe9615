import { newsItem, type MoreAnswer } from '@/components/news-events/list-items'
import { getNewsList, LIST_PAGE_SIZE, newsListFilter } from '@/content/news-events'

import { moreRoute, pageAnswer, SHARED_LIST } from '@/app/(site)/more-route'

/**
 * The news list's 'Show more' with JavaScript: only the cards of page `page` (three), for the same
 * filters as the list's address. A page beyond the last answers no cards.
 */
export const GET = moreRoute(SHARED_LIST, async (query, page): Promise<MoreAnswer> =>
  pageAnswer(page, await getNewsList(newsListFilter({ type: query.getAll('type') }), page, LIST_PAGE_SIZE), newsItem),
)
