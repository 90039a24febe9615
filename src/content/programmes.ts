import '@/server-only'

import { env } from '@/env'
import { pageWindow, parsePage, type PageWindow } from '@/lib/paging'
import { departmentAnchor, routes } from '@/lib/routes'
import {
  durationInYears,
  filterProgrammes,
  FINDER_MAX_SHOWN,
  FINDER_PAGE_SIZE,
  parseFinderParams,
  parseQuery,
  parseTicked,
  PROGRAMME_TYPE_LABELS,
  type FinderFilters,
  type ProgrammeType,
  type SearchParams,
} from '@/lib/programme-finder'
import {
  anyOfText,
  degreeClassLabel,
  isGrade,
  MIN_CREDITS,
  olevelRows,
  subjectName,
  type CreditGrade,
  type EntryRequirements,
} from '@/lib/eligibility'
import { listedModules, modulesByYear, programmeJsonLd, type YearOfModules } from '@/lib/programme-page'
import type { WholeCost } from '@/lib/fee-estimate'
import { isValidSlug } from '@/lib/slug'
import type { Programme } from '@/payload-types'
import { tuitionTotal, type TuitionRow } from '@/lib/tuition'
import { tuitionPerYear, yearRange, type YearRange } from '@/lib/tuition-per-year'

import {
  getBreakdown,
  getFaculties,
  getProgrammes,
  getProgrammesWithTuition,
  getUndergraduateProgrammes,
} from './academics'
import { getAdmissionWindow, type AdmissionWindowView } from './admission-steps'
import { breakdownYearPath } from './breakdown'
import { cached } from './cache'
import { getWholeCost } from './fee-estimate'
import { imageView, type ImageView } from './media'
import { payloadClient, publishedOnly } from './payload'
import { rel } from './relations'
import { getSite } from './site'
import type { ProgrammeView, RunningModuleView } from './views'

// ---- shared pieces ----

export type FacultyLink = { name: string; code: string; slug: string }

export type ProgrammeSummary = {
  name: string
  slug: string
  code: string
  degreeInView: string
  type: ProgrammeType
  typeLabel: string
  duration: number
  durationType: string
  /** The length in whole years (what the finder's duration filter compares). */
  years: number
  facultyCode: string
}

const typeLabel = (type: string): string => PROGRAMME_TYPE_LABELS[type as ProgrammeType] ?? type

function toSummary(p: ProgrammeView): ProgrammeSummary {
  return {
    name: p.name,
    slug: p.slug,
    code: p.code,
    degreeInView: p.degreeInView,
    type: p.type,
    typeLabel: typeLabel(p.type),
    duration: p.duration,
    durationType: p.durationType || 'Years',
    years: durationInYears(p.duration, p.durationType || 'Years'),
    facultyCode: p.facultyCode,
  }
}

async function facultyLinks(): Promise<FacultyLink[]> {
  return (await getFaculties()).map((f) => ({ name: f.name, code: f.code, slug: f.slug }))
}

/** Programmes under their faculties, faculties in name order; programmes of no known faculty come last. */
function groupByFaculty<P extends { facultyCode: string }>(
  programmes: P[],
  faculties: FacultyLink[],
): Array<{ faculty: FacultyLink | null; programmes: P[] }> {
  const known = new Set(faculties.map((f) => f.code))
  const groups: Array<{ faculty: FacultyLink | null; programmes: P[] }> = faculties
    .map((f) => ({ faculty: f, programmes: programmes.filter((p) => p.facultyCode === f.code) }))
    .filter((g) => g.programmes.length > 0)
  const orphans = programmes.filter((p) => !known.has(p.facultyCode))
  if (orphans.length > 0) groups.push({ faculty: null, programmes: orphans })
  return groups
}

const absolute = (path: string) => (env.publicUrl ? `${env.publicUrl}${path}` : path)

// ---- entry requirements ----

export type EntryRequirementsView = {
  /** What the eligibility rule checks. */
  rule: EntryRequirements
  olevelCredits: number
  /** English Language and Mathematics first, then the programme's own subjects. */
  olevel: Array<{ subjects: string; grade: CreditGrade }>
  /** Null when the programme takes no UTME. */
  utme: { subjects: string[]; minimumScore: number } | null
  directEntry: string | null
  degreeClass: string | null
  notes: string | null
  /** One line for lists: credits, UTME subjects and score, or the degree class. */
  summary: string
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const countWord = (n: number) => numberWords[n] ?? String(n)
const andList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null)

type StoredRequirements = NonNullable<Programme['entryRequirements']>

function toRequirementsView(stored: StoredRequirements | null | undefined, type: string): EntryRequirementsView {
  const postgraduate = type === 'postgraduate'
  const olevelCredits = Math.max(MIN_CREDITS, Math.floor(stored?.olevelCredits ?? MIN_CREDITS) || MIN_CREDITS)
  const score = postgraduate ? null : (stored?.utmeMinimumScore ?? null)
  const rule: EntryRequirements = {
    olevelCredits,
    olevelSubjects: (stored?.olevelSubjects ?? [])
      .filter((r) => r.anyOf.length > 0)
      .map((r) => ({ anyOf: [...r.anyOf], minimumGrade: isGrade(r.minimumGrade) ? r.minimumGrade : 'C6' })),
    utmeSubjects: score === null ? [] : (stored?.utmeSubjects ?? []).map((r) => ({ anyOf: [...(r.anyOf ?? [])] })),
    utmeMinimumScore: score,
  }
  const rows = olevelRows(rule)
  // A row of several credits reads "two of Economics, Government or History".
  const among = (count: number, names: string) => (count > 1 ? `${countWord(count)} of ${names}` : names)
  const olevel = rows.map((r) => ({ subjects: capitalise(among(r.count, anyOfText(r.anyOf))), grade: r.minimumGrade }))
  const utme =
    score === null
      ? null
      : { subjects: ['Use of English', ...rule.utmeSubjects.map((r) => anyOfText(r.anyOf))], minimumScore: score }
  const degreeClass = postgraduate ? degreeClassLabel(stored?.minimumDegreeClass) : null
  // The one-line summary names alternatives with a slash: 'Biology/Agricultural Science'.
  const short = (anyOf: readonly string[]) => (anyOf.length ? anyOf.map(subjectName).join('/') : 'any subject')
  const credits = `${countWord(olevelCredits)} O'level credits including ${andList(rows.map((r) => among(r.count, short(r.anyOf))))}`
  const summary = postgraduate
    ? `${degreeClass ? `a first degree (${degreeClass} or better)` : 'a first degree'}; ${credits}`
    : utme
      ? `${credits}; UTME: Use of English, ${rule.utmeSubjects.map((r) => short(r.anyOf)).join(', ')}; score ${utme.minimumScore} or more`
      : `${credits}; no UTME needed`
  return {
    rule,
    olevelCredits,
    olevel,
    utme,
    directEntry: postgraduate ? null : text(stored?.directEntry),
    degreeClass,
    notes: text(stored?.notes),
    summary: capitalise(summary),
  }
}

/** Every programme's entry requirements by slug (one query for all: the pages, finder and checker share it). */
export const getEntryRequirements = cached(
  'entry-requirements',
  ['programmes'],
  async (): Promise<Record<string, EntryRequirementsView>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'programmes',
      where: publishedOnly(),
      pagination: false,
      depth: 0,
      select: { slug: true, applicationType: true, entryRequirements: true },
    })
    return Object.fromEntries(docs.map((p) => [p.slug, toRequirementsView(p.entryRequirements, p.applicationType)]))
  },
)

// ---- cost per year ----

export type CostView = {
  total: { local: number; intl: number }
  /** Yearly tuition, lowest and highest; null when the rows do not tell it year by year. */
  perYear: YearRange | null
}

function costOf(rows: readonly TuitionRow[], duration: number): CostView | null {
  if (rows.length === 0) return null
  return { total: tuitionTotal(rows, duration), perYear: yearRange(tuitionPerYear(rows, duration)) }
}

// ---- the programme page ----

export type ModuleView = { code: string; title: string; credits: number; type: string; semester: string }

/** A year of a programme's modules, as its page lists them (at most MODULES_LISTED_PER_YEAR). */
export type ModulesOfYearView = YearOfModules<ModuleView> & {
  /** How many modules the year has, and their credit units: all of them, listed or not. */
  count: number
  credits: number
  /** The breakdown's page for the year, where the year has more modules than the page lists; else null. */
  more: string | null
}

export type ProgrammePageView = ProgrammeSummary & {
  description: string
  image: ImageView | null
  faculty: FacultyLink | null
  department: { name: string; code: string } | null
  /** Total tuition by the tuition rule; null when no tuition is published. */
  tuition: { local: number; intl: number } | null
  /** The total and the yearly range; null when no tuition is published. */
  cost: CostView | null
  /** Tuition, other fees and hostel for the whole programme (the estimator's rule); null without tuition. */
  wholeCost: WholeCost | null
  requirements: EntryRequirementsView
  years: number
  modulesByYear: ModulesOfYearView[]
  admissionSite: string | null
  /** Whether applications are open today, beside the apply link. */
  admissionWindow: AdmissionWindowView | null
  /** schema.org EducationalOccupationalProgram, for a JSON-LD script. */
  structuredData: Record<string, unknown>
}

type ProgrammeRecord = {
  image: ImageView | null
  faculty: FacultyLink | null
  department: { name: string; code: string } | null
}

/** The parts of one programme its list entry does not carry: picture, faculty slug and department code. */
const getProgrammeRecord = cached(
  'programme-record',
  ['programmes', 'faculties', 'departments', 'media'],
  async (slug: string): Promise<ProgrammeRecord | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'programmes',
      where: publishedOnly({ slug: { equals: slug } }),
      pagination: false,
      depth: 1,
      limit: 1,
    })
    const [p] = docs
    if (!p) return null
    const faculty = rel(p.faculty)
    const department = rel(p.department)
    return {
      image: imageView(p.image, 'hero'),
      faculty: faculty ? { name: faculty.name, code: faculty.code, slug: faculty.slug } : null,
      department: department ? { name: department.name, code: department.code } : null,
    }
  },
)

/**
 * One programme's page, or null when no programme has the slug. The slug is checked against the
 * cached list of programmes before anything is read for it, so odd addresses never reach the database.
 */
export async function getProgrammePage(slug: string, nowMs: number = Date.now()): Promise<ProgrammePageView | null> {
  if (!isValidSlug(slug)) return null
  const programme = (await getProgrammes()).find((p) => p.slug === slug)
  if (!programme) return null
  const [record, breakdown, site, requirements, whole, admissionWindow] = await Promise.all([
    getProgrammeRecord(slug),
    getBreakdown(programme.code),
    getSite(),
    getEntryRequirements(),
    getWholeCost(slug),
    getAdmissionWindow(nowMs),
  ])
  if (!record) return null
  const summary = toSummary(programme)
  const tuition = breakdown.tuitionRows.length > 0 ? tuitionTotal(breakdown.tuitionRows, programme.duration) : null
  const years = Math.max(1, Math.floor(programme.duration) || 1)
  const grouped = yearsOfModules(breakdown.modules, years, programme.code)
  return {
    ...summary,
    description: programme.description,
    image: record.image,
    faculty: record.faculty,
    department: record.department,
    tuition,
    cost: costOf(breakdown.tuitionRows, programme.duration),
    wholeCost: whole,
    requirements: requirements[slug] ?? toRequirementsView(null, programme.type),
    years,
    modulesByYear: grouped,
    admissionSite: site.links.admissionSite,
    admissionWindow,
    structuredData: programmeJsonLd({
      name: programme.name,
      degreeInView: programme.degreeInView,
      description: programme.description,
      url: absolute(routes.course(slug)),
      image: record.image ? absolute(record.image.url) : null,
      duration: programme.duration,
      durationType: summary.durationType,
      typeLabel: summary.typeLabel,
      institutionName: site.institutionName,
      institutionUrl: absolute('/'),
      tuition,
      modules: grouped.flatMap((y) => y.modules.map((m) => ({ code: m.code, name: m.title, credits: m.credits }))),
    }),
  }
}

/** A programme's modules year by year, as its page lists them. */
function yearsOfModules(modules: readonly RunningModuleView[], years: number, code: string): ModulesOfYearView[] {
  return modulesByYear(modules, years).map((y) => {
    const { listed, count, credits } = listedModules(
      y.modules.map((m) => ({
        code: m.code,
        title: m.name,
        credits: m.creditLoad,
        type: m.type,
        semester: m.semester,
      })),
    )
    const more = count > listed.length ? breakdownYearPath(code, y.year) : null
    return { year: y.year, level: y.level, modules: listed, count, credits, more }
  })
}

/** Every programme's slug, for prerendering the programme pages. */
export async function getProgrammeSlugs(): Promise<string[]> {
  return (await getProgrammes()).map((p) => p.slug).filter((s) => isValidSlug(s))
}

// ---- the departments page ----

export type DepartmentDirectoryView = Array<{
  faculty: FacultyLink
  departments: Array<{
    name: string
    code: string
    anchor: string
    programmes: Array<{ name: string; slug: string; degreeInView: string }>
  }>
}>

/** Every department under its faculty (both in name order), with the programmes it runs. */
export const getDepartmentDirectory = cached(
  'department-directory',
  ['faculties', 'departments', 'programmes'],
  async (): Promise<DepartmentDirectoryView> => {
    const payload = await payloadClient()
    const [{ docs: faculties }, { docs: departments }, { docs: programmes }] = await Promise.all([
      payload.find({ collection: 'faculties', where: publishedOnly(), pagination: false, depth: 0, sort: 'name' }),
      payload.find({ collection: 'departments', pagination: false, depth: 0, sort: 'name' }),
      payload.find({ collection: 'programmes', where: publishedOnly(), pagination: false, depth: 0, sort: 'name' }),
    ])
    const idOf = (v: number | { id: number } | null | undefined) => (v && typeof v === 'object' ? v.id : v)
    return faculties
      .map((f) => ({
        faculty: { name: f.name, code: f.code, slug: f.slug },
        departments: departments
          .filter((d) => idOf(d.faculty) === f.id)
          .map((d) => ({
            name: d.name,
            code: d.code,
            anchor: departmentAnchor(d.code),
            programmes: programmes
              .filter((p) => idOf(p.department) === d.id && isValidSlug(p.slug))
              .map((p) => ({ name: p.name, slug: p.slug, degreeInView: p.degreeInView })),
          })),
      }))
      .filter((g) => g.departments.length > 0)
  },
)

// ---- the undergraduate overview ----

export type UndergraduateOverviewView = {
  q: string
  total: number
  count: number
  groups: Array<{ faculty: FacultyLink | null; programmes: ProgrammeSummary[] }>
  admissionSite: string | null
  /** Whether applications are open today, beside the apply link. */
  admissionWindow: AdmissionWindowView | null
}

/** The undergraduate programmes under their faculties, narrowed by a name search (`q`). */
export async function getUndergraduateOverview(
  q: SearchParams['q'],
  nowMs: number = Date.now(),
): Promise<UndergraduateOverviewView> {
  const [programmes, faculties, site, admissionWindow] = await Promise.all([
    getUndergraduateProgrammes(),
    facultyLinks(),
    getSite(),
    getAdmissionWindow(nowMs),
  ])
  const query = parseQuery(q)
  const all = programmes.map(toSummary)
  const matching = filterProgrammes(all, { q: query, faculty: null, type: null, duration: null })
  return {
    q: query,
    total: all.length,
    count: matching.length,
    groups: groupByFaculty(matching, faculties),
    admissionSite: site.links.admissionSite,
    admissionWindow,
  }
}

// ---- the programme finder ----

export type FinderResult = ProgrammeSummary & {
  facultyName: string
  requirements: string
  cost: CostView | null
}

export type ProgrammeFinderView = {
  filters: FinderFilters
  options: { faculties: FacultyLink[]; durations: number[] }
  /** How many programmes there are, and how many match the filters. */
  total: number
  matched: number
  /** The matching programmes this page shows (see `window`), not all of them. */
  results: FinderResult[]
  window: PageWindow
  /** The programmes ticked for comparing, carried in the address from page to page. */
  ticked: string[]
}

/**
 * The programmes matching the finder's query string (odd values are ignored), a page of them: the
 * first FINDER_PAGE_SIZE, or with `?page=N` every one up to that page (at most FINDER_MAX_SHOWN).
 */
export async function getProgrammeFinder(params: SearchParams): Promise<ProgrammeFinderView> {
  const [programmes, faculties, requirements, withTuition] = await Promise.all([
    getProgrammes(),
    facultyLinks(),
    getEntryRequirements(),
    getProgrammesWithTuition(),
  ])
  const rowsOf = new Map(withTuition.map((p) => [p.code, p.tuitionRows]))
  const filters = parseFinderParams(
    params,
    faculties.map((f) => f.code),
  )
  const names = new Map(faculties.map((f) => [f.code, f.name]))
  const all = programmes.map((p) => ({
    ...toSummary(p),
    facultyName: names.get(p.facultyCode) ?? '',
    requirements: (requirements[p.slug] ?? toRequirementsView(null, p.type)).summary,
    cost: costOf(rowsOf.get(p.code) ?? [], p.duration),
  }))
  // The chosen duration stays selectable even when no programme has it now.
  const durations = [...new Set([...all.map((p) => p.years), filters.duration ?? 0].filter((y) => y > 0))].sort(
    (a, b) => a - b,
  )
  const matching = filterProgrammes(all, filters)
  const window = pageWindow(parsePage(params.page), FINDER_PAGE_SIZE, matching.length, FINDER_MAX_SHOWN)
  return {
    filters,
    options: { faculties, durations },
    total: all.length,
    matched: matching.length,
    results: matching.slice(window.start, window.end),
    window,
    ticked: parseTicked(params.programmes, new Set(all.map((p) => p.slug))),
  }
}
