import { describe, expect, it } from 'vitest'

import { buildRss, rfc822, xmlEscape } from './rss'

describe('xmlEscape', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(xmlEscape(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    )
  })
})

describe('rfc822', () => {
  it('formats dates for RSS', () => {
    expect(rfc822('2026-12-05T10:00:00.000Z')).toBe('Sat, 05 Dec 2026 10:00:00 GMT')
    expect(rfc822('nope')).toBe('')
  })
})

describe('buildRss', () => {
  const xml = buildRss({
    title: 'News',
    link: 'https://example.edu/resources/news',
    selfLink: 'https://example.edu/news/rss.xml',
    description: 'Latest news',
    items: [
      {
        title: 'Fees & funding',
        link: 'https://example.edu/news/fees',
        description: 'New <b>bursaries</b>',
        category: 'General',
        published: '2026-12-05T10:00:00.000Z',
      },
    ],
  })
  it('is an RSS 2.0 document with a self link', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<atom:link href="https://example.edu/news/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<lastBuildDate>Sat, 05 Dec 2026 10:00:00 GMT</lastBuildDate>')
  })
  it('lists items with escaped text, absolute links and RFC 822 dates', () => {
    expect(xml).toContain('<title>Fees &amp; funding</title>')
    expect(xml).toContain('<guid isPermaLink="true">https://example.edu/news/fees</guid>')
    expect(xml).toContain('<pubDate>Sat, 05 Dec 2026 10:00:00 GMT</pubDate>')
    expect(xml).toContain('<description>New &lt;b&gt;bursaries&lt;/b&gt;</description>')
  })
})
