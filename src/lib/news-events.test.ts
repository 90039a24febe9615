import { describe, expect, it } from 'vitest'

import {
  eventEnd,
  eventStart,
  newestFirst,
  relatedItems,
  listSearch,
  listType,
  nextDay,
  MAX_SEARCH_LENGTH,
} from './news-events'

const item = (slug: string, published: string) => ({ slug, published })
const event = (slug: string, eventDate: string, startTime = '10:00', endTime = '12:00') => ({
  slug,
  eventDate,
  startTime,
  endTime,
})

describe('newestFirst', () => {
  it('sorts by publication date, newest first, without changing the input; invalid dates go last', () => {
    const items = [item('a', '2026-01-01T00:00:00Z'), item('b', 'nope'), item('c', '2026-03-01T00:00:00Z')]
    expect(newestFirst(items).map((i) => i.slug)).toEqual(['c', 'a', 'b'])
    expect(items.map((i) => i.slug)).toEqual(['a', 'b', 'c'])
  })
})

describe('relatedItems', () => {
  const items = ['2026-01-05', '2026-01-01', '2026-01-03', '2026-01-06', '2026-01-02', '2026-01-04'].map((d, i) =>
    item(`n${i}`, `${d}T09:00:00Z`),
  )
  it('gives at most 4 others, newest first, never the current one', () => {
    expect(relatedItems(items, 'n3').map((i) => i.slug)).toEqual(['n0', 'n5', 'n2', 'n4'])
    expect(relatedItems(items, 'n0').map((i) => i.slug)).toEqual(['n3', 'n5', 'n2', 'n4'])
  })
  it('gives fewer when there are fewer', () => {
    expect(relatedItems(items.slice(0, 2), 'n0').map((i) => i.slug)).toEqual(['n1'])
    expect(relatedItems([], 'x')).toEqual([])
  })
})

describe('event instants', () => {
  it('reads the date and times on the Lagos clock (UTC+1)', () => {
    const e = event('e', '2026-12-05', '10:00', '12:30')
    expect(new Date(eventStart(e)).toISOString()).toBe('2026-12-05T09:00:00.000Z')
    expect(new Date(eventEnd(e)).toISOString()).toBe('2026-12-05T11:30:00.000Z')
  })
  it('takes the start as the end when the end is missing or earlier', () => {
    const e = event('e', '2026-12-05', '10:00', '')
    expect(eventEnd(e)).toBe(eventStart(e))
  })
})

describe('listSearch', () => {
  it('trims, collapses spaces and drops control characters', () => {
    expect(listSearch(undefined)).toBe('')
    expect(listSearch('')).toBe('')
    expect(listSearch('   ')).toBe('')
    expect(listSearch('  Open \t  day ')).toBe('Open day')
    expect(listSearch('a\u0000b\nc')).toBe('a b c')
  })

  it('takes the first of a repeated parameter', () => {
    expect(listSearch(['one', 'two'])).toBe('one')
    expect(listSearch([])).toBe('')
  })

  it(`keeps at most ${MAX_SEARCH_LENGTH} characters`, () => {
    expect(listSearch('x'.repeat(2000))).toBe('x'.repeat(MAX_SEARCH_LENGTH))
    expect(listSearch('é'.repeat(150))).toHaveLength(MAX_SEARCH_LENGTH)
  })
})

describe('listType', () => {
  const types = ['General', 'Workshop'] as const
  it('accepts only an allowed type, exactly', () => {
    expect(listType('Workshop', types)).toBe('Workshop')
    expect(listType(['General', 'Workshop'], types)).toBe('General')
    expect(listType('workshop', types)).toBe('')
    expect(listType('All', types)).toBe('')
    expect(listType(undefined, types)).toBe('')
    expect(listType('<script>', types)).toBe('')
  })
})

describe('nextDay', () => {
  it('crosses months, years and leap days', () => {
    expect(nextDay('2026-11-22')).toBe('2026-11-23')
    expect(nextDay('2026-11-30')).toBe('2026-12-01')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
    expect(nextDay('2027-02-28')).toBe('2027-03-01')
  })
})
