import { describe, expect, it } from 'vitest'

import {
  anyOfText,
  checkEligibility,
  gapText,
  hasChoices,
  isCredit,
  meetsGrade,
  olevelRows,
  parseApplicant,
  parseOlevel,
  parseScore,
  parseUtme,
  utmeChoiceProblem,
  type Applicant,
  type EntryRequirements,
  type Grade,
} from './eligibility'

/** B.Eng.-like: Physics, Chemistry, and one of Biology or Further Mathematics; UTME Maths, Physics, Chemistry; 200. */
const ENGINEERING: EntryRequirements = {
  olevelCredits: 5,
  olevelSubjects: [
    { anyOf: ['physics'], minimumGrade: 'C6' },
    { anyOf: ['chemistry'], minimumGrade: 'C6' },
    { anyOf: ['biology', 'further-mathematics'], minimumGrade: 'C6' },
  ],
  utmeSubjects: [{ anyOf: ['mathematics'] }, { anyOf: ['physics'] }, { anyOf: ['chemistry'] }],
  utmeMinimumScore: 200,
}

const FOUNDATION: EntryRequirements = {
  olevelCredits: 5,
  olevelSubjects: [{ anyOf: ['biology'], minimumGrade: 'C6' }],
  utmeSubjects: [],
  utmeMinimumScore: null,
}

const results = (entries: Record<string, Grade>) => new Map(Object.entries(entries))

const applicant = (olevel: Record<string, Grade>, utme: string[] = [], score: number | null = null): Applicant => ({
  olevel: results(olevel),
  utme,
  score,
})

const FULL_OLEVEL: Record<string, Grade> = {
  'english-language': 'C6',
  mathematics: 'B3',
  physics: 'C5',
  chemistry: 'C4',
  biology: 'A1',
}
const FULL_UTME = ['mathematics', 'physics', 'chemistry']

describe('grades', () => {
  it('A1 to C6 are credits; D7, E8 and F9 are not', () => {
    expect(isCredit('A1')).toBe(true)
    expect(isCredit('C6')).toBe(true)
    expect(isCredit('D7')).toBe(false)
    expect(isCredit('E8')).toBe(false)
    expect(isCredit('F9')).toBe(false)
  })

  it('compares grades with A1 the best', () => {
    expect(meetsGrade('C6', 'C6')).toBe(true)
    expect(meetsGrade('B3', 'C6')).toBe(true)
    expect(meetsGrade('D7', 'C6')).toBe(false)
    expect(meetsGrade('C4', 'B3')).toBe(false)
  })
})

describe('olevelRows', () => {
  it('puts English Language and Mathematics first, as mandatory credits', () => {
    expect(olevelRows(ENGINEERING).slice(0, 2)).toEqual([
      { anyOf: ['english-language'], minimumGrade: 'C6', mandatory: true, count: 1 },
      { anyOf: ['mathematics'], minimumGrade: 'C6', mandatory: true, count: 1 },
    ])
    expect(olevelRows(ENGINEERING)).toHaveLength(5)
  })

  it('a row naming Mathematics alone sets a stricter grade instead of adding a row; a looser one is ignored', () => {
    const rows = olevelRows({
      olevelSubjects: [
        { anyOf: ['mathematics'], minimumGrade: 'B3' },
        { anyOf: ['english-language'], minimumGrade: 'C6' },
      ],
    })
    expect(rows).toEqual([
      { anyOf: ['english-language'], minimumGrade: 'C6', mandatory: true, count: 1 },
      { anyOf: ['mathematics'], minimumGrade: 'B3', mandatory: true, count: 1 },
    ])
  })
})

describe('two credits among the same subjects', () => {
  const ARTS = ['economics', 'government', 'history']
  const twoOf = { olevelSubjects: [ARTS, ARTS].map((anyOf) => ({ anyOf, minimumGrade: 'C6' as const })) }

  it('two rows naming the same subjects are one row asking for two credits', () => {
    expect(olevelRows(twoOf).slice(2)).toEqual([{ anyOf: ARTS, minimumGrade: 'C6', mandatory: false, count: 2 }])
  })

  it('counts two different subjects, and names what is still needed without the one already there', () => {
    const req = { ...twoOf, olevelCredits: 5, utmeSubjects: [], utmeMinimumScore: null }
    const base = { 'english-language': 'C6', mathematics: 'C6', physics: 'C6' } as const
    expect(checkEligibility(req, applicant({ ...base, economics: 'B3', history: 'C6' })).status).toBe('qualifies')
    const one = checkEligibility(req, applicant({ ...base, economics: 'B3', biology: 'C6' }))
    expect(one.status).toBe('nearly')
    expect(one.gaps.map(gapText)).toEqual(["One more O'level credit (C6 or better) among Government or History"])
    const none = checkEligibility(req, applicant({ ...base, biology: 'C6', chemistry: 'C6' }))
    expect(none.status).toBe('not-yet')
    expect(none.gaps.map(gapText)).toEqual(["2 O'level credits (C6 or better) among Economics, Government or History"])
  })
})

describe('utmeChoiceProblem', () => {
  it('accepts exactly three subjects besides Use of English, and says so otherwise', () => {
    expect(utmeChoiceProblem({ utme: ['mathematics', 'physics', 'chemistry'] })).toBeNull()
    expect(utmeChoiceProblem({ utme: ['use-of-english', 'mathematics', 'physics', 'chemistry'] })).toBeNull()
    expect(utmeChoiceProblem({ utme: ['mathematics', 'physics', 'chemistry', 'biology'] })).toMatch(
      /^You ticked 4 UTME subjects besides Use of English\. The UTME is Use of English and exactly 3 other subjects/,
    )
    expect(utmeChoiceProblem({ utme: ['physics'] })).toMatch(/^You ticked 1 UTME subject besides/)
    expect(utmeChoiceProblem({ utme: [] })).toMatch(/^You ticked no UTME subject besides/)
  })
})

describe('checkEligibility', () => {
  it('qualifies with every credit, the UTME subjects and the score', () => {
    expect(checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, FULL_UTME, 200))).toEqual({
      status: 'qualifies',
      gaps: [],
      scoreUnchecked: false,
    })
  })

  it('the score is optional: without it the programme qualifies, flagged as unchecked', () => {
    expect(checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, FULL_UTME))).toEqual({
      status: 'qualifies',
      gaps: [],
      scoreUnchecked: true,
    })
  })

  it('C6 is a credit, D7 is not (the boundary)', () => {
    expect(checkEligibility(ENGINEERING, applicant({ ...FULL_OLEVEL, physics: 'C6' }, FULL_UTME, 250)).status).toBe(
      'qualifies',
    )
    const d7 = checkEligibility(ENGINEERING, applicant({ ...FULL_OLEVEL, physics: 'D7' }, FULL_UTME, 250))
    expect(d7.status).toBe('nearly')
    expect(d7.gaps).toEqual([
      { kind: 'olevel-subject', anyOf: ['physics'], minimumGrade: 'C6', mandatory: false, count: 1, have: [] },
    ])
  })

  it('a row with a higher minimum grade needs that grade', () => {
    const strict: EntryRequirements = {
      ...ENGINEERING,
      olevelSubjects: [{ anyOf: ['physics'], minimumGrade: 'B3' }, ...ENGINEERING.olevelSubjects.slice(1)],
    }
    expect(checkEligibility(strict, applicant({ ...FULL_OLEVEL, physics: 'B3' }, FULL_UTME, 250)).status).toBe(
      'qualifies',
    )
    expect(checkEligibility(strict, applicant({ ...FULL_OLEVEL, physics: 'C4' }, FULL_UTME, 250)).gaps).toEqual([
      { kind: 'olevel-subject', anyOf: ['physics'], minimumGrade: 'B3', mandatory: false, count: 1, have: [] },
    ])
  })

  it('English Language and Mathematics are mandatory: missing one is never "nearly"', () => {
    const { mathematics: _, ...noMaths } = FULL_OLEVEL
    const verdict = checkEligibility(ENGINEERING, applicant({ ...noMaths, geography: 'A1' }, FULL_UTME, 300))
    expect(verdict.status).toBe('not-yet')
    expect(verdict.gaps).toEqual([
      { kind: 'olevel-subject', anyOf: ['mathematics'], minimumGrade: 'C6', mandatory: true, count: 1, have: [] },
    ])
    const noEnglish = checkEligibility(
      ENGINEERING,
      applicant({ ...FULL_OLEVEL, 'english-language': 'D7' }, FULL_UTME, 300),
    )
    expect(noEnglish.status).toBe('not-yet')
    expect(noEnglish.gaps[0]).toMatchObject({ anyOf: ['english-language'], mandatory: true })
  })

  it('nearly: one programme subject missing', () => {
    const { chemistry: _, ...noChemistry } = FULL_OLEVEL
    const verdict = checkEligibility(ENGINEERING, applicant({ ...noChemistry, geography: 'B2' }, FULL_UTME, 210))
    expect(verdict.status).toBe('nearly')
    expect(verdict.gaps).toEqual([
      { kind: 'olevel-subject', anyOf: ['chemistry'], minimumGrade: 'C6', mandatory: false, count: 1, have: [] },
    ])
  })

  it('a missing subject also counts towards the five credits (no double gap)', () => {
    const { chemistry: _, ...four } = FULL_OLEVEL
    const verdict = checkEligibility(ENGINEERING, applicant(four, FULL_UTME, 210))
    expect(verdict.gaps).toEqual([
      { kind: 'olevel-subject', anyOf: ['chemistry'], minimumGrade: 'C6', mandatory: false, count: 1, have: [] },
    ])
    expect(verdict.status).toBe('nearly')
  })

  it('one result fills one row only: Biology cannot count for two rows', () => {
    const req: EntryRequirements = {
      ...FOUNDATION,
      olevelSubjects: [
        { anyOf: ['biology', 'chemistry'], minimumGrade: 'C6' },
        { anyOf: ['biology'], minimumGrade: 'C6' },
      ],
    }
    const bioOnly: Record<string, Grade> = {
      'english-language': 'C6',
      mathematics: 'C6',
      biology: 'A1',
      geography: 'C6',
      history: 'C6',
    }
    expect(checkEligibility(req, applicant(bioOnly)).gaps).toEqual([
      {
        kind: 'olevel-subject',
        anyOf: ['biology', 'chemistry'],
        minimumGrade: 'C6',
        mandatory: false,
        count: 1,
        have: [],
      },
    ])
    // With Chemistry too, the matching puts Chemistry in the first row and Biology in the second.
    expect(checkEligibility(req, applicant({ ...bioOnly, chemistry: 'C5' })).status).toBe('qualifies')
  })

  it('counts credits in all: four credits is one short ("nearly"), three is two short ("not yet")', () => {
    const four = applicant({
      'english-language': 'C6',
      mathematics: 'C6',
      biology: 'C6',
      geography: 'C6',
      history: 'D7',
    })
    expect(checkEligibility(FOUNDATION, four)).toEqual({
      status: 'nearly',
      gaps: [{ kind: 'olevel-credits', count: 1 }],
      scoreUnchecked: false,
    })
    const three = applicant({ 'english-language': 'C6', mathematics: 'C6', biology: 'C6' })
    expect(checkEligibility(FOUNDATION, three)).toMatchObject({
      status: 'not-yet',
      gaps: [{ kind: 'olevel-credits', count: 2 }],
    })
  })

  it('asks for more than five credits when the programme does', () => {
    const six = { ...FOUNDATION, olevelCredits: 6 }
    const five = applicant({
      'english-language': 'C6',
      mathematics: 'C6',
      biology: 'C6',
      geography: 'C6',
      history: 'C6',
    })
    expect(checkEligibility(six, five).gaps).toEqual([{ kind: 'olevel-credits', count: 1 }])
    // Fewer than five is never asked for.
    expect(checkEligibility({ ...FOUNDATION, olevelCredits: 2 }, five).status).toBe('qualifies')
  })

  it('a programme without UTME ignores UTME subjects and score', () => {
    const five = applicant(
      { 'english-language': 'C6', mathematics: 'C6', biology: 'C6', geography: 'C6', history: 'C6' },
      [],
      100,
    )
    expect(checkEligibility(FOUNDATION, five)).toEqual({ status: 'qualifies', gaps: [], scoreUnchecked: false })
  })

  it('nearly: one UTME subject missing', () => {
    const verdict = checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, ['mathematics', 'physics', 'biology'], 250))
    expect(verdict.status).toBe('nearly')
    expect(verdict.gaps).toEqual([{ kind: 'utme-subject', anyOf: ['chemistry'] }])
  })

  it('an empty UTME row accepts any subject, but each subject fills one row', () => {
    const req: EntryRequirements = {
      ...ENGINEERING,
      utmeSubjects: [{ anyOf: ['economics'] }, { anyOf: ['mathematics'] }, { anyOf: [] }],
    }
    expect(checkEligibility(req, applicant(FULL_OLEVEL, ['economics', 'mathematics', 'government'], 250)).status).toBe(
      'qualifies',
    )
    expect(checkEligibility(req, applicant(FULL_OLEVEL, ['economics', 'mathematics'], 250)).gaps).toEqual([
      { kind: 'utme-subject', anyOf: [] },
    ])
  })

  it('Use of English is implied and never fills a subject row', () => {
    const req: EntryRequirements = { ...ENGINEERING, utmeSubjects: [{ anyOf: [] }] }
    expect(checkEligibility(req, applicant(FULL_OLEVEL, ['use-of-english'], 250)).gaps).toEqual([
      { kind: 'utme-subject', anyOf: [] },
    ])
  })

  it('nearly: a score up to 20 short; more than 20 short is "not yet"', () => {
    expect(checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, FULL_UTME, 180))).toEqual({
      status: 'nearly',
      gaps: [{ kind: 'utme-score', minimum: 200, short: 20 }],
      scoreUnchecked: false,
    })
    expect(checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, FULL_UTME, 179)).status).toBe('not-yet')
    expect(checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, FULL_UTME, 199)).status).toBe('nearly')
  })

  it('two gaps are "not yet", with both listed', () => {
    const verdict = checkEligibility(ENGINEERING, applicant(FULL_OLEVEL, ['mathematics', 'physics'], 195))
    expect(verdict.status).toBe('not-yet')
    expect(verdict.gaps.map((g) => g.kind)).toEqual(['utme-subject', 'utme-score'])
  })

  it('nothing chosen: everything is missing', () => {
    const verdict = checkEligibility(ENGINEERING, applicant({}))
    expect(verdict.status).toBe('not-yet')
    expect(verdict.gaps.filter((g) => g.kind === 'olevel-subject')).toHaveLength(5)
    expect(verdict.gaps.filter((g) => g.kind === 'utme-subject')).toHaveLength(3)
  })
})

describe('texts', () => {
  it('names subjects', () => {
    expect(anyOfText([])).toBe('Any other subject')
    expect(anyOfText(['physics'])).toBe('Physics')
    expect(anyOfText(['biology', 'agricultural-science'])).toBe('Biology or Agricultural Science')
    expect(anyOfText(['economics', 'government', 'history'])).toBe('Economics, Government or History')
    expect(anyOfText(['unknown-subject'])).toBe('unknown-subject')
  })

  it('says what is missing', () => {
    expect(
      gapText({ kind: 'olevel-subject', anyOf: ['physics'], minimumGrade: 'C6', mandatory: false, count: 1, have: [] }),
    ).toBe("An O'level credit (C6 or better) in Physics")
    expect(gapText({ kind: 'olevel-credits', count: 1 })).toBe("1 more O'level credit in any subject")
    expect(gapText({ kind: 'olevel-credits', count: 2 })).toBe("2 more O'level credits in any subject")
    expect(gapText({ kind: 'utme-subject', anyOf: ['chemistry'] })).toBe('Chemistry in your UTME')
    expect(gapText({ kind: 'utme-subject', anyOf: [] })).toBe('One more UTME subject')
    expect(gapText({ kind: 'utme-score', minimum: 200, short: 12 })).toBe(
      'A UTME score of at least 200 (yours is 12 short)',
    )
  })
})

describe('reading the address', () => {
  it('reads subject ids as credits (C6) and id:grade as that grade, any case', () => {
    expect(parseOlevel(['physics', 'Chemistry:b3', 'biology:D7'])).toEqual(
      results({ physics: 'C6', chemistry: 'B3', biology: 'D7' }),
    )
  })

  it('ignores unknown subjects, unknown grades, empty and over-long values, UTME-only subjects', () => {
    expect(
      parseOlevel(['zzz', '', 'physics:Z9', 'physics:b3:x', 'use-of-english', 'x'.repeat(2000), 'mathematics']),
    ).toEqual(results({ mathematics: 'C6' }))
    expect(parseOlevel(undefined).size).toBe(0)
  })

  it('keeps the best grade of a repeated subject', () => {
    expect(parseOlevel(['physics:D7', 'physics:B2', 'physics'])).toEqual(results({ physics: 'B2' }))
  })

  it('reads UTME subjects once each, known ones only, Use of English left out', () => {
    expect(parseUtme(['physics', 'PHYSICS', 'zzz', '', 'use-of-english', 'english-language', 'chemistry'])).toEqual([
      'physics',
      'chemistry',
    ])
    expect(parseUtme('mathematics')).toEqual(['mathematics'])
  })

  it('reads the first whole score from 0 to 400', () => {
    expect(parseScore('250')).toBe(250)
    expect(parseScore(['', 'abc', '401', '-5', '2.5', ' 199 '])).toBe(199)
    expect(parseScore('0')).toBe(0)
    expect(parseScore('400')).toBe(400)
    expect(parseScore('1e3')).toBeNull()
    expect(parseScore(undefined)).toBeNull()
    expect(parseScore('9'.repeat(2000))).toBeNull()
  })

  it('reads a whole query and says whether anything was chosen', () => {
    const a = parseApplicant({ olevel: ['mathematics'], utme: 'physics', score: '210', other: 'x' })
    expect(a).toEqual({ olevel: results({ mathematics: 'C6' }), utme: ['physics'], score: 210 })
    expect(hasChoices(a)).toBe(true)
    expect(hasChoices(parseApplicant({ olevel: ['zzz', ''], score: 'abc' }))).toBe(false)
  })
})
