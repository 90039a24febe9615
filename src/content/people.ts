import '@/server-only'

import type { Where } from 'payload'

import type { Faculty, LeadershipMember, Publication, Staff } from '@/payload-types'

import { findFaculties } from './academics'
import { cached, cachedForKnownKey } from './cache'
import { facultyDeans } from './deans'
import { payloadClient } from './payload'
import { filePath, imagePath, rel } from './relations'
import { richTextToHtml } from './rich-text'
import { taughtModules } from './staff-modules'
import type {
  DesignationView,
  LeadershipMemberView,
  PublicationView,
  StaffMemberView,
  StaffProfileView,
  TitleView,
} from './views'

export function toStaffMemberView(s: Staff): StaffMemberView {
  const title = rel(s.title)
  return {
    Slug: s.slug,
    StaffID: s.staffId,
    TitleID: title?.id ?? null,
    FirstName: s.firstName,
    MiddleName: s.middleName ?? '',
    Surname: s.surname,
    FullName: s.fullName ?? '',
    TitleName: title?.name ?? '',
    DesignationName: rel(s.designation)?.name ?? '',
    DepartmentCode: rel(s.department)?.code ?? '',
    EmailAddress: s.email ?? '',
    PhoneNumber: s.phone ?? '',
    Biography: richTextToHtml(s.biography),
    Image: imagePath(s.image, 'card'),
    Twitter: s.twitter ?? '',
    Researchgate: s.researchgate ?? '',
    Linkedin: s.linkedin ?? '',
  }
}

function toLeadershipMemberView(m: LeadershipMember): LeadershipMemberView {
  return {
    Category: m.category,
    Title: m.title ?? '',
    FullName: m.fullName,
    Designation: m.designation,
    ImagePath: imagePath(m.image, 'card'),
    Description: richTextToHtml(m.description),
  }
}

export function toPublicationView(p: Publication): PublicationView {
  const file = rel(p.file)
  return {
    EntryID: p.id,
    WorkTitle: p.title,
    Authors: p.authors,
    DownloadCount: p.downloadCount ?? 0,
    ViewCount: p.viewCount ?? 0,
    PublishedYear: p.publishedYear,
    UploadFile: filePath(file),
  }
}

const STAFF_TAGS = ['staff', 'titles', 'designations', 'departments', 'media']

export const getStaff = cached('staff', STAFF_TAGS, async (): Promise<StaffMemberView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'staff', pagination: false, depth: 1, sort: 'surname' })
  return docs.map(toStaffMemberView)
})

/** Each published faculty's dean, as a Senate member. */
function toDeanViews(faculties: Faculty[]): LeadershipMemberView[] {
  return facultyDeans(faculties).map(({ designation, dean }) => ({
    Category: 'Senate' as const,
    Title: rel(dean.title)?.name ?? '',
    FullName: dean.fullName ?? '',
    Designation: designation,
    ImagePath: imagePath(dean.image, 'card'),
    Description: richTextToHtml(dean.biography),
  }))
}

export const getLeadership = cached(
  'leadership',
  ['leadership-members', 'media', 'faculties', ...STAFF_TAGS],
  async (): Promise<{ leadership: LeadershipMemberView[]; staff: StaffMemberView[] }> => {
    const payload = await payloadClient()
    const [{ docs }, faculties, staff] = await Promise.all([
      payload.find({ collection: 'leadership-members', pagination: false, depth: 1, sort: 'order' }),
      findFaculties(),
      getStaff(),
    ])
    return { leadership: [...docs.map(toLeadershipMemberView), ...toDeanViews(faculties)], staff }
  },
)

async function findStaffProfile(where: Where): Promise<StaffProfileView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'staff', where, limit: 1, depth: 1 })
  const staff = docs[0]
  if (!staff) return null
  const [{ docs: publications }, modules] = await Promise.all([
    payload.find({
      collection: 'publications',
      where: { staff: { equals: staff.id } },
      pagination: false,
      depth: 1,
      sort: '-publishedYear',
    }),
    taughtModules(payload, staff),
  ])
  return {
    staff: toStaffMemberView(staff),
    qualifications: (staff.qualifications ?? []).map((q) => ({
      Discipline: q.discipline,
      InstitutionName: q.institution,
      Year: q.year,
    })),
    // The breakdowns' modules that name them (src/content/staff-modules.ts), as the profile page lists.
    modules: modules.map((m) => ({ ModuleDescription: m.name, ModuleCode: m.code, CreditUnit: m.creditUnit })),
    publications: publications.map(toPublicationView),
  }
}

const PROFILE_TAGS = [...STAFF_TAGS, 'publications', 'documents', 'running-modules', 'programmes']

const profileById = cached('staff-profile-by-id', PROFILE_TAGS, (staffId: string) =>
  findStaffProfile({ staffId: { equals: staffId } }),
)
const profileBySlug = cached('staff-profile-by-slug', PROFILE_TAGS, (slug: string) =>
  findStaffProfile({ slug: { equals: slug } }),
)

/** One staff member's profile by StaffID; null when nobody has it. */
export const getStaffProfileById = cachedForKnownKey(
  async () => new Set((await getStaff()).map((s) => s.StaffID)),
  profileById,
  null,
)

/** One staff member's profile by slug; null when nobody has it. */
export const getStaffProfileBySlug = cachedForKnownKey(
  async () => new Set((await getStaff()).map((s) => s.Slug)),
  profileBySlug,
  null,
)

export const getTitles = cached('titles', ['titles'], async (): Promise<TitleView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'titles', pagination: false, depth: 0, sort: 'name' })
  return docs.map((t) => ({ EntryID: t.id, TitleName: t.name }))
})

export const getDesignations = cached('designations', ['designations'], async (): Promise<DesignationView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'designations', pagination: false, depth: 0, sort: 'name' })
  return docs.map((d) => ({ EntryID: d.id, DesignationName: d.name }))
})
