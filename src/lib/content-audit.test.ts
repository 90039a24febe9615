import { describe, expect, it } from 'vitest'

import {
  closedOn,
  closedPeriods,
  countClaims,
  creditLoadProblems,
  figureMatches,
  firstIntakeYear,
  GRADUATE_OUTCOME,
  hallOrdinalClaims,
  hallsNamed,
  hasGraduates,
  impossibleRepeats,
  impossibleYearClaims,
  isPlaceholderModule,
  legalPageProblems,
  ordinalHolds,
  repeatedGroups,
  repeatedNames,
  seniorYearOfStudy,
  yearOfStudyClaims,
  yearsAfter,
} from './content-audit'

describe('years of study', () => {
  it('reads words, levels and final years', () => {
    const claims = yearOfStudyClaims(
      'Final-year students built it. Two fourth-year law students won. Third year nursing students. A 300 level class, 400L and year 2.',
    )
    expect(claims.map((c) => c.year)).toEqual([4, 4, 3, 3, 4, 2])
    expect(yearOfStudyClaims('The first-year students and the first hall.').map((c) => c.year)).toEqual([1])
  })

  it('marks Direct Entry claims by their sentence', () => {
    const [de, plain] = yearOfStudyClaims('Direct Entry students in 300 level joined. Others in 300 level did not.')
    expect(de?.directEntry).toBe(true)
    expect(plain?.directEntry).toBe(false)
  })

  it('allows year n in the n-th session, one more for Direct Entry', () => {
    expect(seniorYearOfStudy(2025, 2025, false)).toBe(1)
    expect(seniorYearOfStudy(2025, 2026, false)).toBe(2)
    expect(seniorYearOfStudy(2025, 2026, true)).toBe(3)
    expect(seniorYearOfStudy(2025, 2024, false)).toBe(0)
    expect(impossibleYearClaims('Second-year students and Direct Entry students in 300 level.', 2025, 2026)).toEqual([])
    expect(impossibleYearClaims('Final-year students. Third-year nurses.', 2025, 2026).map((c) => c.phrase)).toEqual([
      'Final-year',
      'Third-year',
    ])
  })

  it('has graduates only after the shortest degree', () => {
    expect(hasGraduates(2025, 2026)).toBe(false)
    expect(hasGraduates(2025, 2028)).toBe(false)
    expect(hasGraduates(2025, 2029)).toBe(true)
    expect(GRADUATE_OUTCOME.test('Graduate employment')).toBe(true)
    expect(GRADUATE_OUTCOME.test('Undergraduate programmes')).toBe(false)
  })

  it('finds the first intake on the timeline', () => {
    const timeline = [
      { year: '2023', title: 'Establishment', text: 'Established.' },
      { year: '2025', title: 'Admissions', text: 'The first students are admitted.' },
    ]
    expect(firstIntakeYear(timeline)).toBe(2025)
    expect(firstIntakeYear([{ year: '2024', title: 'Admissions', text: 'Open.' }])).toBe(2024)
    expect(firstIntakeYear([])).toBeNull()
  })
})

describe('counts', () => {
  const things = { 'centres? of excellence': 'centres', faculties: 'faculties', programmes: 'programmes' }

  it('reads digits, words and plus signs', () => {
    const claims = countClaims(
      '+18 centres of excellence, six faculties and 40+ programmes in many departments',
      things,
    )
    expect(claims.map((c) => [c.thing, c.count, c.atLeast])).toEqual([
      ['centres', 18, true],
      ['faculties', 6, false],
      ['programmes', 40, true],
    ])
  })

  it('reads no ranges or shares as counts', () => {
    expect(countClaims('Two or three programmes side by side', things)).toEqual([])
    expect(countClaims('up to 6 faculties, any two programmes', things)).toEqual([])
  })

  it('compares figures with counts', () => {
    expect(figureMatches('6', 6)).toBe(true)
    expect(figureMatches('+18', 6)).toBe(false)
    expect(figureMatches('40+', 45)).toBe(true)
    expect(figureMatches('94%', 6)).toBeNull()
  })
})

describe('halls', () => {
  it('names halls and reads ordinal claims', () => {
    const text = 'Adiaha Hall, the second hall of residence for women, opened beside Obong Hall.'
    expect(hallsNamed(text)).toEqual(['Adiaha Hall', 'Obong Hall'])
    const [claim] = hallOrdinalClaims(text)
    expect(claim).toMatchObject({ ordinal: 2, gender: 'Female' })
    const halls = [
      { name: 'Obong Hall', gender: 'Male' },
      { name: 'Adiaha Hall', gender: 'Female' },
    ]
    expect(ordinalHolds(claim!, halls)).toBe(false)
    expect(ordinalHolds({ ordinal: 2, gender: null, phrase: 'second hall' }, halls)).toBe(true)
  })
})

describe('the calendar', () => {
  const entries = [
    { date: '2026-12-12T12:00:00.000Z', title: 'Christmas and New Year break begins', type: 'break' },
    { date: '2026-12-25', title: 'Christmas Day (public holiday)', type: 'holiday' },
    { date: '2027-01-04', title: 'Revision week', type: 'semester' },
    { date: '2027-01-11', title: 'First semester examinations begin', type: 'exam' },
    { date: '2027-01-22', title: 'First semester examinations end', type: 'exam' },
    { date: '2027-01-23', title: 'Inter-semester break begins', type: 'break' },
    { date: '2027-02-08', title: 'Second semester lectures begin', type: 'semester' },
  ]

  it('closes exams, holidays and breaks', () => {
    const periods = closedPeriods(entries)
    expect(closedOn('2026-12-29', periods)?.reason).toMatch(/Christmas/)
    expect(closedOn('2027-01-03', periods)).toBeDefined()
    expect(closedOn('2027-01-04', periods)).toBeUndefined()
    expect(closedOn('2027-01-14', periods)?.reason).toMatch(/examinations/)
    expect(closedOn('2027-02-07', periods)).toBeDefined()
    expect(closedOn('2027-02-08', periods)).toBeUndefined()
  })
})

describe('publications and programmes', () => {
  it('finds years after publication', () => {
    expect(yearsAfter('Data from 2021 to 2025; a review of 2010 to 2024.', 2024)).toEqual([2025])
    expect(yearsAfter('No years here, only 150 samples.', 2020)).toEqual([])
  })

  it('checks each semester’s credit load', () => {
    const m = (level: string, semester: string, creditLoad: number) => ({
      level,
      semester,
      creditLoad,
      moduleName: 'x',
    })
    const modules = [m('100', 'First', 15), m('100', 'Second', 10), m('100', 'Second', 3)]
    expect(creditLoadProblems(modules, 1)).toEqual(['100 Second: 13 units'])
    expect(creditLoadProblems([m('100', 'First', 25), m('100', 'Second', 24)], 1)).toEqual(['100 First: 25 units'])
    expect(creditLoadProblems([m('100', 'First', 18), m('100', 'Second', 18)], 2)).toEqual([
      '200 First: 0 units',
      '200 Second: 0 units',
    ])
  })

  it('knows placeholder modules from real ones', () => {
    expect(isPlaceholderModule('Special Topics in Nursing Science', 'Nursing Science')).toBe(true)
    expect(isPlaceholderModule('Advanced Topics in Computer Science', 'Computer Science')).toBe(true)
    expect(isPlaceholderModule('Seminar in Computer Science', 'Computer Science')).toBe(true)
    expect(isPlaceholderModule('Introduction to Computer Science', 'Computer Science')).toBe(false)
    expect(isPlaceholderModule('Advanced Reinforced Concrete Design', 'Civil Engineering')).toBe(false)
    expect(isPlaceholderModule('Midwifery I', 'Nursing Science')).toBe(false)
  })

  it('allows an O’level group repeated as often as it has subjects, no more', () => {
    const among = { anyOf: ['economics', 'government', 'history'] }
    expect(impossibleRepeats([among, among])).toEqual([])
    expect(impossibleRepeats([{ anyOf: ['physics'] }, { anyOf: ['physics'] }])).toEqual(['physics'])
  })

  it('finds repeated names and subject groups', () => {
    expect(repeatedNames(['Anatomy I', 'Physiology I', 'anatomy I'])).toEqual(['anatomy I'])
    expect(repeatedGroups([{ anyOf: ['chemistry'] }, { anyOf: ['physics', 'biology'] }])).toEqual([])
    expect(
      repeatedGroups([{ anyOf: ['chemistry'] }, { anyOf: ['physics', 'biology'] }, { anyOf: ['biology', 'physics'] }]),
    ).toEqual(['biology, physics'])
  })
})

describe('legal pages', () => {
  const now = new Date('2027-03-01T12:00:00Z')

  it('asks for a text and a review within the last year', () => {
    expect(legalPageProblems({ body: 'We keep…', lastReviewed: '2026-03-02' }, now)).toEqual([])
    expect(legalPageProblems({ body: ' ', lastReviewed: '2026-02-27' }, now)).toEqual([
      'no text',
      'last reviewed 367 days ago',
    ])
    expect(legalPageProblems({ body: 'We keep…', lastReviewed: '' }, now)).toEqual(['no last-reviewed date'])
    expect(legalPageProblems({ body: 'We keep…', lastReviewed: '2027-04-01' }, now)).toEqual([
      'last reviewed in the future',
    ])
  })
})
