import '@/server-only'

import { levelRank } from '@/lib/levels'
import { durationInYears } from '@/lib/programme-finder'
import { routes } from '@/lib/routes'

import { getBreakdown } from './academics'
import { documentProps, type DocumentBase } from './document'
import type { BreakdownView, BreakdownYearView, ProgrammeView } from './views'

/** A year's page of a programme's breakdown: year 1 is the breakdown's own address. */
export const breakdownYearPath = (code: string, year: number): string =>
  year === 1 ? routes.breakdown(code) : `${routes.breakdown(code)}/year/${year}`

const COURSE_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/
/** A year as an address writes it: a whole number without leading zeros. */
const YEAR = /^[1-9][0-9]?$/

/** The course code of the address, upper-cased; null when it cannot be one. */
function courseCodeOf(slug: string): string | null {
  const code = slug.trim().toUpperCase()
  return COURSE_CODE.test(code) ? code : null
}

/** A programme's years, each a page of its breakdown: 1 to its length in whole years (at least one). */
export const breakdownYears = (duration: number, durationType: string): number[] =>
  Array.from({ length: Math.max(1, durationInYears(duration, durationType || 'Years')) }, (_, i) => i + 1)

const yearsOf = (programme: ProgrammeView): number[] => breakdownYears(programme.duration, programme.durationType)

/** One year of a known programme's breakdown: the modules of its year-th level, levels in order. */
export function breakdownYear({ programme, modules, tuitionRows }: BreakdownView, year: number): BreakdownYearView {
  if (!programme) throw new Error('A breakdown year needs its programme.')
  const levels = [...new Set(modules.map((m) => m.level))].sort(
    (a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b),
  )
  const level = levels[year - 1]
  return {
    programme,
    years: yearsOf(programme).map((y) => ({ year: y, path: breakdownYearPath(programme.code, y) })),
    year,
    modules: level === undefined ? [] : modules.filter((m) => m.level === level),
    tuitionRows,
  }
}

export type BreakdownProps = DocumentBase & { breakdown: BreakdownYearView }

/** A breakdown address's answer: its page, or where the visitor is sent (for good, or for now). */
export type BreakdownAnswer = { page: BreakdownProps } | { sendTo: string; permanent: boolean }

/**
 * What a breakdown's address answers: `/breakdown/<code>` (year 1) or
 * `/breakdown/<code>/year/<year>`. A page holds one year, as a programme's modules grow with it. An
 * unknown programme goes to the tuition table (the spec's rule); a year the programme does not have,
 * or one written otherwise, to year 1; any other spelling of the code, or `/year/1`, moves to the one
 * address, so that each page is stored once.
 */
export async function breakdownAnswer(slug: string, yearText: string | null): Promise<BreakdownAnswer> {
  const code = courseCodeOf(slug)
  const answer = await documentProps(async () => ({ found: code ? await getBreakdown(code) : null }))
  const { found, ...base } = answer.props
  const programme = found?.programme
  if (!found || !programme) return { sendTo: '/admissions/tuition', permanent: false }
  const year = yearText === null ? 1 : YEAR.test(yearText) ? Number(yearText) : 0
  if (!yearsOf(programme).includes(year)) return { sendTo: breakdownYearPath(programme.code, 1), permanent: false }
  const path = breakdownYearPath(programme.code, year)
  const asked = yearText === null ? routes.breakdown(slug) : `${routes.breakdown(slug)}/year/${yearText}`
  if (asked !== path) return { sendTo: path, permanent: true }
  return { page: { ...base, breakdown: breakdownYear(found, year) } }
}
