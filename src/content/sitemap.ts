import 'server-only'

import { routes, sitemapPaths } from '@/lib/routes'

import { getCourses, getFaculties } from './academics'
import { getEvents, getNews } from './news-events'
import { getStaff } from './people'

export type SitemapEntry = { path: string; lastModified?: string }

/** The site's pages with their own address, for search engines: the route table's, then one per item. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const [news, events, faculties, courses, staff] = await Promise.all([
    getNews(),
    getEvents(),
    getFaculties(),
    getCourses(),
    getStaff(),
  ])
  return [
    ...sitemapPaths().map((path) => ({ path })),
    ...news.map((n) => ({ path: routes.news(n.Slug), lastModified: n.InsertedDate })),
    ...events.map((e) => ({ path: routes.event(e.Slug), lastModified: e.InsertedDate })),
    ...faculties.map((f) => ({ path: routes.faculty(f.Slug) })),
    ...courses.flatMap((c) => [{ path: routes.course(c.Slug) }, { path: routes.breakdown(c.CourseCode) }]),
    ...staff.map((s) => ({ path: routes.staff(s.Slug) })),
  ]
}
