/**
 * The site search's engine: a MiniSearch index held in memory (docs/decisions/0022-search-in-process.md),
 * built from plain documents, searched with the query tree of src/lib/search-query.ts. Ranking:
 * BM25 over title (boosted), summary and text; words found as written count more than typos and
 * word starts; a title holding the query as a phrase, or equal to it, ranks first.
 */
import { LRUCache } from 'lru-cache'
import MiniSearch, { type Query } from 'minisearch'

import { editDistance } from './edit-distance'
import { buildQuery, holdsPhrase, phraseWords, type QueryNode, type SynonymGroup } from './search-query'
import { indexTerms, joined, queryTokens, tokens, type Token } from './search-terms'
import { stem } from './stem'

/** One thing the search can find. `text` is everything it is found by (the title included). */
export type SearchDoc = { id: string; kind: string; title: string; url: string; summary: string; text: string }

/**
 * A found document (without its text), its score, how many of the query's words it holds when the query
 * found only some (else 0), and the index terms it matched (to mark them).
 */
export type EngineHit = { doc: SearchDoc; score: number; held: number; matched: Set<string> }

/** A document as the ranking compares it with a query, worked out when the index is built. */
type PhraseForm = { title: string; titleWords: string[]; summaryWords: string[] }

export type SearchEngine = {
  mini: MiniSearch<SearchDoc>
  docs: Map<string, SearchDoc>
  /** Each document's title and summary in words, by id: a query finds hundreds, and each is compared. */
  phrases: Map<string, PhraseForm>
  groups: SynonymGroup[]
  /** Words of titles and summaries and how often they occur: what 'did you mean' proposes. */
  vocabulary: Map<string, number>
  /** What each word of a query found, kept for the next query with the same word (see `runQuery`). */
  leaves: LRUCache<string, ReadonlyMap<string, LeafHit>>
}

/** A document one word of a query found: its score for that word and the index terms it matched. */
type LeafHit = { score: number; terms: readonly string[] }

/**
 * How many leaf hits the engine keeps, over all the words kept: about 20 MB at most. A common word at
 * the scale seed ('science') finds a few thousand documents.
 */
const LEAF_HITS_KEPT = 200_000
/** And at most this many words: a flood of made-up words (each finding nothing) stays a few MB. */
const LEAF_WORDS_KEPT = 20_000

const BOOST = { title: 3, summary: 1.5, text: 1 }
/** Exact words count 1; a word with typos, or a word's start, less (MiniSearch's weights). */
const WEIGHTS = { fuzzy: 0.45, prefix: 0.4 }
const PHRASE_IN_TITLE = 3
const PHRASE_IN_TEXT = 1.5
const TITLE_IS_QUERY = 2

const identity = (term: string) => term

function vocabularyOf(docs: readonly SearchDoc[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const doc of docs) {
    for (const t of tokens(`${doc.title} ${doc.summary}`)) {
      for (const word of t.parts.length > 1 ? [...t.parts, joined(t)] : t.parts) {
        if (word.length >= 3 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
      }
    }
  }
  return counts
}

/** Builds the index of the documents; synonym groups expand the queries it answers. */
export function buildEngine(docs: readonly SearchDoc[], groups: SynonymGroup[] = []): SearchEngine {
  const mini = new MiniSearch<SearchDoc>({
    fields: ['title', 'summary', 'text'],
    storeFields: [],
    tokenize: indexTerms,
    processTerm: identity,
    searchOptions: { boost: BOOST, weights: WEIGHTS },
  })
  const unique = [...new Map(docs.map((d) => [d.id, d])).values()]
  mini.addAll(unique)
  // The index has the text; the documents keep what a result shows, not the text twice.
  const kept = unique.map((d) => [d.id, { ...d, text: '' }] as const)
  const phrases = unique.map((d) => [d.id, phraseForm(d)] as const)
  const leaves = new LRUCache<string, ReadonlyMap<string, LeafHit>>({
    max: LEAF_WORDS_KEPT,
    maxSize: LEAF_HITS_KEPT,
    sizeCalculation: (hits) => Math.max(1, hits.size),
  })
  return { mini, docs: new Map(kept), phrases: new Map(phrases), groups, vocabulary: vocabularyOf(unique), leaves }
}

function phraseForm(doc: SearchDoc): PhraseForm {
  return {
    title: tokens(doc.title).map(joined).join(' '),
    titleWords: phraseWords(doc.title),
    summaryWords: phraseWords(doc.summary),
  }
}

/** How much a document's place rises for holding the query as a phrase, or being titled just that. */
function phraseBonus(form: PhraseForm, query: { title: string; words: string[] }): number {
  if (form.title === query.title) return TITLE_IS_QUERY * PHRASE_IN_TITLE
  if (holdsPhrase(form.titleWords, query.words)) return PHRASE_IN_TITLE
  return holdsPhrase(form.summaryWords, query.words) ? PHRASE_IN_TEXT : 1
}

/**
 * Every document the query finds, in no order (`bestHits` gives the best first). Documents holding every
 * word of the query when there are any ('library opening hours'); else, for a query of several words,
 * those holding some of them (`partial`), ranked by how many: 'press office' finds the office the press
 * calls, though no page says both words.
 */
export function searchDocs(
  engine: SearchEngine,
  query: string,
): { hits: EngineHit[]; words: Token[]; partial: boolean } {
  const every = rankedHits(engine, query, false)
  if (every.hits.length > 0 || every.words.length < 2) return { ...every, partial: false }
  const some = rankedHits(engine, query, true)
  return { ...some, partial: some.hits.length > 0 }
}

function rankedHits(engine: SearchEngine, query: string, anyWord: boolean): { hits: EngineHit[]; words: Token[] } {
  const { tree, words } = buildQuery(query, engine.groups, { anyWord })
  if (!tree) return { hits: [], words }
  const { found, matchedOf } = runQuery(engine, tree)
  const held = anyWord ? partsHeld(engine, tree) : null
  const hits: Hit[] = []
  // The query in the forms phraseForm gives each document, worked out once for all the documents found.
  const phrase = { title: words.map(joined).join(' '), words: words.flatMap((w) => w.parts).map(stem) }
  for (const r of found) {
    const doc = engine.docs.get(r.id)
    const form = engine.phrases.get(r.id)
    if (!doc || !form) continue
    // Some words only when no document holds them all: then none holds them as a phrase, nor is titled so.
    const bonus = anyWord ? 1 : phraseBonus(form, phrase)
    hits.push(new Hit(doc, r.score * bonus, held?.(r) ?? 0, r, matchedOf))
  }
  return { hits, words }
}

/** The order of results: the most of the query's words first, then the highest score, ties alphabetically by title. */
export const byRank = (a: EngineHit, b: EngineHit) =>
  b.held - a.held || b.score - a.score || a.doc.title.localeCompare(b.doc.title, 'en')

/**
 * The `count` best hits, best first (`byRank`). A common word finds thousands of documents at scale and a
 * page shows a few of them, so the few are picked in one pass rather than every hit sorted.
 */
export function bestHits<H extends EngineHit>(hits: readonly H[], count: number): H[] {
  if (count >= hits.length / 8) return [...hits].sort(byRank).slice(0, count)
  const best: H[] = []
  for (const hit of hits) {
    if (best.length === count && byRank(hit, best[count - 1]) >= 0) continue
    let at = best.length
    while (at > 0 && byRank(hit, best[at - 1]) < 0) at--
    best.splice(at, 0, hit)
    if (best.length > count) best.pop()
  }
  return best
}

/**
 * A found document. The terms it matched (to mark them) are worked out when asked: a query finds
 * thousands of documents at scale, and only the few shown are asked.
 */
class Hit implements EngineHit {
  #matched: Set<string> | undefined
  constructor(
    readonly doc: SearchDoc,
    readonly score: number,
    /** For a query of any of its words: how many of them the document holds (ranked first). */
    readonly held: number,
    private readonly found: Found,
    private readonly matchedOf: (found: Found) => Set<string>,
  ) {}
  get matched(): Set<string> {
    return (this.#matched ??= this.matchedOf(this.found))
  }
}

/**
 * For a tree of alternatives (a query's words, any of which may match): how many of them a document
 * found holds. Each word's leaves are bits of the answer's mask, in the tree's order (see `evaluate`), and a
 * document has a word's bits only where that word's branch found it; a tree too large for the bits is asked
 * part by part.
 */
function partsHeld(engine: SearchEngine, tree: QueryNode): (found: Found) => number {
  const parts = tree.combineWith === 'OR' && tree.queries.length > 1 ? tree.queries : [tree]
  if (leafCount(tree) > MAX_LEAVES) {
    const counts = new Map<string, number>()
    for (const part of parts) {
      if (typeof part === 'string') continue
      for (const { id } of runQuery(engine, part).found) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    return ({ id }) => counts.get(id) ?? 0
  }
  let first = 0
  const masks = parts.map((part) => {
    const leaves = typeof part === 'string' ? 1 : leafCount(part)
    const mask = typeof part === 'string' ? 0 : ((2 ** leaves - 1) * 2 ** first) | 0
    first += leaves
    return mask
  })
  return ({ mask }) => masks.reduce((count, part) => count + (mask & part ? 1 : 0), 0)
}

/**
 * The query tree's answer, scored as MiniSearch's own `search(tree)` scores it: BM25 summed over the
 * words (leaves) matched in the branches that held, times how many of the query's words matched (the
 * 'quality' of minisearch 7). Each word (with its typos and start) is searched once and kept: visitors'
 * queries share their words ('fees', 'science', 'computer'), and a word's search is most of a query's
 * time at scale (docs/decisions/0022-search-in-process.md). search-engine.test.ts checks the two agree.
 */
function runQuery(engine: SearchEngine, tree: QueryNode): QueryAnswer {
  if (leafCount(tree) > MAX_LEAVES) return minisearchQuery(engine, tree)
  const leaves: Leaf[] = []
  const answer = evaluate(engine, tree, leaves)
  // Each leaf's word as a bit (a word may stand in several leaves), so a document's words are counted without a set.
  const wordIndex = new Map<string, number>()
  const wordBits = leaves.map(({ word }) => {
    if (!wordIndex.has(word)) wordIndex.set(word, wordIndex.size)
    return 1 << wordIndex.get(word)!
  })
  const found: Found[] = []
  for (const id of answer.ids()) {
    const { score, mask } = answer.get(id)!
    let words = 0
    for (let bit = 0; bit < leaves.length; bit++) if (mask & (1 << bit)) words |= wordBits[bit]
    found.push({ id, score: score * (bitCount(words) || 1), mask })
  }
  const matchedOf = ({ id, mask }: Found) => {
    const matched = new Set<string>()
    leaves.forEach((leaf, bit) => {
      if (mask & (1 << bit)) for (const term of leaf.hits.get(id)?.terms ?? []) matched.add(term)
    })
    return matched
  }
  return { found, matchedOf }
}

/** What a query found: each document's id, score and leaves (bits), and the terms a document matched, on asking. */
type Found = { id: string; score: number; mask: number }
type QueryAnswer = { found: Found[]; matchedOf: (found: Found) => Set<string> }

function bitCount(n: number): number {
  let count = 0
  for (let rest = n; rest !== 0; rest &= rest - 1) count++
  return count
}

/** A word of the tree and what it found. */
type Leaf = { word: string; hits: ReadonlyMap<string, LeafHit> }
/** A document a node found: its score there, and the leaves (bits, in the order met) it matched. */
type Acc = { score: number; mask: number }
/** What a node of the tree found: read only, so a leaf's kept answer serves without a copy. */
type NodeAnswer = { get: (id: string) => Acc | undefined; ids: () => Iterable<string>; size: number }
/** Leaves one number's bits can name; a larger tree (rare: eight long words with synonyms) goes to MiniSearch. */
const MAX_LEAVES = 31

/** How many words (leaves) `evaluate` would meet in the tree. */
const leafCount = (node: QueryNode): number =>
  node.queries.reduce<number>((sum, q) => sum + (typeof q === 'string' ? 1 : leafCount(q)), 0)

function evaluate(engine: SearchEngine, node: QueryNode, leaves: Leaf[]): NodeAnswer {
  const [first] = node.queries
  if (node.queries.length === 1 && typeof first === 'string') {
    const hits = leafHits(engine, first, node.fuzzy || 0, node.prefix ?? false)
    const bit = 1 << leaves.length
    leaves.push({ word: first, hits })
    return {
      get: (id) => {
        const hit = hits.get(id)
        return hit && { score: hit.score, mask: bit }
      },
      ids: () => hits.keys(),
      size: hits.size,
    }
  }
  const parts = node.queries.map((q) =>
    evaluate(engine, typeof q === 'string' ? { combineWith: 'OR', queries: [q] } : q, leaves),
  )
  return node.combineWith === 'AND' ? both(parts) : either(parts)
}

const ofMap = (map: Map<string, Acc>): NodeAnswer => ({
  get: (id) => map.get(id),
  ids: () => map.keys(),
  size: map.size,
})

/** The documents every part found, their scores summed and leaves joined. */
function both(parts: NodeAnswer[]): NodeAnswer {
  const smallest = parts.reduce((a, b) => (b.size < a.size ? b : a))
  const out = new Map<string, Acc>()
  for (const id of smallest.ids()) {
    const found = parts.map((part) => part.get(id))
    if (found.some((acc) => !acc)) continue
    const accs = found as Acc[]
    out.set(id, { score: accs.reduce((sum, a) => sum + a.score, 0), mask: accs.reduce((m, a) => m | a.mask, 0) })
  }
  return ofMap(out)
}

/** The documents any part found, scores summed and leaves joined where several did. */
function either(parts: NodeAnswer[]): NodeAnswer {
  const out = new Map<string, Acc>()
  for (const part of parts) {
    for (const id of part.ids()) {
      const acc = part.get(id)!
      const known = out.get(id)
      out.set(id, known ? { score: known.score + acc.score, mask: known.mask | acc.mask } : acc)
    }
  }
  return ofMap(out)
}

/** The tree through MiniSearch's own search, for a tree with more leaves than `runQuery` tracks. */
function minisearchQuery(engine: SearchEngine, tree: QueryNode): QueryAnswer {
  const results = engine.mini.search(tree as Query, { tokenize: (s) => [s], processTerm: identity })
  const terms = new Map(results.map((r) => [r.id as string, r.terms]))
  return {
    found: results.map((r) => ({ id: r.id as string, score: r.score, mask: 0 })),
    matchedOf: ({ id }) => new Set(terms.get(id)),
  }
}

/** What one word found (with its typos and, when `prefix`, the longer words it starts), by document id; kept. */
function leafHits(engine: SearchEngine, term: string, fuzzy: number, prefix: boolean): ReadonlyMap<string, LeafHit> {
  const key = `${term}\u0000${fuzzy}\u0000${prefix ? 1 : 0}`
  const kept = engine.leaves.get(key)
  if (kept) return kept
  // The term is an index term already: searched as given.
  const found = engine.mini.search(
    { combineWith: 'OR', queries: [term], fuzzy: fuzzy || false, prefix },
    { tokenize: (s) => [s], processTerm: identity },
  )
  const hits = new Map(found.map((r) => [r.id as string, { score: r.score, terms: r.terms }]))
  engine.leaves.set(key, hits)
  return hits
}

/** How far a misspelt word may be from the word proposed instead. */
const suggestionDistance = (word: string) => (word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3)

/** The vocabulary word closest to a word (the most frequent among equals), or null when none is near. */
function closestWord(engine: SearchEngine, word: string): string | null {
  let best: { word: string; distance: number; count: number } | null = null
  const max = suggestionDistance(word)
  for (const [candidate, count] of engine.vocabulary) {
    const distance = editDistance(word, candidate, max)
    if (distance > max) continue
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = { word: candidate, distance, count }
    }
  }
  return best?.word ?? null
}

/**
 * 'Did you mean': the query with each word the index does not know replaced by the closest known
 * word, when that finds something with every word; else null.
 */
export function didYouMean(engine: SearchEngine, query: string): string | null {
  const known = (word: string) => engine.vocabulary.has(word) || termExists(engine, word)
  let changed = false
  const words = queryTokens(query).map((t) => {
    const word = joined(t)
    if (known(word) || known(stem(word))) return word
    const closest = closestWord(engine, word)
    if (!closest) return word
    changed = true
    return closest
  })
  if (!changed) return null
  const suggestion = words.join(' ')
  return findsEvery(engine, suggestion) ? suggestion : null
}

/** True when some document holds every word of the query: `searchDocs` without ranking what it finds. */
function findsEvery(engine: SearchEngine, query: string): boolean {
  const { tree } = buildQuery(query, engine.groups, { anyWord: false })
  return tree !== null && runQuery(engine, tree).found.length > 0
}

/** True when the term is in the index (in any field). */
function termExists(engine: SearchEngine, term: string): boolean {
  return (
    engine.mini.search(term, { tokenize: (s) => [s], processTerm: identity, fuzzy: false, prefix: false }).length > 0
  )
}
