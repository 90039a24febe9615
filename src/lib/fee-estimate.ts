/**
 * Rules of the fee estimate: for one year of study, the lines of each semester (tuition by the
 * level/semester lookup, the other fees that fall due, the hostel) and their totals; for the whole
 * programme, every year so, with a hostel place in the years the visitor chose. Every figure comes
 * from its one source: tuition rows, the other fees (amount, who pays, when due), the hostel price.
 */
import { yearLevels } from './compare'
import { findTuition, type TuitionRow } from './tuition'

export const SEMESTERS = ['First', 'Second'] as const
export type Semester = (typeof SEMESTERS)[number]

/** When a fee falls due: every semester, once a year, once on starting (or first moving in), once when applying. */
export const FEE_DUE = ['semester', 'year', 'entry', 'application'] as const
export type FeeDue = (typeof FEE_DUE)[number]
/** Who pays it: every student, or hostel residents only. */
export const FEE_APPLIES_TO = ['everyone', 'hostel'] as const
export type FeeAppliesTo = (typeof FEE_APPLIES_TO)[number]

/** A fee as the other fees list keeps it: the one source of its amount and of when it falls due. */
export type OtherFee = {
  title: string
  amount: number
  /** Who pays, in the web team's words ('All students', 'Hostel residents'). */
  paidBy: string
  required: boolean
  due: FeeDue
  appliesTo: FeeAppliesTo
}

/**
 * One semester of a plan: the year, the semester, whether the student has a hostel place in that
 * year, and the first year with one (when a deposit paid on moving in falls due); null without any.
 */
export type Choice = { year: number; semester: Semester; hostel: boolean; firstHostelYear: number | null }

/** When a fee falls due, in words a student reads ('Every semester', 'Once, when you first move in'). */
export function dueText(fee: Pick<OtherFee, 'due' | 'appliesTo'>): string {
  switch (fee.due) {
    case 'semester':
      return 'Every semester'
    case 'year':
      return 'Once a year, in the first semester'
    case 'entry':
      return fee.appliesTo === 'hostel' ? 'Once, when you first move in' : 'Once, when you start'
    case 'application':
      return 'Once, when you apply'
  }
}

/**
 * Whether a fee is charged in a semester. A hostel residents' fee needs a hostel place that year;
 * then by when it falls due: every semester; once a year in the first semester; once on starting, in
 * the first semester of year 1 (a hostel fee: of the first year with a hostel place); once when
 * applying, counted with the first semester of year 1.
 */
export function feeApplies(fee: Pick<OtherFee, 'due' | 'appliesTo'>, choice: Choice): boolean {
  if (fee.appliesTo === 'hostel' && !choice.hostel) return false
  const first = choice.semester === 'First'
  switch (fee.due) {
    case 'semester':
      return true
    case 'year':
      return first
    case 'entry':
      return first && choice.year === (fee.appliesTo === 'hostel' ? choice.firstHostelYear : 1)
    case 'application':
      return first && choice.year === 1
  }
}

/** Reads the old free-text rule ('New students (once)') as a due and an audience: for content written before them. */
export function dueFromPaidBy(paidBy: string): { due: FeeDue; appliesTo: FeeAppliesTo } {
  const appliesTo: FeeAppliesTo = /hostel/i.test(paidBy) ? 'hostel' : 'everyone'
  if (/\bapply(?:ing)?\b|\bapplication\b/i.test(paidBy)) return { due: 'application', appliesTo }
  if (/\bonce\b|\bone[- ]off\b|\bnew\b|\bfresh(?:ers?|men)?\b|\bfirst[- ]year\b/i.test(paidBy))
    return { due: 'entry', appliesTo }
  return { due: 'semester', appliesTo }
}

export type TuitionLine = {
  kind: 'tuition'
  label: string
  /** null when no tuition row matches ('Tuition not available'). */
  amount: number | null
  intl: number | null
  /** The row the lookup found, to say where the figure comes from. */
  row: { level: string; semester: string } | null
}
/** An other fee's line: who pays it and when it falls due, in words. */
export type FeeLine = { kind: 'fee'; label: string; amount: number; paidBy: string; due: string }
export type HostelLine = { kind: 'hostel'; label: string; amount: number }
export type Line = TuitionLine | FeeLine | HostelLine

export type SemesterEstimate = {
  semester: Semester
  /** Lines in the total, tuition first, then required fees in their order, then the hostel. */
  lines: Line[]
  /** Optional fees that apply to this semester: listed, not in the total. */
  optional: FeeLine[]
  /** The sum of the lines' amounts (a missing tuition adds nothing). */
  total: number
  /** International tuition in dollars, null when not available. */
  intlTuition: number | null
}

export type YearEstimate = {
  year: number
  /** The level whose tuition applies (e.g. '200'). */
  level: string
  semesters: SemesterEstimate[]
  total: number
  /** Sum of the semesters' international tuition; null when a semester has none. */
  intlTuition: number | null
  /** False when a semester has no tuition: the total then leaves tuition out. */
  tuitionComplete: boolean
}

export type EstimateInput = {
  rows: readonly TuitionRow[]
  /** Levels of the programme's running modules (their order decides each year's level). */
  moduleLevels: readonly string[]
  duration: number
  fees: readonly OtherFee[]
  hostelPricePerSemester: number
  year: number
  /** A hostel place in this year. */
  hostel: boolean
  /** The first year with a hostel place (a deposit paid on moving in falls due then); this year when not given. */
  firstHostelYear?: number | null
}

/**
 * The level of a year of study: the breakdown's (the year's place among the running modules'
 * levels); without modules for that year, the usual numbering (year 2 is level 200).
 */
export function levelOfYear(moduleLevels: readonly string[], duration: number, year: number): string {
  return yearLevels(moduleLevels, Math.max(duration, year))[year - 1] ?? String(year * 100)
}

const sum = (amounts: ReadonlyArray<number | null>) => amounts.reduce<number>((s, a) => s + (a ?? 0), 0)

function semesterEstimate(input: EstimateInput, level: string, semester: Semester): SemesterEstimate {
  const firstHostelYear =
    input.firstHostelYear === undefined ? (input.hostel ? input.year : null) : input.firstHostelYear
  const choice: Choice = { year: input.year, semester, hostel: input.hostel, firstHostelYear }
  const row = findTuition(input.rows, level, semester)
  const tuition: TuitionLine = {
    kind: 'tuition',
    label: 'Tuition',
    amount: row ? row.local : null,
    intl: row ? row.intl : null,
    row: row ? { level: row.level, semester: row.semester } : null,
  }
  const applying = input.fees.filter((f) => feeApplies(f, choice))
  const feeLine = (f: OtherFee): FeeLine => ({
    kind: 'fee',
    label: f.title,
    amount: f.amount,
    paidBy: f.paidBy,
    due: dueText(f),
  })
  const lines: Line[] = [tuition, ...applying.filter((f) => f.required).map(feeLine)]
  if (input.hostel) lines.push({ kind: 'hostel', label: 'Hostel accommodation', amount: input.hostelPricePerSemester })
  return {
    semester,
    lines,
    optional: applying.filter((f) => !f.required).map(feeLine),
    total: sum(lines.map((l) => l.amount)),
    intlTuition: tuition.intl,
  }
}

/** The estimate of one year of study: both semesters and the year's totals (sums of the lines). */
export function estimateYear(input: EstimateInput): YearEstimate {
  const level = levelOfYear(input.moduleLevels, input.duration, input.year)
  const semesters = SEMESTERS.map((s) => semesterEstimate(input, level, s))
  const complete = semesters.every((s) => s.intlTuition !== null)
  return {
    year: input.year,
    level,
    semesters,
    total: sum(semesters.map((s) => s.total)),
    intlTuition: complete ? sum(semesters.map((s) => s.intlTuition)) : null,
    tuitionComplete: complete,
  }
}

export type ProgrammeInput = Omit<EstimateInput, 'year' | 'hostel' | 'firstHostelYear'> & {
  /** The years of study with a hostel place, as the visitor chose them. */
  hostelYears: readonly number[]
}

export type ProgrammeEstimate = {
  /** Every year of the programme, each estimated as the estimator does one year. */
  years: YearEstimate[]
  hostelYears: number[]
  /** The whole programme: the sum of the years' totals. */
  total: number
  /** International tuition for the whole programme in dollars; null when a semester has none. */
  intlTuition: number | null
  /** False when a semester has no tuition: the total then leaves it out. */
  tuitionComplete: boolean
}

/** The years of study of a programme of `duration` years: 1 to it (at least year 1; a duration below 1 or not a number counts as 1). */
export function yearsOf(duration: number): number[] {
  return Array.from({ length: Math.max(1, Math.floor(duration) || 1) }, (_, i) => i + 1)
}

/**
 * The whole programme: each year as one year's estimate, with a hostel place in the years chosen
 * (a deposit paid on moving in falls in the first of them), and the sums of the years.
 */
export function estimateProgramme(input: ProgrammeInput): ProgrammeEstimate {
  const all = yearsOf(input.duration)
  const hostelYears = [...new Set(input.hostelYears)].filter((y) => all.includes(y)).sort((a, b) => a - b)
  const firstHostelYear = hostelYears[0] ?? null
  const years = all.map((year) => estimateYear({ ...input, year, hostel: hostelYears.includes(year), firstHostelYear }))
  const complete = years.every((y) => y.tuitionComplete)
  return {
    years,
    hostelYears,
    total: sum(years.map((y) => y.total)),
    intlTuition: complete ? sum(years.map((y) => y.intlTuition)) : null,
    tuitionComplete: complete,
  }
}

/**
 * The `hostelYear` parameter (repeated, one value per year with a hostel place): the whole numbers
 * from 1 to the duration, each once, in order; anything else is left out.
 */
export function parseHostelYears(value: string | readonly string[] | undefined | null, duration: number): number[] {
  const raw = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value as string]
  const years = raw
    .slice(0, 20)
    .map((v) => String(v).trim())
    .filter((v) => /^\d{1,2}$/.test(v))
    .map(Number)
    .filter((y) => y >= 1 && y <= duration)
  return [...new Set(years)].sort((a, b) => a - b)
}

export type YearChoice = { ok: true; year: number } | { ok: false; reason: 'missing' | 'malformed' | 'beyond' }

/**
 * The `year` parameter for a programme of `duration` years: missing means year 1; anything but a
 * whole number from 1 is malformed; a number past the duration is beyond it.
 */
export function parseYear(value: string | readonly string[] | undefined | null, duration: number): YearChoice {
  const raw = (Array.isArray(value) ? value[0] : value) as string | undefined | null
  if (raw === undefined || raw === null || raw.trim() === '') return { ok: true, year: 1 }
  const text = raw.trim()
  if (!/^\d{1,3}$/.test(text)) return { ok: false, reason: 'malformed' }
  const year = Number(text)
  if (year < 1) return { ok: false, reason: 'malformed' }
  if (year > duration) return { ok: false, reason: 'beyond' }
  return { ok: true, year }
}

/** The `hostel` parameter: only 'yes' (any case, first value) asks for a hostel place. */
export function parseHostel(value: string | readonly string[] | undefined | null): boolean {
  const raw = (Array.isArray(value) ? value[0] : value) as string | undefined | null
  return typeof raw === 'string' && raw.trim().toLowerCase() === 'yes'
}

/** Tuition, the required other fees, the hostel price and their total: of one year, or summed over years. */
export type CostSums = { tuition: number; otherFees: number; hostel: number; total: number }

/** One year of a whole-programme estimate in sums: what the programme page's, the estimator's and the comparison's tables show. */
export type YearCost = CostSums & {
  year: number
  level: string
  /** False when a semester of the year has no tuition: its tuition then leaves that semester out. */
  tuitionComplete: boolean
}

/** Each year's tuition, required other fees and hostel, summed over its semesters. */
export function yearCosts(estimate: ProgrammeEstimate): YearCost[] {
  return estimate.years.map((y) => {
    const lines = y.semesters.flatMap((s) => s.lines)
    const of = (kind: Line['kind']) => sum(lines.filter((l) => l.kind === kind).map((l) => l.amount))
    return {
      year: y.year,
      level: y.level,
      tuition: of('tuition'),
      otherFees: of('fee'),
      hostel: of('hostel'),
      total: y.total,
      tuitionComplete: y.tuitionComplete,
    }
  })
}

/** The sums of some years' costs, each part and the total: the whole programme's row. */
export function sumCosts(years: readonly CostSums[]): CostSums {
  const of = (pick: (y: CostSums) => number) => sum(years.map(pick))
  return {
    tuition: of((y) => y.tuition),
    otherFees: of((y) => y.otherFees),
    hostel: of((y) => y.hostel),
    total: of((y) => y.total),
  }
}

/**
 * A programme's whole cost for a hostel place in the years chosen: each year in sums, and the whole
 * programme's. The one rule behind the programme page's table, the estimator's whole-programme answer
 * and the comparison (each year is one year's estimate, so the three always agree).
 */
export type ProgrammeCost = {
  years: YearCost[]
  whole: CostSums
  hostelYears: number[]
  /** False when a semester has no tuition: the sums then leave it out. */
  tuitionComplete: boolean
}

export function programmeCost(input: ProgrammeInput): ProgrammeCost {
  const estimate = estimateProgramme(input)
  const years = yearCosts(estimate)
  return { years, whole: sumCosts(years), hostelYears: estimate.hostelYears, tuitionComplete: estimate.tuitionComplete }
}

/** What the fee rules need of a programme: its tuition rows, its running modules' levels and duration, and the fee sources. */
export function costInput(
  programme: { rows: readonly TuitionRow[]; modules: ReadonlyArray<{ level: string }>; duration: number },
  sources: { fees: readonly OtherFee[]; hostelPricePerSemester: number },
): Omit<ProgrammeInput, 'hostelYears'> {
  return {
    rows: programme.rows,
    moduleLevels: programme.modules.map((m) => m.level),
    duration: programme.duration,
    fees: sources.fees,
    hostelPricePerSemester: sources.hostelPricePerSemester,
  }
}

/** A fee as a page names it: its title, its amount and when it falls due, in words. */
export type FeeSummary = { title: string; amount: number; due: string }

export const feeSummary = (fee: Pick<OtherFee, 'title' | 'amount' | 'due' | 'appliesTo'>): FeeSummary => ({
  title: fee.title,
  amount: fee.amount,
  due: dueText(fee),
})

/** The optional fees, named beside a total and never in it. */
export const optionalFees = (fees: readonly OtherFee[]): FeeSummary[] => fees.filter((f) => !f.required).map(feeSummary)

/**
 * A programme's whole cost as its page shows it: every year without a hostel place and with one
 * every year, the two totals, and the optional fees left out of both.
 */
export type WholeCost = {
  withoutHostel: { years: YearCost[]; total: number; sums: CostSums }
  withHostel: { years: YearCost[]; total: number; sums: CostSums }
  hostelPricePerSemester: number
  optional: FeeSummary[]
  /** False when a semester has no tuition: the totals then leave it out. */
  tuitionComplete: boolean
}

export function wholeCost(input: Omit<ProgrammeInput, 'hostelYears'>): WholeCost {
  const none = programmeCost({ ...input, hostelYears: [] })
  const every = programmeCost({ ...input, hostelYears: yearsOf(input.duration) })
  return {
    withoutHostel: { years: none.years, total: none.whole.total, sums: none.whole },
    withHostel: { years: every.years, total: every.whole.total, sums: every.whole },
    hostelPricePerSemester: input.hostelPricePerSemester,
    optional: optionalFees(input.fees),
    tuitionComplete: none.tuitionComplete,
  }
}
