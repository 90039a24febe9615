/**
 * Every call of the original site, served under /api/v1/ with the same path
 * (docs/contract.md#calls). Each endpoint names its response schema, which the
 * tests check and the OpenAPI document is generated from.
 */
import '@/server-only'

import { z } from 'zod'

import {
  getBreakdown,
  getCourses,
  getCoursesWithTuition,
  getDepartments,
  getFaculties,
  getFacultyDetails,
  getTimetable,
  getTuitionByCourse,
  getUndergraduateCourses,
} from '@/content/academics'
import {
  getAcademicCalendar,
  getCampusLife,
  getContactOffices,
  getGallery,
  getHomepageContent,
  getOtherFees,
  getScholarships,
  getSlides,
} from '@/content/campus'
import { getEvents, getEventsPage, getNews, getNewsPage } from '@/content/news-events'
import { getDesignations, getLeadership, getStaff, getStaffProfileById, getTitles } from '@/content/people'
import type { Paging } from '@/lib/paging'

import { toContractEvent, toContractNews } from './news-events'
import {
  toContractContactOffice,
  toContractDesignation,
  toContractLeadership,
  toContractStaffMember,
  toContractStaffProfile,
  toContractTitle,
} from './people'
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

/** Every staff member under the contract's names (two calls of the original site give the same list). */
const contractStaff = async () => (await getStaff()).map(toContractStaffMember)

// The counter endpoints are added by ./counters.ts (they hold per-process state).
export const readEndpoints: Endpoint[] = [
  // The calls the original site made at start (docs/contract.md#calls), in their order.
  list('academics/faculty/academic/list', 'Faculties', S.Faculty, getFaculties),
  list('academics/department/academic/list', 'Departments', S.Department, getDepartments),
  list('academics/faculty/details', 'Faculty details', S.FacultyDetail, getFacultyDetails),
  list('academics/course/view/list', 'Every programme (course)', S.Course, getCourses),
  list('academics/course/details', 'Every programme with its details', S.Course, getCourses),
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
    await getHomepageContent(),
  ]),
  list('general/website/tuition', 'Every programme with its tuition rows', S.CourseWithTuition, getCoursesWithTuition),
  list('academic/staff/website/all', 'Every staff member', S.StaffMember, contractStaff),
  list('general/website/timetable/staff', 'Who teaches which module', S.TimetableEntry, getTimetable),
  // The calls made by screens.
  list('slider/homepage', 'Home page slides', S.SliderItem, getSlides),
  list('general/web_contact', 'Contact offices', S.ContactOffice, async () =>
    (await getContactOffices()).map(toContractContactOffice),
  ),
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
  list('academic/titles', 'Title lookup', S.Title, async () => (await getTitles()).map(toContractTitle)),
  list('academic/designation', 'Designation lookup', S.Designation, async () =>
    (await getDesignations()).map(toContractDesignation),
  ),
  list('academic/departments', 'Department lookup', S.Department, getDepartments),
  list('gallery/list', 'Gallery images', S.GalleryImage, getGallery),
  list('general/other-fee/list', 'Other fees', S.OtherFee, getOtherFees),
  {
    method: 'GET',
    path: 'general/breakdown/{courseCode}',
    summary: 'A programme with its running modules (and lecturers) and tuition rows',
    params: { courseCode: COURSE_CODE },
    response: S.Breakdown,
    notFoundResponse: S.Breakdown,
    handle: async ({ courseCode }) => {
      const breakdown = await getBreakdown(courseCode.toUpperCase())
      return { status: breakdown.courseDetails ? 200 : 404, body: breakdown }
    },
  },
  list('general/campus-life/list', 'Campus life entries', S.CampusLifeEntry, getCampusLife),
  list('general/academic_calendar', 'Academic calendar entries', S.CalendarEntry, getAcademicCalendar),
  list('academic/am-course-ug', 'Undergraduate programmes', S.Course, getUndergraduateCourses),
  {
    method: 'GET',
    path: 'academics/tuition/by/Level/{courseCode}',
    summary: 'Tuition rows of one programme by level and semester',
    params: { courseCode: COURSE_CODE },
    response: z.array(S.TuitionRow),
    handle: async ({ courseCode }) => {
      const rows = await getTuitionByCourse(courseCode.toUpperCase())
      return rows ? ok(rows) : notFound(`No programme with course code ${courseCode}`)
    },
  },
  list('general/finance_scholarship', 'Scholarships', S.Scholarship, getScholarships),
]
