import { describe, expect, it } from 'vitest'

import {
  calendarEventWords,
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
  moduleListDisagreements,
  ordinalHolds,
  repeatedGroups,
  repeatedNames,
  seniorYearOfStudy,
  sharedPictures,
  storyCalendarContradictions,
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

describe('a lecturer’s modules', () => {
  const breakdowns = [
    { code: 'CSC 101', name: 'Introduction to Computing' },
    { code: 'COS 101', name: 'Introduction to Computing Sciences' },
    { code: 'CSC 101', name: 'Introduction to Computing' },
  ]
  it('agree when the profile lists each module the breakdowns name them on, once', () => {
    expect(moduleListDisagreements(breakdowns.slice(0, 2), breakdowns)).toEqual([])
  })
  it('finds a module only on the profile, one left out, and one named otherwise', () => {
    expect(
      moduleListDisagreements(
        [
          { code: 'AIN 206', name: 'Machine Learning I' },
          { code: 'CSC 101', name: 'Computing Basics' },
        ],
        breakdowns,
      ),
    ).toEqual([
      'AIN 206 is on the profile but no breakdown names them on it',
      'CSC 101 is “Computing Basics” on the profile, “Introduction to Computing” on the breakdown',
      'COS 101 is on a breakdown but not on the profile',
    ])
  })
})

describe('shared pictures', () => {
  it('finds two people with one picture', () => {
    expect(
      sharedPictures([
        { name: 'Prof. Ekaette Mfon Udoaka', picture: 6 },
        { name: 'Kemi Garba', picture: 6 },
        { name: 'Ubong Etim', picture: 7 },
      ]),
    ).toEqual([['Prof. Ekaette Mfon Udoaka', 'Kemi Garba']])
  })
  it('takes one person shown twice, with or without title and note, as one', () => {
    expect(
      sharedPictures([
        { name: 'Nsikak Edet Ekpenyong (OON)', picture: 10 },
        { name: 'Amb. Nsikak Edet Ekpenyong, OON', picture: 10 },
      ]),
    ).toEqual([])
  })
  it('ignores people without a picture', () => {
    expect(
      sharedPictures([
        { name: 'A B', picture: null },
        { name: 'C D', picture: null },
        { name: 'E F', picture: undefined },
      ]),
    ).toEqual([])
  })
})

describe('stories against the calendar', () => {
  const calendar = [
    {
      date: '2026-09-07T12:00:00.000Z',
      title: 'Registration for first semester opens',
      type: 'semester',
      semesterCode: '2026/2027-1',
    },
    {
      date: '2026-10-17T12:00:00.000Z',
      title: 'Matriculation ceremony for new students',
      type: 'event',
      semesterCode: '2026/2027-1',
    },
    {
      date: '2027-01-11T12:00:00.000Z',
      title: 'First semester examinations begin',
      type: 'exam',
      semesterCode: '2026/2027-1',
    },
    { date: '2027-04-23T12:00:00.000Z', title: 'Inter-faculty games', type: 'event', semesterCode: '2026/2027-2' },
    {
      date: '2027-05-31T12:00:00.000Z',
      title: 'Second semester examinations begin',
      type: 'exam',
      semesterCode: '2026/2027-2',
    },
    { date: '2027-07-17T12:00:00.000Z', title: 'Convocation ceremony', type: 'event', semesterCode: null },
    { date: '2027-08-31T12:00:00.000Z', title: 'End of the academic session', type: 'semester', semesterCode: null },
  ]
  it('takes the words a story would use for an event, and none for semester dates', () => {
    expect(calendarEventWords(calendar[1])).toBe('matriculation')
    expect(calendarEventWords(calendar[2])).toBe('examinations')
    expect(calendarEventWords(calendar[3])).toBe('inter faculty games')
    expect(calendarEventWords(calendar[5])).toBe('convocation')
    expect(calendarEventWords({ title: 'Founder’s Day lecture', type: 'event' })).toBe("founder's day")
    expect(calendarEventWords(calendar[0])).toBeNull()
  })
  const matriculation =
    'New students took the matriculation oath in the main auditorium. Orientation continues this week with campus tours.'
  it('finds "this week" a month after the matriculation (the issue’s story)', () => {
    expect(
      storyCalendarContradictions({ text: matriculation, published: '2026-11-15T10:00:00.000Z' }, calendar),
    ).toEqual(['“this week” fits no date the calendar gives “matriculation”'])
  })
  it('accepts "this week" two days after it, and "yesterday" the day after, not two days after', () => {
    expect(
      storyCalendarContradictions({ text: matriculation, published: '2026-10-19T09:00:00.000Z' }, calendar),
    ).toEqual([])
    const yesterday = 'The matriculation ceremony took place yesterday.'
    expect(storyCalendarContradictions({ text: yesterday, published: '2026-10-18T09:00:00.000Z' }, calendar)).toEqual(
      [],
    )
    expect(
      storyCalendarContradictions({ text: yesterday, published: '2026-10-19T09:00:00.000Z' }, calendar),
    ).toHaveLength(1)
  })
  it('finds an event put in the other semester, and accepts the one the calendar gives', () => {
    const first = 'The inter-faculty games will be held every year in the first semester.'
    expect(storyCalendarContradictions({ text: first, published: '2026-05-01T09:00:00.000Z' }, calendar)).toEqual([
      '“inter faculty games” in the first semester, but the calendar has it elsewhere',
    ])
    const second = first.replace('first', 'second')
    expect(storyCalendarContradictions({ text: second, published: '2026-05-01T09:00:00.000Z' }, calendar)).toEqual([])
    // Examinations come in both semesters; convocation in neither.
    const exams = 'Second semester examinations are near. Convocation is held in the second semester.'
    expect(storyCalendarContradictions({ text: exams, published: '2026-05-01T09:00:00.000Z' }, calendar)).toEqual([
      '“convocation” in the second semester, but the calendar has it elsewhere',
    ])
  })
  it('does not judge relative times on days the calendar does not cover, nor stories naming no event', () => {
    expect(
      storyCalendarContradictions({ text: matriculation, published: '2025-11-15T10:00:00.000Z' }, calendar),
    ).toEqual([])
    const noEvent = 'Portal registration opens today for returning students.'
    expect(storyCalendarContradictions({ text: noEvent, published: '2026-11-15T10:00:00.000Z' }, calendar)).toEqual([])
  })
  it('accepts a relative time that fits one of the events a story names', () => {
    const both = 'Convocation is far off, but the first semester examinations begin next week.'
    expect(storyCalendarContradictions({ text: both, published: '2027-01-05T09:00:00.000Z' }, calendar)).toEqual([])
  })
})
