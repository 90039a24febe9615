import 'server-only'

import { getCourses, getFaculties } from './academics'
import { getEvents, getNews } from './news-events'

export type SitemapEntry = { path: string; lastModified?: string }

/** The site's pages with their own address, for search engines. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const [news, events, faculties, courses] = await Promise.all([getNews(), getEvents(), getFaculties(), getCourses()])
  const pages = [
    '/',
    '/about',
    '/about/campus',
    '/academics',
    '/admissions',
    '/resources',
    '/resources/news',
    '/resources/events',
    '/resources/center-excellence',
    '/resources/aid',
    '/about/contact',
    '/academics/faculties',
    '/admissions/process',
    '/admissions/tuition',
  ]
  return [
    ...pages.map((path) => ({ path })),
    ...news.map((n) => ({ path: `/news/${n.Slug}`, lastModified: n.InsertedDate })),
    ...events.map((e) => ({ path: `/events/${e.Slug}`, lastModified: e.InsertedDate })),
    ...faculties.map((f) => ({ path: `/faculty/${f.Slug}` })),
    ...courses.map((c) => ({ path: `/breakdown/${c.CourseCode}` })),
  ]
}
