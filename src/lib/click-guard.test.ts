import { describe, expect, it } from 'vitest'

import { ClickGuard } from './click-guard'

function guard(maxCallsPerMinute = 60) {
  let now = 1_000_000
  const g = new ClickGuard({ windowMs: 10 * 60_000, maxCallsPerMinute, now: () => now })
  return { g, advance: (ms: number) => (now += ms) }
}

describe('ClickGuard', () => {
  it('counts a client once per target within the window, again after it', () => {
    const { g, advance } = guard()
    expect(g.check('1.2.3.4', 'view:7').kind).toBe('count')
    expect(g.check('1.2.3.4', 'view:7').kind).toBe('repeat')
    expect(g.check('1.2.3.4', 'download:7').kind).toBe('count')
    expect(g.check('5.6.7.8', 'view:7').kind).toBe('count')
    advance(10 * 60_000)
    expect(g.check('1.2.3.4', 'view:7').kind).toBe('count')
  })

  it('refuses a client past the calls-per-minute limit and tells when to retry', () => {
    const { g, advance } = guard(3)
    for (let i = 0; i < 3; i++) expect(g.check('a', `view:${i}`).kind).not.toBe('flood')
    const verdict = g.check('a', 'view:9')
    expect(verdict).toEqual({ kind: 'flood', retryAfterSeconds: 60 })
    expect(g.check('b', 'view:9').kind).toBe('count')
    advance(60_000)
    expect(g.check('a', 'view:9').kind).toBe('count')
  })

  it('can forget a click whose count was not stored', () => {
    const { g } = guard()
    g.check('a', 'view:1')
    g.forget('a', 'view:1')
    expect(g.check('a', 'view:1').kind).toBe('count')
  })
})
