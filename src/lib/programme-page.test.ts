import { describe, expect, it } from 'vitest'

import { jsonLd } from './json-ld'
import {
  isoDuration,
  modulesByYear,
  programmeJsonLd,
  tuitionByYear,
  yearlyRange,
  type ProgrammeLd,
} from './programme-page'
import { tuitionTotal } from './tuition'

const mod = (CourseLevel: string, CourseSemester: string, ModuleCode: string) => ({
  CourseLevel,
  CourseSemester,
  ModuleCode,
})

describe('modulesByYear', () => {
  it('gives the lowest level to Year 1, the next to Year 2, and so on', () => {
    const modules = [mod('200', 'First', 'B201'), mod('100', 'Second', 'A102'), mod('100', 'First', 'A101')]
    const years = modulesByYear(modules, 2)
    expect(years.map((y) => y.year)).toEqual([1, 2])
    expect(years[0].level).toBe('100')
    expect(years[0].modules.map((m) => m.ModuleCode)).toEqual(['A101', 'A102'])
    expect(years[1].level).toBe('200')
    expect(years[1].modules.map((m) => m.ModuleCode)).toEqual(['B201'])
  })

  it('orders levels by number, not as text', () => {
    const years = modulesByYear([mod('1000', 'First', 'Z'), mod('900', 'First', 'Y')], 2)
    expect(years.map((y) => y.level)).toEqual(['900', '1000'])
  })

  it('orders by semester, then by code', () => {
    const years = modulesByYear(
      [mod('100', 'Second', 'A1'), mod('100', 'First', 'C1'), mod('100', 'First', 'B1'), mod('100', 'Odd', 'A0')],
      1,
    )
    expect(years[0].modules.map((m) => m.ModuleCode)).toEqual(['B1', 'C1', 'A1', 'A0'])
  })

  it('leaves a year without a level empty, and drops levels beyond the last year', () => {
    const years = modulesByYear([mod('100', 'First', 'A'), mod('200', 'First', 'B'), mod('300', 'First', 'C')], 2)
    expect(years).toHaveLength(2)
    expect(years.flatMap((y) => y.modules.map((m) => m.ModuleCode))).toEqual(['A', 'B'])
    const more = modulesByYear([mod('100', 'First', 'A')], 3)
    expect(more.map((y) => y.modules.length)).toEqual([1, 0, 0])
    expect(more[2].level).toBeNull()
  })

  it('has at least one year, and at most twelve, for odd durations', () => {
    expect(modulesByYear([], 0)).toHaveLength(1)
    expect(modulesByYear([], Number.NaN)).toHaveLength(1)
    expect(modulesByYear([], 2.7)).toHaveLength(2)
    expect(modulesByYear([], 1000)).toHaveLength(12)
  })

  it('does not change its input', () => {
    const modules = [mod('100', 'Second', 'B'), mod('100', 'First', 'A')]
    modulesByYear(modules, 1)
    expect(modules.map((m) => m.ModuleCode)).toEqual(['B', 'A'])
  })
})

describe('isoDuration', () => {
  it('writes years, months and semesters (six months each)', () => {
    expect(isoDuration(4, 'Years')).toBe('P4Y')
    expect(isoDuration(18, 'Months')).toBe('P18M')
    expect(isoDuration(3, 'Semesters')).toBe('P18M')
    expect(isoDuration(1, 'anything')).toBe('P1Y')
  })

  it('is null for no duration', () => {
    expect(isoDuration(0, 'Years')).toBeNull()
    expect(isoDuration(Number.NaN, 'Years')).toBeNull()
  })
})

const base: ProgrammeLd = {
  name: 'Computer Science',
  degreeInView: 'B.Sc. Computer Science',
  description: 'Programming and more.',
  url: 'https://example.edu/course/computer-science',
  image: 'https://example.edu/media/cs.webp',
  duration: 4,
  durationType: 'Years',
  typeLabel: 'Undergraduate',
  institutionName: 'Atlantic Crest University',
  institutionUrl: 'https://example.edu/',
  tuition: { local: 8_000_000, intl: 12_000 },
  modules: [{ code: 'CSC101', name: 'Introduction to Computing', credits: 3 }],
}

describe('programmeJsonLd', () => {
  it('describes the programme as an EducationalOccupationalProgram', () => {
    expect(programmeJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'Computer Science',
      url: 'https://example.edu/course/computer-science',
      description: 'Programming and more.',
      image: 'https://example.edu/media/cs.webp',
      educationalCredentialAwarded: 'B.Sc. Computer Science',
      educationalProgramMode: 'in-person',
      programType: 'Undergraduate',
      timeToComplete: 'P4Y',
      provider: { '@type': 'CollegeOrUniversity', name: 'Atlantic Crest University', url: 'https://example.edu/' },
      offers: [
        { '@type': 'Offer', category: 'Tuition', price: 8_000_000, priceCurrency: 'NGN' },
        { '@type': 'Offer', category: 'Tuition', price: 12_000, priceCurrency: 'USD' },
      ],
      hasCourse: [{ '@type': 'Course', courseCode: 'CSC101', name: 'Introduction to Computing', numberOfCredits: 3 }],
    })
  })

  it('leaves out what is empty or unknown', () => {
    const data = programmeJsonLd({ ...base, description: '', image: null, tuition: null, modules: [], duration: 0 })
    for (const key of ['description', 'image', 'offers', 'hasCourse', 'timeToComplete'])
      expect(data).not.toHaveProperty(key)
    expect(programmeJsonLd({ ...base, tuition: { local: 0, intl: 0 } })).not.toHaveProperty('offers')
    expect(programmeJsonLd({ ...base, tuition: { local: 5, intl: 0 } }).offers).toHaveLength(1)
  })

  it('stays inside its script element whatever the texts say', () => {
    const out = jsonLd(programmeJsonLd({ ...base, name: '</script><script>alert(1)</script>' }))
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })
})

const fee = (Level: string, Semester: string, TuitionAmount: number, TuitionAmountIntl = TuitionAmount / 1000) => ({
  Level,
  Semester,
  TuitionAmount,
  TuitionAmountIntl,
})

describe('tuitionByYear', () => {
  it('is null without rows or without a sensible duration', () => {
    expect(tuitionByYear([], 4)).toBeNull()
    expect(tuitionByYear([fee('All', 'All', 1000)], 0)).toBeNull()
    expect(tuitionByYear([fee('All', 'All', 1000)], Number.NaN)).toBeNull()
    expect(tuitionByYear([fee('All', 'All', 1000)], 13)).toBeNull()
  })

  it('with fewer than 4 rows, every year is the first row times 2', () => {
    const rows = [fee('All', 'First', 1000, 10), fee('All', 'Second', 5000, 50)]
    expect(tuitionByYear(rows, 2)).toEqual([
      { year: 1, local: 2000, intl: 20 },
      { year: 2, local: 2000, intl: 20 },
    ])
  })

  it('with 4 rows or more, each year sums the rows of one level, lowest level first', () => {
    const rows = [
      fee('200', 'First', 3, 30),
      fee('100', 'First', 1, 10),
      fee('200', 'Second', 4, 40),
      fee('100', 'Second', 2, 20),
    ]
    expect(tuitionByYear(rows, 2)).toEqual([
      { year: 1, local: 3, intl: 30 },
      { year: 2, local: 7, intl: 70 },
    ])
  })

  it('one row per level (semester All) is that level’s year', () => {
    const rows = ['100', '200', '300', '400'].map((l, i) => fee(l, 'All', (i + 1) * 1000))
    expect(tuitionByYear(rows, 4)?.map((y) => y.local)).toEqual([1000, 2000, 3000, 4000])
  })

  it('the years always add up to the total of the tuition rule', () => {
    const cases: Array<[ReturnType<typeof fee>[], number]> = [
      [[fee('All', 'All', 1_150_000, 1_900)], 1],
      [[fee('All', 'First', 900_000, 1_500), fee('All', 'Second', 900_000, 1_500)], 2],
      [['100', '200', '300', '400', '500'].flatMap((l, i) => [fee(l, 'First', 10 + i), fee(l, 'Second', 10 + i)]), 5],
    ]
    for (const [rows, duration] of cases) {
      const years = tuitionByYear(rows, duration) ?? []
      const total = tuitionTotal(rows, duration)
      expect(years.reduce((s, y) => s + y.local, 0)).toBe(total.local)
      expect(years.reduce((s, y) => s + y.intl, 0)).toBeCloseTo(total.intl)
    }
  })

  it('is null when 4 rows or more do not map onto the years', () => {
    const allLevel = [fee('All', 'First', 1), fee('All', 'Second', 2), fee('100', 'First', 3), fee('100', 'Second', 4)]
    expect(tuitionByYear(allLevel, 2)).toBeNull()
    const threeLevels = ['100', '200', '300', '300'].map((l) => fee(l, 'First', 1))
    expect(tuitionByYear(threeLevels, 4)).toBeNull()
  })
})

describe('yearlyRange', () => {
  it('gives the lowest and highest year, or null', () => {
    expect(yearlyRange(null)).toBeNull()
    expect(yearlyRange([])).toBeNull()
    expect(
      yearlyRange([
        { year: 1, local: 5, intl: 50 },
        { year: 2, local: 7, intl: 40 },
      ]),
    ).toEqual({ local: { min: 5, max: 7 }, intl: { min: 40, max: 50 } })
  })
})
