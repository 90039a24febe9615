/**
 * A visitor's query as a query tree for the search engine (MiniSearch's query expressions): every
 * word must match, in one of its forms (src/lib/search-terms.ts) or as one of its synonyms, which the
 * web team lists in the admin (the `search-settings` global: "VC, Vice-Chancellor", "UTME, JAMB").
 */
import { stem } from './stem'
import { joined, queryTokens, typosAllowed, type Token, tokens } from './search-terms'

/** A node of the query tree, in the shape MiniSearch takes: leaves are terms, searched as given. */
export type QueryNode = {
  combineWith: 'AND' | 'OR'
  queries: Array<QueryNode | string>
  fuzzy?: number | false
  prefix?: boolean
}

/** Words or phrases that mean the same; each phrase is the tokens it is made of. */
export type SynonymGroup = { phrases: Token[][] }

/** The synonym groups the seed writes, and the search uses while the web team has saved none. */
export const DEFAULT_SYNONYMS = [
  'VC, Vice-Chancellor',
  'UTME, JAMB',
  'hostel, accommodation',
  'fees, tuition',
  'opening hours, opening times',
]

/** The longest synonym phrase, in words, looked for in a query. */
const PHRASE_MAX_TOKENS = 4

/** What a run of tokens is compared by: its words joined and stemmed, so 'Vice-Chancellor' = 'vice chancellor'. */
const keyOf = (run: ReadonlyArray<Pick<Token, 'parts'>>) => stem(run.map(joined).join(''))

/**
 * The synonym groups from the admin's lines: phrases separated by commas (or semicolons); a line with
 * fewer than two phrases is ignored, and groups sharing a phrase become one.
 */
export function parseSynonymGroups(lines: ReadonlyArray<string | null | undefined>): SynonymGroup[] {
  const groups: Array<Map<string, Token[]>> = []
  for (const line of lines) {
    const phrases = (line ?? '')
      .split(/[,;\n]/)
      .map((p) => tokens(p))
      .filter((t) => t.length > 0 && t.length <= PHRASE_MAX_TOKENS)
    if (phrases.length < 2) continue
    const keys = phrases.map(keyOf)
    const target = groups.find((g) => keys.some((k) => g.has(k)))
    const group = target ?? new Map<string, Token[]>()
    phrases.forEach((p, i) => group.set(keys[i], p))
    if (!target) groups.push(group)
  }
  return groups.map((g) => ({ phrases: [...g.values()] }))
}

const leaf = (term: string, fuzzy: number, prefix: boolean): QueryNode => ({
  combineWith: 'OR',
  queries: [term],
  fuzzy: fuzzy || false,
  prefix,
})

const either = (nodes: QueryNode[]): QueryNode =>
  nodes.length === 1 ? nodes[0] : { combineWith: 'OR', queries: nodes }
const all = (nodes: QueryNode[]): QueryNode => (nodes.length === 1 ? nodes[0] : { combineWith: 'AND', queries: nodes })

/**
 * One word: as written (with typos allowed when `typos`), as its stem, and, when hyphenated, as all
 * its parts; the last word of the query also as the start of a longer word ('engin' → engineering).
 */
function wordNode(token: Pick<Token, 'parts'>, last: boolean, typos: boolean): QueryNode {
  const word = joined(token)
  const stemmed = stem(word)
  // No typos in a hyphenated word joined: 'elearning' is one letter from 'learning'.
  const fuzzy = typos && token.parts.length === 1 ? typosAllowed(word) : 0
  const nodes = [leaf(word, fuzzy, last && word.length >= 3)]
  if (stemmed !== word) nodes.push(leaf(stemmed, 0, last && stemmed.length >= 3))
  if (token.parts.length > 1) nodes.push(all(token.parts.map((p) => wordNode({ parts: [p] }, false, false))))
  return either(nodes)
}

/** Splits the query's tokens into runs, each a synonym phrase (with its group) or a single token. */
function segments(query: Token[], groups: SynonymGroup[]): Array<{ run: Token[]; group?: SynonymGroup }> {
  const byKey = new Map<string, SynonymGroup>()
  for (const g of groups) for (const p of g.phrases) byKey.set(keyOf(p), g)
  const out: Array<{ run: Token[]; group?: SynonymGroup }> = []
  for (let i = 0; i < query.length;) {
    let length = Math.min(PHRASE_MAX_TOKENS, query.length - i)
    while (length > 0 && !byKey.has(keyOf(query.slice(i, i + length)))) length--
    const run = query.slice(i, i + Math.max(length, 1))
    out.push({ run, group: length > 0 ? byKey.get(keyOf(run)) : undefined })
    i += run.length
  }
  return out
}

/**
 * The query tree of a visitor's query, or null when it has no words to search for. Every word (or
 * synonym phrase) must match; with `anyWord`, any of them may (the engine's second try when nothing
 * holds every word, ranked by how many matched).
 */
export function buildQuery(
  query: string,
  groups: SynonymGroup[] = [],
  { anyWord = false }: { anyWord?: boolean } = {},
): { tree: QueryNode | null; words: Token[] } {
  const words = queryTokens(query)
  if (words.length === 0) return { tree: null, words }
  const lastToken = words[words.length - 1]
  const nodes = segments(words, groups).map(({ run, group }) => {
    const typed = all(run.map((t) => wordNode(t, t === lastToken, true)))
    if (!group) return typed
    const key = keyOf(run)
    const others = group.phrases
      .filter((p) => keyOf(p) !== key)
      .map((p) => all(p.map((t) => wordNode(t, false, false))))
    return either([typed, ...others])
  })
  return { tree: anyWord ? either(nodes) : all(nodes), words }
}

/** A text's words as the phrase bonus compares them (by stem), worked out once per document. */
export function phraseWords(text: string): string[] {
  return tokens(text)
    .flatMap((t) => t.parts)
    .map(stem)
}

/** True when the text's words hold the query's words one after another, both as `phraseWords` gives them. */
export function holdsPhrase(textWords: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length < 2) return false
  const last = textWords.length - phrase.length
  // Only where the first word stands, then word by word: a query is compared with every document it found
  // (thousands at scale for a common word), and this was the largest part of a search's time (issue 54).
  for (let i = textWords.indexOf(phrase[0]); i !== -1 && i <= last; i = textWords.indexOf(phrase[0], i + 1)) {
    let k = 1
    while (k < phrase.length && textWords[i + k] === phrase[k]) k++
    if (k === phrase.length) return true
  }
  return false
}
