/**
 * The view types pages and the /api/v1 contract share, inferred from the contract's schemas
 * (src/contract/schemas.ts), the one description of these shapes. Field names are the contract's
 * (docs/contract.md#shapes), except news, events, people and contact offices, which are in the site's
 * words: the contract's answers name them its own way (src/contract/news-events.ts, src/contract/people.ts).
 * Image fields here are site-relative URLs ('' when there is none); the contract makes them absolute. HTML
 * fields are already sanitized.
 */
import type { z } from 'zod'

import type * as schema from '@/contract/schemas'

export type FacultyView = z.infer<typeof schema.Faculty>
export type FacultyDetailView = z.infer<typeof schema.FacultyDetail>
export type DepartmentView = z.infer<typeof schema.Department>
export type CourseView = z.infer<typeof schema.Course>
export type ApplicationType = CourseView['ApplicationType']
export type TuitionRowView = z.infer<typeof schema.TuitionRow>
export type CourseWithTuitionView = z.infer<typeof schema.CourseWithTuition>
export type RunningModuleView = z.infer<typeof schema.RunningModule>
export type TimetableEntryView = z.infer<typeof schema.TimetableEntry>
export type BreakdownView = z.infer<typeof schema.Breakdown>
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
export type SliderItemView = z.infer<typeof schema.SliderItem>
export type HomepageContentView = z.infer<typeof schema.HomepageContent>
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
export type GalleryImageView = z.infer<typeof schema.GalleryImage>
export type OtherFeeView = z.infer<typeof schema.OtherFee>
export type CampusLifeView = z.infer<typeof schema.CampusLifeEntry>
export type CalendarEntryView = z.infer<typeof schema.CalendarEntry>
export type ScholarshipView = z.infer<typeof schema.Scholarship>
