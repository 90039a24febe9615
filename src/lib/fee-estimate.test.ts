import { describe, expect, it } from 'vitest'

import {
  estimateYear,
  feeApplies,
  levelOfYear,
  parseHostel,
  parseYear,
  type EstimateInput,
  type OtherFee,
} from './fee-estimate'

const row = (Level: string, Semester: string, TuitionAmount: number, TuitionAmountIntl = TuitionAmount / 1000) => ({
  Level,
  Semester,
  TuitionAmount,
  TuitionAmountIntl,
})

const fee = (title: string, amount: number, paidBy: string, required = true): OtherFee => ({
  title,
  amount,
  paidBy,
  required,
})

describe('feeApplies', () => {
  const first = { year: 1, semester: 'First' as const, hostel: false }

  it('charges fees for all students every semester of every year', () => {
    const f = fee('Library', 1, 'All students')
    expect(feeApplies(f, first)).toBe(true)
    expect(feeApplies(f, { year: 3, semester: 'Second', hostel: true })).toBe(true)
  })

  it("charges new students' fees in year 1 only", () => {
    for (const paidBy of ['New students', 'new students', 'Freshers', 'First-year students', 'First year students']) {
      expect(feeApplies(fee('x', 1, paidBy), first)).toBe(true)
      expect(feeApplies(fee('x', 1, paidBy), { ...first, semester: 'Second' })).toBe(true)
      expect(feeApplies(fee('x', 1, paidBy), { ...first, year: 2 })).toBe(false)
    }
    // 'renewal' is not 'new'
    expect(feeApplies(fee('x', 1, 'Renewals'), { ...first, year: 2 })).toBe(true)
  })

  it('charges a once-only fee in the first semester only', () => {
    const f = fee('Acceptance', 1, 'New students (once)')
    expect(feeApplies(f, first)).toBe(true)
    expect(feeApplies(f, { ...first, semester: 'Second' })).toBe(false)
    expect(feeApplies(f, { ...first, year: 2 })).toBe(false)
    expect(feeApplies(fee('x', 1, 'One-off, all students'), { ...first, year: 2 })).toBe(true)
    expect(feeApplies(fee('x', 1, 'One-off, all students'), { ...first, semester: 'Second' })).toBe(false)
  })

  it("charges hostel residents' fees only with a hostel place", () => {
    const f = fee('Caution', 1, 'Hostel residents')
    expect(feeApplies(f, first)).toBe(false)
    expect(feeApplies(f, { ...first, hostel: true })).toBe(true)
    expect(feeApplies(f, { year: 4, semester: 'Second', hostel: true })).toBe(true)
  })
})

describe('levelOfYear', () => {
  it("is the year's place among the module levels", () => {
    expect(levelOfYear(['100', '200', '300'], 3, 2)).toBe('200')
    expect(levelOfYear(['200', '300'], 2, 1)).toBe('200')
  })

  it('falls back to year × 100 without modules for the year', () => {
    expect(levelOfYear([], 4, 3)).toBe('300')
    expect(levelOfYear(['100'], 4, 2)).toBe('200')
    expect(levelOfYear(['100'], 1, 5)).toBe('500')
  })
})

describe('estimateYear', () => {
  const fees = [
    fee('Acceptance fee', 150_000, 'New students (once)'),
    fee('Identity card', 10_000, 'New students'),
    fee('Library', 20_000, 'All students'),
    fee('Hostel caution deposit', 50_000, 'Hostel residents', false),
    fee('Gym', 15_000, 'Students who opt in', false),
  ]
  const base: EstimateInput = {
    rows: [
      row('100', 'First', 1_000_000, 2000),
      row('100', 'Second', 1_100_000, 2200),
      row('All', 'All', 900_000, 1800),
    ],
    moduleLevels: ['100', '200'],
    duration: 2,
    fees,
    hostelPricePerSemester: 500_000,
    year: 1,
    hostel: false,
  }

  it('itemises year 1 without hostel: tuition, then the required fees that apply', () => {
    const e = estimateYear(base)
    expect(e.level).toBe('100')
    const [first, second] = e.semesters
    expect(first.semester).toBe('First')
    expect(first.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Tuition', 1_000_000],
      ['Acceptance fee', 150_000],
      ['Identity card', 10_000],
      ['Library', 20_000],
    ])
    expect(first.total).toBe(1_180_000)
    expect(first.optional.map((l) => l.label)).toEqual(['Gym'])
    expect(second.lines.map((l) => l.label)).toEqual(['Tuition', 'Identity card', 'Library'])
    expect(second.total).toBe(1_130_000)
    expect(e.total).toBe(2_310_000)
    expect(e.intlTuition).toBe(4200)
    expect(e.tuitionComplete).toBe(true)
  })

  it('adds the hostel line each semester, the total growing by exactly the price twice', () => {
    const without = estimateYear(base)
    const withHostel = estimateYear({ ...base, hostel: true })
    for (const s of withHostel.semesters) {
      const hostel = s.lines.filter((l) => l.kind === 'hostel')
      expect(hostel).toEqual([{ kind: 'hostel', label: 'Hostel accommodation', amount: 500_000 }])
      expect(s.optional.map((l) => l.label)).toEqual(['Hostel caution deposit', 'Gym'])
    }
    expect(withHostel.semesters[0].total - without.semesters[0].total).toBe(500_000)
    expect(withHostel.total - without.total).toBe(1_000_000)
    expect(without.semesters.every((s) => s.lines.every((l) => l.kind !== 'hostel'))).toBe(true)
  })

  it('falls back in the tuition lookup and shows which row it used', () => {
    const e = estimateYear({ ...base, year: 2 })
    expect(e.level).toBe('200')
    const tuition = e.semesters[0].lines[0]
    expect(tuition).toEqual({
      kind: 'tuition',
      label: 'Tuition',
      amount: 900_000,
      intl: 1800,
      row: { level: 'All', semester: 'All' },
    })
    expect(e.semesters[1].lines.map((l) => l.label)).toEqual(['Tuition', 'Library'])
    expect(e.total).toBe(2 * 920_000)
  })

  it('leaves a missing tuition out of the totals and says so', () => {
    const e = estimateYear({ ...base, rows: [row('100', 'First', 1_000_000, 2000)] })
    const [first, second] = e.semesters
    expect(second.lines[0]).toMatchObject({ kind: 'tuition', amount: null, intl: null, row: null })
    expect(second.total).toBe(30_000)
    expect(second.intlTuition).toBeNull()
    expect(first.intlTuition).toBe(2000)
    expect(e.intlTuition).toBeNull()
    expect(e.tuitionComplete).toBe(false)
    expect(e.total).toBe(first.total + second.total)
  })

  it('totals are the sums of their lines, with no fees and no rows too', () => {
    const e = estimateYear({ ...base, fees: [], rows: [], hostel: true })
    for (const s of e.semesters) expect(s.total).toBe(500_000)
    expect(e.total).toBe(1_000_000)
    const full = estimateYear({ ...base, hostel: true })
    for (const s of full.semesters) expect(s.total).toBe(s.lines.reduce((t, l) => t + (l.amount ?? 0), 0))
    expect(full.total).toBe(full.semesters[0].total + full.semesters[1].total)
  })
})

describe('parseYear', () => {
  it('defaults to year 1 when missing', () => {
    expect(parseYear(undefined, 4)).toEqual({ ok: true, year: 1 })
    expect(parseYear(null, 4)).toEqual({ ok: true, year: 1 })
    expect(parseYear('  ', 4)).toEqual({ ok: true, year: 1 })
    expect(parseYear([], 4)).toEqual({ ok: true, year: 1 })
  })

  it('accepts 1 to the duration, the first value when repeated', () => {
    expect(parseYear('1', 4)).toEqual({ ok: true, year: 1 })
    expect(parseYear(' 4 ', 4)).toEqual({ ok: true, year: 4 })
    expect(parseYear(['2', '9'], 4)).toEqual({ ok: true, year: 2 })
  })

  it('says a year past the duration is beyond it', () => {
    expect(parseYear('5', 4)).toEqual({ ok: false, reason: 'beyond' })
    expect(parseYear('999', 4)).toEqual({ ok: false, reason: 'beyond' })
  })

  it('rejects anything that is not a whole number from 1', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '0x2', '1000', '9'.repeat(2000), '<script>'])
      expect(parseYear(bad, 4)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('parseHostel', () => {
  it('is true only for yes', () => {
    expect(parseHostel('yes')).toBe(true)
    expect(parseHostel(' YES ')).toBe(true)
    expect(parseHostel(['yes', 'no'])).toBe(true)
    for (const v of ['no', '', 'y', 'true', '1', undefined, null, ['no', 'yes']]) expect(parseHostel(v)).toBe(false)
  })
})
