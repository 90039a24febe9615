import { describe, expect, it } from 'vitest'

import { countdownTarget, lagosIso } from './event-timing'

// 05-December-2026 10:00 in Lagos (UTC+1) is 09:00 UTC.
const TEN_AM = Date.UTC(2026, 11, 5, 9, 0, 0)
const event = (eventDate: string, startTime = '10:00') => ({ eventDate, startTime })

describe('countdownTarget', () => {
  it('counts down to the date and start time on the Lagos clock while that is still to come', () => {
    expect(countdownTarget(event('2026-12-05'), TEN_AM - 1)).toBe(TEN_AM)
    expect(countdownTarget(event('2026-12-05'), TEN_AM - 3 * 86_400_000)).toBe(TEN_AM)
  })

  it('reads a start time with seconds', () => {
    expect(countdownTarget(event('2026-12-05', '10:00:30'), TEN_AM)).toBe(TEN_AM + 30_000)
  })

  it('counts down to midnight in Lagos when the start time is missing or malformed', () => {
    const midnight = Date.UTC(2026, 11, 4, 23, 0, 0)
    expect(countdownTarget(event('2026-12-05', ''), midnight - 1)).toBe(midnight)
    expect(countdownTarget(event('2026-12-05', '10am'), midnight - 1)).toBe(midnight)
  })

  it('has nothing to count down to from the start time on', () => {
    expect(countdownTarget(event('2026-12-05'), TEN_AM)).toBeNull()
    expect(countdownTarget(event('2026-12-05'), TEN_AM + 1)).toBeNull()
    expect(countdownTarget(event('2020-01-01'), TEN_AM)).toBeNull()
  })

  it('has nothing to count down to for a missing or invalid date', () => {
    for (const date of ['', '2026-02-30', '05-12-2026', 'soon', '2026-12-05T10:00:00Z'])
      expect(countdownTarget(event(date), 0), date).toBeNull()
  })
})

describe('lagosIso', () => {
  it('writes an instant as Lagos wall-clock time with the +01:00 offset, without milliseconds', () => {
    expect(lagosIso(TEN_AM)).toBe('2026-12-05T10:00:00+01:00')
    expect(lagosIso(TEN_AM + 1_999)).toBe('2026-12-05T10:00:01+01:00')
  })

  it('moves to the next day in Lagos an hour before midnight UTC', () => {
    expect(lagosIso(Date.UTC(2026, 11, 31, 23, 30, 0))).toBe('2027-01-01T00:30:00+01:00')
  })
})
