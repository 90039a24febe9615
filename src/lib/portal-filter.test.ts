import { describe, expect, it } from 'vitest'

import { filterPortalTiles, parsePortalFilter } from './portal-filter'

describe('parsePortalFilter', () => {
  it('reads the four filters, ignoring case and spaces', () => {
    expect(parsePortalFilter('all')).toBe('all')
    expect(parsePortalFilter('staff')).toBe('staff')
    expect(parsePortalFilter('student')).toBe('student')
    expect(parsePortalFilter(' Administrative ')).toBe('administrative')
  })

  it('falls back to all for anything else', () => {
    expect(parsePortalFilter(undefined)).toBe('all')
    expect(parsePortalFilter('')).toBe('all')
    expect(parsePortalFilter('zzz')).toBe('all')
    expect(parsePortalFilter('<script>')).toBe('all')
    expect(parsePortalFilter('x'.repeat(2000))).toBe('all')
    expect(parsePortalFilter(42)).toBe('all')
    expect(parsePortalFilter([])).toBe('all')
  })

  it('takes the first of a repeated value', () => {
    expect(parsePortalFilter(['staff', 'student'])).toBe('staff')
    expect(parsePortalFilter(['nope', 'staff'])).toBe('all')
  })
})

describe('filterPortalTiles', () => {
  const tiles = [
    { name: 'Student', categories: ['student', 'administrative'] },
    { name: 'Staff', categories: ['staff'] },
    { name: 'Media', categories: ['staff', 'student', 'administrative'] },
    { name: 'Orphan', categories: [] },
  ]

  it('shows every tile, in order, under all', () => {
    expect(filterPortalTiles(tiles, 'all').map((t) => t.name)).toEqual(['Student', 'Staff', 'Media', 'Orphan'])
  })

  it('shows a tile under each of its categories', () => {
    expect(filterPortalTiles(tiles, 'student').map((t) => t.name)).toEqual(['Student', 'Media'])
    expect(filterPortalTiles(tiles, 'staff').map((t) => t.name)).toEqual(['Staff', 'Media'])
    expect(filterPortalTiles(tiles, 'administrative').map((t) => t.name)).toEqual(['Student', 'Media'])
  })

  it('is empty when no tile is in the category (the page then shows its empty text)', () => {
    expect(filterPortalTiles([{ name: 'Staff', categories: ['staff'] }], 'student')).toEqual([])
    expect(filterPortalTiles([], 'all')).toEqual([])
  })

  it('does not change the list it is given', () => {
    const copy = structuredClone(tiles)
    filterPortalTiles(tiles, 'staff')
    expect(tiles).toEqual(copy)
  })
})
