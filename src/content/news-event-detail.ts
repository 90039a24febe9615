import '@/server-only'

import type { IncomingHttpHeaders } from 'node:http'

import { env } from '@/env'
import type { Event, News } from '@/payload-types'

import {
  getEventItem,
  getLatestNews,
  getLatestPublishedEvents,
  getMediaOffice,
  getNewsItem,
  toEventView,
  toNewsView,
  type MediaOfficeView,
} from './news-events'
import { payloadClient } from './payload'
import { previewId, previewUser } from './preview'
import { getSite } from './site'
import type { EventView, NewsView } from './views'

/** Which detail page a route shows: its path picks it. */
export type DetailKind = 'news' | 'events'

/** One news item or event, with the latest items of its kind (the related cards come from them). */
export type DetailItem =
  { kind: 'news'; item: NewsView; all: NewsView[] } | { kind: 'events'; item: EventView; all: EventView[] }

export type DetailPageView = {
  found: DetailItem
  institutionName: string
  /** The media office, the press contact and byline of news; null for events or when there is none. */
  mediaOffice: MediaOfficeView | null
}

/** Related items are the newest four others: one more is read in case the item is among them. */
const RELATED_READ = 5

/**
 * The item a slug names (a malformed or unknown slug never reaches a query of its own), with the
 * latest items of its kind: null when there is none. Reads one item, never the archive.
 */
export async function findDetailItem(kind: DetailKind, slug: string): Promise<DetailItem | null> {
  if (kind === 'news') {
    const [item, all] = await Promise.all([getNewsItem(slug), getLatestNews(RELATED_READ)])
    return item ? { kind, item, all } : null
  }
  const [item, all] = await Promise.all([getEventItem(slug), getLatestPublishedEvents(RELATED_READ)])
  return item ? { kind, item, all } : null
}

/** A detail page as its address names it, with the site's public address (PUBLIC_URL) when set. */
export type DetailDocumentView = DetailPageView & { slug: string; origin: string | null }

/** What a story's or an event's document shows, or null for a malformed or unknown slug. */
export async function getDetailDocument(kind: DetailKind, slug: string): Promise<DetailDocumentView | null> {
  const view = await getDetailPage(kind, slug)
  return view && { ...view, slug, origin: env.publicUrl ?? null }
}

/** Everything a detail page shows, or null for a malformed or unknown slug. */
export async function getDetailPage(kind: DetailKind, slug: string): Promise<DetailPageView | null> {
  const [found, site, mediaOffice] = await Promise.all([
    findDetailItem(kind, slug),
    getSite(),
    kind === 'news' ? getMediaOffice() : Promise.resolve(null),
  ])
  return found ? { found, institutionName: site.institutionName, mediaOffice } : null
}

/**
 * A draft's preview: the item as it stands in the admin, published or not, for a signed-in member of
 * the web team (`previewUser`); null for anyone else, so the preview address of a draft says nothing to
 * the public. Read fresh every time, never cached.
 */
export async function getDraftDetailPage(
  kind: DetailKind,
  id: string,
  requestHeaders: IncomingHttpHeaders,
): Promise<DetailPageView | null> {
  const key = previewId(id)
  const user = key === null ? null : await previewUser(requestHeaders)
  if (key === null || !user) return null
  const payload = await payloadClient()
  const read = { id: key, draft: true, depth: 1, overrideAccess: false, user, disableErrors: true } as const
  const [doc, site, mediaOffice] = await Promise.all([
    payload.findByID({ collection: kind, ...read }),
    getSite(),
    kind === 'news' ? getMediaOffice() : Promise.resolve(null),
  ])
  if (!doc) return null
  const found: DetailItem =
    kind === 'news'
      ? { kind, item: toNewsView(doc as News), all: await getLatestNews(RELATED_READ) }
      : { kind, item: toEventView(doc as Event), all: await getLatestPublishedEvents(RELATED_READ) }
  return { found, institutionName: site.institutionName, mediaOffice }
}
