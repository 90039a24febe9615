import { describe, expect, it } from 'vitest'

import {
  foldText,
  joinParts,
  matchesAllWords,
  normaliseQuery,
  queryWords,
  richTextToPlain,
  SEARCH_MAX_WORDS,
  SEARCH_QUERY_MAX_LENGTH,
  snippet,
} from './search-text'

describe('foldText', () => {
  it('removes accents and case', () => {
    expect(foldText('Àkpán')).toBe('akpan')
    expect(foldText('ỌKỌN Ẹ̀kẹ́')).toBe('okon eke')
    expect(foldText('Ñdụ́ Çé')).toBe('ndu ce')
  })

  it('turns punctuation and runs of spaces into single spaces', () => {
    expect(foldText("  O'Brien -- B.Sc.  Computer\tScience! ")).toBe('o brien b sc computer science')
    expect(foldText('100% _under_ %wild%')).toBe('100 under wild')
  })

  it('keeps letters of other scripts and digits', () => {
    expect(foldText('Σοφία 2025')).toBe('σοφια 2025')
  })

  it('gives an empty string for nothing', () => {
    expect(foldText('')).toBe('')
    expect(foldText(null)).toBe('')
    expect(foldText(undefined)).toBe('')
    expect(foldText('!!! ---')).toBe('')
  })
})

describe('normaliseQuery', () => {
  it('trims and collapses white space', () => {
    expect(normaliseQuery('  computer   science ')).toBe('computer science')
  })

  it('takes the first value of a repeated parameter', () => {
    expect(normaliseQuery(['law', 'medicine'])).toBe('law')
    expect(normaliseQuery([])).toBe('')
  })

  it('ignores values that are not text', () => {
    expect(normaliseQuery(undefined)).toBe('')
    expect(normaliseQuery(42)).toBe('')
    expect(normaliseQuery({ q: 'x' })).toBe('')
  })

  it('removes control characters', () => {
    expect(normaliseQuery('a\u0000b\u200bc\nd')).toBe('a b c d')
  })

  it('cuts long queries to the maximum, on a code point boundary', () => {
    expect(normaliseQuery('x'.repeat(2000))).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
    const emoji = '😀'.repeat(SEARCH_QUERY_MAX_LENGTH + 5)
    expect(Array.from(normaliseQuery(emoji))).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
    expect(normaliseQuery(`${'a'.repeat(SEARCH_QUERY_MAX_LENGTH - 1)} b`)).toBe('a'.repeat(SEARCH_QUERY_MAX_LENGTH - 1))
  })
})

describe('queryWords', () => {
  it('splits a query into folded, distinct words', () => {
    expect(queryWords('Computer  SCIENCE computer')).toEqual(['computer', 'science'])
    expect(queryWords('Àkpán')).toEqual(['akpan'])
  })

  it('drops punctuation, so odd characters never reach a query', () => {
    expect(queryWords("%_' OR 1=1 -- <script>")).toEqual(['or', '1', 'script'])
    expect(queryWords('!!!')).toEqual([])
    expect(queryWords('')).toEqual([])
  })

  it('uses at most the maximum number of words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`)
    expect(queryWords(words.join(' '))).toEqual(words.slice(0, SEARCH_MAX_WORDS))
  })
})

describe('matchesAllWords', () => {
  const text = foldText('B.Sc. Computer Science, Faculty of Computing')
  it('needs every word, in any order, as part of the text', () => {
    expect(matchesAllWords(text, ['science', 'computer'])).toBe(true)
    expect(matchesAllWords(text, ['comp'])).toBe(true)
    expect(matchesAllWords(text, ['computer', 'law'])).toBe(false)
  })

  it('matches nothing without words', () => {
    expect(matchesAllWords(text, [])).toBe(false)
  })
})

describe('snippet', () => {
  const long =
    'The university opened in Uyo in 2023. ' +
    'Students live on a green campus by the sea and learn in small classes. '.repeat(4) +
    'Professor Àkpán leads the new marine research centre with partners from Calabar. ' +
    'Applications open every spring. ' +
    'Visitors are welcome on open days throughout the year and tours start at the main gate.'

  it('keeps short text whole', () => {
    expect(snippet('  Short   text ', ['x'])).toBe('Short text')
  })

  it('cuts long text around the first match, with ellipses', () => {
    const s = snippet(long, ['akpan'])
    expect(s).toContain('Àkpán')
    expect(s.startsWith('…')).toBe(true)
    expect(s.endsWith('…')).toBe(true)
    expect(s.length).toBeLessThanOrEqual(160 + 2)
  })

  it('starts at the beginning when nothing matches', () => {
    const s = snippet(long, ['zzz'], 40)
    expect(s.startsWith('The university opened')).toBe(true)
    expect(s.endsWith('…')).toBe(true)
  })

  it('keeps the match when it is near the end', () => {
    const s = snippet(long, ['gate'], 60)
    expect(s).toContain('main gate.')
    expect(s.endsWith('…')).toBe(false)
  })

  it('uses the earliest of several words', () => {
    expect(snippet(long, ['calabar', 'green'], 50)).toContain('green')
  })

  it('is not confused by characters that fold to more or fewer characters', () => {
    const text = `${'İ'.repeat(100)} target ${'ﬁ'.repeat(100)}`
    expect(snippet(text, ['target'], 30)).toContain('target')
  })
})

describe('richTextToPlain', () => {
  const doc = {
    root: {
      type: 'root',
      children: [
        { type: 'heading', children: [{ type: 'text', text: 'Open day' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Come to' },
            { type: 'linebreak' },
            { type: 'link', children: [{ type: 'text', text: 'the campus' }] },
            { type: 'text', text: ' in Uyo.' },
          ],
        },
        { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Tours' }] }] },
      ],
    },
  }

  it('joins the text nodes, blocks separated by spaces', () => {
    expect(richTextToPlain(doc)).toBe('Open day Come to the campus in Uyo. Tours')
  })

  it('gives an empty string for anything else', () => {
    expect(richTextToPlain(null)).toBe('')
    expect(richTextToPlain('text')).toBe('')
    expect(richTextToPlain({})).toBe('')
    expect(richTextToPlain({ root: null })).toBe('')
    expect(richTextToPlain({ root: { children: 'x' } })).toBe('')
  })

  it('stops at absurd nesting', () => {
    let node: Record<string, unknown> = { type: 'text', text: 'deep' }
    for (let i = 0; i < 100; i++) node = { type: 'paragraph', children: [node] }
    expect(richTextToPlain({ root: node })).toBe('')
  })
})

describe('joinParts', () => {
  it('joins the non-empty parts', () => {
    expect(joinParts(['Professor', null, ' ', 'Computer  Science', undefined])).toBe('Professor · Computer Science')
    expect(joinParts([])).toBe('')
  })
})
