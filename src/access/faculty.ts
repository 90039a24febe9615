/**
 * Faculty editors: a faculty's own officer keeps its programmes, departments, staff, news and
 * events, and its own faculty page, and nothing else. Admins and editors keep everything.
 *
 * Update and delete are limited by a query (the admin lists the rest read-only); what a document
 * is saved *as* (a new programme, or one moved to another faculty) is checked by
 * `keepWithinFaculty`, as create access cannot see the saved data in the admin's permissions.
 */
import { APIError, type Access, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'

import { editors, isContentEditor, isFacultyEditor } from './index'

type Ref = string | number | { id: string | number } | null | undefined

/** A relationship's id, whether Payload gave the id or the document. */
export const refId = (value: unknown): string | null => {
  const ref = value as Ref
  if (ref === null || ref === undefined || ref === '') return null
  return String(typeof ref === 'object' ? ref.id : ref)
}

/** The faculty a faculty editor keeps (null for everyone else). */
export const facultyOf = (user: unknown): string | null =>
  isFacultyEditor(user as { role?: string }) ? refId((user as { faculty?: unknown }).faculty) : null

/** How a collection's documents belong to a faculty: a field on the document, or through its department. */
export type FacultyPath = 'id' | 'faculty' | 'department.faculty'

/** Create, update and delete for a collection a faculty editor shares with the rest of the web team. */
export function facultyScoped(path: FacultyPath, { create = true, remove = true } = {}) {
  const scoped: Access = ({ req }) => {
    if (isContentEditor(req.user)) return true
    const faculty = facultyOf(req.user)
    if (!faculty) return false
    return { [path]: { equals: faculty } } as Where
  }
  const canCreate: Access = ({ req }) => isContentEditor(req.user) || Boolean(facultyOf(req.user))
  return { update: scoped, delete: remove ? scoped : editors, create: create ? canCreate : editors }
}

async function savedFaculty(
  path: FacultyPath,
  value: Record<string, unknown>,
  req: PayloadRequest,
): Promise<string | null> {
  if (path === 'id') return refId(value.id)
  if (path === 'faculty') return refId(value.faculty)
  const department = refId(value.department)
  if (!department) return null
  const found = await req.payload
    .findByID({ collection: 'departments', id: department, depth: 0, req, disableErrors: true })
    .catch(() => null)
  return refId(found?.faculty)
}

/** Refuses a faculty editor's save of a document that would not belong to their faculty. */
export const keepWithinFaculty =
  (path: FacultyPath): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    const faculty = facultyOf(req.user)
    if (!faculty) return data
    const saved = { ...(originalDoc ?? {}), ...data }
    if ((await savedFaculty(path, saved, req)) !== faculty) {
      const what = path === 'department.faculty' ? 'a department of your faculty' : 'your faculty'
      throw new APIError(`As a faculty editor you can save only what belongs to ${what}.`, 403, null, true)
    }
    return data
  }

/** A new document's faculty starts as the faculty editor's own. */
export const ownFacultyByDefault = ({ user }: { user?: unknown }) => {
  if (!facultyOf(user)) return undefined
  const faculty = (user as { faculty?: Ref }).faculty
  return typeof faculty === 'object' && faculty ? faculty.id : faculty
}
