import { describe, expect, it } from 'vitest'

import {
  costInput,
  dueFromPaidBy,
  dueText,
  estimateProgramme,
  estimateYear,
  wholeCost,
  feeApplies,
  levelOfYear,
  parseHostel,
  parseHostelYears,
  parseYear,
  programmeCost,
  sumCosts,
  yearsOf,
  type EstimateInput,
  type FeeDue,
  type OtherFee,
} from './fee-estimate'

const row = (level: string, semester: string, local: number, intl = local / 1000) => ({ level, semester, local, intl })

const fee = (
  title: string,
  amount: number,
  due: FeeDue,
  appliesTo: OtherFee['appliesTo'] = 'everyone',
  required = true,
): OtherFee => ({
  title,
  amount,
  paidBy: appliesTo === 'hostel' ? 'Hostel residents' : 'All students',
  required,
  due,
  appliesTo,
})

describe('feeApplies', () => {
  const first = { year: 1, semester: 'First' as const, hostel: false, firstHostelYear: null }

  it('charges a fee due every semester in every semester of every year', () => {
    const f = fee('Library', 1, 'semester')
    expect(feeApplies(f, first)).toBe(true)
    expect(feeApplies(f, { year: 3, semester: 'Second', hostel: true, firstHostelYear: 1 })).toBe(true)
  })

  it('charges a yearly fee in the first semester of each year only', () => {
    const f = fee('Sports', 1, 'year')
    expect(feeApplies(f, first)).toBe(true)
    expect(feeApplies(f, { ...first, year: 4 })).toBe(true)
    expect(feeApplies(f, { ...first, semester: 'Second' })).toBe(false)
  })

  it('charges a fee due on starting once: the first semester of year 1', () => {
    const f = fee('Identity card', 1, 'entry')
    expect(feeApplies(f, first)).toBe(true)
    expect(feeApplies(f, { ...first, semester: 'Second' })).toBe(false)
    expect(feeApplies(f, { ...first, year: 2 })).toBe(false)
  })

  it('counts a fee due when applying with the first semester of year 1', () => {
    const f = fee('Application', 1, 'application')
    expect(feeApplies(f, first)).toBe(true)
    expect(feeApplies(f, { ...first, semester: 'Second' })).toBe(false)
    expect(feeApplies(f, { ...first, year: 2 })).toBe(false)
  })

  it("charges hostel residents' fees only with a hostel place, a deposit in the first year with one", () => {
    const perSemester = fee('Hostel levy', 1, 'semester', 'hostel')
    expect(feeApplies(perSemester, first)).toBe(false)
    expect(feeApplies(perSemester, { year: 4, semester: 'Second', hostel: true, firstHostelYear: 2 })).toBe(true)
    const deposit = fee('Caution deposit', 1, 'entry', 'hostel')
    expect(feeApplies(deposit, { ...first, year: 2, hostel: true, firstHostelYear: 2 })).toBe(true)
    expect(feeApplies(deposit, { ...first, year: 3, hostel: true, firstHostelYear: 2 })).toBe(false)
    expect(feeApplies(deposit, { ...first, year: 2, semester: 'Second', hostel: true, firstHostelYear: 2 })).toBe(false)
    expect(feeApplies(deposit, { ...first, year: 2, hostel: false, firstHostelYear: 2 })).toBe(false)
  })
})

describe('dueText and dueFromPaidBy', () => {
  it('says when a fee falls due in plain words', () => {
    expect(dueText(fee('x', 1, 'semester'))).toBe('Every semester')
    expect(dueText(fee('x', 1, 'year'))).toBe('Once a year, in the first semester')
    expect(dueText(fee('x', 1, 'entry'))).toBe('Once, when you start')
    expect(dueText(fee('x', 1, 'entry', 'hostel'))).toBe('Once, when you first move in')
    expect(dueText(fee('x', 1, 'application'))).toBe('Once, when you apply')
  })

  it('reads the old who-pays words of content written before the due field', () => {
    expect(dueFromPaidBy('All students')).toEqual({ due: 'semester', appliesTo: 'everyone' })
    expect(dueFromPaidBy('New students (once)')).toEqual({ due: 'entry', appliesTo: 'everyone' })
    expect(dueFromPaidBy('New students')).toEqual({ due: 'entry', appliesTo: 'everyone' })
    expect(dueFromPaidBy('New students (once, when applying)')).toEqual({ due: 'application', appliesTo: 'everyone' })
    expect(dueFromPaidBy('Hostel residents')).toEqual({ due: 'semester', appliesTo: 'hostel' })
    expect(dueFromPaidBy('Hostel residents (once)')).toEqual({ due: 'entry', appliesTo: 'hostel' })
    // 'renewal' is not 'new'
    expect(dueFromPaidBy('Renewals')).toEqual({ due: 'semester', appliesTo: 'everyone' })
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
    fee('Acceptance fee', 150_000, 'entry'),
    fee('Identity card', 10_000, 'entry'),
    fee('Library', 20_000, 'semester'),
    fee('Hostel caution deposit', 50_000, 'entry', 'hostel'),
    fee('Gym', 15_000, 'semester', 'everyone', false),
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
    // Fees due once fall in the first semester only.
    expect(second.lines.map((l) => l.label)).toEqual(['Tuition', 'Library'])
    expect(second.total).toBe(1_120_000)
    expect(e.total).toBe(2_300_000)
    expect(e.intlTuition).toBe(4200)
    expect(e.tuitionComplete).toBe(true)
  })

  it('adds the hostel line each semester and the deposit once, on moving in', () => {
    const without = estimateYear(base)
    const withHostel = estimateYear({ ...base, hostel: true })
    for (const s of withHostel.semesters) {
      const hostel = s.lines.filter((l) => l.kind === 'hostel')
      expect(hostel).toEqual([{ kind: 'hostel', label: 'Hostel accommodation', amount: 500_000 }])
      expect(s.optional.map((l) => l.label)).toEqual(['Gym'])
    }
    expect(withHostel.semesters[0].lines.map((l) => l.label)).toContain('Hostel caution deposit')
    expect(withHostel.semesters[1].lines.map((l) => l.label)).not.toContain('Hostel caution deposit')
    expect(withHostel.semesters[0].total - without.semesters[0].total).toBe(550_000)
    expect(withHostel.total - without.total).toBe(1_050_000)
    // A resident who moved in earlier pays no deposit this year.
    const returning = estimateYear({ ...base, year: 2, hostel: true, firstHostelYear: 1 })
    expect(returning.total - estimateYear({ ...base, year: 2 }).total).toBe(1_000_000)
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
    expect(second.total).toBe(20_000)
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

describe('estimateProgramme', () => {
  const fees = [
    fee('Application fee', 25_000, 'application'),
    fee('Acceptance fee', 150_000, 'entry'),
    fee('Library', 20_000, 'semester'),
    fee('Hostel caution deposit', 50_000, 'entry', 'hostel'),
    fee('Gym', 15_000, 'semester', 'everyone', false),
  ]
  const input = {
    rows: [row('100', 'All', 1_000_000, 2000), row('200', 'All', 1_200_000, 2400), row('300', 'All', 1_400_000, 2800)],
    moduleLevels: ['100', '200', '300'],
    duration: 3,
    fees,
    hostelPricePerSemester: 500_000,
  }

  it('adds every year: tuition, each fee when it falls due, and the hostel in the chosen years', () => {
    const none = estimateProgramme({ ...input, hostelYears: [] })
    // Tuition 2 × (1.0 + 1.2 + 1.4) M; library 6 × 20,000; application and acceptance once.
    expect(none.total).toBe(7_200_000 + 120_000 + 25_000 + 150_000)
    expect(none.years.map((y) => y.level)).toEqual(['100', '200', '300'])
    expect(none.intlTuition).toBe(2 * (2000 + 2400 + 2800))
    const two = estimateProgramme({ ...input, hostelYears: [3, 2] })
    expect(two.hostelYears).toEqual([2, 3])
    // Two years of hostel (4 semesters) and the deposit once, in year 2.
    expect(two.total - none.total).toBe(4 * 500_000 + 50_000)
    expect(two.years[1].semesters[0].lines.map((l) => l.label)).toContain('Hostel caution deposit')
    expect(two.years[2].semesters[0].lines.map((l) => l.label)).not.toContain('Hostel caution deposit')
    expect(two.total).toBe(two.years.reduce((t, y) => t + y.total, 0))
  })

  it('ignores years outside the programme', () => {
    const e = estimateProgramme({ ...input, hostelYears: [0, 4, 1] })
    expect(e.hostelYears).toEqual([1])
  })
})

describe('parseHostelYears', () => {
  it('keeps the whole years within the duration, once each, in order', () => {
    expect(parseHostelYears(['3', '1', '1', ' 2 '], 4)).toEqual([1, 2, 3])
    expect(parseHostelYears('2', 4)).toEqual([2])
    expect(parseHostelYears(undefined, 4)).toEqual([])
    expect(parseHostelYears(['0', '5', '1.5', 'x', '-1', '9'.repeat(500)], 4)).toEqual([])
  })
})

describe('wholeCost', () => {
  const input = {
    rows: [row('100', 'All', 1_000_000, 2000), row('200', 'All', 1_200_000, 2400)],
    moduleLevels: ['100', '200'],
    duration: 2,
    fees: [
      fee('Acceptance fee', 150_000, 'entry'),
      fee('Library', 20_000, 'semester'),
      fee('Hostel caution deposit', 50_000, 'entry', 'hostel'),
      fee('Meal plan', 180_000, 'semester', 'everyone', false),
    ],
    hostelPricePerSemester: 500_000,
  }

  it('gives each year in sums, without a hostel place and with one every year', () => {
    const cost = wholeCost(input)
    expect(cost.withoutHostel.years).toEqual([
      {
        year: 1,
        level: '100',
        tuition: 2_000_000,
        otherFees: 190_000,
        hostel: 0,
        total: 2_190_000,
        tuitionComplete: true,
      },
      {
        year: 2,
        level: '200',
        tuition: 2_400_000,
        otherFees: 40_000,
        hostel: 0,
        total: 2_440_000,
        tuitionComplete: true,
      },
    ])
    expect(cost.withoutHostel.total).toBe(4_630_000)
    expect(cost.withoutHostel.sums).toEqual({ tuition: 4_400_000, otherFees: 230_000, hostel: 0, total: 4_630_000 })
    expect(cost.withHostel.sums).toEqual({
      tuition: 4_400_000,
      otherFees: 280_000,
      hostel: 2_000_000,
      total: 6_680_000,
    })
    // The hostel every semester, its deposit once (year 1).
    expect(cost.withHostel.years.map((y) => [y.otherFees, y.hostel])).toEqual([
      [240_000, 1_000_000],
      [40_000, 1_000_000],
    ])
    expect(cost.withHostel.total).toBe(4_630_000 + 2_000_000 + 50_000)
    expect(cost.optional).toEqual([{ title: 'Meal plan', amount: 180_000, due: 'Every semester' }])
    expect(cost.tuitionComplete).toBe(true)
  })
})

describe('programmeCost', () => {
  // Two programmes as the comparison puts them side by side: 4 and 5 years, tuition rising each level.
  const fees = [
    fee('Application fee', 25_000, 'application'),
    fee('Acceptance fee', 150_000, 'entry'),
    fee('Identity card', 10_000, 'entry'),
    fee('Medical', 45_000, 'semester'),
    fee('ICT', 35_000, 'semester'),
    fee('Library', 20_000, 'semester'),
    fee('Hostel caution deposit', 50_000, 'entry', 'hostel'),
    fee('Meal plan', 180_000, 'semester', 'everyone', false),
  ]
  const sources = { fees, hostelPricePerSemester: 500_000 }
  const programme = (levels: Array<[string, number]>) => ({
    rows: levels.flatMap(([level, amount]) => [row(level, 'First', amount), row(level, 'Second', amount)]),
    modules: levels.map(([level]) => ({ level, semester: 'First', creditLoad: 3 })),
    duration: levels.length,
  })
  const science = programme([
    ['100', 1_650_000],
    ['200', 1_700_000],
    ['300', 1_750_000],
    ['400', 1_800_000],
  ])
  const engineering = programme([
    ['100', 1_900_000],
    ['200', 1_955_000],
    ['300', 2_015_000],
    ['400', 2_070_000],
    ['500', 2_130_000],
  ])

  it('gives the whole cost with a hostel place every year: tuition, other fees, hostel, total', () => {
    const cs = programmeCost({ ...costInput(science, sources), hostelYears: yearsOf(4) })
    const ce = programmeCost({ ...costInput(engineering, sources), hostelYears: yearsOf(5) })
    // Year 1: application, acceptance, ID card and the deposit once, 200,000 a year of semester fees.
    expect(cs.years.map((y) => y.otherFees)).toEqual([435_000, 200_000, 200_000, 200_000])
    expect(cs.whole).toEqual({ tuition: 13_800_000, otherFees: 1_035_000, hostel: 4_000_000, total: 18_835_000 })
    expect(ce.whole).toEqual({ tuition: 20_140_000, otherFees: 1_235_000, hostel: 5_000_000, total: 26_375_000 })
    expect(cs.hostelYears).toEqual([1, 2, 3, 4])
  })

  it('without a hostel place: no hostel, no deposit', () => {
    const cs = programmeCost({ ...costInput(science, sources), hostelYears: [] })
    expect(cs.whole).toEqual({ tuition: 13_800_000, otherFees: 985_000, hostel: 0, total: 14_785_000 })
    expect(cs.years.every((y) => y.hostel === 0)).toBe(true)
  })

  it("is the estimator's answer: each year's total and the whole total agree with estimateProgramme", () => {
    for (const hostelYears of [[], [2, 3], yearsOf(5)]) {
      const input = { ...costInput(engineering, sources), hostelYears }
      const cost = programmeCost(input)
      const estimate = estimateProgramme(input)
      expect(cost.whole.total).toBe(estimate.total)
      expect(cost.years.map((y) => y.total)).toEqual(estimate.years.map((y) => y.total))
      for (const y of cost.years) expect(y.tuition + y.otherFees + y.hostel).toBe(y.total)
    }
  })

  it('says when tuition is missing for a year, and leaves it out of the sums', () => {
    const partial = { ...science, rows: science.rows.filter((r) => r.level !== '300') }
    const cost = programmeCost({ ...costInput(partial, sources), hostelYears: [] })
    expect(cost.tuitionComplete).toBe(false)
    expect(cost.years.map((y) => y.tuitionComplete)).toEqual([true, true, false, true])
    expect(cost.whole.tuition).toBe(13_800_000 - 3_500_000)
  })
})

describe('sumCosts and yearsOf', () => {
  it('sums each part and the total; nothing sums to zero', () => {
    const a = { tuition: 1, otherFees: 2, hostel: 3, total: 6 }
    const b = { tuition: 10, otherFees: 20, hostel: 0, total: 30 }
    expect(sumCosts([a, b])).toEqual({ tuition: 11, otherFees: 22, hostel: 3, total: 36 })
    expect(sumCosts([])).toEqual({ tuition: 0, otherFees: 0, hostel: 0, total: 0 })
  })

  it('gives years 1 to the duration, at least year 1', () => {
    expect(yearsOf(4)).toEqual([1, 2, 3, 4])
    expect(yearsOf(2.7)).toEqual([1, 2])
    expect(yearsOf(0)).toEqual([1])
    expect(yearsOf(Number.NaN)).toEqual([1])
  })
})
