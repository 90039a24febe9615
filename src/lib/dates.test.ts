import { describe, expect, it } from 'vitest'

import {
  dateParts,
  formatDate,
  formatDateTime,
  formatDayAndTime,
  formatDayRange,
  lagosInstant,
  monthName,
  toIsoDate,
} from './dates'

describe('toIsoDate', () => {
  it('keeps the calendar date of a stored timestamp', () => {
    expect(toIsoDate('2026-12-05T11:00:00.000Z')).toBe('2026-12-05')
    expect(toIsoDate('2026-12-05')).toBe('2026-12-05')
  })
  it("answers '' for missing or malformed values", () => {
    expect(toIsoDate(null)).toBe('')
    expect(toIsoDate('')).toBe('')
    expect(toIsoDate('05/12/2026')).toBe('')
    expect(toIsoDate('2026-13-45')).toBe('')
  })
})

describe('monthName', () => {
  it('names the months in English', () => {
    expect(monthName(1)).toBe('January')
    expect(monthName(12)).toBe('December')
    expect(monthName(0)).toBe('')
    expect(monthName(13)).toBe('')
  })
})

describe('formatDate', () => {
  it('shows plain dates as DD-Month-YYYY', () => {
    expect(formatDate('2026-12-05')).toBe('05-December-2026')
    expect(formatDate('2027-01-31')).toBe('31-January-2027')
  })
  it('shows timestamps on the Lagos calendar (UTC+1)', () => {
    expect(formatDate('2026-12-05T10:00:00.000Z')).toBe('05-December-2026')
    // 23:30 UTC is already the next day in Lagos.
    expect(formatDate('2026-12-05T23:30:00.000Z')).toBe('06-December-2026')
  })
  it("shows '--' for a missing or invalid date", () => {
    expect(formatDate(undefined)).toBe('--')
    expect(formatDate(null)).toBe('--')
    expect(formatDate('')).toBe('--')
    expect(formatDate('soon')).toBe('--')
    expect(formatDate('2026-02-30')).toBe('--')
  })
})

describe('formatDateTime', () => {
  it('adds HH:MM:SS in Lagos time', () => {
    expect(formatDateTime('2026-12-05T09:04:05.000Z')).toBe('05-December-2026 10:04:05')
    expect(formatDateTime('2026-12-05')).toBe('05-December-2026 00:00:00')
  })
  it("shows '--' for a missing date", () => {
    expect(formatDateTime('')).toBe('--')
    expect(formatDateTime(undefined)).toBe('--')
  })
})

describe('formatDayAndTime', () => {
  it('names the weekday and the Lagos wall-clock time', () => {
    expect(formatDayAndTime('2027-03-12T09:00:00.000Z')).toBe('Friday 12 March 2027, 10:00')
    expect(formatDayAndTime('2026-11-01T08:05:59.000Z')).toBe('Sunday 1 November 2026, 09:05')
  })
  it('takes the Lagos day: 23:30 UTC on New Year’s Eve is already the new year', () => {
    expect(formatDayAndTime('2026-12-31T23:30:00Z')).toBe('Friday 1 January 2027, 00:30')
  })
  it("shows '--' for a missing or invalid date", () => {
    expect(formatDayAndTime('')).toBe('--')
    expect(formatDayAndTime('not a date')).toBe('--')
  })
})

describe('dateParts', () => {
  it('splits a timestamp into Lagos wall-clock parts', () => {
    expect(dateParts('2026-12-31T23:15:00Z')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hours: 0,
      minutes: 15,
      seconds: 0,
    })
  })
})

describe('lagosInstant', () => {
  it('reads a Lagos date and time as an instant', () => {
    expect(new Date(lagosInstant('2026-12-05', '10:00')).toISOString()).toBe('2026-12-05T09:00:00.000Z')
    expect(new Date(lagosInstant('2026-12-05', '00:30:15')).toISOString()).toBe('2026-12-04T23:30:15.000Z')
    expect(new Date(lagosInstant('2026-12-05')).toISOString()).toBe('2026-12-04T23:00:00.000Z')
  })
  it('is NaN for an invalid date', () => {
    expect(lagosInstant('', '10:00')).toBeNaN()
    expect(lagosInstant('2026-12-05T10:00:00Z', '10:00')).toBeNaN()
  })
})

describe('formatDayRange', () => {
  it('writes one day with its month and year', () => {
    expect(formatDayRange('2026-03-02')).toBe('2 March 2026')
    expect(formatDayRange('2026-03-02', '')).toBe('2 March 2026')
    expect(formatDayRange('2026-03-02', '2026-03-02')).toBe('2 March 2026')
  })

  it('writes the month and year once for days of one month', () => {
    expect(formatDayRange('2026-08-12', '2026-08-14')).toBe('12–14 August 2026')
  })

  it('writes both months across a month and both years across a year', () => {
    expect(formatDayRange('2026-08-28', '2026-09-04')).toBe('28 August – 4 September 2026')
    expect(formatDayRange('2026-12-31', '2027-01-02')).toBe('31 December 2026 – 2 January 2027')
  })

  it('reads stored timestamps as the day in Lagos', () => {
    expect(formatDayRange('2026-08-11T23:30:00.000Z', '2026-08-14T12:00:00.000Z')).toBe('12–14 August 2026')
  })

  it('shows the start alone when the end is invalid or earlier, and -- without a start', () => {
    expect(formatDayRange('2026-08-12', '2026-02-30')).toBe('12 August 2026')
    expect(formatDayRange('2026-08-12', '2026-08-10')).toBe('12 August 2026')
    expect(formatDayRange('', '2026-08-10')).toBe('--')
  })
})
