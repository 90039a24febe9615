import '@/server-only'

import { routes, sitemapPaths } from '@/lib/routes'
import { sitemapIds, sitemapSlice } from '@/lib/sitemap-xml'

import { breakdownYearPath, breakdownYears } from './breakdown'
import { cached } from './cache'
import { payloadClient, publishedOnly } from './payload'
import { getLeaderSlugs } from './people-pages'

export type SitemapEntry = { path: string; lastModified?: string }

const published = { _status: { equals: 'published' } } as const

/**
 * The site's pages with their own address, for search engines: the route table's, then one per
 * item. Only slugs and dates are read (no item bodies), so even a large archive stays a light read.
 */
export const getSitemapEntries = cached(
  'sitemap-entries',
  ['news', 'events', 'faculties', 'programmes', 'staff', 'leadership-members'],
  async (): Promise<SitemapEntry[]> => {
    const payload = await payloadClient()
    const light = { pagination: false, depth: 0 } as const
    const [news, events, faculties, programmes, staff, leaders] = await Promise.all([
      payload.find({
        collection: 'news',
        where: published,
        select: { slug: true, publishedAt: true },
        sort: ['-publishedAt', '-id'],
        ...light,
      }),
      payload.find({
        collection: 'events',
        where: published,
        select: { slug: true, publishedAt: true },
        sort: ['-eventDate', '-id'],
        ...light,
      }),
      payload.find({ collection: 'faculties', where: publishedOnly(), select: { slug: true }, sort: 'name', ...light }),
      payload.find({
        collection: 'programmes',
        where: publishedOnly(),
        select: { slug: true, code: true, duration: true, durationType: true },
        sort: 'name',
        ...light,
      }),
      payload.find({ collection: 'staff', select: { slug: true }, sort: ['surname', 'id'], ...light }),
      getLeaderSlugs(),
    ])
    const dated = (path: string, at: string | null | undefined): SitemapEntry =>
      at ? { path, lastModified: at } : { path }
    return [
      ...sitemapPaths().map((path) => ({ path })),
      ...news.docs.map((n) => dated(routes.news(n.slug), n.publishedAt)),
      ...events.docs.map((e) => dated(routes.event(e.slug), e.publishedAt)),
      ...faculties.docs.map((f) => ({ path: routes.faculty(f.slug) })),
      ...programmes.docs.flatMap((p) => [
        { path: routes.course(p.slug) },
        // Each year of its breakdown is a page of its own.
        ...breakdownYears(p.duration, p.durationType).map((year) => ({ path: breakdownYearPath(p.code, year) })),
      ]),
      ...staff.docs.map((s) => ({ path: routes.staff(s.slug) })),
      ...leaders.map((slug) => ({ path: routes.leader(slug) })),
    ]
  },
)

/** The ids of the numbered sitemaps (/sitemaps/sitemap/0.xml, …): one per SITEMAP_CHUNK addresses. */
export async function getSitemapIds(): Promise<string[]> {
  return sitemapIds((await getSitemapEntries()).length)
}

/** The addresses numbered sitemap `id` lists; none for an unknown id. */
export async function getSitemapChunk(id: string): Promise<SitemapEntry[]> {
  return sitemapSlice(await getSitemapEntries(), id)
}
