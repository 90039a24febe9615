import { describe, expect, it } from 'vitest'

import { callsKey, clickKey, ClickGuard, clientKey, excessEntries, floodVerdict, MemoryClickStore } from './click-guard'

function guard(maxCallsPerMinute = 60) {
  let now = 1_000_000
  const store = new MemoryClickStore()
  const g = new ClickGuard(store, { windowMs: 10 * 60_000, maxCallsPerMinute, now: () => now })
  return { g, store, advance: (ms: number) => (now += ms) }
}

const kind = async (verdict: Promise<{ kind: string }>) => (await verdict).kind

describe('ClickGuard', () => {
  it('counts a client once per target within the window, again after it', async () => {
    const { g, advance } = guard()
    expect(await kind(g.check('1.2.3.4', 'view:7'))).toBe('count')
    expect(await kind(g.check('1.2.3.4', 'view:7'))).toBe('repeat')
    expect(await kind(g.check('1.2.3.4', 'download:7'))).toBe('count')
    expect(await kind(g.check('5.6.7.8', 'view:7'))).toBe('count')
    advance(10 * 60_000 - 1)
    expect(await kind(g.check('1.2.3.4', 'view:7'))).toBe('repeat')
    advance(1)
    expect(await kind(g.check('1.2.3.4', 'view:7'))).toBe('count')
  })

  it('refuses a client past the calls-per-minute limit and tells when to retry', async () => {
    const { g, advance } = guard(3)
    for (let i = 0; i < 3; i++) expect(await kind(g.check('a', `view:${i}`))).not.toBe('flood')
    expect(await g.check('a', 'view:9')).toEqual({ kind: 'flood', retryAfterSeconds: 60 })
    advance(30_500)
    expect(await g.check('a', 'view:9')).toEqual({ kind: 'flood', retryAfterSeconds: 30 })
    expect(await kind(g.check('b', 'view:9'))).toBe('count')
    advance(29_500)
    expect(await kind(g.check('a', 'view:9'))).toBe('count')
  })

  it('can forget a click whose count was not stored, and only that claim', async () => {
    const { g, advance } = guard()
    const first = await g.check('a', 'view:1')
    await g.forget('a', 'view:1', first.at!)
    advance(1)
    expect(await kind(g.check('a', 'view:1'))).toBe('count')
    // A late forget of the first claim leaves the newer one alone.
    await g.forget('a', 'view:1', first.at!)
    expect(await kind(g.check('a', 'view:1'))).toBe('repeat')
  })
})

describe('store keys', () => {
  it('key a client by its address, its /64 for IPv6, and a click by target too', () => {
    expect(callsKey('203.0.113.9')).toBe('calls:203.0.113.9')
    expect(clickKey('2001:db8:1:2::1', 'view:7')).toBe('click:2001:db8:1:2::/64:view:7')
    expect(clickKey('2001:db8:1:2::ffff', 'view:7')).toBe(clickKey('2001:db8:1:2::1', 'view:7'))
    expect(clickKey('a', 'view:7')).not.toBe(clickKey('a', 'download:7'))
  })

  it('keep a key short whatever the address looks like', () => {
    expect(callsKey('x'.repeat(5000)).length).toBeLessThanOrEqual(110)
  })
})

describe('floodVerdict', () => {
  it('lets the limit through and refuses the call after it, with the seconds left in the minute', () => {
    expect(floodVerdict({ at: 0, calls: 60 }, 0, 60)).toBeNull()
    expect(floodVerdict({ at: 0, calls: 61 }, 0, 60)).toEqual({ kind: 'flood', retryAfterSeconds: 60 })
    expect(floodVerdict({ at: 0, calls: 61 }, 59_001, 60)).toEqual({ kind: 'flood', retryAfterSeconds: 1 })
    expect(floodVerdict({ at: 0, calls: 61 }, 60_500, 60)).toEqual({ kind: 'flood', retryAfterSeconds: 1 })
  })
})

describe('excessEntries', () => {
  it('is nothing under the cap and down to nine tenths past it', () => {
    expect(excessEntries(1000, 1000)).toBe(0)
    expect(excessEntries(1001, 1000)).toBe(101)
    expect(excessEntries(0, 0)).toBe(0)
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
  it('counts one click per /64 when a client steps through its IPv6 addresses', async () => {
    const { g } = guard()
    expect(await kind(g.check('2001:db8:1:2::1', 'view:7'))).toBe('count')
    expect(await kind(g.check('2001:db8:1:2::2', 'view:7'))).toBe('repeat')
    expect(await kind(g.check('2001:db8:1:3::1', 'view:7'))).toBe('count')
  })

  it('agrees with itself under concurrent calls: one count per client and target', async () => {
    const { g } = guard()
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => g.check('9.9.9.9', 'view:1')))
    expect(verdicts.filter((v) => v.kind === 'count')).toHaveLength(1)
  })

  it('cleans up expired entries, and never keeps more than its cap', async () => {
    const { g, store, advance } = guard()
    for (let i = 0; i < 50; i++) await g.check(`10.0.0.${i}`, 'view:1')
    expect(store.entries.size).toBe(100)
    advance(60_000)
    expect(store.cleanUp(1_000_000 + 60_000, 1000)).toBe(50)
    advance(10 * 60_000)
    expect(store.cleanUp(1_000_000 + 11 * 60_000, 1000)).toBe(50)
    for (let i = 0; i < 2000; i++) await g.check(`10.1.${i >> 8}.${i & 255}`, 'view:1')
    store.cleanUp(1_000_000 + 11 * 60_000, 1000)
    expect(store.entries.size).toBeLessThanOrEqual(1000)
  })
})
