import { describe, expect, it } from 'vitest'

import { BODY_FONT_FILES } from './body-font.mjs'

/** The code points of a `unicode-range` value. */
function codePoints(range: string): number[] {
  return range.split(', ').flatMap((part) => {
    const [from, to = from] = part.replace('U+', '').split('-')
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)]
    return Array.from({ length: end - start + 1 }, (_, i) => start + i)
  })
}

const [text, extras] = BODY_FONT_FILES.map(({ unicodeRange }) => codePoints(unicodeRange))
const written = (s: string) => [...s].map((c) => c.codePointAt(0)!)

describe("the typeface's two files", () => {
  it('share no character, and hold together every character the one file held', () => {
    expect(text.filter((c) => extras.includes(c))).toEqual([])
    const oneFile = codePoints(
      'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00AE, U+00B7, U+00BB, U+00C0-00FF, U+2013-2014, U+2018-201E, U+2022, U+2026',
    )
    expect([...text, ...extras].sort((a, b) => a - b)).toEqual(oneFile)
  })

  it('put what every page writes in the text file, the one pages preload, and the accents in the other', () => {
    expect(text).toEqual(expect.arrayContaining(written('AZaz09 .,:;!?&@#%()-/\'"_=+*$©·\u00a0’‘“”–—…•')))
    expect(extras).toEqual(expect.arrayContaining(written('éàñüÉÀ×÷<>{}|~^`\\®«»')))
  })
})
