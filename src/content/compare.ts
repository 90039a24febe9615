import '@/server-only'

import {
  parseHostelChoice,
  parseProgrammes,
  programmeFigures,
  selectProgrammes,
  type ProgrammeFigures,
} from '@/lib/compare'
import {
  costInput,
  optionalFees,
  programmeCost,
  yearsOf,
  type FeeSummary,
  type ProgrammeCost,
} from '@/lib/fee-estimate'
import type { ProgrammeType } from '@/lib/programme-finder'
import type { TuitionRow } from '@/lib/tuition'

import { getFaculties, getProgrammesWithTuition } from './academics'
import { cached } from './cache'
import { getFeeSources } from './fees'
import { payloadClient, publishedOnly } from './payload'

/** One programme with what the comparison and the fee estimate need: tuition rows and module loads. */
export type CatalogueProgramme = {
  slug: string
  code: string
  name: string
  degreeInView: string
  applicationType: ProgrammeType
  duration: number
  durationType: string
  facultyName: string
  rows: TuitionRow[]
  modules: Array<{ level: string; semester: string; creditLoad: number }>
}

/** Programmes for a picker, grouped by faculty (faculties and programmes in name order). */
export type ProgrammeOptionGroup = { faculty: string; programmes: Array<{ slug: string; label: string }> }

/** Level, semester and credit load of every running module, with its programme's code. */
const getModuleLoads = cached(
  'module-loads',
  ['running-modules', 'programmes'],
  async (): Promise<Array<{ code: string; level: string; semester: string; creditLoad: number }>> => {
    const payload = await payloadClient()
    const [{ docs: programmes }, { docs }] = await Promise.all([
      payload.find({
        collection: 'programmes',
        where: publishedOnly(),
        pagination: false,
        depth: 0,
        select: { code: true },
      }),
      payload.find({
        collection: 'running-modules',
        pagination: false,
        depth: 0,
        select: { programme: true, level: true, semester: true, creditLoad: true },
      }),
    ])
    const codeOf = new Map(programmes.map((p) => [p.id, p.code]))
    return docs.map((m) => ({
      code: codeOf.get(typeof m.programme === 'object' ? m.programme.id : m.programme) ?? '',
      level: m.level,
      semester: m.semester,
      creditLoad: m.creditLoad,
    }))
  },
)

/**
 * Every programme with its tuition rows (in the order the tuition page and the contract use, which
 * the total rule's "first row" depends on) and its running modules. Built from cached lists: a
 * visitor's slugs are looked up in it, never used as cache keys.
 */
export async function getProgrammeCatalogue(): Promise<CatalogueProgramme[]> {
  const [programmes, faculties, modules] = await Promise.all([
    getProgrammesWithTuition(),
    getFaculties(),
    getModuleLoads(),
  ])
  const facultyName = new Map(faculties.map((f) => [f.code, f.name]))
  return programmes.map((p) => ({
    slug: p.slug,
    code: p.code,
    name: p.name,
    degreeInView: p.degreeInView,
    applicationType: p.type,
    duration: p.duration,
    durationType: p.durationType,
    facultyName: facultyName.get(p.facultyCode) ?? '',
    rows: p.tuitionRows,
    modules: modules
      .filter((m) => m.code === p.code)
      .map((m) => ({ level: m.level, semester: m.semester, creditLoad: m.creditLoad })),
  }))
}

/** The catalogue as picker options, grouped by faculty. */
export function programmeOptions(catalogue: readonly CatalogueProgramme[]): ProgrammeOptionGroup[] {
  const faculties = [...new Set(catalogue.map((p) => p.facultyName || 'Other programmes'))].sort((a, b) =>
    a.localeCompare(b),
  )
  return faculties.map((faculty) => ({
    faculty,
    programmes: catalogue
      .filter((p) => (p.facultyName || 'Other programmes') === faculty)
      .map((p) => ({ slug: p.slug, label: p.degreeInView || p.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }))
}

export type CompareColumn = Omit<CatalogueProgramme, 'rows' | 'modules'> &
  ProgrammeFigures & {
    /** Tuition, other fees and the hostel, year by year and for the whole programme; null without published tuition. */
    cost: ProgrammeCost | null
  }

export type ComparePageView = {
  options: ProgrammeOptionGroup[]
  /** The programmes shown side by side (two or three), or fewer when the choice is not enough. */
  columns: CompareColumn[]
  /** The years to show rows for: 1 to the longest duration among the columns. */
  years: number[]
  /** Well-formed slugs no programme has. */
  unknown: string[]
  /** Pieces that cannot be slugs (cut for display). */
  malformed: string[]
  /** More than three programmes were asked for; `leftOut` names the ones not shown. */
  tooMany: boolean
  leftOut: string[]
  /** The whole cost counts a hostel place every year (the `hostel` parameter; yes unless 'no'). */
  hostel: boolean
  /** Optional fees: named beside the whole cost, never in it. */
  optionalFees: FeeSummary[]
  /** True when any parameter was given (the page is then a result, not the bare picker). */
  asked: boolean
}

type Param = string | string[] | undefined

/**
 * The comparison page for the raw `programmes` parameter (once with commas, or repeated) and `hostel`
 * (yes/no). Each programme's whole cost is the fee estimate's, from the same fee sources.
 */
export async function getComparePage(param: Param, hostelParam?: Param): Promise<ComparePageView> {
  const [catalogue, sources] = await Promise.all([getProgrammeCatalogue(), getFeeSources()])
  const hostel = parseHostelChoice(hostelParam)
  const { slugs, malformed } = parseProgrammes(param)
  const selection = selectProgrammes(slugs, catalogue)
  const columns = selection.chosen.map(({ rows, modules, ...p }) => ({
    ...p,
    ...programmeFigures(rows, modules, p.duration),
    cost:
      rows.length > 0
        ? programmeCost({
            ...costInput({ rows, modules, duration: p.duration }, sources),
            hostelYears: hostel ? yearsOf(p.duration) : [],
          })
        : null,
  }))
  const longest = Math.max(0, ...columns.map((c) => c.years.length))
  return {
    options: programmeOptions(catalogue),
    columns,
    years: Array.from({ length: longest }, (_, i) => i + 1),
    unknown: selection.unknown,
    malformed,
    tooMany: selection.tooMany,
    leftOut: selection.leftOut.map((p) => p.degreeInView || p.name),
    hostel,
    optionalFees: optionalFees(sources.fees),
    asked: param !== undefined || hostelParam !== undefined,
  }
}
