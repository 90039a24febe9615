import { calendarResponse, originOf } from '@/components/news-events/feeds'
import { getEvents } from '@/content/news-events'
import { getSite } from '@/content/site'

/** Every published event as a calendar visitors can subscribe to. */
export async function GET(request: Request): Promise<Response> {
  const [events, site] = await Promise.all([getEvents(), getSite()])
  return calendarResponse(events, `${site.institutionName} events`, originOf(request), 'events.ics')
}
