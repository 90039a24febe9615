import { describe, expect, it } from 'vitest'

import { levelRank, semesterRank } from './levels'

describe('levelRank', () => {
  it('is the number a level starts with', () => {
    expect(levelRank('100')).toBe(100)
    expect(levelRank('200 Level')).toBe(200)
  })

  it('puts a level without a number after every number', () => {
    expect(levelRank('All')).toBe(Number.MAX_SAFE_INTEGER)
    expect(levelRank('')).toBe(Number.MAX_SAFE_INTEGER)
    expect(levelRank('All')).toBeGreaterThan(levelRank('900'))
  })
})

describe('semesterRank', () => {
  it('orders first, second, third and summer, in any case and spacing', () => {
    expect(['Summer', ' second ', 'FIRST', 'Third'].sort((a, b) => semesterRank(a) - semesterRank(b))).toEqual([
      'FIRST',
      ' second ',
      'Third',
      'Summer',
    ])
  })

  it('puts anything else last', () => {
    expect(semesterRank('All')).toBe(4)
    expect(semesterRank('All')).toBeGreaterThan(semesterRank('summer'))
  })
})
