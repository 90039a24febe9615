import 'server-only'

import type { EventView } from '@/content/views'
import { env } from '@/env'
import { buildIcs, type IcsEvent } from '@/lib/ics'
import { eventEnd, eventStart } from '@/lib/news-events'
import { htmlToText } from '@/lib/text'

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i

/**
 * The origin for absolute links in feeds: PUBLIC_URL, else the address the feed was requested at
 * (the Host header; the X-Forwarded ones only behind a trusted proxy). request.url is no help: it
 * names the address the server listens on.
 */
export function originOf(request: Request): string {
  if (env.publicUrl) return env.publicUrl
  const url = new URL(request.url)
  const forwarded = (name: string) => (env.trustProxy ? request.headers.get(name)?.split(',')[0].trim() : undefined)
  const host = [forwarded('x-forwarded-host'), request.headers.get('host')].find((h) => h && HOST.test(h)) ?? url.host
  const protocol = forwarded('x-forwarded-proto') === 'https' ? 'https' : url.protocol.replace(':', '')
  return `${protocol}://${host}`
}

function toIcsEvent(e: EventView, origin: string): IcsEvent {
  const url = `${origin}/events/${e.Slug}`
  return {
    uid: `event-${e.Slug}@${new URL(origin).hostname}`,
    title: e.Title,
    description: `${htmlToText(e.Description)}\n\n${url}`.trim(),
    location: e.Location,
    start: eventStart(e),
    end: eventEnd(e),
    stamp: Number.isNaN(Date.parse(e.InsertedDate)) ? Date.now() : Date.parse(e.InsertedDate),
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
