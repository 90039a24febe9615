import '@/server-only'

import type { EventView } from '@/content/views'
import { env } from '@/env'
import { buildIcs, type IcsEvent } from '@/lib/ics'
import { originOf as originFrom } from '@/lib/origin'
import { eventEnd, eventStart } from '@/lib/news-events'
import { htmlToText } from '@/lib/text'

/** The origin for absolute links in feeds (see src/lib/origin.ts). */
export function originOf(request: Request): string {
  return originFrom(request, { publicUrl: env.publicUrl, trustProxy: env.trustProxy })
}

function toIcsEvent(e: EventView, origin: string): IcsEvent {
  const url = `${origin}/events/${e.slug}`
  return {
    uid: `event-${e.slug}@${new URL(origin).hostname}`,
    title: e.title,
    description: `${htmlToText(e.description)}\n\n${url}`.trim(),
    location: e.location,
    start: eventStart(e),
    end: eventEnd(e),
    stamp: Number.isNaN(Date.parse(e.published)) ? Date.now() : Date.parse(e.published),
    url,
  }
}

/** An iCalendar response for one or more events. */
export function calendarResponse(events: EventView[], name: string, origin: string, filename: string): Response {
  const ics = buildIcs({
    name,
    productId: '-//Atlantic Crest University//Website events//EN',
    events: events.filter((e) => Number.isFinite(eventStart(e))).map((e) => toIcsEvent(e, origin)),
  })
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  })
}
