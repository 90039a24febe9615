import { describe, expect, it } from 'vitest'

import { foldWithOrigin, indexTerms, joined, QUERY_MAX_TOKENS, queryTokens, tokens, typosAllowed } from './search-terms'

describe('tokens and index terms', () => {
  it('folds case and accents and drops apostrophes', () => {
    expect(tokens('ÀKPÁN’s Office').map(joined)).toEqual(['akpans', 'office'])
  })

  it('indexes a hyphenated word as its parts and as one word, each with its stem', () => {
    expect(indexTerms('Vice-Chancellor’s')).toEqual([
      'vice',
      'chancellors',
      'chancellor',
      'vicechancellors',
      'vicechancellor',
    ])
  })

  it('indexes a word as written and as its stem', () => {
    expect(indexTerms('Scholarships fees')).toEqual(['scholarships', 'scholarship', 'fees', 'fee'])
  })
})

describe('queryTokens', () => {
  it('leaves out stop words, unless nothing else is left', () => {
    expect(queryTokens('how do I apply for the hostel').map(joined)).toEqual(['apply', 'hostel'])
    expect(queryTokens('IT').map(joined)).toEqual(['it'])
  })

  it('keeps distinct words, at most QUERY_MAX_TOKENS', () => {
    expect(queryTokens('law LAW Law').map(joined)).toEqual(['law'])
    const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')
    expect(queryTokens(many)).toHaveLength(QUERY_MAX_TOKENS)
  })

  it('finds no words in symbols', () => {
    expect(queryTokens('%_ <> --')).toEqual([])
  })
})

describe('typosAllowed', () => {
  it('allows none in short words and codes, one in middling words, two in long ones', () => {
    expect(typosAllowed('law')).toBe(0)
    expect(typosAllowed('fees')).toBe(0)
    expect(typosAllowed('csc101')).toBe(0)
    expect(typosAllowed('nursng')).toBe(1)
    expect(typosAllowed('engineering')).toBe(2)
  })
})

describe('foldWithOrigin', () => {
  it('folds as the index does, each folded character pointing at the one it came from', () => {
    const text = "Ọ̀jọ́ O'Neil’s Vice–Chancellor: Café 2026"
    const { chars, folded, origin } = foldWithOrigin(text)
    expect(folded).toBe('ojo oneils vice-chancellor: cafe 2026')
    expect(folded.length).toBe(origin.length)
    // The folded 'o' of "O'Neil" and the 'e' of "Café" come from those characters as written.
    expect(chars[origin[folded.indexOf('oneils')]]).toBe('O')
    expect(chars[origin[folded.indexOf('cafe') + 3]]).toBe('é')
  })
})
