import { eventItem, type MoreAnswer } from '@/components/news-events/list-items'
import { eventListFilter, getEventsList, LIST_PAGE_SIZE } from '@/content/news-events'
import { parsePage } from '@/lib/paging'

/** The events list's 'Show more' with JavaScript (see the news list's). */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const page = parsePage(query.getAll('page'))
  const { items, total, window } = await getEventsList(
    eventListFilter({ type: query.getAll('type'), q: query.getAll('q') }),
    page,
    LIST_PAGE_SIZE,
  )
  const beyond = page > window.page
  const answer: MoreAnswer = {
    items: beyond ? [] : items.map(eventItem),
    total,
    hasMore: !beyond && window.hasMore,
  }
  return Response.json(answer, {
    headers: { 'Cache-Control': 'public, max-age=10, stale-while-revalidate=300' },
  })
}
