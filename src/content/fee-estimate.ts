import '@/server-only'

import { isValidSlug } from '@/lib/slug'
import {
  costInput,
  estimateProgramme,
  estimateYear,
  parseHostel,
  parseHostelYears,
  parseYear,
  optionalFees,
  wholeCost,
  yearsOf,
  type FeeSummary,
  type ProgrammeEstimate,
  type WholeCost,
  type YearEstimate,
} from '@/lib/fee-estimate'

import { getProgrammeCatalogue, programmeOptions, type ProgrammeOptionGroup } from './compare'
import { getFeeSources } from './fees'

/**
 * A programme's whole cost for its page, by the estimator's own rule and figures; null for an
 * unknown programme or one without published tuition.
 */
export async function getWholeCost(slug: string): Promise<WholeCost | null> {
  const [catalogue, sources] = await Promise.all([getProgrammeCatalogue(), getFeeSources()])
  const found = catalogue.find((p) => p.slug === slug)
  return found && found.rows.length > 0 ? wholeCost(costInput(found, sources)) : null
}

export type EstimateProgramme = {
  slug: string
  code: string
  degreeInView: string
  duration: number
  durationType: string
}

export type FeeEstimatePageView = {
  options: ProgrammeOptionGroup[]
  /** Years the year picker offers: 1 to the chosen programme's duration (or the longest when none). */
  yearOptions: number[]
  /** The form's values, as the visitor sent them when valid; year 'all' is the whole programme. */
  form: { programme: string; year: number | 'all' | null; hostel: boolean; hostelYears: number[] }
  programme: EstimateProgramme | null
  hostelPricePerSemester: number
  /** What went wrong with the choice, when anything did. */
  problem:
    | null
    | { kind: 'unknown-programme'; shown: string }
    | { kind: 'year-beyond'; asked: string }
    | { kind: 'year-malformed' }
  estimate: YearEstimate | null
  /** The whole programme (year 'all'), with a hostel place in the years chosen. */
  whole: ProgrammeEstimate | null
  /** Optional fees: listed beside a whole-programme total, never in it. */
  optionalFees: FeeSummary[]
  /** True when any parameter was given (the page is then a result, not the bare form). */
  asked: boolean
}

type Param = string | string[] | undefined

const first = (value: Param) => (Array.isArray(value) ? value[0] : value)
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value)

/**
 * The fee estimate page for the raw `programme`, `year` (a year, or `all` for the whole programme),
 * `hostel` (yes/no) and `hostelYear` (repeated: the whole programme's years with a hostel place;
 * without it, `hostel=yes` means every year) parameters.
 */
export async function getFeeEstimatePage(params: {
  programme: Param
  year: Param
  hostel: Param
  hostelYear?: Param
}): Promise<FeeEstimatePageView> {
  const [catalogue, sources] = await Promise.all([getProgrammeCatalogue(), getFeeSources()])
  const hostel = parseHostel(params.hostel)
  const asked = [params.programme, params.year, params.hostel, params.hostelYear].some((v) => v !== undefined)
  const rawProgramme = (first(params.programme) ?? '').trim()
  const slug = rawProgramme.toLowerCase()
  const found = isValidSlug(slug) ? (catalogue.find((p) => p.slug === slug) ?? null) : null
  const longest = Math.max(1, ...catalogue.map((p) => p.duration))

  const view: FeeEstimatePageView = {
    options: programmeOptions(catalogue),
    yearOptions: yearsOf(found ? found.duration : longest),
    form: { programme: found?.slug ?? '', year: null, hostel, hostelYears: [] },
    programme: found
      ? {
          slug: found.slug,
          code: found.code,
          degreeInView: found.degreeInView || found.name,
          duration: found.duration,
          durationType: found.durationType,
        }
      : null,
    hostelPricePerSemester: sources.hostelPricePerSemester,
    problem: null,
    estimate: null,
    whole: null,
    optionalFees: optionalFees(sources.fees),
    asked,
  }
  if (!found) {
    // No programme chosen yet is not a problem; an unknown or malformed one is named.
    if (rawProgramme !== '') view.problem = { kind: 'unknown-programme', shown: shown(rawProgramme) }
    return view
  }
  const input = costInput(found, sources)
  if ((first(params.year) ?? '').trim().toLowerCase() === 'all') {
    const chosen = parseHostelYears(params.hostelYear, found.duration)
    const hostelYears = params.hostelYear === undefined && hostel ? view.yearOptions : chosen
    view.form = { ...view.form, year: 'all', hostel: hostelYears.length > 0, hostelYears }
    view.whole = estimateProgramme({ ...input, hostelYears })
    return view
  }
  const year = parseYear(params.year, found.duration)
  if (!year.ok) {
    view.problem =
      year.reason === 'beyond'
        ? { kind: 'year-beyond', asked: shown((first(params.year) ?? '').trim()) }
        : { kind: 'year-malformed' }
    return view
  }
  view.form.year = year.year
  // From the whole programme's form (hostel years ticked, no yes/no): a place this year if ticked.
  const hostelThisYear =
    params.hostel === undefined && params.hostelYear !== undefined
      ? parseHostelYears(params.hostelYear, found.duration).includes(year.year)
      : hostel
  view.form.hostel = hostelThisYear
  view.estimate = estimateYear({ ...input, year: year.year, hostel: hostelThisYear })
  return view
}
