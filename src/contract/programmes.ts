/**
 * The contract's names for the site's academic views (docs/contract.md#shapes): faculties and their
 * details, departments, programmes ("courses") with their tuition rows and running modules, the
 * timetable and a programme's breakdown. The pages speak the site's words; the /api/v1 answers keep
 * the original site's field names and order.
 */
import type { z } from 'zod'

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
} from '@/content/views'

import type * as S from './schemas'

export const toContractFaculty = (f: FacultyView): z.infer<typeof S.Faculty> => ({
  FacultyName: f.name,
  Slug: f.slug,
  FacultyCode: f.code,
  FacultyDean: f.dean?.staffId ?? '',
  DeanName: f.dean?.name ?? '',
  DeanSlug: f.dean?.slug ?? '',
})

export const toContractFacultyDetail = (f: FacultyDetailView): z.infer<typeof S.FacultyDetail> => ({
  FacultyCode: f.code,
  FacultyDetail: f.detail,
  FacultyImage: f.image,
  FacultyPhone: f.phone,
  FacultyEmail: f.email,
})

export const toContractDepartment = (d: DepartmentView): z.infer<typeof S.Department> => ({
  DepartmentCode: d.code,
  DepartmentName: d.name,
  FacultyCode: d.facultyCode,
})

export const toContractCourse = (p: ProgrammeView): z.infer<typeof S.Course> => ({
  CourseCode: p.code,
  CourseName: p.name,
  Slug: p.slug,
  DegreeInView: p.degreeInView,
  Duration: p.duration,
  DurationType: p.durationType,
  ApplicationType: p.type,
  FacultyCode: p.facultyCode,
  DepartmentName: p.departmentName,
  Description: p.description,
  ImagePath: p.image,
})

/** A programme's tuition rows; each names the programme's code, as the original site's did. */
export const toContractTuitionRows = (code: string, rows: TuitionRowView[]): Array<z.infer<typeof S.TuitionRow>> =>
  rows.map((r) => ({
    CourseCode: code,
    Level: r.level,
    Semester: r.semester,
    TuitionAmount: r.local,
    TuitionAmountIntl: r.intl,
  }))

export const toContractCourseWithTuition = (p: ProgrammeWithTuitionView): z.infer<typeof S.CourseWithTuition> => ({
  ...toContractCourse(p),
  TuitionList: toContractTuitionRows(p.code, p.tuitionRows),
})

const toContractRunningModule = (code: string, m: RunningModuleView): z.infer<typeof S.RunningModule> => ({
  CourseCode: code,
  CourseLevel: m.level,
  CourseSemester: m.semester,
  CreditLoad: m.creditLoad,
  ModuleCode: m.code,
  ModuleName: m.name,
  ModuleType: m.type,
  Lecturers: m.lecturers.map((l) => ({ StaffName: l.name, StaffNameSlug: l.slug })),
})

export const toContractTimetableEntry = (t: TimetableEntryView): z.infer<typeof S.TimetableEntry> => ({
  CourseCode: t.programmeCode,
  ModuleCode: t.moduleCode,
  StaffID: t.lecturer.staffId,
  StaffName: t.lecturer.name,
  StaffNameSlug: t.lecturer.slug,
})

/** A breakdown; an unknown programme's is `courseDetails: null` with empty lists (the 404's body). */
export function toContractBreakdown({ programme, modules, tuitionRows }: BreakdownView): z.infer<typeof S.Breakdown> {
  const code = programme?.code ?? ''
  return {
    courseDetails: programme ? toContractCourse(programme) : null,
    runningModuleList: modules.map((m) => toContractRunningModule(code, m)),
    tuitionList: toContractTuitionRows(code, tuitionRows),
  }
}
