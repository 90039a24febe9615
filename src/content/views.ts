/**
 * The view types pages and the /api/v1 contract share. Field names are those
 * of SPEC.md section 3, so the contract returns them as they are. Image fields
 * here are site-relative URLs ('' when there is none); the contract makes them
 * absolute. HTML fields are already sanitized.
 */

export type FacultyView = {
  FacultyName: string
  Slug: string
  FacultyCode: string
  /** The dean's StaffID. */
  FacultyDean: string
  DeanName: string
  DeanSlug: string
}

export type FacultyDetailView = {
  FacultyCode: string
  FacultyDetail: string
  FacultyImage: string
  FacultyPhone: string
  FacultyEmail: string
}

export type DepartmentView = { DepartmentCode: string; DepartmentName: string; FacultyCode: string }

export type ApplicationType = 'foundation' | 'undergraduate' | 'postgraduate'

export type CourseView = {
  CourseCode: string
  CourseName: string
  Slug: string
  DegreeInView: string
  Duration: number
  DurationType: string
  ApplicationType: ApplicationType
  FacultyCode: string
  DepartmentName: string
  Description: string
  ImagePath: string
}

export type TuitionRowView = {
  CourseCode: string
  Level: string
  Semester: string
  TuitionAmount: number
  TuitionAmountIntl: number
}

export type CourseWithTuitionView = CourseView & { TuitionList: TuitionRowView[] }

export type RunningModuleView = {
  CourseCode: string
  CourseLevel: string
  CourseSemester: string
  CreditLoad: number
  ModuleCode: string
  ModuleName: string
  ModuleType: string
  Lecturers: Array<{ StaffName: string; StaffNameSlug: string }>
}

export type TimetableEntryView = {
  CourseCode: string
  ModuleCode: string
  StaffID: string
  StaffName: string
  StaffNameSlug: string
}

export type BreakdownView = {
  courseDetails: CourseView | null
  runningModuleList: RunningModuleView[]
  tuitionList: TuitionRowView[]
}

export type NewsView = {
  Slug: string
  Title: string
  Description: string
  NewsType: string
  ImagePath: string
  FacultyCode: string
  InsertedDate: string
}

export type EventView = {
  Slug: string
  Title: string
  Description: string
  EventType: string
  type: 'event'
  /** YYYY-MM-DD */
  EventDate: string
  StartTime: string
  EndTime: string
  Location: string
  ImagePath: string
  InsertedDate: string
}

export type SliderItemView = { Title: string; Caption: string; BtnLink: string; BtnName: string; ImagePath: string }

export type HomepageContentView = {
  ProChancellorName: string
  ProChancellorTitle: string
  ProChancellorMessage: string
  ProChancellorImage: string
  CampusVideoUrl: string
  CampusBannerImage: string
}

export type ContactOfficeView = { Office: string; ContactPerson: string; EmailAddress: string; PhoneNumber: string }

export type LeadershipMemberView = {
  Category: 'Board' | 'Management' | 'Senate'
  Title: string
  FullName: string
  Designation: string
  ImagePath: string
  Description: string
}

export type StaffMemberView = {
  Slug: string
  StaffID: string
  TitleID: number | null
  FirstName: string
  MiddleName: string
  Surname: string
  FullName: string
  TitleName: string
  DesignationName: string
  DepartmentCode: string
  EmailAddress: string
  PhoneNumber: string
  Biography: string
  Image: string
  Twitter: string
  Researchgate: string
  Linkedin: string
}

export type QualificationView = { Discipline: string; InstitutionName: string; Year: number }
export type StaffModuleView = { ModuleDescription: string; ModuleCode: string; CreditUnit: number }
export type PublicationView = {
  EntryID: number
  WorkTitle: string
  Authors: string
  DownloadCount: number
  ViewCount: number
  PublishedYear: number
  UploadFile: string
}

export type StaffProfileView = {
  staff: StaffMemberView
  qualifications: QualificationView[]
  modules: StaffModuleView[]
  publications: PublicationView[]
}

export type TitleView = { EntryID: number; TitleName: string }
export type DesignationView = { EntryID: number; DesignationName: string }

export type GalleryImageView = { CategoryName: string; SubCategoryName: string; ImageTitle: string; ImagePath: string }
export type OtherFeeView = { Title: string; Amount: number; PaidBy: string; IsRequired: 0 | 1 }
export type CampusLifeView = { EntryID: number; Title: string; Description: string; ImagePath: string }
export type CalendarEntryView = {
  /** YYYY-MM-DD */
  Date: string
  Title: string
  Type: 'semester' | 'holiday' | 'break' | 'exam' | 'event'
  SemesterCode: string
}
export type ScholarshipView = {
  ScholarshipName: string
  TuitionPercentage: number
  HostelPercentage: number
  FeedingPercentage: number
}
