import '@/server-only'

import type { Where } from 'payload'

import type { Department, Faculty, Programme, RunningModule, Staff, TuitionRow } from '@/payload-types'

import { cached, cachedForKnownKey } from './cache'
import { payloadClient, publishedOnly } from './payload'
import { imagePath, rel } from './relations'
import { richTextToHtml } from './rich-text'
import type {
  BreakdownView,
  DepartmentView,
  FacultyDetailView,
  FacultyView,
  ProgrammeView,
  ProgrammeWithTuitionView,
  RunningModuleView,
  TimetableEntryView,
  TuitionRowView,
} from './views'

export function toFacultyView(f: Faculty): FacultyView {
  const dean = rel(f.dean)
  return {
    name: f.name,
    slug: f.slug,
    code: f.code,
    dean: dean
      ? {
          staffId: dean.staffId ?? '',
          name: [rel(dean.title)?.name, dean.fullName].filter(Boolean).join(' '),
          slug: dean.slug ?? '',
        }
      : null,
  }
}

export function toFacultyDetailView(f: Faculty): FacultyDetailView {
  return {
    code: f.code,
    detail: richTextToHtml(f.detail),
    image: imagePath(f.image, 'hero'),
    phone: f.phone ?? '',
    email: f.email ?? '',
  }
}

export function toDepartmentView(d: Department): DepartmentView {
  return { code: d.code, name: d.name, facultyCode: rel(d.faculty)?.code ?? '' }
}

export function toProgrammeView(p: Programme): ProgrammeView {
  return {
    code: p.code,
    name: p.name,
    slug: p.slug,
    degreeInView: p.degreeInView,
    duration: p.duration,
    durationType: p.durationType,
    type: p.applicationType,
    facultyCode: rel(p.faculty)?.code ?? '',
    departmentName: rel(p.department)?.name ?? '',
    description: p.description ?? '',
    image: imagePath(p.image, 'card'),
  }
}

function toTuitionRowView(t: TuitionRow): TuitionRowView {
  return { level: t.level, semester: t.semester, local: t.tuitionAmount, intl: t.tuitionAmountIntl }
}

const lecturersOf = (m: RunningModule): Staff[] =>
  (m.lecturers ?? []).map((l) => rel(l)).filter((l): l is Staff => l !== null)

function toRunningModuleView(m: RunningModule): RunningModuleView {
  return {
    code: m.moduleCode,
    name: m.moduleName,
    level: m.level,
    semester: m.semester,
    creditLoad: m.creditLoad,
    type: m.moduleType,
    lecturers: lecturersOf(m).map((s) => ({ name: s.fullName ?? '', slug: s.slug })),
  }
}

const LEVEL_ORDER = (level: string) => (level === 'All' ? 0 : Number(level))
const SEMESTER_ORDER: Record<string, number> = { All: 0, First: 1, Second: 2 }
const byLevelAndSemester = <T extends { level: string; semester: string }>(a: T, b: T) =>
  LEVEL_ORDER(a.level) - LEVEL_ORDER(b.level) || SEMESTER_ORDER[a.semester] - SEMESTER_ORDER[b.semester]

// ---- queries ----

/** The published faculties, by name, with their deans and media (depth 2). */
export async function findFaculties(): Promise<Faculty[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'faculties',
    where: publishedOnly(),
    pagination: false,
    depth: 2,
    sort: 'name',
  })
  return docs
}

export const getFaculties = cached('faculties', ['faculties', 'staff', 'titles'], async () =>
  (await findFaculties()).map(toFacultyView),
)

export const getFacultyDetails = cached('faculty-details', ['faculties', 'media'], async () =>
  (await findFaculties()).map(toFacultyDetailView),
)

export const getDepartments = cached('departments', ['departments', 'faculties'], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'departments', pagination: false, depth: 1, sort: 'name' })
  return docs.map(toDepartmentView)
})

async function findProgrammes(where?: Where): Promise<Programme[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'programmes',
    where: publishedOnly(where),
    pagination: false,
    depth: 1,
    sort: 'name',
  })
  return docs
}

export const getProgrammes = cached('courses', ['programmes', 'faculties', 'departments', 'media'], async () =>
  (await findProgrammes()).map(toProgrammeView),
)

export const getUndergraduateProgrammes = cached(
  'undergraduate-courses',
  ['programmes', 'faculties', 'departments', 'media'],
  async () => (await findProgrammes({ applicationType: { equals: 'undergraduate' } })).map(toProgrammeView),
)

async function findTuitionRows(programmeId?: number): Promise<TuitionRow[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'tuition-rows',
    where: programmeId === undefined ? {} : { programme: { equals: programmeId } },
    pagination: false,
    depth: 0,
  })
  return docs.sort(byLevelAndSemester)
}

export const getProgrammesWithTuition = cached(
  'courses-with-tuition',
  ['programmes', 'tuition-rows', 'faculties', 'departments', 'media'],
  async (): Promise<ProgrammeWithTuitionView[]> => {
    const [programmes, rows] = await Promise.all([findProgrammes(), findTuitionRows()])
    return programmes.map((p) => ({
      ...toProgrammeView(p),
      tuitionRows: rows.filter((r) => r.programme === p.id).map(toTuitionRowView),
    }))
  },
)

async function findProgrammeByCode(code: string): Promise<Programme | null> {
  const [programme] = await findProgrammes({ code: { equals: code } })
  return programme ?? null
}

const knownProgrammeCodes = async (): Promise<ReadonlySet<string>> =>
  new Set((await getProgrammes()).map((p) => p.code))

const tuitionByKnownProgramme = cached(
  'tuition-by-course',
  ['programmes', 'tuition-rows'],
  async (code: string): Promise<TuitionRowView[] | null> => {
    const programme = await findProgrammeByCode(code)
    if (!programme) return null
    return (await findTuitionRows(programme.id)).map(toTuitionRowView)
  },
)

/** A programme's tuition rows; null when no programme has the code. */
export const getTuitionByProgramme = cachedForKnownKey(knownProgrammeCodes, tuitionByKnownProgramme, null)

const breakdownOfKnownProgramme = cached(
  'breakdown',
  ['programmes', 'running-modules', 'tuition-rows', 'staff', 'faculties', 'departments', 'media'],
  async (code: string): Promise<BreakdownView> => {
    const programme = await findProgrammeByCode(code)
    if (!programme) return { programme: null, modules: [], tuitionRows: [] }
    const payload = await payloadClient()
    const [{ docs: modules }, rows] = await Promise.all([
      payload.find({
        collection: 'running-modules',
        where: { programme: { equals: programme.id } },
        pagination: false,
        depth: 1,
        sort: 'moduleCode',
      }),
      findTuitionRows(programme.id),
    ])
    return {
      programme: toProgrammeView(programme),
      modules: modules.sort(byLevelAndSemester).map(toRunningModuleView),
      tuitionRows: rows.map(toTuitionRowView),
    }
  },
)

/** A programme with its running modules (and their lecturers) and tuition; null programme when unknown. */
export const getBreakdown = cachedForKnownKey(knownProgrammeCodes, breakdownOfKnownProgramme, {
  programme: null,
  modules: [],
  tuitionRows: [],
} satisfies BreakdownView)

/** Who teaches what: one row per lecturer of each running module. */
export const getTimetable = cached(
  'timetable',
  ['running-modules', 'programmes', 'staff'],
  async (): Promise<TimetableEntryView[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'running-modules',
      pagination: false,
      depth: 1,
      sort: 'moduleCode',
    })
    return docs.flatMap((m) =>
      lecturersOf(m).map((s) => ({
        programmeCode: rel(m.programme)?.code ?? '',
        moduleCode: m.moduleCode,
        lecturer: { staffId: s.staffId, name: s.fullName ?? '', slug: s.slug },
      })),
    )
  },
)
