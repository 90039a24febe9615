/**
 * The view types pages read, in the site's own words. The /api/v1 contract's answers name the same
 * things the original site's way (docs/contract.md#shapes): src/contract/ maps these views to its names
 * (programmes.ts, campus.ts, news-events.ts, people.ts), so PascalCase names live only at /api/v1.
 * Image fields here are site-relative URLs ('' when there is none); the contract makes them absolute. HTML
 * fields are already sanitized.
 */
import type { CalendarEntryType } from '@/lib/calendar'
import type { ProgrammeType } from '@/lib/programme-finder'

/** A published faculty and its dean. */
export type FacultyView = {
  name: string
  slug: string
  code: string
  /** Null when it has none. */
  dean: {
    staffId: string
    /** Title and name ('Prof. Ada Obi'). */
    name: string
    slug: string
  } | null
}
/** What a faculty's page tells of it besides its people and programmes. */
export type FacultyDetailView = {
  code: string
  /** Sanitized HTML. */
  detail: string
  /** Site-relative, '' when there is none. */
  image: string
  /** '' when none. */
  phone: string
  email: string
}
/** A department and its faculty. */
export type DepartmentView = { code: string; name: string; facultyCode: string }
/** A published programme. */
export type ProgrammeView = {
  /** Such as CSC-BSC. */
  code: string
  name: string
  slug: string
  /** The degree it leads to ('B.Sc. Computer Science'). */
  degreeInView: string
  /** How long it lasts, in `durationType` units ('Years', 'Months', 'Semesters'). */
  duration: number
  durationType: string
  type: ProgrammeType
  /** '' when its faculty is unknown. */
  facultyCode: string
  /** Its department's name, '' when none. */
  departmentName: string
  /** Plain text, '' when none. */
  description: string
  /** Site-relative, '' when there is none. */
  image: string
}
/** A programme's tuition for a level and semester ('All' for any), per student. */
export type TuitionRowView = {
  /** '100', '200', … or 'All'. */
  level: string
  semester: 'All' | 'First' | 'Second'
  /** Nigerian students, in naira. */
  local: number
  /** International students, in US dollars. */
  intl: number
}
/** A programme with its tuition rows, in level and semester order. */
export type ProgrammeWithTuitionView = ProgrammeView & { tuitionRows: TuitionRowView[] }
/** A module a programme runs, with who teaches it. */
export type RunningModuleView = {
  /** Such as CSC 101. */
  code: string
  name: string
  /** The level ('100') and semester ('First') it is taught in. */
  level: string
  semester: string
  /** Its credit units. */
  creditLoad: number
  /** Such as 'Core' or 'Elective'. */
  type: string
  lecturers: Array<{ name: string; slug: string }>
}
/** One lecturer of one running module: who teaches what. */
export type TimetableEntryView = {
  programmeCode: string
  moduleCode: string
  lecturer: { staffId: string; name: string; slug: string }
}
/** A programme with its running modules and tuition rows; null programme (and no rows) when unknown. */
export type BreakdownView = {
  programme: ProgrammeView | null
  modules: RunningModuleView[]
  tuitionRows: TuitionRowView[]
}
/**
 * One year of a known programme's breakdown, the page's shape: a year's modules at a time, since they
 * grow with the programme while the year buttons lead to the other years' pages.
 */
export type BreakdownYearView = {
  programme: ProgrammeView
  /** Year 1 to N (N the programme's duration), each with the address of its page. */
  years: Array<{ year: number; path: string }>
  /** The year shown. */
  year: number
  /** Its modules: those of the programme's year-th level (levels in order), by semester and code. */
  modules: RunningModuleView[]
  /** Every tuition row of the programme (a group's tuition may come from a row for all levels). */
  tuitionRows: TuitionRowView[]
}
/** A published news story. */
export type NewsView = {
  slug: string
  title: string
  /** Sanitized HTML. */
  description: string
  newsType: string
  /** Site-relative, '' when there is none. */
  image: string
  /** The faculty's code, '' for university-wide news. */
  facultyCode: string
  /** When it was published: an ISO timestamp. */
  published: string
}
/** A published event. */
export type EventView = {
  slug: string
  title: string
  /** Sanitized HTML. */
  description: string
  eventType: string
  /** Its day, YYYY-MM-DD ('' when unknown); the times are on the Lagos clock, HH:MM or HH:MM:SS. */
  eventDate: string
  startTime: string
  endTime: string
  location: string
  /** Site-relative, '' when there is none. */
  image: string
  /** When it was published: an ISO timestamp. */
  published: string
}
/** A home page slide and its button. */
export type SliderItemView = {
  title: string
  caption: string
  /** The button's words, '' when none. */
  buttonName: string
  /** Where the button leads: a site path or a web, mail or phone address; '' when none. */
  href: string
  /** Site-relative, '' when there is none. */
  image: string
}
/** What the home page shows of the Pro-Chancellor and the campus. */
export type HomepageContentView = {
  proChancellorName: string
  proChancellorTitle: string
  /** Plain text, paragraphs apart by a blank line. */
  proChancellorMessage: string
  /** Site-relative, '' when there is none. */
  proChancellorImage: string
  /** The campus video's address, '' when none. */
  campusVideo: string
  /** Site-relative, '' when there is none. */
  campusBannerImage: string
}
/** An office the contact page lists, with whom to ask for. */
export type ContactOfficeView = {
  office: string
  contactPerson: string
  email: string
  phone: string
}
/** A Board, Management or Senate member as the leadership list gives them (each faculty's dean in the Senate). */
export type LeadershipMemberView = {
  category: 'Board' | 'Management' | 'Senate'
  /** Before the name ('Prof.', 'Chief'), '' when none. */
  title: string
  fullName: string
  /** Their place in the leadership ('Vice-Chancellor', 'Dean, Faculty of …'). */
  designation: string
  /** Site-relative, '' when there is none. */
  image: string
  /** Sanitized HTML. */
  description: string
}
/** A member of staff. */
export type StaffMemberView = {
  slug: string
  /** Such as ACU/ACA/0001. */
  staffId: string
  /** The title's id, null when they have none. */
  titleId: number | null
  firstName: string
  /** '' when none. */
  middleName: string
  surname: string
  fullName: string
  /** The title's name ('Prof.', 'Dr.'), '' when none. */
  title: string
  /** Their post ('Senior Lecturer'), '' when none. */
  designation: string
  /** Their department's code, '' when none. */
  departmentCode: string
  email: string
  phone: string
  /** Sanitized HTML. */
  biography: string
  /** Their photo: site-relative, '' when there is none. */
  image: string
  /** Their X (Twitter), ResearchGate and LinkedIn addresses as typed, '' when none. */
  twitter: string
  researchgate: string
  linkedin: string
}
/** A degree or certificate a staff member holds. */
export type QualificationView = { discipline: string; institution: string; year: number }
/** A module a staff member teaches. */
export type StaffModuleView = { name: string; code: string; creditUnit: number }
/** A staff member's publication. */
export type PublicationView = {
  id: number
  title: string
  authors: string
  /** The year it was published. */
  year: number
  /** How often its file was viewed and downloaded from the profile. */
  views: number
  downloads: number
  /** Site-relative or absolute URL of the file; '' when none is attached. */
  file: string
}
/** A staff member with their qualifications, the modules they teach and their publications. */
export type StaffProfileView = {
  staff: StaffMemberView
  qualifications: QualificationView[]
  modules: StaffModuleView[]
  publications: PublicationView[]
}
/** A title staff may have ('Prof.', 'Dr.'). */
export type TitleView = { id: number; name: string }
/** A post staff may hold ('Lecturer I'). */
export type DesignationView = { id: number; name: string }
/** A gallery picture under its category. */
export type GalleryImageView = {
  category: string
  /** '' when none. */
  subCategory: string
  title: string
  /** Site-relative, '' when there is none. */
  image: string
}
/** A campus life story. */
export type CampusLifeView = {
  id: number
  title: string
  /** Plain text, paragraphs apart by a blank line. */
  description: string
  /** Site-relative, '' when there is none. */
  image: string
}
/** An entry of the academic calendar. */
export type CalendarEntryView = {
  /** YYYY-MM-DD ('' when unknown). */
  date: string
  title: string
  type: CalendarEntryType
  /** '' when none. */
  semesterCode: string
}
/** A scholarship and the share of each cost it covers, in per cent. */
export type ScholarshipView = { name: string; tuition: number; hostel: number; feeding: number }
