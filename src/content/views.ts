/**
 * The view types pages and the /api/v1 contract share, inferred from the contract's schemas
 * (src/contract/schemas.ts), the one description of these shapes. Field names are the contract's
 * (docs/contract.md#shapes), except news and events, which are in the site's words: the contract's
 * answers name them its own way (src/contract/news-events.ts). Image fields here are site-relative URLs
 * ('' when there is none); the contract makes them absolute. HTML fields are already sanitized.
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
export type ContactOfficeView = z.infer<typeof schema.ContactOffice>
export type LeadershipMemberView = z.infer<typeof schema.LeadershipMember>
export type StaffMemberView = z.infer<typeof schema.StaffMember>
export type QualificationView = z.infer<typeof schema.Qualification>
export type StaffModuleView = z.infer<typeof schema.StaffModule>
export type PublicationView = z.infer<typeof schema.Publication>
export type StaffProfileView = z.infer<typeof schema.StaffProfile>
export type TitleView = z.infer<typeof schema.Title>
export type DesignationView = z.infer<typeof schema.Designation>
export type GalleryImageView = z.infer<typeof schema.GalleryImage>
export type OtherFeeView = z.infer<typeof schema.OtherFee>
export type CampusLifeView = z.infer<typeof schema.CampusLifeEntry>
export type CalendarEntryView = z.infer<typeof schema.CalendarEntry>
export type ScholarshipView = z.infer<typeof schema.Scholarship>
