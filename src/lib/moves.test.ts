import { describe, expect, it } from 'vitest'

import { withoutSpareSlashes } from './moves.mjs'

describe('withoutSpareSlashes', () => {
  it("gives a page's one address for slashes to spare", () => {
    expect(withoutSpareSlashes('/about/')).toBe('/about')
    expect(withoutSpareSlashes('/about/history///')).toBe('/about/history')
    expect(withoutSpareSlashes('//about/')).toBe('/about')
    expect(withoutSpareSlashes('///')).toBe('/')
  })

  it('never names another host, and leaves a page address alone', () => {
    expect(withoutSpareSlashes('//evil.example/')).toBe('/evil.example')
    expect(withoutSpareSlashes('//evil.example')).toBe('/evil.example')
    for (const p of ['/', '/about', '/news/a-story']) expect(withoutSpareSlashes(p), p).toBeNull()
  })
})
