import '@/server-only'

import { isValidSlug } from '@/lib/slug'
import { estimateYear, parseHostel, parseYear, type YearEstimate } from '@/lib/fee-estimate'

import { getOtherFees } from './campus'
import { cached } from './cache'
import { getProgrammeCatalogue, programmeOptions, type ProgrammeOptionGroup } from './compare'
import { payloadClient } from './payload'

/** The hostel's price per semester, from the hostel page's content. */
const getHostelPrice = cached('hostel-price', ['hostel-page'], async (): Promise<number> => {
  const payload = await payloadClient()
  const page = await payload.findGlobal({ slug: 'hostel-page', depth: 0 })
  return typeof page.pricePerSemester === 'number' ? page.pricePerSemester : 0
})

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
  /** The form's values, as the visitor sent them when valid. */
  form: { programme: string; year: number | null; hostel: boolean }
  programme: EstimateProgramme | null
  hostelPricePerSemester: number
  /** What went wrong with the choice, when anything did. */
  problem:
    | null
    | { kind: 'unknown-programme'; shown: string }
    | { kind: 'year-beyond'; asked: string }
    | { kind: 'year-malformed' }
  estimate: YearEstimate | null
  /** True when any parameter was given (the page is then a result, not the bare form). */
  asked: boolean
}

type Param = string | string[] | undefined

const first = (value: Param) => (Array.isArray(value) ? value[0] : value)
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value)

/** The fee estimate page for the raw `programme`, `year` and `hostel` parameters. */
export async function getFeeEstimatePage(params: {
  programme: Param
  year: Param
  hostel: Param
}): Promise<FeeEstimatePageView> {
  const [catalogue, fees, hostelPrice] = await Promise.all([getProgrammeCatalogue(), getOtherFees(), getHostelPrice()])
  const hostel = parseHostel(params.hostel)
  const asked = [params.programme, params.year, params.hostel].some((v) => v !== undefined)
  const rawProgramme = (first(params.programme) ?? '').trim()
  const slug = rawProgramme.toLowerCase()
  const found = isValidSlug(slug) ? (catalogue.find((p) => p.slug === slug) ?? null) : null
  const longest = Math.max(1, ...catalogue.map((p) => p.duration))
  const years = (n: number) => Array.from({ length: Math.max(1, Math.floor(n) || 1) }, (_, i) => i + 1)

  const view: FeeEstimatePageView = {
    options: programmeOptions(catalogue),
    yearOptions: years(found ? found.duration : longest),
    form: { programme: found?.slug ?? '', year: null, hostel },
    programme: found
      ? {
          slug: found.slug,
          code: found.code,
          degreeInView: found.degreeInView || found.name,
          duration: found.duration,
          durationType: found.durationType,
        }
      : null,
    hostelPricePerSemester: hostelPrice,
    problem: null,
    estimate: null,
    asked,
  }
  if (!found) {
    // No programme chosen yet is not a problem; an unknown or malformed one is named.
    if (rawProgramme !== '') view.problem = { kind: 'unknown-programme', shown: shown(rawProgramme) }
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
  view.estimate = estimateYear({
    rows: found.rows,
    moduleLevels: found.modules.map((m) => m.level),
    duration: found.duration,
    fees: fees.map((f) => ({ title: f.Title, amount: f.Amount, paidBy: f.PaidBy, required: f.IsRequired === 1 })),
    hostelPricePerSemester: hostelPrice,
    year: year.year,
    hostel,
  })
  return view
}
