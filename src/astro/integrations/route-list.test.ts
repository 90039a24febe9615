import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { nextAddresses, pageMatcher } from './route-list.mjs'

const root = path.join(import.meta.dirname, '../../..')
const next = nextAddresses(root)
const pattern = (route: string) => next.find((h) => h.route === route)?.pattern
// Astro's own patterns for a fixed page, a page with a slug and the not-found page (`[...missing]`).
const pages = [
  { pattern: '^\\/about\\/?$' },
  { pattern: '^\\/news\\/([^/]+?)\\/?$' },
  { pattern: '^(?:\\/(.*?))?\\/?$' },
]
const isAstroPage = pageMatcher({ pages, next })

describe('which addresses Astro answers', () => {
  it("lists Next's route handlers and pages by address, route groups left out", () => {
    expect(pattern('/news/rss.xml')).toBe('^/news/rss\\.xml/?$')
    expect(pattern('/events/[slug]/calendar.ics')).toBe('^/events/[^/]+/calendar\\.ics/?$')
    expect(pattern('/api/v1/[...path]')).toBe('^/api/v1/.+/?$')
    expect(pattern('/admin/[[...segments]]')).toBe('^/admin(?:/.*)?/?$')
  })

  it('gives a Next handler the address an Astro page with a slug would also match', () => {
    expect(isAstroPage('/news/rss.xml')).toBe(false)
    expect(isAstroPage('/news/a-story')).toBe(true)
    expect(isAstroPage('/news/a%20story')).toBe(true)
    expect(isAstroPage('/events/a-story/calendar.ics')).toBe(false)
  })

  it("gives Next the admin, the APIs, robots.txt, the sitemaps, its own files and public/'s", () => {
    for (const address of [
      '/admin',
      '/admin/collections/news',
      '/api/v1/news/all/active',
      '/api/users/me',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/sitemap/0.xml',
      '/_next/image',
      '/_next/static/chunks/x.js',
      '/islands/header.js',
      '/readyz',
    ])
      expect(isAstroPage(address), address).toBe(false)
  })

  it('gives Astro every other address, for its page or its not-found page', () => {
    for (const address of [
      '/',
      '/about',
      '/no/such/page',
      '/administration',
      '/light/about',
      '/api',
      '/robots.txt.bak',
    ])
      expect(isAstroPage(address), address).toBe(true)
  })
})
