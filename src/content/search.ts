import '@/server-only'

import { LRUCache } from 'lru-cache'

import { SEARCH_KINDS, type SearchKind } from '@/collections/search-index'
import { pageWindow, parsePage } from '@/lib/paging'
import {
  bestHits,
  buildEngine,
  didYouMean,
  type EngineHit,
  type SearchDoc,
  type SearchEngine,
  searchDocs,
} from '@/lib/search-engine'
import { markedSnippet, markTerms, partsText, type TextPart } from '@/lib/search-highlight'
import { DEFAULT_SYNONYMS, parseSynonymGroups } from '@/lib/search-query'
import { queryTokens } from '@/lib/search-terms'
import { normaliseQuery } from '@/lib/search-text'

import { cached } from './cache'
import { getPageTexts } from './page-texts'
import { payloadClient } from './payload'
import { loadFixedPages, PAGE_COLLECTIONS, PAGE_GLOBALS } from './search-pages'

export type SearchGroupKind = SearchKind | 'page'

export type SearchResultView = {
  /** The index entry's key (source collection and id), or `page:<address>`. */
  key: string
  title: string
  url: string
  /** The snippet as plain text. */
  snippet: string
  /** The title and the snippet in parts, the matched words marked (rendered as <mark>). */
  titleParts: TextPart[]
  snippetParts: TextPart[]
}

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
  /** The best result of every kind, on the first screen of every kind (else null). */
  best: SearchResultView | null
  /** True when no result holds every word of the query, and those shown hold some of them. */
  partial: boolean
  /**
   * When nothing (or only some words) matched: a query of known words close to the visitor's that
   * finds results with every word ('did you mean'), else null.
   */
  suggestion: string | null
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

/** What the engine is built from; an edit to any of it expires these tags, on every instance. */
const SEARCH_TAGS = ['search-index', 'search-settings', ...PAGE_GLOBALS, ...PAGE_COLLECTIONS]
const VERSION_GLOBALS = ['search-settings', ...PAGE_GLOBALS] as const

/**
 * A fingerprint of what the search is built from: the number of index entries (and of the rows of the
 * collections read as parts of pages) and the latest change to them and to the globals it reads.
 * Cached under SEARCH_TAGS, so it is read again only after an edit (or five minutes); a new value
 * makes this process rebuild its engine.
 */
const getSearchVersion = cached('search-version', SEARCH_TAGS, async (): Promise<string> => {
  const payload = await payloadClient()
  const latestOf = (collection: 'search-index' | (typeof PAGE_COLLECTIONS)[number]) =>
    payload.find({
      collection,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: true,
    })
  const [globals, ...lists] = await Promise.all([
    Promise.all(VERSION_GLOBALS.map((slug) => payload.findGlobal({ slug, depth: 0, overrideAccess: true }))),
    latestOf('search-index'),
    ...PAGE_COLLECTIONS.map(latestOf),
  ])
  return [
    ...lists.flatMap((l) => [l.totalDocs, l.docs[0]?.updatedAt ?? '']),
    ...globals.map((g) => g.updatedAt ?? ''),
  ].join('|')
})

/** Everything the search finds, read from the database: the index entries and the fixed pages. */
async function loadSearchSource(): Promise<{ docs: SearchDoc[]; synonyms: string[] }> {
  const payload = await payloadClient()
  const [index, pages, settings] = await Promise.all([
    payload.find({
      collection: 'search-index',
      pagination: false,
      depth: 0,
      select: { key: true, kind: true, title: true, url: true, summary: true, folded: true },
      overrideAccess: true,
    }),
    loadFixedPages(payload),
    payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true }),
  ])
  const docs: SearchDoc[] = [
    ...index.docs.map((d) => ({
      id: d.key,
      kind: d.kind,
      title: d.title,
      url: d.url,
      summary: d.summary ?? '',
      text: d.folded ?? d.title,
    })),
    ...pages.map((p) => ({
      id: `page:${p.url}`,
      kind: 'page',
      title: p.title,
      url: p.url,
      summary: p.text,
      text: `${p.title} ${p.text}`,
    })),
  ]
  // Never saved (a database from before the setting existed): the groups the seed writes.
  const synonyms = settings.updatedAt ? (settings.synonyms ?? []).map((s) => s.terms) : DEFAULT_SYNONYMS
  return { docs, synonyms }
}

/** This process's engine and the version it was built from; the last one built, for when the database fails. */
let current: { version: string; engine: Promise<SearchEngine> } | null = null
let lastBuilt: SearchEngine | null = null

/**
 * How long a search waits for a rebuild after an edit before it answers from the engine it had. The
 * demo's index builds in well under that, so an edit shows at once; an archive many times larger takes
 * seconds (docs/decisions/0022-search-in-process.md), and visitors should not wait for it.
 */
const REBUILD_WAIT_MS = 1_000

const later = (ms: number) =>
  new Promise<null>((resolve) => {
    // Never keeps a script's process alive.
    const timer: { unref?: () => void } = setTimeout(() => resolve(null), ms)
    timer.unref?.()
  })

/** The engine for the current version of the content: built once per version, shared by every request. */
async function searchEngine(): Promise<SearchEngine> {
  let version: string
  try {
    version = await getSearchVersion()
  } catch (error) {
    if (lastBuilt) return lastBuilt
    throw error
  }
  if (!current || current.version !== version) {
    const building = loadSearchSource().then(({ docs, synonyms }) => buildEngine(docs, parseSynonymGroups(synonyms)))
    current = { version, engine: building }
    building.then(
      (engine) => (lastBuilt = engine),
      () => current?.engine === building && (current = null),
    )
  }
  try {
    const engine = lastBuilt ? await Promise.race([current.engine, later(REBUILD_WAIT_MS)]) : await current.engine
    return engine ?? (lastBuilt as SearchEngine)
  } catch (error) {
    if (lastBuilt) return lastBuilt
    throw error
  }
}

/** The kind a `?kind=` value names, or null (every kind) for anything else. */
function parseKind(raw: unknown): SearchGroupKind | null {
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' ? (GROUPS.find((g) => g.kind === value)?.kind ?? null) : null
}

function toResult({ doc, matched }: EngineHit): SearchResultView {
  const snippetParts = markedSnippet(doc.summary, matched)
  return {
    key: doc.id,
    title: doc.title,
    url: doc.url,
    snippet: partsText(snippetParts),
    titleParts: markTerms(doc.title, matched),
    snippetParts,
  }
}

/** One kind's group: its results, best first, the window of the page asked for (`hits` in no order). */
function groupOf(
  group: { kind: SearchGroupKind; heading: string },
  hits: EngineHit[],
  page: number,
  maxShown: number,
): SearchGroupView {
  const w = pageWindow(page, SEARCH_GROUP_LIMIT, hits.length, maxShown)
  return {
    ...group,
    total: hits.length,
    start: w.start,
    page: w.page,
    hasMore: w.hasMore,
    results: bestHits(hits, w.end).slice(w.start).map(toResult),
  }
}

/**
 * The search page: the page's words and, for a query, what matches it (src/lib/search-engine.ts)
 * grouped by kind, best first: the first results of every kind, or with `?kind=` and `?page=` one
 * kind paged through. The engine lives in memory, so a query reads no table; the query is not
 * cached: visitors choose it.
 */
export async function getSearchPage(rawQuery: unknown, rawKind?: unknown, rawPage?: unknown): Promise<SearchPageView> {
  const texts = (await getPageTexts()).search
  const query = normaliseQuery(rawQuery)
  const kind = parseKind(rawKind)
  const searched = queryTokens(query).length > 0
  const base = { title: texts.title, intro: texts.intro, query, kind: searched ? kind : null }
  if (!searched) return { ...base, searched: false, total: 0, groups: [], best: null, partial: false, suggestion: null }

  const engine = await searchEngine()
  const page = kind ? parsePage(typeof rawPage === 'string' || Array.isArray(rawPage) ? rawPage : undefined) : 1
  const answer = answersOf(engine).memo(`${kind ?? ''}\u0000${page}\u0000${query}`, {
    context: { engine, query, kind, page },
  })
  // Shared by every request that asks the same: read, never changed (a page's props are a copy of it).
  return { ...base, searched: true, ...answer }
}

type SearchAnswer = Pick<SearchPageView, 'total' | 'groups' | 'best' | 'partial' | 'suggestion'>

/**
 * Answers already given, by engine (so an edit, which builds a new engine, starts afresh) and by
 * query, kind and page: visitors ask the same few things again and again (a programme, "fees",
 * a misspelling whose 'did you mean' compares the query with every word the index knows).
 */
type AnswerAsked = { engine: SearchEngine; query: string; kind: SearchGroupKind | null; page: number }
const answered = new WeakMap<SearchEngine, LRUCache<string, SearchAnswer, AnswerAsked>>()
const ANSWERS_KEPT = 2_000

function answersOf(engine: SearchEngine): LRUCache<string, SearchAnswer, AnswerAsked> {
  let answers = answered.get(engine)
  if (!answers) {
    answers = new LRUCache({ max: ANSWERS_KEPT, memoMethod: (_key, _old, { context }) => searchAnswer(context) })
    answered.set(engine, answers)
  }
  return answers
}

function searchAnswer({ engine, query, kind, page }: AnswerAsked): SearchAnswer {
  const { hits, partial } = searchDocs(engine, query)
  // One pass sorts the hits by kind (thousands for a common word at scale); each group picks its best.
  const byKind = Map.groupBy(hits, (h) => h.doc.kind)
  const groups = (kind ? GROUPS.filter((g) => g.kind === kind) : GROUPS)
    .map((g) => groupOf(g, byKind.get(g.kind) ?? [], page, kind ? SEARCH_MAX_SHOWN : SEARCH_GROUP_LIMIT))
    .filter((g) => g.total > 0)
  const total = groups.reduce((sum, g) => sum + g.total, 0)
  const [first] = kind ? [] : bestHits(hits, 1)
  const best = first ? toResult(first) : null
  return { total, groups, best, partial, suggestion: total === 0 || partial ? didYouMean(engine, query) : null }
}

/** The best results of every kind together, best first: for the evaluation of the ranking and quick answers. */
export async function searchTop(
  rawQuery: unknown,
  limit = SEARCH_GROUP_LIMIT,
): Promise<Array<{ kind: SearchGroupKind; title: string; url: string }>> {
  const query = normaliseQuery(rawQuery)
  if (queryTokens(query).length === 0) return []
  const { hits } = searchDocs(await searchEngine(), query)
  return bestHits(hits, limit).map(({ doc }) => ({ kind: doc.kind as SearchGroupKind, title: doc.title, url: doc.url }))
}

/** How many suggestions the header's search box offers as the visitor types. */
export const SUGGESTION_LIMIT = 5

/**
 * Titles for the header's suggestions: the best results of every kind, at most SUGGESTION_LIMIT, each
 * title once. None for a query of fewer than two letters; none, rather than an error, when the search
 * cannot answer (the form still works).
 */
export async function getSearchSuggestions(rawQuery: unknown): Promise<Array<{ title: string; url: string }>> {
  const query = normaliseQuery(rawQuery)
  if (query.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return []
  const top = await searchTop(query, SUGGESTION_LIMIT * 2).catch(() => [])
  const seen = new Set<string>()
  return top
    .filter((hit) => !seen.has(hit.title) && seen.add(hit.title))
    .slice(0, SUGGESTION_LIMIT)
    .map(({ title, url }) => ({ title, url }))
}
