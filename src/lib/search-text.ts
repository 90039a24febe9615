/**
 * Site search rules: how text is folded for matching, how a visitor's query is cut and split into
 * words, how a short snippet is cut around the first match, and how rich text becomes plain text.
 * Matching ignores case and accents ('Akpan' finds 'Àkpán' and the other way round) and every word
 * of the query must occur, in any order.
 */

/** Longer queries are cut to this many characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100
/** At most this many distinct words of a query are used (each one is a condition). */
export const SEARCH_MAX_WORDS = 8
/** The length of a result's snippet, in characters (before the ellipses). */
export const SNIPPET_LENGTH = 160

const COMBINING_MARKS = /\p{M}/gu
const NOT_WORD = /[^\p{L}\p{N}]+/gu
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu

/** One character (code point) folded: lower-case, accents removed. May be empty (a lone mark). */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

/**
 * Text as the search compares it: accents removed (NFD, combining marks dropped), lower-case, and
 * every run of characters that are not letters or digits turned into one space.
 */
export function foldText(text: string | null | undefined): string {
  if (!text) return ''
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_WORD, ' ').trim()
}

/**
 * The query as the visitor typed it, made safe to show and use: the first value when a parameter
 * is repeated, control characters removed, white space collapsed, cut to the maximum length.
 */
export function normaliseQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string') return ''
  const clean = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
  return Array.from(clean).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim()
}

/** The distinct folded words of a query, in order, at most SEARCH_MAX_WORDS. */
export function queryWords(query: string): string[] {
  const words = foldText(query).split(' ').filter(Boolean)
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS)
}

/** True when every word occurs in the folded text (an empty word list matches nothing). */
export function matchesAllWords(foldedText: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((w) => foldedText.includes(w))
}

/**
 * A short piece of `text` around the first place one of the words occurs (compared folded), cut on
 * word boundaries where possible, with '…' where text was left out. No match: the start of the text.
 */
export function snippet(text: string, words: readonly string[], max: number = SNIPPET_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  // Fold character by character, remembering where each folded character came from.
  let folded = ''
  const origin: number[] = []
  chars.forEach((char, index) => {
    const f = foldChar(char)
    for (const unit of f) {
      folded += unit
      origin.push(index)
    }
  })
  let hit = -1
  for (const w of words) {
    const at = folded.indexOf(w)
    if (at >= 0 && (hit < 0 || at < hit)) hit = at
  }
  const hitChar = hit >= 0 ? (origin[hit] ?? 0) : 0
  let start = Math.max(0, Math.min(hitChar - Math.floor(max / 3), chars.length - max))
  let end = Math.min(chars.length, start + max)
  // Move the cuts to the nearest space inside the window, so words stay whole.
  if (start > 0) {
    const space = chars.indexOf(' ', start)
    if (space >= 0 && space < hitChar && space - start < 20) start = space + 1
  }
  if (end < chars.length) {
    const space = chars.lastIndexOf(' ', end)
    if (space > hitChar && end - space < 20) end = space
  }
  const body = chars.slice(start, end).join('').trim()
  return `${start > 0 ? '…' : ''}${body}${end < chars.length ? '…' : ''}`
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'table', 'tablerow', 'tablecell'])

/** The plain text of a Lexical rich-text value (the admin's editor): text nodes, blocks separated. */
export function richTextToPlain(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const parts: string[] = []
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const n = node as LexicalNode
    if (typeof n.text === 'string') parts.push(n.text)
    if (n.type === 'linebreak' || n.type === 'tab') parts.push(' ')
    if (Array.isArray(n.children)) for (const child of n.children) walk(child, depth + 1)
    if (typeof n.type === 'string' && BLOCK_TYPES.has(n.type)) parts.push(' ')
  }
  walk((value as { root: unknown }).root, 0)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** Joins the non-empty parts of a document's text with ' · ', for a summary. */
export function joinParts(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((p) => (p ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ')
}
