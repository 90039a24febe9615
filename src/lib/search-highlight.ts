/**
 * The words a search matched, marked in a result's title and snippet. The result is a list of text
 * parts, each marked or not, which the page renders as <mark> elements: no HTML is ever made from
 * content.
 */
import { eachFoldedToken, foldedTokens, foldWithOrigin, type Token, tokenTerms } from './search-terms'

export type TextPart = { text: string; mark: boolean }

/** The length of a result's snippet, in characters (before the ellipses). */
export const MARKED_SNIPPET_LENGTH = 160

type Span = { start: number; end: number }

/** Where a token of the folded text stands in the text, in code points. */
const spanOf = (t: Token, chars: string[], origin: number[]): Span => ({
  start: origin[t.start] ?? 0,
  end: (origin[t.end - 1] ?? chars.length - 1) + 1,
})

const isMarked = (t: Token, matched: ReadonlySet<string>) => tokenTerms(t).some((term) => matched.has(term))

/** The spans of the words whose terms include a matched term. */
function markedSpans(chars: string[], folded: string, origin: number[], matched: ReadonlySet<string>): Span[] {
  return foldedTokens(folded)
    .filter((t) => isMarked(t, matched))
    .map((t) => spanOf(t, chars, origin))
}

/** Cuts chars[from, to) into parts by the spans, merging neighbours of the same kind. */
function toParts(chars: string[], spans: Array<{ start: number; end: number }>, from: number, to: number): TextPart[] {
  const parts: TextPart[] = []
  const push = (text: string, mark: boolean) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last && last.mark === mark) last.text += text
    else parts.push({ text, mark })
  }
  let at = from
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue
    push(chars.slice(at, Math.max(at, span.start)).join(''), false)
    push(chars.slice(Math.max(at, span.start), Math.min(to, span.end)).join(''), true)
    at = Math.min(to, span.end)
  }
  push(chars.slice(at, to).join(''), false)
  return parts
}

/** A whole text (a title) with its matched words marked. */
export function markTerms(text: string, matched: ReadonlySet<string>): TextPart[] {
  const { chars, folded, origin } = foldWithOrigin(text)
  return toParts(chars, markedSpans(chars, folded, origin, matched), 0, chars.length)
}

/**
 * A short piece of the text around its first matched word, cut on word boundaries where possible,
 * with '…' where text was left out, its matched words marked. No match: the start of the text.
 */
export function markedSnippet(
  text: string,
  matched: ReadonlySet<string>,
  max: number = MARKED_SNIPPET_LENGTH,
): TextPart[] {
  const { chars, folded, origin } = foldWithOrigin(text.replace(/\s+/g, ' ').trim())
  if (chars.length <= max) return toParts(chars, markedSpans(chars, folded, origin, matched), 0, chars.length)
  // The words are compared in order until the window closes, which the first matched word places: a page
  // of results makes thirty snippets, and the words after the window were most of their time.
  let window: Span | null = null
  const spans: Span[] = []
  for (const t of eachFoldedToken(folded)) {
    const span = spanOf(t, chars, origin)
    if (window && span.start >= window.end) break
    if (!isMarked(t, matched)) continue
    window ??= windowAround(chars, span.start, max)
    spans.push(span)
  }
  const { start, end } = window ?? windowAround(chars, 0, max)
  const parts = toParts(chars, spans, start, end)
  if (start > 0) parts.unshift({ text: '…', mark: false })
  if (end < chars.length) parts.push({ text: '…', mark: false })
  return parts
}

/** The window of `max` code points a snippet shows around the word at `hit`, its cuts moved to spaces nearby. */
function windowAround(chars: string[], hit: number, max: number): Span {
  let start = Math.max(0, Math.min(hit - Math.floor(max / 3), chars.length - max))
  let end = Math.min(chars.length, start + max)
  // Move the cuts to the nearest space inside the window, so words stay whole.
  if (start > 0) {
    const space = chars.indexOf(' ', start)
    if (space >= 0 && space < hit && space - start < 20) start = space + 1
  }
  if (end < chars.length) {
    const space = chars.lastIndexOf(' ', end)
    if (space > hit && end - space < 20) end = space
  }
  return { start, end }
}

/** The plain text of parts. */
export const partsText = (parts: readonly TextPart[]) => parts.map((p) => p.text).join('')
