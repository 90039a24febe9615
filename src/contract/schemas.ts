/**
 * The /api/v1 contract's shapes (docs/contract.md#shapes), one source of truth:
 * the integration tests check every response against these, and
 * /api/v1/openapi.json is generated from them.
 */
import { z } from 'zod'

const imageUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).describe('An absolute http(s) URL, or empty')
const isoDate = z.union([z.literal(''), z.iso.date()]).describe('YYYY-MM-DD')
const isoTimestamp = z.iso.datetime({ offset: true })
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .describe('HH:MM or HH:MM:SS, 24-hour')
const html = z.string().describe('Sanitized HTML')

export const Error = z.object({ error: z.string() }).meta({ id: 'Error' })

export const Faculty = z
  .object({
    FacultyName: z.string(),
    Slug: z.string(),
    FacultyCode: z.string(),
    FacultyDean: z.string().describe("The dean's StaffID"),
    DeanName: z.string(),
    DeanSlug: z.string(),
  })
  .meta({ id: 'Faculty' })

export const FacultyDetail = z
  .object({
    FacultyCode: z.string(),
    FacultyDetail: html,
    FacultyImage: imageUrl,
    FacultyPhone: z.string(),
    FacultyEmail: z.string(),
  })
  .meta({ id: 'FacultyDetail' })

export const Department = z
  .object({ DepartmentCode: z.string(), DepartmentName: z.string(), FacultyCode: z.string() })
  .meta({ id: 'Department' })

export const Course = z
  .object({
    CourseCode: z.string(),
    CourseName: z.string(),
    Slug: z.string(),
    DegreeInView: z.string(),
    Duration: z.number().int(),
    DurationType: z.string(),
    ApplicationType: z.enum(['foundation', 'undergraduate', 'postgraduate']),
    FacultyCode: z.string(),
    DepartmentName: z.string(),
    Description: z.string(),
    ImagePath: imageUrl,
  })
  .meta({ id: 'Course' })

export const TuitionRow = z
  .object({
    CourseCode: z.string(),
    Level: z.string().describe("'100', '200', … or 'All'"),
    Semester: z.enum(['All', 'First', 'Second']),
    TuitionAmount: z.number().describe('NGN'),
    TuitionAmountIntl: z.number().describe('USD'),
  })
  .meta({ id: 'TuitionRow' })

export const CourseWithTuition = Course.extend({ TuitionList: z.array(TuitionRow) }).meta({ id: 'CourseWithTuition' })

export const Lecturer = z.object({ StaffName: z.string(), StaffNameSlug: z.string() })

export const RunningModule = z
  .object({
    CourseCode: z.string(),
    CourseLevel: z.string(),
    CourseSemester: z.string(),
    CreditLoad: z.number(),
    ModuleCode: z.string(),
    ModuleName: z.string(),
    ModuleType: z.string(),
    Lecturers: z.array(Lecturer),
  })
  .meta({ id: 'RunningModule' })

export const TimetableEntry = z
  .object({
    CourseCode: z.string(),
    ModuleCode: z.string(),
    StaffID: z.string(),
    StaffName: z.string(),
    StaffNameSlug: z.string(),
  })
  .meta({ id: 'TimetableEntry' })

export const Breakdown = z
  .object({
    courseDetails: Course.nullable(),
    runningModuleList: z.array(RunningModule),
    tuitionList: z.array(TuitionRow),
  })
  .meta({ id: 'Breakdown' })

export const NewsItem = z
  .object({
    Slug: z.string(),
    Title: z.string(),
    Description: html,
    NewsType: z.string(),
    ImagePath: imageUrl,
    FacultyCode: z.string(),
    InsertedDate: isoTimestamp,
  })
  .meta({ id: 'NewsItem' })

export const Event = z
  .object({
    Slug: z.string(),
    Title: z.string(),
    Description: html,
    EventType: z.string(),
    type: z.literal('event'),
    EventDate: isoDate,
    StartTime: time,
    EndTime: time,
    Location: z.string(),
    ImagePath: imageUrl,
    InsertedDate: isoTimestamp,
  })
  .meta({ id: 'Event' })

export const SliderItem = z
  .object({ Title: z.string(), Caption: z.string(), BtnLink: z.string(), BtnName: z.string(), ImagePath: imageUrl })
  .meta({ id: 'SliderItem' })

export const HomepageContent = z
  .object({
    ProChancellorName: z.string(),
    ProChancellorTitle: z.string(),
    ProChancellorMessage: z.string(),
    ProChancellorImage: imageUrl,
    CampusVideoUrl: z.string(),
    CampusBannerImage: imageUrl,
  })
  .meta({ id: 'HomepageContent' })

export const ContactOffice = z
  .object({ Office: z.string(), ContactPerson: z.string(), EmailAddress: z.string(), PhoneNumber: z.string() })
  .meta({ id: 'ContactOffice' })

export const LeadershipMember = z
  .object({
    Category: z.enum(['Board', 'Management', 'Senate']),
    Title: z.string(),
    FullName: z.string(),
    Designation: z.string(),
    ImagePath: imageUrl,
    Description: html,
  })
  .meta({ id: 'LeadershipMember' })

export const StaffMember = z
  .object({
    Slug: z.string(),
    StaffID: z.string(),
    TitleID: z.number().int().nullable(),
    FirstName: z.string(),
    MiddleName: z.string(),
    Surname: z.string(),
    FullName: z.string(),
    TitleName: z.string(),
    DesignationName: z.string(),
    DepartmentCode: z.string(),
    EmailAddress: z.string(),
    PhoneNumber: z.string(),
    Biography: html,
    Image: imageUrl,
    Twitter: z.string(),
    Researchgate: z.string(),
    Linkedin: z.string(),
  })
  .meta({ id: 'StaffMember' })

export const Leadership = z
  .object({ leadership: z.array(LeadershipMember), staff: z.array(StaffMember) })
  .meta({ id: 'Leadership' })

export const Qualification = z.object({ Discipline: z.string(), InstitutionName: z.string(), Year: z.number().int() })
export const StaffModule = z.object({ ModuleDescription: z.string(), ModuleCode: z.string(), CreditUnit: z.number() })
export const Publication = z
  .object({
    EntryID: z.number().int(),
    WorkTitle: z.string(),
    Authors: z.string(),
    DownloadCount: z.number().int(),
    ViewCount: z.number().int(),
    PublishedYear: z.number().int(),
    UploadFile: imageUrl.describe('Absolute URL of the file, or empty'),
  })
  .meta({ id: 'Publication' })

export const StaffProfile = z
  .object({
    staff: StaffMember,
    qualifications: z.array(Qualification),
    modules: z.array(StaffModule),
    publications: z.array(Publication),
  })
  .meta({ id: 'StaffProfile' })

export const Title = z.object({ EntryID: z.number().int(), TitleName: z.string() }).meta({ id: 'Title' })
export const Designation = z
  .object({ EntryID: z.number().int(), DesignationName: z.string() })
  .meta({ id: 'Designation' })

export const PublicationCounts = z
  .object({ EntryID: z.number().int(), ViewCount: z.number().int(), DownloadCount: z.number().int() })
  .meta({ id: 'PublicationCounts' })

export const GalleryImage = z
  .object({ CategoryName: z.string(), SubCategoryName: z.string(), ImageTitle: z.string(), ImagePath: imageUrl })
  .meta({ id: 'GalleryImage' })

export const OtherFee = z
  .object({
    Title: z.string(),
    Amount: z.number(),
    PaidBy: z.string(),
    IsRequired: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'OtherFee' })

export const CampusLifeEntry = z
  .object({ EntryID: z.number().int(), Title: z.string(), Description: z.string(), ImagePath: imageUrl })
  .meta({ id: 'CampusLifeEntry' })

export const CalendarEntry = z
  .object({
    Date: isoDate,
    Title: z.string(),
    Type: z.enum(['semester', 'holiday', 'break', 'exam', 'event']),
    SemesterCode: z.string(),
  })
  .meta({ id: 'CalendarEntry' })

export const Scholarship = z
  .object({
    ScholarshipName: z.string(),
    TuitionPercentage: z.number(),
    HostelPercentage: z.number(),
    FeedingPercentage: z.number(),
  })
  .meta({ id: 'Scholarship' })
