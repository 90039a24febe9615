/**
 * The view types pages and the /api/v1 contract share, inferred from the contract's schemas
 * (src/contract/schemas.ts), the one description of these shapes. Field names are the contract's
 * (docs/contract.md#shapes). Image fields here are site-relative URLs ('' when there is none); the
 * contract makes them absolute. HTML fields are already sanitized.
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
export type NewsView = z.infer<typeof schema.NewsItem>
export type EventView = z.infer<typeof schema.Event>
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
