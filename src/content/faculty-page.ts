import '@/server-only'

import type { ProgrammeType } from '@/lib/programme-finder'
import type { Faculty, Staff } from '@/payload-types'

import { getDepartments, getFaculties, getProgrammes } from './academics'
import { cached, cachedForKnownKey } from './cache'
import { imageView, type ImageView } from './media'
import { payloadClient, publishedOnly } from './payload'
import { rel } from './relations'
import { richTextToHtml } from './rich-text'

export type PersonLink = { name: string; slug: string }

export type FacultyPageView = {
  name: string
  code: string
  slug: string
  dean: PersonLink | null
  leadership: Array<{ role: string } & PersonLink>
  phone: string
  email: string
  /** Sanitized HTML. */
  detail: string
  image: ImageView | null
  departments: Array<{ code: string; name: string }>
  partnershipCount: number | null
  programmes: Array<{
    code: string
    name: string
    degreeInView: string
    applicationType: ProgrammeType
    duration: number
    slug: string
  }>
}

const displayName = (s: Staff): string => [rel(s.title)?.name, s.fullName].filter(Boolean).join(' ')

const personLink = (value: number | Staff | null | undefined): PersonLink | null => {
  const person = rel(value)
  return person ? { name: displayName(person), slug: person.slug } : null
}

const facultyPageBySlug = cached(
  'faculty-page',
  ['faculties', 'staff', 'titles', 'departments', 'programmes', 'media'],
  async (slug: string): Promise<FacultyPageView | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'faculties',
      where: publishedOnly({ slug: { equals: slug } }),
      pagination: false,
      depth: 2,
      limit: 2,
    })
    // An unmatched or ambiguous slug has no page (docs/site.md#redirects).
    if (docs.length !== 1) return null
    const f: Faculty = docs[0]
    const [{ docs: departments }, { docs: programmes }] = await Promise.all([
      payload.find({
        collection: 'departments',
        where: { faculty: { equals: f.id } },
        pagination: false,
        depth: 0,
        sort: 'name',
      }),
      payload.find({
        collection: 'programmes',
        where: publishedOnly({ faculty: { equals: f.id } }),
        pagination: false,
        depth: 0,
        sort: 'name',
      }),
    ])
    return {
      name: f.name,
      code: f.code,
      slug: f.slug,
      dean: personLink(f.dean),
      leadership: (f.leadership ?? []).flatMap((l) => {
        const person = personLink(l.person)
        return person ? [{ role: l.role, ...person }] : []
      }),
      phone: f.phone ?? '',
      email: f.email ?? '',
      detail: richTextToHtml(f.detail),
      image: imageView(f.image, 'hero'),
      departments: departments.map((d) => ({ code: d.code, name: d.name })),
      partnershipCount: typeof f.partnershipCount === 'number' ? f.partnershipCount : null,
      programmes: programmes.map((p) => ({
        code: p.code,
        name: p.name,
        degreeInView: p.degreeInView,
        applicationType: p.applicationType,
        duration: p.duration,
        slug: p.slug,
      })),
    }
  },
)

/** One faculty's detail page: its people, departments and programmes; null when no faculty has the slug. */
export const getFacultyPage = cachedForKnownKey(
  async () => new Set((await getFaculties()).map((f) => f.slug)),
  facultyPageBySlug,
  null,
)

/** A faculty on the faculties page: its dean and how many departments and programmes it has. */
export type FacultySummaryView = {
  name: string
  code: string
  slug: string
  dean: string
  departmentCount: number
  programmeCount: number
}

/** The faculties page: every faculty, summed up. */
export async function getFacultiesPage(): Promise<FacultySummaryView[]> {
  const [faculties, departments, programmes] = await Promise.all([getFaculties(), getDepartments(), getProgrammes()])
  const countBy = <T>(items: T[], key: (item: T) => string): Map<string, number> => {
    const counts = new Map<string, number>()
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
    return counts
  }
  const departmentCounts = countBy(departments, (d) => d.facultyCode)
  const programmeCounts = countBy(programmes, (p) => p.facultyCode)
  return faculties.map((f) => ({
    name: f.name,
    code: f.code,
    slug: f.slug,
    dean: f.dean?.name ?? '',
    departmentCount: departmentCounts.get(f.code) ?? 0,
    programmeCount: programmeCounts.get(f.code) ?? 0,
  }))
}
