import { describe, expect, it } from 'vitest'

import { tuitionTotal } from './tuition'
import { tuitionPerYear, yearRange, yearTotal } from './tuition-per-year'

const row = (level: string, semester: string, local: number, intl = local / 1000) => ({ level, semester, local, intl })

describe('tuitionPerYear', () => {
  it('has no years without rows', () => {
    expect(tuitionPerYear([], 4)).toEqual([])
  })

  it('with fewer than 4 rows, charges the first row twice a year for every year of the duration', () => {
    const rows = [row('100', 'All', 1000, 10), row('200', 'All', 5000, 50)]
    expect(tuitionPerYear(rows, 3)).toEqual([
      { year: 1, level: '100', local: 2000, intl: 20 },
      { year: 2, level: '100', local: 2000, intl: 20 },
      { year: 3, level: '100', local: 2000, intl: 20 },
    ])
  })

  it('counts an odd duration as at least one year and at most twelve', () => {
    const rows = [row('All', 'All', 1000, 10)]
    expect(tuitionPerYear(rows, 0)).toHaveLength(1)
    expect(tuitionPerYear(rows, -3)).toHaveLength(1)
    expect(tuitionPerYear(rows, Number.NaN)).toHaveLength(1)
    expect(tuitionPerYear(rows, 2.7)).toHaveLength(2)
    expect(tuitionPerYear(rows, 400)).toHaveLength(12)
  })

  it('with 4 rows or more, makes each level a year with the sum of its rows, in level order', () => {
    const rows = [
      row('200', 'First', 3, 30),
      row('100', 'First', 1, 10),
      row('200', 'Second', 4, 40),
      row('100', 'Second', 2, 20),
    ]
    expect(tuitionPerYear(rows, 2)).toEqual([
      { year: 1, level: '100', local: 3, intl: 30 },
      { year: 2, level: '200', local: 7, intl: 70 },
    ])
  })

  it('compares levels case- and space-insensitively and puts non-numeric levels last', () => {
    const rows = [row('All', 'First', 5), row(' all', 'Second', 6), row('100', 'All', 1), row('1000', 'All', 2)]
    expect(tuitionPerYear(rows, 4).map((y) => [y.level, y.local])).toEqual([
      ['100', 1],
      ['1000', 2],
      ['All', 11],
    ])
  })

  it('always adds up to the total of the tuition rule', () => {
    const cases = [
      { rows: [row('All', 'All', 1_200_000, 1_500)], duration: 4 },
      { rows: [row('All', 'First', 900_000, 1_200), row('All', 'Second', 950_000, 1_250)], duration: 5 },
      {
        rows: [
          row('100', 'First', 1_000_000, 1_300),
          row('100', 'Second', 1_000_000, 1_300),
          row('200', 'First', 1_030_000, 1_350),
          row('200', 'Second', 1_030_000, 1_350),
          row('300', 'First', 1_060_000, 1_400),
        ],
        duration: 3,
      },
    ]
    for (const { rows, duration } of cases) {
      const years = tuitionPerYear(rows, duration)
      const sum = years.reduce((s, y) => ({ local: s.local + y.local, intl: s.intl + y.intl }), { local: 0, intl: 0 })
      expect(sum).toEqual(tuitionTotal(rows, duration))
    }
  })
})

describe('yearRange', () => {
  it('is null without years', () => {
    expect(yearRange([])).toBeNull()
  })

  it('is the same when every year costs the same', () => {
    const years = tuitionPerYear([row('All', 'All', 1000, 10)], 3)
    expect(yearRange(years)).toEqual({ local: { min: 2000, max: 2000 }, intl: { min: 20, max: 20 } })
  })

  it('gives the cheapest and dearest year, local and international each', () => {
    const years = [
      { year: 1, level: '100', local: 10, intl: 9 },
      { year: 2, level: '200', local: 30, intl: 5 },
      { year: 3, level: '300', local: 20, intl: 7 },
    ]
    expect(yearRange(years)).toEqual({ local: { min: 10, max: 30 }, intl: { min: 5, max: 9 } })
  })

  it('differs when only the international amounts differ', () => {
    const years = [
      { year: 1, level: '100', local: 10, intl: 1 },
      { year: 2, level: '200', local: 10, intl: 2 },
    ]
    expect(yearRange(years)).toEqual({ local: { min: 10, max: 10 }, intl: { min: 1, max: 2 } })
  })
})

describe('yearTotal', () => {
  it('sums the semester groups', () => {
    expect(yearTotal([row('100', 'First', 1000, 10), row('100', 'All', 1500, 15)])).toEqual({ local: 2500, intl: 25 })
  })

  it('is null for a year without groups', () => {
    expect(yearTotal([])).toBeNull()
  })

  it('is null when a group has no tuition', () => {
    expect(yearTotal([row('100', 'First', 1000, 10), null])).toBeNull()
  })
})
