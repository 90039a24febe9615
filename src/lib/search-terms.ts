/**
 * How the site search turns text into terms, and a visitor's query into a query tree for the
 * in-process engine (MiniSearch; docs/decisions/0022-search-in-process.md).
 *
 * - Text is folded (lower case, no accents), apostrophes dropped ("Chancellor's" is one word).
 * - A hyphenated word is indexed as its parts and as one joined word: "Vice-Chancellor" gives
 *   'vice', 'chancellor' and 'vicechancellor'; a query "e-learning" looks for 'elearning' or for
 *   'e' and 'learning' both, so it no longer finds every programme about machine learning.
 * - Every word is indexed as written and as its stem (src/lib/stem.ts).
 * - Every word of the query must match (as written, as its stem, with a typo or two in a long word, or
 *   the last word as the start of a word), or one of its synonyms must.
 */
import { stem } from './stem'

/** At most this many words of a query are used. */
export const QUERY_MAX_TOKENS = 8

/** Words that say little on their own; left out of a query that has other words. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in is it me my of on or our the to what when where which ' +
    'who why with you your about into'
  )
    .split(' ')
    .filter(Boolean),
)

const COMBINING_MARKS = /\p{M}/gu
const APOSTROPHES = /['’‘`]/g
/** Runs of letters and digits, possibly joined by hyphens: one token. */
const TOKEN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu

/** One word of a text or query: its folded parts (one part unless it was hyphenated). */
export type Token = { parts: string[]; start: number; end: number }

/** Lower case, accents removed, apostrophes dropped, other dashes made hyphens. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/[‐‑–]/g, '-')
}

/**
 * A text folded character by character, with the index (in code points) of the character of `text`
 * each folded character came from: to mark words in the text as written.
 */
export function foldWithOrigin(text: string): { chars: string[]; folded: string; origin: number[] } {
  const chars = Array.from(text)
  let folded = ''
  const origin: number[] = []
  chars.forEach((char, index) => {
    // Most characters are plain ASCII letters, digits and spaces, which only lower case changes.
    const plain = char.length === 1 && char.charCodeAt(0) < 128 && char !== "'" && char !== '`'
    for (const unit of plain ? char.toLowerCase() : fold(char)) {
      folded += unit
      origin.push(index)
    }
  })
  return { chars, folded, origin }
}

/** The tokens of a folded text, with where each one is in it. */
export function foldedTokens(folded: string): Token[] {
  return Array.from(eachFoldedToken(folded))
}

/** The tokens of a folded text one by one, as they are asked for (a snippet stops where it ends). */
export function* eachFoldedToken(folded: string): Generator<Token> {
  for (const match of folded.matchAll(TOKEN)) {
    yield { parts: match[0].split('-'), start: match.index, end: match.index + match[0].length }
  }
}

/** The tokens of a text. */
export const tokens = (text: string): Token[] => foldedTokens(fold(text))

/** The joined form of a token: 'vice-chancellor' → 'vicechancellor'. */
export const joined = (token: Pick<Token, 'parts'>) => token.parts.join('')

/** Stems already worked out: an index repeats the same few thousand words (bounded, cleared when full). */
const STEMS = new Map<string, string>()
const STEMS_MAX = 50_000

function cachedStem(word: string): string {
  let s = STEMS.get(word)
  if (s === undefined) {
    if (STEMS.size >= STEMS_MAX) STEMS.clear()
    s = stem(word)
    STEMS.set(word, s)
  }
  return s
}

/** The terms one token is indexed under: each part and the joined word, each as written and as its stem. */
export function tokenTerms(token: Pick<Token, 'parts'>): string[] {
  if (token.parts.length === 1) {
    const word = token.parts[0]
    const s = cachedStem(word)
    return s === word ? [word] : [word, s]
  }
  const words = [...token.parts, joined(token)]
  return [...new Set(words.flatMap((w) => [w, cachedStem(w)]))]
}

/** Every term of a text, repeats kept (the engine counts them): the index's tokenizer. */
export function indexTerms(text: string): string[] {
  return tokens(text).flatMap(tokenTerms)
}

/** The words of a query: distinct, at most QUERY_MAX_TOKENS, stop words left out unless nothing else is left. */
export function queryTokens(query: string): Token[] {
  const seen = new Set<string>()
  const all = tokens(query).filter((t) => !seen.has(joined(t)) && seen.add(joined(t)))
  const meaningful = all.filter((t) => !(t.parts.length === 1 && STOP_WORDS.has(t.parts[0])))
  return (meaningful.length > 0 ? meaningful : all).slice(0, QUERY_MAX_TOKENS)
}

/**
 * How many typos a word may have: none up to 4 letters ('law' must not find 'lab'), one up to 8,
 * two beyond ('computr' finds 'computer', 'nursng' 'nursing').
 */
export function typosAllowed(word: string): number {
  if (word.length <= 4 || /\d/.test(word)) return 0
  return word.length <= 8 ? 1 : 2
}
