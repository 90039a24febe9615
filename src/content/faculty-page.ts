import '@/server-only'

import type { Faculty, Staff } from '@/payload-types'

import { getFaculties } from './academics'
import { cached, cachedForKnownKey } from './cache'
import { imageView, type ImageView } from './media'
import { payloadClient } from './payload'
import { rel } from './relations'
import { richTextToHtml } from './rich-text'
import type { ApplicationType } from './views'

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
    applicationType: ApplicationType
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
      where: { slug: { equals: slug } },
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
        where: { faculty: { equals: f.id } },
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
  async () => new Set((await getFaculties()).map((f) => f.Slug)),
  facultyPageBySlug,
  null,
)
