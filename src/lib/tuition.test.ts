import { describe, expect, it } from 'vitest'

import { findTuition, tuitionTotal, type TuitionRow } from './tuition'

const row = (level: string, semester: string, local: number, intl = local / 1000) => ({ level, semester, local, intl })

describe('tuitionTotal', () => {
  it('is 0 without rows', () => {
    expect(tuitionTotal([], 4)).toEqual({ local: 0, intl: 0 })
  })

  it('with fewer than 4 rows, multiplies the first row by duration and 2', () => {
    expect(tuitionTotal([row('All', 'All', 1000, 10)], 1)).toEqual({ local: 2000, intl: 20 })
    expect(
      tuitionTotal([row('100', 'All', 1000, 10), row('200', 'All', 5000, 50), row('300', 'All', 9, 9)], 4),
    ).toEqual({ local: 8000, intl: 80 })
  })

  it('with 4 rows or more, sums all rows', () => {
    const rows = [
      row('100', 'First', 1, 10),
      row('100', 'Second', 2, 20),
      row('200', 'First', 3, 30),
      row('200', 'Second', 4, 40),
    ]
    expect(tuitionTotal(rows, 2)).toEqual({ local: 10, intl: 100 })
    expect(tuitionTotal([...rows, row('300', 'First', 5, 50)], 3)).toEqual({ local: 15, intl: 150 })
  })
})

describe('findTuition', () => {
  const exact = row('100', 'First', 1)
  const levelAll = row('100', 'All', 2)
  const allSemester = row('All', 'First', 3)
  const allAll = row('All', 'All', 4)

  it('prefers the exact level and semester', () => {
    expect(findTuition([allAll, allSemester, levelAll, exact], '100', 'First')).toBe(exact)
  })

  it('then the level with semester All', () => {
    expect(findTuition([allAll, allSemester, levelAll], '100', 'First')).toBe(levelAll)
  })

  it('then level All with the semester', () => {
    expect(findTuition([allAll, allSemester], '100', 'First')).toBe(allSemester)
  })

  it('then All and All', () => {
    expect(findTuition([allAll, row('200', 'First', 9)], '100', 'First')).toBe(allAll)
  })

  it('returns null when nothing matches', () => {
    expect(findTuition([row('200', 'First', 9), row('All', 'Second', 8)], '100', 'First')).toBeNull()
    expect(findTuition([] as TuitionRow[], '100', 'First')).toBeNull()
  })

  it('matches case-insensitively', () => {
    const lower = row('all', 'all', 5)
    expect(findTuition([lower], '100', 'First')).toBe(lower)
  })
})
