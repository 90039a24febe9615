import '@/server-only'

import type { Where } from 'payload'

import type { Faculty, LeadershipMember, Publication, Staff } from '@/payload-types'

import { findFaculties } from './academics'
import { cached, cachedForKnownKey } from './cache'
import { deanAsSenateMember, facultyDeans } from './deans'
import { payloadClient } from './payload'
import { filePath, imagePath, rel } from './relations'
import { richTextToHtml } from './rich-text'
import { taughtModules } from './staff-modules'
import type {
  DesignationView,
  LeadershipMemberView,
  PublicationView,
  QualificationView,
  StaffMemberView,
  StaffProfileView,
  TitleView,
} from './views'

export function toStaffMemberView(s: Staff): StaffMemberView {
  const title = rel(s.title)
  return {
    slug: s.slug,
    staffId: s.staffId,
    titleId: title?.id ?? null,
    firstName: s.firstName,
    middleName: s.middleName ?? '',
    surname: s.surname,
    fullName: s.fullName ?? '',
    title: title?.name ?? '',
    designation: rel(s.designation)?.name ?? '',
    departmentCode: rel(s.department)?.code ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    biography: richTextToHtml(s.biography),
    image: imagePath(s.image, 'card'),
    twitter: s.twitter ?? '',
    researchgate: s.researchgate ?? '',
    linkedin: s.linkedin ?? '',
  }
}

function toLeadershipMemberView(m: LeadershipMember): LeadershipMemberView {
  return {
    category: m.category,
    title: m.title ?? '',
    fullName: m.fullName,
    designation: m.designation,
    image: imagePath(m.image, 'card'),
    description: richTextToHtml(m.description),
  }
}

/** A staff record's qualifications, as the profile page and the contract list them. */
export function toQualificationViews(s: Staff): QualificationView[] {
  return (s.qualifications ?? []).map((q) => ({ discipline: q.discipline, institution: q.institution, year: q.year }))
}

export function toPublicationView(p: Publication): PublicationView {
  return {
    id: p.id,
    title: p.title,
    authors: p.authors,
    year: p.publishedYear,
    views: p.viewCount ?? 0,
    downloads: p.downloadCount ?? 0,
    file: filePath(rel(p.file)),
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
  return facultyDeans(faculties).map((d) => ({ ...deanAsSenateMember(d), image: imagePath(d.dean.image, 'card') }))
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
    qualifications: toQualificationViews(staff),
    // The breakdowns' modules that name them (src/content/staff-modules.ts), as the profile page lists.
    modules,
    publications: publications.map(toPublicationView),
  }
}

const PROFILE_TAGS = [...STAFF_TAGS, 'publications', 'documents', 'running-modules', 'programmes']

const profileById = cached('staff-profile-by-id', PROFILE_TAGS, (staffId: string) =>
  findStaffProfile({ staffId: { equals: staffId } }),
)

/** One staff member's profile by StaffID; null when nobody has it. */
export const getStaffProfileById = cachedForKnownKey(
  async () => new Set((await getStaff()).map((s) => s.staffId)),
  profileById,
  null,
)

export const getTitles = cached('titles', ['titles'], async (): Promise<TitleView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'titles', pagination: false, depth: 0, sort: 'name' })
  return docs.map((t) => ({ id: t.id, name: t.name }))
})

export const getDesignations = cached('designations', ['designations'], async (): Promise<DesignationView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'designations', pagination: false, depth: 0, sort: 'name' })
  return docs.map((d) => ({ id: d.id, name: d.name }))
})
