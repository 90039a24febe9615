import { describe, expect, it } from 'vitest'

import { indexTerms, joined, QUERY_MAX_TOKENS, queryTokens, tokens, typosAllowed } from './search-terms'

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
