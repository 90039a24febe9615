import 'server-only'

import { SEARCH_KINDS, type SearchKind } from '@/collections/search-index'
import { pageWindow, parsePage, windowPages } from '@/lib/paging'
import { foldText, matchesAllWords, normaliseQuery, queryWords, snippet } from '@/lib/search-text'

import { getPageTexts } from './page-texts'
import { payloadClient } from './payload'

export type SearchGroupKind = SearchKind | 'page'

export type SearchResultView = { title: string; url: string; snippet: string }

export type SearchGroupView = {
  kind: SearchGroupKind
  heading: string
  /** How many entries matched. */
  total: number
  /** The results shown: a first screen, or the window of the page asked for (see `start`). */
  results: SearchResultView[]
  /** How many matching entries come before the first one shown (0 on the first screen). */
  start: number
  /** The page of this kind shown; the next one has the following results. */
  page: number
  hasMore: boolean
}

export type SearchPageView = {
  title: string
  intro: string | null
  /** The query as used (cut and cleaned), to show and to refill the form. */
  query: string
  /** False when the query has no letters or digits to search for (or is empty). */
  searched: boolean
  /** The one kind being paged through (`?kind=`), or null for the first screen of every kind. */
  kind: SearchGroupKind | null
  total: number
  groups: SearchGroupView[]
}

/**
 * The first screen shows this many results per kind; 'Show more' pages through one kind this many at a
 * time. Five keeps the first screen short on a phone, and lets a common word fill every kind already at
 * the demo's volume, so the page weighs the same with 12 news items or 5,000 (bench/results.md).
 */
export const SEARCH_GROUP_LIMIT = 5
/** A page of one kind never shows more results than this, however far 'Show more' went. */
export const SEARCH_MAX_SHOWN = 30

const GROUPS: Array<{ kind: SearchGroupKind; heading: string }> = [
  ...SEARCH_KINDS.map(({ value, heading }) => ({ kind: value, heading })),
  { kind: 'page', heading: 'Pages' },
]

type FixedPage = { title: string; url: string; text: string }

/** The site's fixed pages: few and known in advance, so they are matched here, in memory. */
const FIXED_PAGES: FixedPage[] = [
  {
    title: 'About the University',
    url: '/about',
    text: 'Our founder, mission, vision and values; facts and figures about Atlantic Crest University in Uyo.',
  },
  {
    title: 'Our History',
    url: '/about/history',
    text: 'How the university was founded, its founder and its story since the first intake.',
  },
  {
    title: 'Contact',
    url: '/about/contact',
    text: 'Addresses, phone numbers, e-mail addresses and helpline hours; key departments and offices to contact.',
  },
  {
    title: 'Campus Life',
    url: '/about/campus',
    text: 'Student life on campus: clubs, sport, worship, health, accommodation and activities.',
  },
  {
    title: 'Leadership',
    url: '/about/leadership',
    text: 'Board, management and senate of the university, and the staff directory.',
  },
  {
    title: 'Faculties',
    url: '/academics/faculties',
    text: 'Every faculty of the university, its dean, departments and programmes.',
  },
  {
    title: 'Academic Calendar',
    url: '/academics/calendar',
    text: 'Session and semester dates: registration, lectures, examinations, holidays and convocation.',
  },
  {
    title: 'Eligibility checker',
    url: '/admissions/eligibility',
    text: "Which programmes you qualify for from your O'level credits (WAEC, NECO), UTME subjects and score, and what is missing; entry requirements and direct entry.",
  },
  {
    title: 'Tuition & Fees',
    url: '/admissions/tuition',
    text: 'Tuition for every programme, local and international, other fees, payment methods and scholarships.',
  },
  {
    title: 'Application Process',
    url: '/admissions/process',
    text: 'How to apply for admission: find a course, register, submit; then track the application and download the admission letter.',
  },
  {
    title: 'Scholarships',
    url: '/resources/aid',
    text: 'Scholarships and financial aid covering tuition, hostel and feeding.',
  },
  {
    title: 'Centres of Excellence',
    url: '/resources/center-excellence',
    text: 'Centres of excellence for research and innovation: environment and climate, culture and language, strategic and global studies, governance and leadership, geo-sciences, science and technology.',
  },
  {
    title: 'Portals',
    url: '/portal',
    text: 'Student, staff, admission, finance, hostel, library and web mail portals.',
  },
  {
    title: 'Gallery',
    url: '/resources/gallery',
    text: 'Photographs of the campus, events, sport and student life.',
  },
  {
    title: 'Hostel & Accommodation',
    url: '/hostel',
    text: 'Male and female hostels, amenities, rooms and accommodation prices per semester.',
  },
  {
    title: 'Library',
    url: '/library',
    text: 'The university library: catalogue, repository, journals and open courseware.',
  },
  {
    title: 'News',
    url: '/resources/news',
    text: 'University news: general news, university updates and research breakthroughs.',
  },
  {
    title: 'Events',
    url: '/resources/events',
    text: 'Upcoming and past events: workshops, conferences and general events.',
  },
  {
    title: 'Undergraduate Programmes',
    url: '/academics/undergraduate',
    text: 'Overview of undergraduate degree programmes and courses for first degree students.',
  },
  {
    title: 'Programme Finder',
    url: '/admission/course-finder',
    text: 'Find a programme or course by name, faculty, programme type and duration; admission, courses, degrees.',
  },
  {
    title: 'Departments',
    url: '/department',
    text: 'Every academic department of the university and its faculty.',
  },
]

const FOLDED_PAGES = FIXED_PAGES.map((p) => ({ ...p, folded: foldText(`${p.title} ${p.text}`) }))

type Hit = { kind: SearchGroupKind; title: string; url: string; summary: string }

/** The kind a `?kind=` value names, or null (every kind) for anything else. */
function parseKind(raw: unknown): SearchGroupKind | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' ? (GROUPS.find((g) => g.kind === value)?.kind ?? null) : null
}

/**
 * One page of one kind's index entries that contain every word (a `contains` condition per word),
 * alphabetically, with the number of all matching entries. Reads one page, never the archive.
 */
async function searchIndexPage(
  kind: SearchKind,
  words: string[],
  page: number,
): Promise<{ hits: Hit[]; total: number }> {
  const payload = await payloadClient()
  const { docs, totalDocs } = await payload.find({
    collection: 'search-index',
    where: { and: [{ kind: { equals: kind } }, ...words.map((w) => ({ folded: { contains: w } }))] },
    select: { kind: true, title: true, url: true, summary: true },
    sort: ['title', 'id'],
    limit: SEARCH_GROUP_LIMIT,
    page,
    depth: 0,
    overrideAccess: true,
  })
  return {
    hits: docs.map((d) => ({ kind: d.kind, title: d.title, url: d.url, summary: d.summary ?? '' })),
    total: totalDocs,
  }
}

/** Title matches first (all words, then any), then alphabetical. */
function rank(hits: Hit[], words: string[]): Hit[] {
  const score = (h: Hit) => {
    const title = foldText(h.title)
    if (matchesAllWords(title, words)) return 0
    return words.some((w) => title.includes(w)) ? 1 : 2
  }
  return hits
    .map((h) => ({ h, s: score(h) }))
    .sort((a, b) => a.s - b.s || a.h.title.localeCompare(b.h.title, 'en'))
    .map(({ h }) => h)
}

/** The window of one kind's results a page shows (pages up to `page`, at most maxShown results). */
async function kindWindow(
  kind: SearchGroupKind,
  words: string[],
  requestedPage: number,
  maxShown: number,
): Promise<Omit<SearchGroupView, 'heading' | 'results'> & { hits: Hit[] }> {
  if (kind === 'page') {
    const all = rank(
      FOLDED_PAGES.filter((p) => matchesAllWords(p.folded, words)).map((p) => ({
        kind: 'page' as const,
        title: p.title,
        url: p.url,
        summary: p.text,
      })),
      words,
    )
    const w = pageWindow(requestedPage, SEARCH_GROUP_LIMIT, all.length, maxShown)
    return {
      kind,
      total: all.length,
      start: w.start,
      page: w.page,
      hasMore: w.hasMore,
      hits: all.slice(w.start, w.end),
    }
  }
  const first = await searchIndexPage(kind, words, 1)
  const w = pageWindow(requestedPage, SEARCH_GROUP_LIMIT, first.total, maxShown)
  const read = await Promise.all(
    windowPages(w, SEARCH_GROUP_LIMIT).map((p) => (p === 1 ? first : searchIndexPage(kind, words, p))),
  )
  // Ranked within what is shown: title matches rise to the top of each screen.
  return {
    kind,
    total: first.total,
    start: w.start,
    page: w.page,
    hasMore: w.hasMore,
    hits: rank(
      read.flatMap((r) => r.hits),
      words,
    ),
  }
}

/**
 * The search page: the page's words and, for a query, the matching programmes, faculties,
 * departments, staff, published news and events (from the index the hooks keep) and fixed pages,
 * grouped by kind: the first results of every kind, or with `?kind=` and `?page=` one kind paged
 * through. Each kind reads one page of the index, so the cost stays flat however large the archive.
 * The query is not cached: visitors choose it.
 */
export async function getSearchPage(rawQuery: unknown, rawKind?: unknown, rawPage?: unknown): Promise<SearchPageView> {
  const texts = (await getPageTexts()).search
  const query = normaliseQuery(rawQuery)
  const words = queryWords(query)
  const kind = parseKind(rawKind)
  const base = { title: texts.title, intro: texts.intro, query, kind: words.length ? kind : null }
  if (words.length === 0) return { ...base, searched: false, total: 0, groups: [] }

  const page = kind ? parsePage(typeof rawPage === 'string' || Array.isArray(rawPage) ? rawPage : undefined) : 1
  const kinds = kind ? GROUPS.filter((g) => g.kind === kind) : GROUPS
  const windows = await Promise.all(
    kinds.map((g) => kindWindow(g.kind, words, page, kind ? SEARCH_MAX_SHOWN : SEARCH_GROUP_LIMIT)),
  )
  const seen = new Set<string>()
  const groups = windows
    .map(({ hits, ...w }, i) => ({
      ...w,
      heading: kinds[i].heading,
      results: hits
        .filter((h) => !seen.has(h.url) && seen.add(h.url))
        .map((h) => ({ title: h.title, url: h.url, snippet: snippet(h.summary, words) })),
    }))
    .filter((g) => g.total > 0)
  return { ...base, searched: true, total: groups.reduce((sum, g) => sum + g.total, 0), groups }
}
