import { describe, expect, it } from 'vitest'

import { markedSnippet, markTerms, partsText } from './search-highlight'

describe('markTerms', () => {
  it('marks whole words whose terms matched, as written (accents and case kept)', () => {
    expect(markTerms('Àkpán and the Vice-Chancellor’s fees', new Set(['akpan', 'fee']))).toEqual([
      { text: 'Àkpán', mark: true },
      { text: ' and the Vice-Chancellor’s ', mark: false },
      { text: 'fees', mark: true },
    ])
  })

  it('marks nothing when nothing matched', () => {
    expect(markTerms('Law', new Set())).toEqual([{ text: 'Law', mark: false }])
  })

  it('keeps markup in content as text', () => {
    const parts = markTerms('<b>law</b>', new Set(['law']))
    expect(partsText(parts)).toBe('<b>law</b>')
    expect(parts.find((p) => p.mark)?.text).toBe('law')
  })
})

describe('markedSnippet', () => {
  const long = `${'Opening words of a long text. '.repeat(10)}Hostel rules: no cooking in rooms. ${'More words follow here. '.repeat(10)}`

  it('cuts around the first matched word, with ellipses', () => {
    const parts = markedSnippet(long, new Set(['cooking']), 80)
    const text = partsText(parts)
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['cooking'])
    expect(text.length).toBeLessThanOrEqual(82)
  })

  it('gives a short text whole, and the start of a text without a match', () => {
    expect(partsText(markedSnippet('  Short   text ', new Set(['x'])))).toBe('Short text')
    expect(partsText(markedSnippet(long, new Set(), 40)).startsWith('Opening words')).toBe(true)
  })
})
