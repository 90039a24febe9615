/**
 * The site's one route table: every fixed page with its address, and a builder for every page
 * that takes a parameter. The navigation, the footer, the section pages and the sitemap are made
 * from it, so a page is added or moved in one place; a browser test crawls every link of the
 * production build and fails on any that answers an error.
 */

export type PageRoute = {
  path: `/${string}`
  /** Listed in the sitemap (false for pages that depend on a query, or say noindex). */
  sitemap: boolean
}

const page = (path: PageRoute['path'], sitemap = true): PageRoute => ({ path, sitemap })

export const PAGES = {
  home: page('/'),
  about: page('/about'),
  /** The same page as /about, whose canonical address it names. */
  history: page('/about/history', false),
  leadership: page('/about/leadership'),
  campusLife: page('/about/campus'),
  contact: page('/about/contact'),
  academics: page('/academics'),
  faculties: page('/academics/faculties'),
  undergraduate: page('/academics/undergraduate'),
  calendar: page('/academics/calendar'),
  departments: page('/department'),
  admissions: page('/admissions'),
  applicationProcess: page('/admissions/process'),
  screening: page('/admissions/screening'),
  howToPay: page('/admissions/how-to-pay'),
  tuition: page('/admissions/tuition'),
  programmeFinder: page('/admission/course-finder'),
  eligibility: page('/admissions/eligibility'),
  compare: page('/admissions/compare', false),
  feeEstimate: page('/admissions/fees/estimate'),
  resources: page('/resources'),
  news: page('/resources/news'),
  events: page('/resources/events'),
  gallery: page('/resources/gallery'),
  centres: page('/resources/center-excellence'),
  scholarships: page('/resources/aid'),
  portals: page('/portal'),
  hostel: page('/hostel'),
  library: page('/library'),
  information: page('/information'),
  search: page('/search', false),
  privacy: page('/privacy'),
  accessibility: page('/accessibility'),
  disclaimer: page('/disclaimer'),
} as const satisfies Record<string, PageRoute>

export type PageName = keyof typeof PAGES

/** The address of a fixed page. */
export const pathOf = (name: PageName): string => PAGES[name].path

/** Whether `path` is one of the fixed pages (a page answers it, whatever the content). */
const FIXED_PATHS = new Set<string>(Object.values(PAGES).map((page) => page.path))
export const isFixedPage = (path: string): boolean => FIXED_PATHS.has(path)

const segment = (value: string) => encodeURIComponent(value)

/** The departments page anchors each department by its code in lower case. */
export const departmentAnchor = (code: string) => code.toLowerCase()

/** Addresses of the pages that take a parameter. */
export const routes = {
  faculty: (slug: string) => `/faculty/${segment(slug)}`,
  course: (slug: string) => `/course/${segment(slug)}`,
  breakdown: (courseCode: string) => `/breakdown/${segment(courseCode)}`,
  staff: (slug: string) => `/about/staff/${segment(slug)}`,
  /** A Board or Management member's page (leaderSlug of their name). */
  leader: (slug: string) => `/about/leadership/${segment(slug)}`,
  news: (slug: string) => `/news/${segment(slug)}`,
  event: (slug: string) => `/events/${segment(slug)}`,
  /** A department's place on the departments page. */
  department: (code: string) => `/department#${departmentAnchor(code)}`,
  compare: (slugs: string[]) => `/admissions/compare?programmes=${slugs.map(segment).join(',')}`,
}

/** The collections whose documents have a page of their own at an address made from their slug. */
export const PAGED_COLLECTIONS = {
  news: routes.news,
  events: routes.event,
  programmes: routes.course,
  faculties: routes.faculty,
  staff: routes.staff,
} as const
export type PagedCollection = keyof typeof PAGED_COLLECTIONS

/** A document's page, by its collection and slug, as a path (not escaped: redirects store paths decoded). */
export const documentPath = (collection: PagedCollection, slug: string): string =>
  decodeURIComponent(PAGED_COLLECTIONS[collection](slug))

/** The fixed pages search engines should list. */
export const sitemapPaths = (): string[] =>
  Object.values(PAGES)
    .filter((p) => p.sitemap)
    .map((p) => p.path)
