import { newsItem, type MoreAnswer } from '@/components/news-events/list-items'
import { getNewsList, LIST_PAGE_SIZE, newsListFilter } from '@/content/news-events'
import { parsePage } from '@/lib/paging'

/**
 * The news list's 'Show more' with JavaScript: only the cards of page `page` (three), for the same
 * filters as the list's address. A page beyond the last answers no cards.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const page = parsePage(query.getAll('page'))
  const { items, total, window } = await getNewsList(
    newsListFilter({ type: query.getAll('type') }),
    page,
    LIST_PAGE_SIZE,
  )
  const beyond = page > window.page
  const answer: MoreAnswer = {
    items: beyond ? [] : items.map(newsItem),
    total,
    hasMore: !beyond && window.hasMore,
  }
  return Response.json(answer, {
    headers: { 'Cache-Control': 'public, max-age=10, stale-while-revalidate=300' },
  })
}
