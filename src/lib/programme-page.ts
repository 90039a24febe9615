/** Rules of a programme's page: its modules year by year, and its structured data for search engines. */
import { levelRank, semesterRank } from './levels'

export type ModuleLike = { level: string; semester: string; code: string }

export type YearOfModules<M> = { year: number; level: string | null; modules: M[] }

/**
 * Years 1 to `years` of a programme, each with the modules of one level: the lowest level is Year 1,
 * the next Year 2, and so on (as on the breakdown page). Within a year, modules go by semester, then
 * code. A year without a level has no modules; levels beyond the last year are left out.
 */
export function modulesByYear<M extends ModuleLike>(modules: readonly M[], years: number): Array<YearOfModules<M>> {
  const count = Number.isFinite(years) ? Math.min(Math.max(Math.floor(years), 1), 12) : 1
  const levels = [...new Set(modules.map((m) => m.level))].sort(
    (a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b),
  )
  return Array.from({ length: count }, (_, i) => {
    const level = levels[i] ?? null
    const ofLevel = level === null ? [] : modules.filter((m) => m.level === level)
    return {
      year: i + 1,
      level,
      modules: [...ofLevel].sort(
        (a, b) => semesterRank(a.semester) - semesterRank(b.semester) || a.code.localeCompare(b.code),
      ),
    }
  })
}

/**
 * How many of a year's modules a programme's page lists. A real year has 10–30, so this only bounds a page whose
 * records are far past that (the scale seed's 218 a year made it 312 KB, one 300 ms task on a phone: issue 54);
 * the breakdown's page for the year lists them all.
 */
export const MODULES_LISTED_PER_YEAR = 40

/** A year's modules as a programme's page lists them: at most `limit`, with the count and credit units of all. */
export function listedModules<M extends { credits: number }>(modules: readonly M[], limit = MODULES_LISTED_PER_YEAR) {
  return {
    listed: modules.slice(0, limit),
    count: modules.length,
    credits: modules.reduce((sum, m) => sum + m.credits, 0),
  }
}

/** An ISO 8601 duration for a programme's length: 4 Years → P4Y, 18 Months → P18M, 3 Semesters → P18M. */
export function isoDuration(duration: number, durationType: string): string | null {
  if (!Number.isFinite(duration) || duration <= 0) return null
  const type = durationType.trim().toLowerCase()
  if (type === 'months') return `P${Math.round(duration)}M`
  if (type === 'semesters') return `P${Math.round(duration * 6)}M`
  return `P${Math.round(duration)}Y`
}

export type ProgrammeLd = {
  name: string
  degreeInView: string
  description: string
  /** Absolute URL of the programme's page. */
  url: string
  /** Absolute URL of its picture, if any. */
  image: string | null
  duration: number
  durationType: string
  typeLabel: string
  institutionName: string
  /** Absolute URL of the institution's home page. */
  institutionUrl: string
  tuition: { local: number; intl: number } | null
  modules: Array<{ code: string; name: string; credits: number }>
}

/** A schema.org EducationalOccupationalProgram for a programme's page; empty values are left out. */
export function programmeJsonLd(p: ProgrammeLd): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: p.name,
    url: p.url,
    educationalCredentialAwarded: p.degreeInView,
    educationalProgramMode: 'in-person',
    programType: p.typeLabel,
    provider: { '@type': 'CollegeOrUniversity', name: p.institutionName, url: p.institutionUrl },
  }
  if (p.description) data.description = p.description
  if (p.image) data.image = p.image
  const time = isoDuration(p.duration, p.durationType)
  if (time) data.timeToComplete = time
  if (p.tuition && (p.tuition.local > 0 || p.tuition.intl > 0)) {
    data.offers = [
      { currency: 'NGN', amount: p.tuition.local },
      { currency: 'USD', amount: p.tuition.intl },
    ]
      .filter((o) => o.amount > 0)
      .map((o) => ({ '@type': 'Offer', category: 'Tuition', price: o.amount, priceCurrency: o.currency }))
  }
  if (p.modules.length > 0) {
    data.hasCourse = p.modules.map((m) => ({
      '@type': 'Course',
      courseCode: m.code,
      name: m.name,
      numberOfCredits: m.credits,
    }))
  }
  return data
}
