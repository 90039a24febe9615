/**
 * Site search text rules: how a visitor's query is cut and cleaned, and how rich text and parts of
 * text become the plain text the search index holds. How queries match is src/lib/search-terms.ts,
 * search-query.ts and search-engine.ts.
 */

/** Longer queries are cut to this many characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100

const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu

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
