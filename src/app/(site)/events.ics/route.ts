import { calendarResponse, originOf } from '@/components/news-events/feeds'
import { getFeedEvents } from '@/content/news-events'
import { getSite } from '@/content/site'

/**
 * A calendar visitors can subscribe to: the coming events, soonest first, then the latest past
 * ones, FEED_SIZE in all (src/content/news-events.ts).
 */
export async function GET(request: Request): Promise<Response> {
  const [events, site] = await Promise.all([getFeedEvents(), getSite()])
  return calendarResponse(events, `${site.institutionName} events`, originOf(request), 'events.ics')
}
