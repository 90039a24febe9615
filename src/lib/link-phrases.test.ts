import { describe, expect, it } from 'vitest'

import { linkPhrases } from './link-phrases'

const aid = { phrase: 'Scholarships page', href: '/resources/aid' }

describe('linkPhrases', () => {
  it('links the named page and keeps the rest as text', () => {
    expect(linkPhrases('See the Scholarships page for more.', [aid])).toEqual([
      { text: 'See the ', href: null },
      { text: 'Scholarships page', href: '/resources/aid' },
      { text: ' for more.', href: null },
    ])
  })

  it('matches case-insensitively, keeps the text as written, and links every occurrence', () => {
    const pieces = linkPhrases('scholarships page, then SCHOLARSHIPS PAGE', [aid])
    expect(pieces.filter((p) => p.href).map((p) => p.text)).toEqual(['scholarships page', 'SCHOLARSHIPS PAGE'])
  })

  it('matches whole words only', () => {
    expect(linkPhrases('The Scholarships pages', [aid])).toEqual([{ text: 'The Scholarships pages', href: null }])
  })

  it('leaves text without the phrase alone, and gives nothing for empty text', () => {
    expect(linkPhrases('Pay online.', [aid])).toEqual([{ text: 'Pay online.', href: null }])
    expect(linkPhrases('', [aid])).toEqual([])
    expect(linkPhrases('Some text', [])).toEqual([{ text: 'Some text', href: null }])
    expect(linkPhrases('Some text', [{ phrase: ' ', href: '/x' }])).toEqual([{ text: 'Some text', href: null }])
  })

  it('treats characters of the phrase literally', () => {
    // A regular-expression character does not act as one ('.' is no wildcard).
    expect(linkPhrases('Read axb now', [{ phrase: 'a.b', href: '/x' }])).toEqual([{ text: 'Read axb now', href: null }])
    expect(linkPhrases('Read a.b now', [{ phrase: 'a.b', href: '/x' }])[1]).toEqual({ text: 'a.b', href: '/x' })
  })
})
