/**
 * Splits an editor's plain text where it names a page ('the Scholarships page'), so the page can
 * link those words; everything else stays text. Phrases match case-insensitively, whole words only
 * (so a phrase starts and ends with a letter or digit).
 */

export type Piece = { text: string; href: string | null }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function linkPhrases(text: string, links: ReadonlyArray<{ phrase: string; href: string }>): Piece[] {
  const usable = links.filter((l) => l.phrase.trim() !== '')
  if (usable.length === 0 || text === '') return text === '' ? [] : [{ text, href: null }]
  const pattern = new RegExp(`\\b(${usable.map((l) => escape(l.phrase)).join('|')})\\b`, 'gi')
  const pieces: Piece[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    if (start > last) pieces.push({ text: text.slice(last, start), href: null })
    const found = usable.find((l) => l.phrase.toLowerCase() === match[0].toLowerCase())
    pieces.push({ text: match[0], href: found?.href ?? null })
    last = start + match[0].length
  }
  if (last < text.length) pieces.push({ text: text.slice(last), href: null })
  return pieces
}
