/**
 * Every call of the original site, served under /api/v1/ with the same path
 * (docs/contract.md#calls). Each endpoint names its response schema, which the
 * tests check and the OpenAPI document is generated from.
 */
import '@/server-only'

import { z } from 'zod'

import {
  getBreakdown,
  getDepartments,
  getFaculties,
  getFacultyDetails,
  getProgrammes,
  getProgrammesWithTuition,
  getTimetable,
  getTuitionByProgramme,
  getUndergraduateProgrammes,
} from '@/content/academics'
import {
  getAcademicCalendar,
  getCampusLife,
  getContactOffices,
  getGallery,
  getHomepageContent,
  getScholarships,
  getSlides,
} from '@/content/campus'
import { getFees } from '@/content/fees'
import { getEvents, getEventsPage, getNews, getNewsPage } from '@/content/news-events'
import { getDesignations, getLeadership, getStaff, getStaffProfileById, getTitles } from '@/content/people'
import type { Paging } from '@/lib/paging'

import {
  toContractCalendarEntry,
  toContractCampusLife,
  toContractGalleryImage,
  toContractHomepageContent,
  toContractOtherFee,
  toContractScholarship,
  toContractSlide,
} from './campus'
import { toContractEvent, toContractNews } from './news-events'
import {
  toContractContactOffice,
  toContractDesignation,
  toContractLeadership,
  toContractStaffMember,
  toContractStaffProfile,
  toContractTitle,
} from './people'
import {
  toContractBreakdown,
  toContractCourse,
  toContractCourseWithTuition,
  toContractDepartment,
  toContractFaculty,
  toContractFacultyDetail,
  toContractTimetableEntry,
  toContractTuitionRows,
} from './programmes'
import * as S from './schemas'

export type Params = Record<string, string>
export type Result = { status: 200 | 404; body: unknown }
export type Endpoint = {
  method: 'GET' | 'PUT'
  /** Path after /api/v1/, with {Name} for a parameter. */
  path: string
  summary: string
  params?: Record<string, { pattern: RegExp; description: string }>
  response: z.ZodType
  /** The body of a 404 answer, when it is not the plain error. */
  notFoundResponse?: z.ZodType
  /** PUT endpoints need the client's identity; see src/contract/counters.ts. */
  handle: (params: Params, client: string) => Promise<Result | Response>
  /**
   * List endpoints: one page of the same list, in the same order, for `?limit=&page=` (the router
   * validates both). Without them the endpoint answers the whole list, as before.
   */
  page?: (paging: Paging) => Promise<unknown[]>
}

const ok = (body: unknown): Result => ({ status: 200, body })
/**
 * A list endpoint. `readPage` reads one page from the database, for the lists that keep growing;
 * the others are short (faculties, titles, fees) and a page is cut from their cached whole list.
 */
const list = (
  path: string,
  summary: string,
  item: z.ZodType,
  read: () => Promise<unknown[]>,
  readPage?: (paging: Paging) => Promise<unknown[]>,
): Endpoint => ({
  method: 'GET',
  path,
  summary,
  response: z.array(item),
  handle: async () => ok(await read()),
  page:
    readPage ??
    (async ({ limit, page }) => {
      const all = await read()
      return all.slice((page - 1) * limit, page * limit)
    }),
})

export const STAFF_ID = {
  pattern: /^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$/,
  description: 'A staff ID such as ACU/ACA/0001 (slashes may be sent as they are or as %2F)',
}
export const COURSE_CODE = { pattern: /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/, description: 'A course code such as CSC-BSC' }
export const ENTRY_ID = { pattern: /^[1-9]\d{0,9}$/, description: 'A publication EntryID' }

const notFound = (error: string): Result => ({ status: 404, body: { error } })

/** A list read in the site's words, each item named the contract's way. */
const mapped =
  <View, Item>(read: () => Promise<View[]>, toContract: (view: View) => Item) =>
  async () =>
    (await read()).map((view) => toContract(view))

/** Lists two calls of the original site each give (the staff, the programmes, the departments). */
const contractStaff = mapped(getStaff, toContractStaffMember)
const contractCourses = mapped(getProgrammes, toContractCourse)
const contractDepartments = mapped(getDepartments, toContractDepartment)

// The counter endpoints are added by ./counters.ts (they hold per-process state).
export const readEndpoints: Endpoint[] = [
  // The calls the original site made at start (docs/contract.md#calls), in their order.
  list('academics/faculty/academic/list', 'Faculties', S.Faculty, mapped(getFaculties, toContractFaculty)),
  list('academics/department/academic/list', 'Departments', S.Department, contractDepartments),
  list(
    'academics/faculty/details',
    'Faculty details',
    S.FacultyDetail,
    mapped(getFacultyDetails, toContractFacultyDetail),
  ),
  list('academics/course/view/list', 'Every programme (course)', S.Course, contractCourses),
  list('academics/course/details', 'Every programme with its details', S.Course, contractCourses),
  list(
    'news/all/active',
    'Published news, newest first',
    S.NewsItem,
    async () => (await getNews()).map(toContractNews),
    async (paging) => (await getNewsPage(paging)).map(toContractNews),
  ),
  list(
    'event/all/active',
    'Published events, latest event date first',
    S.Event,
    async () => (await getEvents()).map(toContractEvent),
    async (paging) => (await getEventsPage(paging)).map(toContractEvent),
  ),
  list('general/homepage/content', 'Home page content (the first element is used)', S.HomepageContent, async () => [
    toContractHomepageContent(await getHomepageContent()),
  ]),
  list(
    'general/website/tuition',
    'Every programme with its tuition rows',
    S.CourseWithTuition,
    mapped(getProgrammesWithTuition, toContractCourseWithTuition),
  ),
  list('academic/staff/website/all', 'Every staff member', S.StaffMember, contractStaff),
  list(
    'general/website/timetable/staff',
    'Who teaches which module',
    S.TimetableEntry,
    mapped(getTimetable, toContractTimetableEntry),
  ),
  // The calls made by screens.
  list('slider/homepage', 'Home page slides', S.SliderItem, mapped(getSlides, toContractSlide)),
  list('general/web_contact', 'Contact offices', S.ContactOffice, mapped(getContactOffices, toContractContactOffice)),
  {
    method: 'GET',
    path: 'leadership/leadership/list',
    summary: 'Leadership (Board, Management, Senate) and staff',
    response: S.Leadership,
    handle: async () => ok(toContractLeadership(await getLeadership())),
  },
  list('academic/staff/all', 'Every staff member', S.StaffMember, contractStaff),
  {
    method: 'GET',
    path: 'academic/staff/{StaffID*}',
    summary: 'One staff member with qualifications, modules and publications',
    params: { StaffID: STAFF_ID },
    response: S.StaffProfile,
    handle: async ({ StaffID }) => {
      const profile = await getStaffProfileById(StaffID)
      return profile ? ok(toContractStaffProfile(profile)) : notFound(`No staff member with StaffID ${StaffID}`)
    },
  },
  list('academic/titles', 'Title lookup', S.Title, mapped(getTitles, toContractTitle)),
  list('academic/designation', 'Designation lookup', S.Designation, mapped(getDesignations, toContractDesignation)),
  list('academic/departments', 'Department lookup', S.Department, contractDepartments),
  list('gallery/list', 'Gallery images', S.GalleryImage, mapped(getGallery, toContractGalleryImage)),
  list('general/other-fee/list', 'Other fees', S.OtherFee, mapped(getFees, toContractOtherFee)),
  {
    method: 'GET',
    path: 'general/breakdown/{courseCode}',
    summary: 'A programme with its running modules (and lecturers) and tuition rows',
    params: { courseCode: COURSE_CODE },
    response: S.Breakdown,
    notFoundResponse: S.Breakdown,
    handle: async ({ courseCode }) => {
      const breakdown = await getBreakdown(courseCode.toUpperCase())
      return { status: breakdown.programme ? 200 : 404, body: toContractBreakdown(breakdown) }
    },
  },
  list(
    'general/campus-life/list',
    'Campus life entries',
    S.CampusLifeEntry,
    mapped(getCampusLife, toContractCampusLife),
  ),
  list(
    'general/academic_calendar',
    'Academic calendar entries',
    S.CalendarEntry,
    mapped(getAcademicCalendar, toContractCalendarEntry),
  ),
  list(
    'academic/am-course-ug',
    'Undergraduate programmes',
    S.Course,
    mapped(getUndergraduateProgrammes, toContractCourse),
  ),
  {
    method: 'GET',
    path: 'academics/tuition/by/Level/{courseCode}',
    summary: 'Tuition rows of one programme by level and semester',
    params: { courseCode: COURSE_CODE },
    response: z.array(S.TuitionRow),
    handle: async ({ courseCode }) => {
      const code = courseCode.toUpperCase()
      const rows = await getTuitionByProgramme(code)
      return rows ? ok(toContractTuitionRows(code, rows)) : notFound(`No programme with course code ${courseCode}`)
    },
  },
  list('general/finance_scholarship', 'Scholarships', S.Scholarship, mapped(getScholarships, toContractScholarship)),
]
