/**
 * The university writes British English: Centre and Programme. This finds the American forms
 * (also plurals, in any case) in a source text, leaving alone what is not prose:
 * - a word inside an address or path ('/resources/center-excellence' must keep its address);
 * - the CSS keyword as a whole string literal ('center', "center") or a property (styles.center);
 * - a word inside a longer identifier (EducationalOccupationalProgram, programType): the word
 *   boundaries already keep those out.
 */

export type Finding = { word: string; index: number; line: number }

const WORDS = /\b(?:center|centers|program|programs)\b/gi

/** Characters an address or path is made of, on either side of the word. */
const PATH_CHAR = /[\w\-/.:%?=&#~]/

function pathAround(text: string, start: number, end: number): string {
  let a = start
  let b = end
  while (a > 0 && PATH_CHAR.test(text[a - 1])) a--
  while (b < text.length && PATH_CHAR.test(text[b])) b++
  return text.slice(a, b)
}

function isCssKeyword(text: string, start: number, end: number, word: string): boolean {
  if (word !== 'center') return false
  const before = text[start - 1]
  const after = text[end]
  if (before === '.') return true
  return (before === "'" && after === "'") || (before === '"' && after === '"')
}

export function findAmericanSpellings(text: string): Finding[] {
  const findings: Finding[] = []
  for (const match of text.matchAll(WORDS)) {
    const start = match.index
    const end = start + match[0].length
    if (pathAround(text, start, end).includes('/')) continue
    if (isCssKeyword(text, start, end, match[0])) continue
    findings.push({ word: match[0], index: start, line: text.slice(0, start).split('\n').length })
  }
  return findings
}
