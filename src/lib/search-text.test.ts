import { describe, expect, it } from 'vitest'

import { joinParts, normaliseQuery, richTextToPlain, SEARCH_QUERY_MAX_LENGTH } from './search-text'

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
