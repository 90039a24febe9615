import 'server-only'

import type { SearchKind } from '@/collections/search-index'
import { foldText, matchesAllWords, normaliseQuery, queryWords, snippet } from '@/lib/search-text'

import { getPageTexts } from './page-texts'
import { payloadClient } from './payload'

export type SearchGroupKind = SearchKind | 'page'

export type SearchResultView = { title: string; url: string; snippet: string }

export type SearchGroupView = {
  kind: SearchGroupKind
  heading: string
  /** How many entries matched; `results` holds at most SEARCH_GROUP_LIMIT of them. */
  total: number
  results: SearchResultView[]
}

export type SearchPageView = {
  title: string
  intro: string | null
  /** The query as used (cut and cleaned), to show and to refill the form. */
  query: string
  /** False when the query has no letters or digits to search for (or is empty). */
  searched: boolean
  total: number
  groups: SearchGroupView[]
}

/** At most this many results show per kind; a narrower query finds the rest. */
export const SEARCH_GROUP_LIMIT = 10
/** At most this many index entries are read for one query. */
const INDEX_READ_LIMIT = 300

const GROUPS: Array<{ kind: SearchGroupKind; heading: string }> = [
  { kind: 'programme', heading: 'Programmes' },
  { kind: 'faculty', heading: 'Faculties' },
  { kind: 'department', heading: 'Departments' },
  { kind: 'staff', heading: 'Staff' },
  { kind: 'news', heading: 'News' },
  { kind: 'event', heading: 'Events' },
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
    text: 'Centers of excellence for research and innovation: environment and climate, culture and language, strategic and global studies, governance and leadership, geo-sciences, science and technology.',
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

/** Entries of the index that contain every word (a `contains` condition per word). */
async function searchIndex(words: string[]): Promise<Hit[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'search-index',
    where: { and: words.map((w) => ({ folded: { contains: w } })) },
    select: { kind: true, title: true, url: true, summary: true },
    sort: 'title',
    limit: INDEX_READ_LIMIT,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({ kind: d.kind, title: d.title, url: d.url, summary: d.summary ?? '' }))
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

/**
 * The search page: the page's words and, for a query, the matching programmes, faculties,
 * departments, staff, published news and events (from the index the hooks keep) and fixed pages,
 * grouped by kind. The query is not cached: visitors choose it.
 */
export async function getSearchPage(rawQuery: unknown): Promise<SearchPageView> {
  const texts = (await getPageTexts()).search
  const query = normaliseQuery(rawQuery)
  const words = queryWords(query)
  const base = { title: texts.title, intro: texts.intro, query }
  if (words.length === 0) return { ...base, searched: false, total: 0, groups: [] }

  const pages: Hit[] = FOLDED_PAGES.filter((p) => matchesAllWords(p.folded, words)).map((p) => ({
    kind: 'page',
    title: p.title,
    url: p.url,
    summary: p.text,
  }))
  const hits = rank([...(await searchIndex(words)), ...pages], words)
  const seen = new Set<string>()
  const groups = GROUPS.map(({ kind, heading }) => {
    const matching = hits.filter((h) => h.kind === kind && !seen.has(h.url) && seen.add(h.url))
    return {
      kind,
      heading,
      total: matching.length,
      results: matching.slice(0, SEARCH_GROUP_LIMIT).map((h) => ({
        title: h.title,
        url: h.url,
        snippet: snippet(h.summary, words),
      })),
    }
  }).filter((g) => g.total > 0)
  return { ...base, searched: true, total: groups.reduce((sum, g) => sum + g.total, 0), groups }
}
