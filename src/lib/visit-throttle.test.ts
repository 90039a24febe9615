import { describe, expect, it } from 'vitest'

import { ClientThrottle } from './visit-throttle.mjs'

describe('ClientThrottle', () => {
  it('lets a client through up to its limit in a window, then not until the window ends', () => {
    const throttle = new ClientThrottle({ limit: 3, windowMs: 60_000 })
    const calls = [0, 1_000, 2_000, 3_000, 59_999].map((t) => throttle.allow('203.0.113.9', t))
    expect(calls).toEqual([true, true, true, false, false])
    expect(throttle.allow('203.0.113.9', 60_000)).toBe(true)
  })

  it('counts each client apart', () => {
    const throttle = new ClientThrottle({ limit: 1, windowMs: 60_000 })
    expect(throttle.allow('203.0.113.9', 0)).toBe(true)
    expect(throttle.allow('203.0.113.9', 1)).toBe(false)
    expect(throttle.allow('198.51.100.4', 2)).toBe(true)
  })

  it('remembers at most its bound of clients: a flood of addresses is forgotten, not kept', () => {
    const throttle = new ClientThrottle({ limit: 1, windowMs: 60_000, maxClients: 2 })
    expect(throttle.allow('a', 0)).toBe(true)
    expect(throttle.allow('b', 0)).toBe(true)
    // Full, no window ended: all are forgotten, so 'a' counts again.
    expect(throttle.allow('c', 10)).toBe(true)
    expect(throttle.allow('a', 20)).toBe(true)
    expect(throttle.allow('a', 30)).toBe(false)
  })
})
