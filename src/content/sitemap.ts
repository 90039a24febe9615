import 'server-only'

import { getEvents, getNews } from './news-events'

export type SitemapEntry = { path: string; lastModified?: string }

/** The site's pages with their own address, for search engines. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const [news, events] = await Promise.all([getNews(), getEvents()])
  const pages = [
    '/',
    '/about',
    '/about/campus',
    '/academics',
    '/admissions',
    '/resources',
    '/resources/news',
    '/resources/events',
  ]
  return [
    ...pages.map((path) => ({ path })),
    ...news.map((n) => ({ path: `/news/${n.Slug}`, lastModified: n.InsertedDate })),
    ...events.map((e) => ({ path: `/events/${e.Slug}`, lastModified: e.InsertedDate })),
  ]
}
