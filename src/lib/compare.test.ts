import { describe, expect, it } from 'vitest'

import {
  loadByYear,
  MAX_PIECES,
  parseHostelChoice,
  parseProgrammes,
  programmeFigures,
  programmesParam,
  selectProgrammes,
  SHOWN_PIECE_LENGTH,
  yearLevels,
} from './compare'

describe('parseProgrammes', () => {
  it('reads nothing from a missing or empty parameter', () => {
    expect(parseProgrammes(undefined)).toEqual({ slugs: [], malformed: [] })
    expect(parseProgrammes(null)).toEqual({ slugs: [], malformed: [] })
    expect(parseProgrammes('')).toEqual({ slugs: [], malformed: [] })
    expect(parseProgrammes([])).toEqual({ slugs: [], malformed: [] })
    expect(parseProgrammes(' , ,, ')).toEqual({ slugs: [], malformed: [] })
  })

  it('splits on commas and trims', () => {
    expect(parseProgrammes('a, b-c ,d').slugs).toEqual(['a', 'b-c', 'd'])
  })

  it('accepts the parameter repeated, and both forms at once', () => {
    expect(parseProgrammes(['a', 'b']).slugs).toEqual(['a', 'b'])
    expect(parseProgrammes(['a,b', '', 'c']).slugs).toEqual(['a', 'b', 'c'])
  })

  it('lower-cases and collapses duplicates, keeping the first order', () => {
    expect(parseProgrammes('B,a,b,A, a').slugs).toEqual(['b', 'a'])
  })

  it('sets malformed pieces aside, named once, cut when long', () => {
    const long = 'x'.repeat(500)
    const parsed = parseProgrammes(['a,<script>,../etc', '%ff', long, '<script>', 'a b', 'ok-'])
    expect(parsed.slugs).toEqual(['a'])
    expect(parsed.malformed).toEqual(['<script>', '../etc', '%ff', `${'x'.repeat(SHOWN_PIECE_LENGTH)}…`, 'a b', 'ok-'])
  })

  it('rejects a well-formed but over-long slug', () => {
    expect(parseProgrammes('a'.repeat(121)).slugs).toEqual([])
    expect(parseProgrammes('a'.repeat(120)).slugs).toEqual(['a'.repeat(120)])
  })

  it('looks at a bounded number of pieces', () => {
    const many = Array.from({ length: MAX_PIECES + 5 }, (_, i) => `p${i}`).join(',')
    expect(parseProgrammes(many).slugs).toHaveLength(MAX_PIECES)
  })

  it('ignores values that are not strings', () => {
    expect(parseProgrammes([1 as unknown as string, 'a']).slugs).toEqual(['a'])
  })
})

describe('selectProgrammes', () => {
  const known = ['a', 'b', 'c', 'd'].map((slug) => ({ slug }))

  it('keeps known programmes in order and names unknown slugs once', () => {
    const s = selectProgrammes(['zz', 'b', 'a', 'zz'], known)
    expect(s.chosen.map((p) => p.slug)).toEqual(['b', 'a'])
    expect(s.unknown).toEqual(['zz'])
    expect(s.tooMany).toBe(false)
    expect(s.leftOut).toEqual([])
  })

  it('caps at three and flags it', () => {
    const s = selectProgrammes(['d', 'c', 'b', 'a'], known)
    expect(s.chosen.map((p) => p.slug)).toEqual(['d', 'c', 'b'])
    expect(s.tooMany).toBe(true)
    expect(s.leftOut.map((p) => p.slug)).toEqual(['a'])
  })

  it('exactly three is not too many; unknown ones do not count toward the cap', () => {
    const s = selectProgrammes(['a', 'x', 'b', 'y', 'c'], known)
    expect(s.chosen).toHaveLength(3)
    expect(s.tooMany).toBe(false)
    expect(s.unknown).toEqual(['x', 'y'])
  })

  it('collapses repeated slugs and copes with nothing', () => {
    expect(selectProgrammes(['a', 'a'], known).chosen).toHaveLength(1)
    expect(selectProgrammes([], known)).toEqual({ chosen: [], unknown: [], tooMany: false, leftOut: [] })
    expect(selectProgrammes(['a'], []).unknown).toEqual(['a'])
  })
})

describe('programmesParam', () => {
  it('joins slugs with commas', () => {
    expect(programmesParam(['a', 'b'])).toBe('a,b')
    expect(programmesParam([])).toBe('')
  })
})

describe('yearLevels', () => {
  it('gives each year the next distinct level in numeric order', () => {
    expect(yearLevels(['300', '100', '200', '100', '1000'], 4)).toEqual(['100', '200', '300', '1000'])
  })

  it('leaves years without modules at null and ignores levels past the duration', () => {
    expect(yearLevels(['100'], 3)).toEqual(['100', null, null])
    expect(yearLevels(['100', '200', '300'], 2)).toEqual(['100', '200'])
    expect(yearLevels([], 2)).toEqual([null, null])
  })

  it('puts non-numeric levels last and copes with odd durations', () => {
    expect(yearLevels(['X', '200', 'A'], 3)).toEqual(['200', 'A', 'X'])
    expect(yearLevels(['100'], 0)).toEqual([])
    expect(yearLevels(['100'], -2)).toEqual([])
    expect(yearLevels(['100'], Number.NaN)).toEqual([])
    expect(yearLevels(['100', '200'], 1.7)).toEqual(['100'])
  })
})

describe('loadByYear', () => {
  const modules = [
    { level: '100', creditLoad: 3 },
    { level: '100', creditLoad: 2 },
    { level: '200', creditLoad: 6 },
    { level: '300', creditLoad: 0 },
  ]

  it('sums credit units and counts modules per year', () => {
    expect(loadByYear(modules, 4)).toEqual([
      { year: 1, level: '100', creditUnits: 5, modules: 2 },
      { year: 2, level: '200', creditUnits: 6, modules: 1 },
      { year: 3, level: '300', creditUnits: 0, modules: 1 },
      { year: 4, level: null, creditUnits: 0, modules: 0 },
    ])
  })

  it('is empty for no years and zero for no modules', () => {
    expect(loadByYear(modules, 0)).toEqual([])
    expect(loadByYear([], 1)).toEqual([{ year: 1, level: null, creditUnits: 0, modules: 0 }])
  })
})

describe('programmeFigures', () => {
  const row = (level: string, semester: string, local: number, intl: number) => ({ level, semester, local, intl })

  it('uses the tuition rule: fewer than 4 rows, first row × duration × 2', () => {
    const f = programmeFigures([row('All', 'All', 1000, 10), row('100', 'All', 99, 9)], [], 4)
    expect(f.total).toEqual({ local: 8000, intl: 80 })
  })

  it('uses the tuition rule: 4 rows or more, their sum', () => {
    const rows = [
      row('100', 'First', 1, 10),
      row('100', 'Second', 2, 20),
      row('200', 'First', 3, 30),
      row('200', 'Second', 4, 40),
    ]
    expect(programmeFigures(rows, [], 2).total).toEqual({ local: 10, intl: 100 })
  })

  it('counts every module, also those past the duration, and gives the years', () => {
    const f = programmeFigures(
      [],
      [
        { level: '100', creditLoad: 3 },
        { level: '200', creditLoad: 3 },
      ],
      1,
    )
    expect(f.total).toEqual({ local: 0, intl: 0 })
    expect(f.moduleCount).toBe(2)
    expect(f.years).toEqual([{ year: 1, level: '100', creditUnits: 3, modules: 1 }])
  })
})

describe('parseHostelChoice', () => {
  it('counts a hostel place unless told no', () => {
    for (const v of [undefined, null, '', 'yes', 'YES', 'maybe', ['yes', 'no']]) expect(parseHostelChoice(v)).toBe(true)
    for (const v of ['no', ' No ', ['no', 'yes']]) expect(parseHostelChoice(v)).toBe(false)
  })
})
