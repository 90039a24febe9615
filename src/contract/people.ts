/**
 * The contract's names for the site's people views (docs/contract.md#shapes): the leadership list, the
 * staff, a staff profile, the title and designation lookups and the contact offices. The pages speak
 * the site's words; the /api/v1 answers keep the original site's field names and order.
 */
import type { z } from 'zod'

import type {
  ContactOfficeView,
  DesignationView,
  LeadershipMemberView,
  PublicationView,
  StaffMemberView,
  StaffProfileView,
  TitleView,
} from '@/content/views'

import type * as S from './schemas'

const toContractLeadershipMember = (m: LeadershipMemberView): z.infer<typeof S.LeadershipMember> => ({
  Category: m.category,
  Title: m.title,
  FullName: m.fullName,
  Designation: m.designation,
  ImagePath: m.image,
  Description: m.description,
})

export const toContractStaffMember = (s: StaffMemberView): z.infer<typeof S.StaffMember> => ({
  Slug: s.slug,
  StaffID: s.staffId,
  TitleID: s.titleId,
  FirstName: s.firstName,
  MiddleName: s.middleName,
  Surname: s.surname,
  FullName: s.fullName,
  TitleName: s.title,
  DesignationName: s.designation,
  DepartmentCode: s.departmentCode,
  EmailAddress: s.email,
  PhoneNumber: s.phone,
  Biography: s.biography,
  Image: s.image,
  Twitter: s.twitter,
  Researchgate: s.researchgate,
  Linkedin: s.linkedin,
})

export const toContractLeadership = (l: {
  leadership: LeadershipMemberView[]
  staff: StaffMemberView[]
}): z.infer<typeof S.Leadership> => ({
  leadership: l.leadership.map(toContractLeadershipMember),
  staff: l.staff.map(toContractStaffMember),
})

const toContractPublication = (p: PublicationView): z.infer<typeof S.Publication> => ({
  EntryID: p.id,
  WorkTitle: p.title,
  Authors: p.authors,
  DownloadCount: p.downloads,
  ViewCount: p.views,
  PublishedYear: p.year,
  UploadFile: p.file,
})

export const toContractStaffProfile = (p: StaffProfileView): z.infer<typeof S.StaffProfile> => ({
  staff: toContractStaffMember(p.staff),
  qualifications: p.qualifications.map((q) => ({
    Discipline: q.discipline,
    InstitutionName: q.institution,
    Year: q.year,
  })),
  modules: p.modules.map((m) => ({ ModuleDescription: m.name, ModuleCode: m.code, CreditUnit: m.creditUnit })),
  publications: p.publications.map(toContractPublication),
})

export const toContractTitle = (t: TitleView): z.infer<typeof S.Title> => ({ EntryID: t.id, TitleName: t.name })

export const toContractDesignation = (d: DesignationView): z.infer<typeof S.Designation> => ({
  EntryID: d.id,
  DesignationName: d.name,
})

export const toContractContactOffice = (o: ContactOfficeView): z.infer<typeof S.ContactOffice> => ({
  Office: o.office,
  ContactPerson: o.contactPerson,
  EmailAddress: o.email,
  PhoneNumber: o.phone,
})
