/**
 * Rules of the fee estimate: for one year of study, the lines of each semester (tuition by the
 * level/semester lookup, the other fees that apply, the hostel) and their totals.
 */
import { yearLevels } from './compare'
import { findTuition, type TuitionRow } from './tuition'

export const SEMESTERS = ['First', 'Second'] as const
export type Semester = (typeof SEMESTERS)[number]

export type OtherFee = { title: string; amount: number; paidBy: string; required: boolean }

export type Choice = { year: number; semester: Semester; hostel: boolean }

/** Who pays a fee, read from its 'paid by' text. */
const HOSTEL_ONLY = /hostel/i
const NEW_STUDENTS_ONLY = /\bnew\b|\bfresh(?:ers?|men)?\b|\bfirst[- ]year\b/i
const ONCE_ONLY = /\bonce\b|\bone[- ]off\b/i

/**
 * Whether a fee (an amount per semester) is charged in a semester. Its 'paid by' text decides:
 * hostel residents' fees only with a hostel place; new students' fees only in year 1; a fee paid
 * once only in the first semester (of year 1 when it is also for new students). Anything else
 * is paid every semester.
 */
export function feeApplies(fee: Pick<OtherFee, 'paidBy'>, choice: Choice): boolean {
  if (HOSTEL_ONLY.test(fee.paidBy) && !choice.hostel) return false
  if (NEW_STUDENTS_ONLY.test(fee.paidBy) && choice.year !== 1) return false
  if (ONCE_ONLY.test(fee.paidBy) && choice.semester !== 'First') return false
  return true
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
export type FeeLine = { kind: 'fee'; label: string; amount: number; paidBy: string }
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
  hostel: boolean
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
  const choice: Choice = { year: input.year, semester, hostel: input.hostel }
  const row = findTuition(input.rows, level, semester)
  const tuition: TuitionLine = {
    kind: 'tuition',
    label: 'Tuition',
    amount: row ? row.TuitionAmount : null,
    intl: row ? row.TuitionAmountIntl : null,
    row: row ? { level: row.Level, semester: row.Semester } : null,
  }
  const applying = input.fees.filter((f) => feeApplies(f, choice))
  const feeLine = (f: OtherFee): FeeLine => ({ kind: 'fee', label: f.title, amount: f.amount, paidBy: f.paidBy })
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
