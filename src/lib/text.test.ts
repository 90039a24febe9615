import { describe, expect, it } from 'vitest'

import { CARD_PREVIEW_LENGTH, htmlToText, matchesQuery, preview, TITLE_LENGTH, truncate } from './text'

describe('truncate', () => {
  const fifty = 'x'.repeat(50)
  it("leaves text of at most 50 characters alone and cuts longer text to 50 plus '...'", () => {
    expect(TITLE_LENGTH).toBe(50)
    expect(truncate('Short title')).toBe('Short title')
    expect(truncate(fifty)).toBe(fifty)
    expect(truncate(`${fifty}y`)).toBe(`${fifty}...`)
    expect(truncate('a'.repeat(120))).toHaveLength(53)
  })
  it('cuts card previews at 100 characters', () => {
    expect(CARD_PREVIEW_LENGTH).toBe(100)
    expect(truncate('b'.repeat(101), CARD_PREVIEW_LENGTH)).toBe(`${'b'.repeat(100)}...`)
    expect(truncate('b'.repeat(100), CARD_PREVIEW_LENGTH)).toBe('b'.repeat(100))
  })
  it('drops a space left at the cut and never splits a character', () => {
    expect(truncate('The new library opens on Monday for all students of the university', 25)).toBe(
      'The new library opens on...',
    )
    expect(truncate('🎓'.repeat(4), 2)).toBe('🎓🎓...')
  })
})

describe('htmlToText', () => {
  it('removes tags, keeps words apart at block boundaries and collapses white space', () => {
    expect(htmlToText('<p>First <strong>bold</strong> line.</p><p>Second</p>')).toBe('First bold line. Second')
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two')
    expect(htmlToText('Line<br>break')).toBe('Line break')
    expect(htmlToText('  <p>\n  spaced   out \n</p> ')).toBe('spaced out')
  })
  it('decodes entities', () => {
    expect(htmlToText('Fees &amp; scholarships &lt;2026&gt; &quot;new&quot; &#39;ok&#39; &#x2013; &nbsp;end')).toBe(
      'Fees & scholarships <2026> "new" \'ok\' – end',
    )
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown; &#0;')
  })
  it('answers an empty string for empty HTML', () => {
    expect(htmlToText('')).toBe('')
  })
})

describe('preview', () => {
  it('truncates the plain text of HTML, not the markup', () => {
    const html = `<p><strong>${'word '.repeat(30)}</strong></p>`
    expect(preview(html, 50)).toBe(`${'word '.repeat(10).trimEnd()}...`)
    expect(preview('<p>Short</p>', 50)).toBe('Short')
  })
})

describe('matchesQuery', () => {
  it('matches a case-insensitive substring; an empty query matches everything', () => {
    expect(matchesQuery('Research Week Conference', 'week')).toBe(true)
    expect(matchesQuery('Research Week Conference', 'RESEARCH w')).toBe(true)
    expect(matchesQuery('Research Week Conference', 'workshop')).toBe(false)
    expect(matchesQuery('Anything', '   ')).toBe(true)
  })
})
