/**
 * The programme finder's rules: reading its filters from the address (anything odd is ignored),
 * matching programmes against them, and the count text.
 */

export const PROGRAMME_TYPES = ['foundation', 'undergraduate', 'postgraduate'] as const
export type ProgrammeType = (typeof PROGRAMME_TYPES)[number]

export const PROGRAMME_TYPE_LABELS: Record<ProgrammeType, string> = {
  foundation: 'Foundation',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
}

/** Longer search text than this is cut; nobody types a programme name this long. */
export const QUERY_MAX_LENGTH = 100
/** Programme lengths the finder accepts, in years. */
export const MAX_DURATION_YEARS = 8

export type FinderFilters = {
  q: string
  faculty: string | null
  type: ProgrammeType | null
  duration: number | null
}

export const NO_FILTERS: FinderFilters = { q: '', faculty: null, type: null, duration: null }

export type SearchParamValue = string | string[] | undefined
export type SearchParams = Record<string, SearchParamValue>

const valuesOf = (value: SearchParamValue): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string')

/** The search text: the first non-empty value, white space collapsed, cut to QUERY_MAX_LENGTH. */
export function parseQuery(value: SearchParamValue): string {
  for (const raw of valuesOf(value)) {
    const text = raw.replace(/\s+/g, ' ').trim()
    if (text) return Array.from(text).slice(0, QUERY_MAX_LENGTH).join('').trim()
  }
  return ''
}

const FACULTY_CODE = /^[A-Z0-9]{2,12}$/

/** The first value that names a known faculty code (any case); null when none does. */
export function parseFaculty(value: SearchParamValue, knownCodes: readonly string[]): string | null {
  for (const raw of valuesOf(value)) {
    const code = raw.trim().toUpperCase()
    if (FACULTY_CODE.test(code) && knownCodes.includes(code)) return code
  }
  return null
}

/** The first value that is a programme type (any case); null when none is. */
export function parseType(value: SearchParamValue): ProgrammeType | null {
  for (const raw of valuesOf(value)) {
    const type = raw.trim().toLowerCase()
    if ((PROGRAMME_TYPES as readonly string[]).includes(type)) return type as ProgrammeType
  }
  return null
}

/** The first value that is a whole number of years from 1 to MAX_DURATION_YEARS; null when none is. */
export function parseDuration(value: SearchParamValue): number | null {
  for (const raw of valuesOf(value)) {
    const text = raw.trim()
    if (!/^\d{1,2}$/.test(text)) continue
    const years = Number(text)
    if (years >= 1 && years <= MAX_DURATION_YEARS) return years
  }
  return null
}

/** The finder's filters from the query string; unknown, malformed or empty values are left out. */
export function parseFinderParams(params: SearchParams, knownFacultyCodes: readonly string[]): FinderFilters {
  return {
    q: parseQuery(params.q),
    faculty: parseFaculty(params.faculty, knownFacultyCodes),
    type: parseType(params.type),
    duration: parseDuration(params.duration),
  }
}

export type FinderProgramme = {
  name: string
  facultyCode: string
  type: string
  /** The programme's length in years (see durationInYears). */
  years: number
}

/**
 * A programme's length in whole years, from its duration and duration type: months and semesters
 * round up to the year they end in. An unknown type counts as years.
 */
export function durationInYears(duration: number, durationType: string): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0
  const type = durationType.trim().toLowerCase()
  if (type === 'months') return Math.ceil(duration / 12)
  if (type === 'semesters') return Math.ceil(duration / 2)
  return Math.ceil(duration)
}

/** Whether a programme passes every filter; the name search is a case-insensitive substring. */
export function matchesFilters(programme: FinderProgramme, filters: FinderFilters): boolean {
  const q = filters.q.toLocaleLowerCase('en')
  if (q && !programme.name.toLocaleLowerCase('en').includes(q)) return false
  if (filters.faculty && programme.facultyCode.toUpperCase() !== filters.faculty) return false
  if (filters.type && programme.type !== filters.type) return false
  if (filters.duration !== null && programme.years !== filters.duration) return false
  return true
}

export function filterProgrammes<P extends FinderProgramme>(programmes: readonly P[], filters: FinderFilters): P[] {
  return programmes.filter((p) => matchesFilters(p, filters))
}

/** Whether any filter is set. */
export function hasFilters(filters: FinderFilters): boolean {
  return filters.q !== '' || filters.faculty !== null || filters.type !== null || filters.duration !== null
}

/** '1 programme', '3 programmes', '0 programmes'. */
export function countText(count: number, singular = 'programme', plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}

/** '1 year', '4 years'. */
export function yearsText(years: number): string {
  return countText(years, 'year')
}

/** A programme's length as shown: '1 Year', '4 Years', '18 Months'; the type singular for one. */
export function durationText(duration: number, durationType: string): string {
  const type = durationType.trim() || 'Years'
  return `${duration} ${duration === 1 ? type.replace(/s$/i, '') : type}`
}

/** Programmes per finder page: the first screen, and what each 'Show more' adds. */
export const FINDER_PAGE_SIZE = 12
/** A finder page shows at most this many programmes (the last ones, once a visitor went that far). */
export const FINDER_MAX_SHOWN = 60

/**
 * The finder's address for these filters at `page` (left out for page 1), optionally landing on the
 * Nth programme (1-based) of the whole result list, and carrying the programmes ticked for comparing.
 */
export function finderHref(
  path: string,
  filters: FinderFilters,
  page = 1,
  anchor?: number,
  ticked: readonly string[] = [],
): string {
  const query = new URLSearchParams()
  if (filters.q) query.set('q', filters.q)
  if (filters.faculty) query.set('faculty', filters.faculty)
  if (filters.type) query.set('type', filters.type)
  if (filters.duration !== null) query.set('duration', String(filters.duration))
  if (page > 1) query.set('page', String(page))
  for (const slug of ticked) query.append('programmes', slug)
  const search = query.toString()
  return `${path}${search ? `?${search}` : ''}${anchor ? `#${finderItemId(anchor)}` : ''}`
}

/** At most this many ticked programmes travel in the finder's address (the comparison shows three). */
export const MAX_TICKED = 10

/**
 * The programmes ticked for comparing, from the address (`programmes`, repeated): known slugs only,
 * each once, in the order given, at most MAX_TICKED.
 */
export function parseTicked(value: SearchParamValue, knownSlugs: ReadonlySet<string>): string[] {
  const ticked = new Set<string>()
  for (const raw of valuesOf(value)) {
    const slug = raw.trim().toLowerCase()
    if (knownSlugs.has(slug)) ticked.add(slug)
    if (ticked.size === MAX_TICKED) break
  }
  return [...ticked]
}

/** `href` (a finder address) with `ticked` in place of the programmes it carried, its fragment kept. */
export function withTicked(href: string, ticked: readonly string[]): string {
  // Any base will do: only the path, query and fragment are kept.
  const url = new URL(href, 'http://finder.invalid')
  url.searchParams.delete('programmes')
  for (const slug of ticked) url.searchParams.append('programmes', slug)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The id of the finder's Nth programme (1-based, over the whole result list). */
export const finderItemId = (n: number) => `programme-${n}`
