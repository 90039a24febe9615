/**
 * A small English suffix stemmer for the site search: plural, -ing, -ed and a final e are taken off,
 * so 'fees' finds 'fee', 'scholarships' 'scholarship', 'applying' and 'applied' 'apply', 'nursing'
 * 'nurse' and 'programmes' 'programme'. Not Porter's full algorithm: the search also keeps every word
 * as written, so a stem only has to bring a word's forms together, not be a real word.
 */

/** Words that only look plural or inflected. */
const KEEP = new Set(['news', 'series', 'species', 'always', 'perhaps', 'christmas', 'atlas', 'canvas', 'during'])

const VOWEL = /[aeiouy]/
/** A doubled consonant at the end (not l, s or z, which English doubles anyway): 'runn', 'admitt'. */
const DOUBLED = /([^aeiouylsz])\1$/

function withoutPlural(w: string): string {
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`
  if (w.endsWith('sses') || /(?:x|z|ch|sh)es$/.test(w)) return w.slice(0, -2)
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1)
  return w
}

function withoutVerbEnding(w: string): string {
  if (w.endsWith('ied') && w.length > 4) return `${w.slice(0, -3)}y`
  for (const [suffix, rest] of [
    ['ing', 3],
    ['ed', 4],
  ] as const) {
    const base = w.slice(0, -suffix.length)
    if (w.endsWith(suffix) && base.length >= rest && VOWEL.test(base)) {
      return DOUBLED.test(base) ? base.slice(0, -1) : base
    }
  }
  return w
}

/** The stem of one folded word (lower case, no accents). Short words and words with digits stay as they are. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || KEEP.has(word)) return word
  let w = withoutVerbEnding(withoutPlural(word))
  if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1)
  if (DOUBLED.test(w)) w = w.slice(0, -1)
  return w
}
