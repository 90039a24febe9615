import '@/server-only'

import type { Where } from 'payload'

import type { Department, Faculty, Programme, RunningModule, Staff, TuitionRow } from '@/payload-types'

import { cached, cachedForKnownKey } from './cache'
import { payloadClient, publishedOnly } from './payload'
import { imagePath, rel } from './relations'
import { richTextToHtml } from './rich-text'
import type {
  BreakdownView,
  CourseView,
  CourseWithTuitionView,
  DepartmentView,
  FacultyDetailView,
  FacultyView,
  RunningModuleView,
  TimetableEntryView,
  TuitionRowView,
} from './views'

export function toFacultyView(f: Faculty): FacultyView {
  const dean = rel(f.dean)
  return {
    FacultyName: f.name,
    Slug: f.slug,
    FacultyCode: f.code,
    FacultyDean: dean?.staffId ?? '',
    DeanName: dean ? [rel(dean.title)?.name, dean.fullName].filter(Boolean).join(' ') : '',
    DeanSlug: dean?.slug ?? '',
  }
}

export function toFacultyDetailView(f: Faculty): FacultyDetailView {
  return {
    FacultyCode: f.code,
    FacultyDetail: richTextToHtml(f.detail),
    FacultyImage: imagePath(f.image, 'hero'),
    FacultyPhone: f.phone ?? '',
    FacultyEmail: f.email ?? '',
  }
}

export function toDepartmentView(d: Department): DepartmentView {
  return { DepartmentCode: d.code, DepartmentName: d.name, FacultyCode: rel(d.faculty)?.code ?? '' }
}

export function toCourseView(p: Programme): CourseView {
  return {
    CourseCode: p.code,
    CourseName: p.name,
    Slug: p.slug,
    DegreeInView: p.degreeInView,
    Duration: p.duration,
    DurationType: p.durationType,
    ApplicationType: p.applicationType,
    FacultyCode: rel(p.faculty)?.code ?? '',
    DepartmentName: rel(p.department)?.name ?? '',
    Description: p.description ?? '',
    ImagePath: imagePath(p.image, 'card'),
  }
}

function toTuitionRowView(t: TuitionRow, courseCode: string): TuitionRowView {
  return {
    CourseCode: courseCode,
    Level: t.level,
    Semester: t.semester,
    TuitionAmount: t.tuitionAmount,
    TuitionAmountIntl: t.tuitionAmountIntl,
  }
}

const lecturersOf = (m: RunningModule): Staff[] =>
  (m.lecturers ?? []).map((l) => rel(l)).filter((l): l is Staff => l !== null)

function toRunningModuleView(m: RunningModule, courseCode: string): RunningModuleView {
  return {
    CourseCode: courseCode,
    CourseLevel: m.level,
    CourseSemester: m.semester,
    CreditLoad: m.creditLoad,
    ModuleCode: m.moduleCode,
    ModuleName: m.moduleName,
    ModuleType: m.moduleType,
    Lecturers: lecturersOf(m).map((s) => ({ StaffName: s.fullName ?? '', StaffNameSlug: s.slug })),
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

export const getCourses = cached('courses', ['programmes', 'faculties', 'departments', 'media'], async () =>
  (await findProgrammes()).map(toCourseView),
)

export const getUndergraduateCourses = cached(
  'undergraduate-courses',
  ['programmes', 'faculties', 'departments', 'media'],
  async () => (await findProgrammes({ applicationType: { equals: 'undergraduate' } })).map(toCourseView),
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

export const getCoursesWithTuition = cached(
  'courses-with-tuition',
  ['programmes', 'tuition-rows', 'faculties', 'departments', 'media'],
  async (): Promise<CourseWithTuitionView[]> => {
    const [programmes, rows] = await Promise.all([findProgrammes(), findTuitionRows()])
    return programmes.map((p) => ({
      ...toCourseView(p),
      TuitionList: rows.filter((r) => r.programme === p.id).map((r) => toTuitionRowView(r, p.code)),
    }))
  },
)

async function findProgrammeByCode(courseCode: string): Promise<Programme | null> {
  const [programme] = await findProgrammes({ code: { equals: courseCode } })
  return programme ?? null
}

const knownCourseCodes = async (): Promise<ReadonlySet<string>> =>
  new Set((await getCourses()).map((c) => c.CourseCode))

const tuitionByKnownCourse = cached(
  'tuition-by-course',
  ['programmes', 'tuition-rows'],
  async (courseCode: string): Promise<TuitionRowView[] | null> => {
    const programme = await findProgrammeByCode(courseCode)
    if (!programme) return null
    return (await findTuitionRows(programme.id)).map((r) => toTuitionRowView(r, programme.code))
  },
)

/** A programme's tuition rows; null when no programme has the code. */
export const getTuitionByCourse = cachedForKnownKey(knownCourseCodes, tuitionByKnownCourse, null)

const breakdownOfKnownCourse = cached(
  'breakdown',
  ['programmes', 'running-modules', 'tuition-rows', 'staff', 'faculties', 'departments', 'media'],
  async (courseCode: string): Promise<BreakdownView> => {
    const programme = await findProgrammeByCode(courseCode)
    if (!programme) return { courseDetails: null, runningModuleList: [], tuitionList: [] }
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
      courseDetails: toCourseView(programme),
      runningModuleList: modules.sort(byLevelAndSemester).map((m) => toRunningModuleView(m, programme.code)),
      tuitionList: rows.map((r) => toTuitionRowView(r, programme.code)),
    }
  },
)

/** A programme with its running modules (and their lecturers) and tuition; null courseDetails when unknown. */
export const getBreakdown = cachedForKnownKey(knownCourseCodes, breakdownOfKnownCourse, {
  courseDetails: null,
  runningModuleList: [],
  tuitionList: [],
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
        CourseCode: rel(m.programme)?.code ?? '',
        ModuleCode: m.moduleCode,
        StaffID: s.staffId,
        StaffName: s.fullName ?? '',
        StaffNameSlug: s.slug,
      })),
    )
  },
)
