import '@/server-only'

import type { Faculty, Staff } from '@/payload-types'

import { rel } from './relations'
import { richTextToHtml } from './rich-text'

/** A faculty's dean as the Senate lists them: read from the faculty (the dean it names), never typed twice. */
export type FacultyDean = { facultyId: Faculty['id']; designation: string; dean: Staff }

/** The deans the given faculties name, in the faculties' order; a faculty without a dean is left out. */
export function facultyDeans(faculties: Faculty[]): FacultyDean[] {
  return faculties.flatMap((f) => {
    const dean = rel(f.dean)
    return dean ? [{ facultyId: f.id, designation: `Dean, ${f.name}`, dean }] : []
  })
}

/** What a dean's Senate entry says of them, from their staff record (the leadership list and the directory alike). */
export function deanAsSenateMember({ designation, dean }: FacultyDean) {
  return {
    category: 'Senate' as const,
    title: rel(dean.title)?.name ?? '',
    fullName: dean.fullName ?? '',
    designation,
    description: richTextToHtml(dean.biography),
  }
}
