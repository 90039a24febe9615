import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageMatcher, routeHandlers } from './route-list.mjs'

const handlers = routeHandlers(path.join(import.meta.dirname, '../../app'))
const pattern = (route: string) => handlers.find((h) => h.route === route)?.pattern

describe('which addresses Astro answers', () => {
  it("lists Next's route handlers by address, route groups left out", () => {
    expect(pattern('/news/rss.xml')).toBe('^/news/rss\\.xml/?$')
    expect(pattern('/events/[slug]/calendar.ics')).toBe('^/events/[^/]+/calendar\\.ics/?$')
    expect(pattern('/api/v1/[...path]')).toBe('^/api/v1/.+/?$')
  })

  it('gives a Next handler the address an Astro page with a slug would also match', () => {
    const isAstroPage = pageMatcher({ pages: [{ pattern: '^\\/news\\/([^/]+?)\\/?$' }], handlers })
    expect(isAstroPage('/news/rss.xml')).toBe(false)
    expect(isAstroPage('/news/a-story')).toBe(true)
    expect(isAstroPage('/news/a%20story')).toBe(true)
    expect(isAstroPage('/events/a-story/calendar.ics')).toBe(false)
    expect(isAstroPage('/about')).toBe(false)
  })
})
