import { describe, expect, it } from 'vitest'

import { ClickGuard, clientKey } from './click-guard'

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

describe('clientKey', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped IPv6 one', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
  })

  it('leaves anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown')
    expect(clientKey('1:2:3')).toBe('1:2:3')
  })
})

describe('ClickGuard limits', () => {
  it('counts one click per /64 when a client steps through its IPv6 addresses', () => {
    const { g } = guard()
    expect(g.check('2001:db8:1:2::1', 'view:7').kind).toBe('count')
    expect(g.check('2001:db8:1:2::2', 'view:7').kind).toBe('repeat')
    expect(g.check('2001:db8:1:3::1', 'view:7').kind).toBe('count')
  })

  it('never holds more than its cap, even when every entry is live', () => {
    let now = 0
    const g = new ClickGuard({ windowMs: 10 * 60_000, maxCallsPerMinute: 60, maxEntries: 1000, now: () => now })
    for (let i = 0; i < 50_000; i++) {
      now += 1
      g.check(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 'view:1')
    }
    expect(g.size.clients).toBeLessThanOrEqual(1000)
    expect(g.size.clicks).toBeLessThanOrEqual(1000)
    // The newest client is still remembered; the oldest was let go.
    expect(g.check('10.0.195.79', 'view:1').kind).toBe('repeat')
    expect(g.check('10.0.0.0', 'view:1').kind).toBe('count')
  })
})
