/** Text rules for titles and previews (docs/site.md#text-limits). */

/** Titles on the home page and cards. */
/** A text trimmed, or null when nothing is left: how empty optional settings are left out. */
export const orNull = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null)

export const TITLE_LENGTH = 50
/** Description previews in a hero. */
export const HERO_PREVIEW_LENGTH = 50
/** Description previews on a card. */
export const CARD_PREVIEW_LENGTH = 100

/** The first `max` characters and '...', only when the text is longer than `max`. */
export function truncate(text: string, max: number = TITLE_LENGTH): string {
  if (text.length <= max) return text
  // Cut on a code point boundary so an emoji or accented letter is never split in half.
  return `${Array.from(text).slice(0, max).join('').trimEnd()}...`
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * The readable text of (already sanitized) HTML, for previews: tags removed, block boundaries
 * kept as spaces, entities decoded, white space collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr|td|th)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

/** A plain-text preview of an HTML description. */
export function preview(html: string, max: number): string {
  return truncate(htmlToText(html), max)
}

/** The spec's search rule: a case-insensitive substring of the text; an empty query matches all. */
export function matchesQuery(text: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('en')
  return q === '' || text.toLocaleLowerCase('en').includes(q)
}
