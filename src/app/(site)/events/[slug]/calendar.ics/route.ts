import { calendarResponse, originOf } from '@/components/news-events/feeds'
import { getEventItem } from '@/content/news-events'

/** 'Add to calendar': one event as an .ics file. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params
  const event = await getEventItem(slug)
  if (!event) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return calendarResponse([event], event.title, originOf(request), `${slug}.ics`)
}
