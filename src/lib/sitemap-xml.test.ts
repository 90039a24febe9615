import { describe, expect, it } from 'vitest'

import {
  needsIndex,
  SITEMAP_CHUNK,
  sitemapCount,
  sitemapIds,
  sitemapIndexXml,
  sitemapSlice,
  urlsetXml,
  xmlEscape,
} from './sitemap-xml'

describe('xmlEscape', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(xmlEscape('/news/plain-slug')).toBe('/news/plain-slug')
  })
})

describe('sitemapCount, needsIndex and sitemapIds', () => {
  it('keeps a small site in one sitemap without an index', () => {
    expect(sitemapCount(0, 10)).toBe(1)
    expect(sitemapCount(10, 10)).toBe(1)
    expect(needsIndex(10, 10)).toBe(false)
    expect(sitemapIds(3, 10)).toEqual(['0'])
  })
  it('splits past the chunk size and then needs an index', () => {
    expect(sitemapCount(11, 10)).toBe(2)
    expect(sitemapCount(30, 10)).toBe(3)
    expect(sitemapCount(31, 10)).toBe(4)
    expect(needsIndex(11, 10)).toBe(true)
    expect(sitemapIds(25, 10)).toEqual(['0', '1', '2'])
  })
  it('splits at a few thousand addresses by default', () => {
    expect(SITEMAP_CHUNK).toBeGreaterThanOrEqual(1000)
    expect(SITEMAP_CHUNK).toBeLessThanOrEqual(50_000)
    expect(needsIndex(SITEMAP_CHUNK)).toBe(false)
    expect(needsIndex(SITEMAP_CHUNK + 1)).toBe(true)
  })
  it('treats a negative total as none', () => {
    expect(sitemapCount(-5, 10)).toBe(1)
  })
})

describe('sitemapSlice', () => {
  const entries = Array.from({ length: 25 }, (_, i) => i)
  it('gives each id its slice, the last one shorter', () => {
    expect(sitemapSlice(entries, '0', 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(sitemapSlice(entries, '2', 10)).toEqual([20, 21, 22, 23, 24])
  })
  it('gives nothing for an unknown or malformed id', () => {
    expect(sitemapSlice(entries, '3', 10)).toEqual([])
    for (const id of ['', '-1', '1.5', 'abc', '1e3', '9999999']) expect(sitemapSlice(entries, id, 10)).toEqual([])
  })
})

describe('urlsetXml', () => {
  it('lists each address, escaped, with a valid last modification time', () => {
    const xml = urlsetXml([
      { loc: 'https://x.test/a?b=1&c=2' },
      { loc: 'https://x.test/news/n', lastModified: '2026-01-02T03:04:05.000Z' },
      { loc: 'https://x.test/bad-date', lastModified: 'not a date' },
    ])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml).toContain('<url><loc>https://x.test/a?b=1&amp;c=2</loc></url>')
    expect(xml).toContain('<url><loc>https://x.test/news/n</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>')
    expect(xml).toContain('<url><loc>https://x.test/bad-date</loc></url>')
    expect(xml.trim().endsWith('</urlset>')).toBe(true)
  })
})

describe('sitemapIndexXml', () => {
  it('names every numbered sitemap', () => {
    const xml = sitemapIndexXml(['https://x.test/sitemap/0.xml', 'https://x.test/sitemap/1.xml'])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<sitemap><loc>https://x.test/sitemap/0.xml</loc></sitemap>')
    expect(xml).toContain('<sitemap><loc>https://x.test/sitemap/1.xml</loc></sitemap>')
    expect(xml.trim().endsWith('</sitemapindex>')).toBe(true)
  })
})
