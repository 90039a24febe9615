import { describe, expect, it } from 'vitest'

import { countdownParts } from './countdown'

const now = Date.UTC(2026, 11, 1, 12, 0, 0)

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false })
  })
  it('rounds partial seconds down', () => {
    expect(countdownParts(now + 1999, now)).toMatchObject({ seconds: 1, done: false })
  })
  it('stops at zero and never goes negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }
    expect(countdownParts(now, now)).toEqual(zero)
    expect(countdownParts(now - 86_400_000, now)).toEqual(zero)
    expect(countdownParts(now + 999, now)).toEqual(zero)
    expect(countdownParts(Number.NaN, now)).toEqual(zero)
  })
})
