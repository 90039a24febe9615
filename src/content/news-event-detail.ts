import 'server-only'

import { isValidSlug } from '@/lib/slug'

import { getEvents, getMediaOffice, getNews, type MediaOfficeView } from './news-events'
import { getSite } from './site'
import type { EventView, NewsView } from './views'

/** Which detail page a route shows: its path picks it. */
export type DetailKind = 'news' | 'events'

/** One news item or event, with every published item of its kind (the related cards come from them). */
export type DetailItem =
  { kind: 'news'; item: NewsView; all: NewsView[] } | { kind: 'events'; item: EventView; all: EventView[] }

export type DetailPageView = {
  found: DetailItem
  institutionName: string
  /** The media office, the press contact and byline of news; null for events or when there is none. */
  mediaOffice: MediaOfficeView | null
}

/**
 * The item a slug names, looked up in the cached list of its kind (a malformed or unknown slug
 * never reaches a query of its own): null when there is none.
 */
export async function findDetailItem(kind: DetailKind, slug: string): Promise<DetailItem | null> {
  if (!isValidSlug(slug)) return null
  if (kind === 'news') {
    const all = await getNews()
    const item = all.find((n) => n.Slug === slug)
    return item ? { kind, item, all } : null
  }
  const all = await getEvents()
  const item = all.find((e) => e.Slug === slug)
  return item ? { kind, item, all } : null
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

/** The slugs of every published item of a kind, for prerendering. */
export async function detailSlugs(kind: DetailKind): Promise<string[]> {
  const items = kind === 'news' ? await getNews() : await getEvents()
  return items.map((i) => i.Slug)
}
