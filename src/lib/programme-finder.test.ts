import { describe, expect, it } from 'vitest'

import {
  countText,
  durationInYears,
  durationText,
  filterProgrammes,
  finderHref,
  hasFilters,
  matchesFilters,
  NO_FILTERS,
  parseDuration,
  parseFaculty,
  parseFinderParams,
  parseQuery,
  parseTicked,
  parseType,
  MAX_TICKED,
  QUERY_MAX_LENGTH,
  withTicked,
  yearsText,
  type FinderProgramme,
} from './programme-finder'

const FACULTIES = ['FENG', 'FNAS', 'FHS']

const programme = (name: string, facultyCode: string, type: string, years: number): FinderProgramme => ({
  name,
  facultyCode,
  type,
  years,
})

const PROGRAMMES = [
  programme('Computer Engineering', 'FENG', 'undergraduate', 5),
  programme('Foundation in Engineering and Technology', 'FENG', 'foundation', 1),
  programme('Computer Science', 'FNAS', 'undergraduate', 4),
  programme('M.Sc. Computer Science', 'FNAS', 'postgraduate', 2),
  programme('Nursing Science', 'FHS', 'undergraduate', 5),
]

describe('parseQuery', () => {
  it('is empty without a value', () => {
    expect(parseQuery(undefined)).toBe('')
    expect(parseQuery('')).toBe('')
    expect(parseQuery('   ')).toBe('')
    expect(parseQuery([])).toBe('')
  })

  it('trims and collapses white space', () => {
    expect(parseQuery('  computer   science \n')).toBe('computer science')
  })

  it('takes the first non-empty value of a repeated parameter', () => {
    expect(parseQuery(['', 'nursing', 'law'])).toBe('nursing')
  })

  it('cuts very long text', () => {
    expect(parseQuery('a'.repeat(2000))).toHaveLength(QUERY_MAX_LENGTH)
    // Never splits a character made of two code units.
    expect(Array.from(parseQuery('😀'.repeat(200)))).toHaveLength(QUERY_MAX_LENGTH)
  })
})

describe('parseFaculty', () => {
  it('accepts a known code in any case', () => {
    expect(parseFaculty('FENG', FACULTIES)).toBe('FENG')
    expect(parseFaculty(' feng ', FACULTIES)).toBe('FENG')
  })

  it('ignores unknown, malformed and empty codes', () => {
    expect(parseFaculty('FXYZ', FACULTIES)).toBeNull()
    expect(parseFaculty('<script>', FACULTIES)).toBeNull()
    expect(parseFaculty('', FACULTIES)).toBeNull()
    expect(parseFaculty(undefined, FACULTIES)).toBeNull()
    expect(parseFaculty('F'.repeat(500), FACULTIES)).toBeNull()
  })

  it('takes the first known code of a repeated parameter', () => {
    expect(parseFaculty(['zzz', 'FHS', 'FENG'], FACULTIES)).toBe('FHS')
  })
})

describe('parseType', () => {
  it('accepts the three programme types in any case', () => {
    expect(parseType('foundation')).toBe('foundation')
    expect(parseType('Undergraduate')).toBe('undergraduate')
    expect(parseType(' POSTGRADUATE ')).toBe('postgraduate')
  })

  it('ignores anything else', () => {
    expect(parseType('doctorate')).toBeNull()
    expect(parseType('')).toBeNull()
    expect(parseType(undefined)).toBeNull()
    expect(parseType('toString')).toBeNull()
  })

  it('takes the first valid value of a repeated parameter', () => {
    expect(parseType(['zzz', 'foundation', 'postgraduate'])).toBe('foundation')
  })
})

describe('parseDuration', () => {
  it('accepts whole years from 1 to 8', () => {
    expect(parseDuration('1')).toBe(1)
    expect(parseDuration(' 4 ')).toBe(4)
    expect(parseDuration('08')).toBe(8)
  })

  it('ignores zero, too long, fractions, signs and words', () => {
    for (const odd of ['0', '9', '99', '100', '2.5', '-1', '+2', '1e1', 'four', '', '0x2', 'Infinity'])
      expect(parseDuration(odd), odd).toBeNull()
    expect(parseDuration(undefined)).toBeNull()
  })

  it('takes the first valid value of a repeated parameter', () => {
    expect(parseDuration(['x', '12', '3', '4'])).toBe(3)
  })
})

describe('parseFinderParams', () => {
  it('reads every filter', () => {
    expect(
      parseFinderParams({ q: 'computer', faculty: 'fnas', type: 'undergraduate', duration: '4' }, FACULTIES),
    ).toEqual({ q: 'computer', faculty: 'FNAS', type: 'undergraduate', duration: 4 })
  })

  it('ignores unknown parameters and odd values', () => {
    expect(
      parseFinderParams({ tab: 'zzz', faculty: 'nope', type: 'x', duration: 'long', page: '2' }, FACULTIES),
    ).toEqual(NO_FILTERS)
    expect(parseFinderParams({}, FACULTIES)).toEqual(NO_FILTERS)
  })
})

describe('matchesFilters and filterProgrammes', () => {
  it('without filters, keeps every programme in order', () => {
    expect(filterProgrammes(PROGRAMMES, NO_FILTERS)).toEqual(PROGRAMMES)
  })

  it('matches the name by case-insensitive substring', () => {
    const names = filterProgrammes(PROGRAMMES, { ...NO_FILTERS, q: 'COMPUTER' }).map((p) => p.name)
    expect(names).toEqual(['Computer Engineering', 'Computer Science', 'M.Sc. Computer Science'])
    expect(filterProgrammes(PROGRAMMES, { ...NO_FILTERS, q: 'ence' }).map((p) => p.name)).toEqual([
      'Computer Science',
      'M.Sc. Computer Science',
      'Nursing Science',
    ])
  })

  it('filters by faculty, type and duration', () => {
    expect(filterProgrammes(PROGRAMMES, { ...NO_FILTERS, faculty: 'FENG' })).toHaveLength(2)
    expect(filterProgrammes(PROGRAMMES, { ...NO_FILTERS, type: 'undergraduate' })).toHaveLength(3)
    expect(filterProgrammes(PROGRAMMES, { ...NO_FILTERS, duration: 5 }).map((p) => p.name)).toEqual([
      'Computer Engineering',
      'Nursing Science',
    ])
  })

  it('combines filters (all must hold)', () => {
    const filters = { q: 'computer', faculty: 'FNAS', type: 'undergraduate' as const, duration: 4 }
    expect(filterProgrammes(PROGRAMMES, filters).map((p) => p.name)).toEqual(['Computer Science'])
    expect(matchesFilters(PROGRAMMES[0], filters)).toBe(false)
    expect(filterProgrammes(PROGRAMMES, { ...filters, duration: 5 })).toEqual([])
  })

  it('compares the faculty code without regard to case', () => {
    expect(matchesFilters(programme('X', 'feng', 'foundation', 1), { ...NO_FILTERS, faculty: 'FENG' })).toBe(true)
  })
})

describe('hasFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false)
    expect(hasFilters({ ...NO_FILTERS, q: 'a' })).toBe(true)
    expect(hasFilters({ ...NO_FILTERS, faculty: 'FENG' })).toBe(true)
    expect(hasFilters({ ...NO_FILTERS, type: 'foundation' })).toBe(true)
    expect(hasFilters({ ...NO_FILTERS, duration: 1 })).toBe(true)
  })
})

describe('durationInYears', () => {
  it('counts years, months and semesters as whole years, rounding up', () => {
    expect(durationInYears(4, 'Years')).toBe(4)
    expect(durationInYears(18, 'Months')).toBe(2)
    expect(durationInYears(12, 'months')).toBe(1)
    expect(durationInYears(3, 'Semesters')).toBe(2)
    expect(durationInYears(2, 'Semesters')).toBe(1)
    expect(durationInYears(2, 'Decades')).toBe(2)
  })

  it('is 0 for a missing or odd duration', () => {
    expect(durationInYears(0, 'Years')).toBe(0)
    expect(durationInYears(-1, 'Years')).toBe(0)
    expect(durationInYears(Number.NaN, 'Years')).toBe(0)
  })
})

describe('texts', () => {
  it('countText uses the singular for exactly one', () => {
    expect(countText(0)).toBe('0 programmes')
    expect(countText(1)).toBe('1 programme')
    expect(countText(3)).toBe('3 programmes')
    expect(countText(1, 'module')).toBe('1 module')
  })

  it('yearsText', () => {
    expect(yearsText(1)).toBe('1 year')
    expect(yearsText(5)).toBe('5 years')
  })

  it('durationText makes the duration type singular for one', () => {
    expect(durationText(1, 'Years')).toBe('1 Year')
    expect(durationText(4, 'Years')).toBe('4 Years')
    expect(durationText(1, 'Months')).toBe('1 Month')
    expect(durationText(18, 'Months')).toBe('18 Months')
    expect(durationText(2, '')).toBe('2 Years')
  })
})

describe('finderHref', () => {
  const path = '/admission/course-finder'
  it('leaves out empty filters and page 1', () => {
    expect(finderHref(path, NO_FILTERS)).toBe(path)
    expect(finderHref(path, NO_FILTERS, 1)).toBe(path)
  })
  it('keeps every filter, the page and the landing programme', () => {
    const filters = { q: 'civil engineering', faculty: 'ENG', type: 'undergraduate' as const, duration: 5 }
    expect(finderHref(path, filters, 3, 25)).toBe(
      `${path}?q=civil+engineering&faculty=ENG&type=undergraduate&duration=5&page=3#programme-25`,
    )
  })
  it('escapes the search text', () => {
    expect(finderHref(path, { ...NO_FILTERS, q: 'a&b=c#d' }, 2)).toBe(`${path}?q=a%26b%3Dc%23d&page=2`)
  })
})

describe('ticked programmes in the address', () => {
  const path = '/admission/course-finder'
  const known = new Set(['b-sc-nursing', 'b-sc-accounting', 'b-eng-civil'])
  it('keeps known programmes once each, in order, whatever their case', () => {
    expect(parseTicked(['B-Sc-Nursing', 'nope', 'b-eng-civil', 'b-sc-nursing', ' b-sc-accounting '], known)).toEqual([
      'b-sc-nursing',
      'b-eng-civil',
      'b-sc-accounting',
    ])
    expect(parseTicked(undefined, known)).toEqual([])
    expect(parseTicked('<script>', known)).toEqual([])
  })
  it('carries at most MAX_TICKED', () => {
    const many = Array.from({ length: 50 }, (_, i) => `p-${i}`)
    expect(parseTicked(many, new Set(many))).toHaveLength(MAX_TICKED)
  })
  it('writes them after the filters and the page, before the landing programme', () => {
    const filters = { ...NO_FILTERS, type: 'undergraduate' as const }
    expect(finderHref(path, filters, 2, 13, ['b-sc-nursing', 'b-eng-civil'])).toBe(
      `${path}?type=undergraduate&page=2&programmes=b-sc-nursing&programmes=b-eng-civil#programme-13`,
    )
  })
  it('replaces the ticked programmes of an address, keeping the rest', () => {
    const href = `${path}?type=undergraduate&page=2&programmes=b-sc-nursing#programme-13`
    expect(withTicked(href, ['b-eng-civil'])).toBe(
      `${path}?type=undergraduate&page=2&programmes=b-eng-civil#programme-13`,
    )
    expect(withTicked(href, [])).toBe(`${path}?type=undergraduate&page=2#programme-13`)
    expect(withTicked(path, ['b-sc-nursing'])).toBe(`${path}?programmes=b-sc-nursing`)
  })
})
