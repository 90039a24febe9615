import '@/server-only'

import type { LeadershipMember, Staff } from '@/payload-types'

import { pageWindow, windowPages } from '@/lib/paging'
import { routes } from '@/lib/routes'
import { leaderSlug, STAFF_MAX_SHOWN, STAFF_PAGE_SIZE, type DirectoryTab } from '@/lib/staff-directory'

import { findFaculties } from './academics'
import { cached } from './cache'
import { deanAsSenateMember, facultyDeans } from './deans'
import { imageView, type ImageView } from './media'
import { getPageTexts, type PageTextsView } from './page-texts'
import { payloadClient } from './payload'
import { toPublicationView, toQualificationViews } from './people'
import { rel } from './relations'
import { richTextToHtml } from './rich-text'
import { getSite } from './site'
import { taughtModules } from './staff-modules'
import type { PublicationView, QualificationView, StaffModuleView } from './views'

// ---------------------------------------------------------------- the leadership directory

export type LeaderCategory = LeadershipMember['category']

/** A Board, Management or Senate member as the directory shows it. */
export type LeaderCardView = {
  key: string
  category: LeaderCategory
  title: string
  fullName: string
  designation: string
  image: ImageView | null
  /** Sanitized HTML; '' when there is none. */
  description: string
  /** Their own page, to share: a leader's /about/leadership/<slug>, a dean's staff profile. */
  href: string
}

/** A staff member as the directory's All Staff tab shows it. */
export type StaffCardView = {
  key: string
  slug: string
  title: string
  fullName: string
  designation: string
  image: ImageView | null
}

/** One window of the All Staff tab: the cards shown and where they sit in the whole (filtered) list. */
export type StaffListView = {
  items: StaffCardView[]
  /** How many staff match the search (all staff without one). */
  total: number
  /** The page asked for, brought into the real page range. */
  page: number
  pageCount: number
  /** The cards shown start after this many: earlier ones are left out to keep the page bounded. */
  start: number
  hasEarlier: boolean
  hasMore: boolean
}

export type LeadershipPageView = {
  texts: PageTextsView['leadership']
  leaders: LeaderCardView[]
}

const STAFF_TAGS = ['staff', 'titles', 'designations', 'departments', 'media']

const getTypedLeaders = cached(
  'people-directory-leaders',
  ['leadership-members', 'media'],
  async (): Promise<LeaderCardView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'leadership-members',
      pagination: false,
      depth: 1,
      sort: 'order',
    })
    return docs.map((m) => ({
      key: `leader-${m.id}`,
      category: m.category,
      title: m.title ?? '',
      fullName: m.fullName,
      designation: m.designation,
      image: imageView(m.image, 'thumb'),
      description: richTextToHtml(m.description),
      href: routes.leader(leaderSlug(m.fullName)),
    }))
  },
)

/**
 * The Senate's deans, read from the faculties (the dean each names), never typed a second time:
 * by faculty name, their staff record's title, name, photo and biography.
 */
const getDeans = cached('people-directory-deans', ['faculties', ...STAFF_TAGS], async (): Promise<LeaderCardView[]> =>
  facultyDeans(await findFaculties()).map((d) => ({
    key: `dean-${d.facultyId}`,
    ...deanAsSenateMember(d),
    image: imageView(d.dean.image, 'thumb'),
    href: routes.staff(d.dean.slug),
  })),
)

/** Every leader: the typed Board, Management and Senate members, then each faculty's dean in the Senate. */
async function getLeaders(): Promise<LeaderCardView[]> {
  const [typed, deans] = await Promise.all([getTypedLeaders(), getDeans()])
  return [...typed, ...deans]
}

/** The Board, Management and Senate (a few people) and the page's words; staff come a page at a time. */
export async function getLeadershipPage(): Promise<LeadershipPageView> {
  const [texts, leaders] = await Promise.all([getPageTexts(), getLeaders()])
  return { texts: texts.leadership, leaders }
}

const toStaffCard = (s: Staff): StaffCardView => ({
  key: `staff-${s.id}`,
  slug: s.slug,
  title: rel(s.title)?.name ?? '',
  fullName: s.fullName ?? '',
  designation: rel(s.designation)?.name ?? '',
  image: imageView(s.image, 'thumb'),
})

/** By surname, then first name, then creation: a stable order, so pages never overlap or skip. */
const STAFF_SORT = ['surname', 'firstName', 'id']

/** One page of staff whose full name contains the search (all staff for an empty one), with the count. */
async function findStaffPage(query: string, page: number): Promise<{ items: StaffCardView[]; total: number }> {
  const payload = await payloadClient()
  const { docs, totalDocs } = await payload.find({
    collection: 'staff',
    where: query ? { fullName: { contains: query } } : undefined,
    sort: STAFF_SORT,
    limit: STAFF_PAGE_SIZE,
    page,
    depth: 1,
  })
  return { items: docs.map(toStaffCard), total: totalDocs }
}

const getStaffCount = cached('people-directory-staff-count', ['staff'], async (): Promise<number> => {
  const payload = await payloadClient()
  return (await payload.count({ collection: 'staff' })).totalDocs
})

// Only called with a page number inside the real page range, so the cache holds one entry per page.
const getStaffPage = cached('people-directory-staff-page', STAFF_TAGS, (page: number) => findStaffPage('', page))

/**
 * The All Staff cards a page shows: pages up to `page` of STAFF_PAGE_SIZE cards, at most
 * STAFF_MAX_SHOWN of them (the last ones). Without a search the pages are cached; a search (the
 * visitor's words) is read fresh and never becomes a cache key.
 */
export async function getStaffList(
  query: string,
  requestedPage: number,
  maxShown = STAFF_MAX_SHOWN,
): Promise<StaffListView> {
  const firstSearched = query ? await findStaffPage(query, 1) : null
  const total = firstSearched ? firstSearched.total : await getStaffCount()
  const window = pageWindow(requestedPage, STAFF_PAGE_SIZE, total, maxShown)
  const read = await Promise.all(
    windowPages(window, STAFF_PAGE_SIZE).map((p) =>
      firstSearched ? (p === 1 ? firstSearched : findStaffPage(query, p)) : getStaffPage(p),
    ),
  )
  return {
    items: read.flatMap((r) => r.items),
    total,
    page: window.page,
    pageCount: window.pageCount,
    start: window.start,
    hasEarlier: window.hasEarlier,
    hasMore: window.hasMore,
  }
}

const CATEGORY_OF_TAB: Record<Exclude<DirectoryTab, 'staff'>, LeaderCategory> = {
  board: 'Board',
  management: 'Management',
  senate: 'Senate',
}

/**
 * The directory as its address asks for it (tab, search, page, checked already): the page's words,
 * the leaders of a Board, Management or Senate tab, or the All Staff tab's window of cards.
 */
export async function getLeadershipDirectory(
  tab: DirectoryTab,
  query: string,
  page: number,
): Promise<{ texts: LeadershipPageView['texts']; leaders: LeaderCardView[]; staff: StaffListView | null }> {
  const [{ texts, leaders }, staff] = await Promise.all([
    getLeadershipPage(),
    tab === 'staff' ? getStaffList(query, page) : Promise.resolve(null),
  ])
  return { texts, leaders: tab === 'staff' ? [] : leaders.filter((l) => l.category === CATEGORY_OF_TAB[tab]), staff }
}

// ---------------------------------------------------------------- a leader's own page

/** A Board or Management member's own page (/about/leadership/<slug>), to link to and share. */
export type LeaderPageView = {
  slug: string
  title: string
  fullName: string
  /** Their places in the leadership (one person may sit on the Board and in Management). */
  roles: Array<{ category: LeaderCategory; designation: string }>
  image: ImageView | null
  /** Sanitized HTML; '' when there is none. */
  description: string
}

/** Every typed leader's page, by slug: a handful, read at once. Two entries of one name are one person. */
const getLeaderPages = cached('leader-pages', ['leadership-members', 'media'], async (): Promise<LeaderPageView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'leadership-members',
    pagination: false,
    depth: 1,
    sort: 'order',
  })
  const pages = new Map<string, LeaderPageView>()
  for (const m of docs) {
    const slug = leaderSlug(m.fullName)
    if (!slug) continue
    const role = { category: m.category, designation: m.designation }
    const page = pages.get(slug)
    if (page) {
      page.roles.push(role)
      page.description ||= richTextToHtml(m.description)
      page.image ??= imageView(m.image, 'card')
    } else {
      const [title, fullName, description] = [m.title ?? '', m.fullName, richTextToHtml(m.description)]
      pages.set(slug, { slug, title, fullName, roles: [role], image: imageView(m.image, 'card'), description })
    }
  }
  return [...pages.values()]
})

/** The slugs of the leaders' pages, for the sitemap. */
export async function getLeaderSlugs(): Promise<string[]> {
  return (await getLeaderPages()).map((p) => p.slug)
}

/** One leader's page with the institution's name; null when no Board or Management member has the slug. */
export async function getLeaderPage(slug: string): Promise<(LeaderPageView & { institutionName: string }) | null> {
  const [pages, site] = await Promise.all([getLeaderPages(), getSite()])
  const page = pages.find((p) => p.slug === slug)
  return page ? { ...page, institutionName: site.institutionName } : null
}

// ---------------------------------------------------------------- the staff profile

export type SocialLinkView = { network: 'x' | 'researchgate' | 'linkedin'; label: string; href: string }

export type StaffProfilePageView = {
  slug: string
  staffId: string
  title: string
  fullName: string
  designation: string
  department: string
  email: string
  phone: string
  /** Sanitized HTML; '' when there is none. */
  biography: string
  image: ImageView | null
  social: SocialLinkView[]
  qualifications: QualificationView[]
  modules: StaffModuleView[]
  publications: PublicationView[]
  institutionName: string
}

const PROFILE_TAGS = [...STAFF_TAGS, 'publications', 'documents', 'running-modules', 'programmes']

/** Every staff slug: the profile looks a slug up here before any per-slug query. */
export const getStaffSlugs = cached('staff-slugs', ['staff'], async (): Promise<string[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'staff',
    pagination: false,
    depth: 0,
    select: { slug: true },
    sort: 'slug',
  })
  return docs.map((s) => s.slug).filter((slug): slug is string => typeof slug === 'string' && slug !== '')
})

const https = (value: string | null | undefined): string => {
  const v = (value ?? '').trim()
  return /^https?:\/\/\S+$/i.test(v) ? v : ''
}

function socialLinks(s: Staff): SocialLinkView[] {
  const links: SocialLinkView[] = [
    { network: 'x', label: 'X (Twitter)', href: https(s.twitter) },
    { network: 'researchgate', label: 'ResearchGate', href: https(s.researchgate) },
    { network: 'linkedin', label: 'LinkedIn', href: https(s.linkedin) },
  ]
  return links.filter((l) => l.href)
}

// Only called with a slug found in getStaffSlugs(), so no visitor-invented slug becomes a cache key.
const getProfileBySlug = cached(
  'staff-profile-page',
  PROFILE_TAGS,
  async (slug: string): Promise<Omit<StaffProfilePageView, 'institutionName'> | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'staff',
      where: { slug: { equals: slug } },
      limit: 2,
      depth: 1,
    })
    if (docs.length !== 1) return null
    const s = docs[0]
    const [{ docs: publications }, modules] = await Promise.all([
      payload.find({
        collection: 'publications',
        where: { staff: { equals: s.id } },
        pagination: false,
        depth: 1,
        sort: '-publishedYear',
      }),
      taughtModules(payload, s),
    ])
    return {
      slug: s.slug,
      staffId: s.staffId,
      title: rel(s.title)?.name ?? '',
      fullName: s.fullName ?? '',
      designation: rel(s.designation)?.name ?? '',
      department: rel(s.department)?.name ?? '',
      email: (s.email ?? '').trim(),
      phone: (s.phone ?? '').trim(),
      biography: richTextToHtml(s.biography),
      image: imageView(s.image, 'card'),
      social: socialLinks(s),
      qualifications: toQualificationViews(s),
      modules,
      publications: publications.map(toPublicationView),
    }
  },
)

/** One staff member's profile page; null when no staff member has the slug (never cached as such). */
export async function getStaffProfilePage(slug: string): Promise<StaffProfilePageView | null> {
  const slugs = await getStaffSlugs()
  if (!slugs.includes(slug)) return null
  const [profile, site] = await Promise.all([getProfileBySlug(slug), getSite()])
  return profile ? { ...profile, institutionName: site.institutionName } : null
}
