/**
 * Who may do what. Three roles: `admin` (everything, users and settings), `editor` (all content)
 * and `faculty-editor` (one faculty's programmes, departments, staff, news and events: see
 * ./faculty.ts). The public reads only what the site shows.
 */
import type { Access, FieldAccess, Where } from 'payload'

export const ROLES = ['admin', 'editor', 'faculty-editor'] as const
export type Role = (typeof ROLES)[number]

type WithRole = { role?: string | null } | null | undefined

export const isAdminUser = (user: WithRole) => user?.role === 'admin'
/** Edits all content: admins and editors. */
export const isContentEditor = (user: WithRole) => user?.role === 'admin' || user?.role === 'editor'
export const isFacultyEditor = (user: WithRole) => user?.role === 'faculty-editor'
/** Anyone of the web team: signed in with a role (they see drafts and the admin). */
export const isStaffUser = (user: WithRole) => isContentEditor(user) || isFacultyEditor(user)

export const anyone: Access = () => true
/** Nobody through the admin or the API (the site's own code writes through the local API). */
export const nobody: Access = () => false
export const admins: Access = ({ req }) => isAdminUser(req.user)
export const editors: Access = ({ req }) => isContentEditor(req.user)
/** Anyone of the web team, faculty editors included. */
export const webTeam: Access = ({ req }) => isStaffUser(req.user)
export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user)

const published: Where = { _status: { equals: 'published' } }

/** For collections with drafts: signed-in users see drafts, the public only published documents. */
export const publishedOrEditors: Access = ({ req }) => (isStaffUser(req.user) ? true : published)

/** Default access for a content collection. */
export const contentAccess = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
}

export const draftContentAccess = { ...contentAccess, read: publishedOrEditors }

/** `draft` as any reader may take it: `true`, or a list with `true` in it (`?draft=true&draft=true`). */
const asksForDraft = (draft: unknown) => [draft].flat().some((value) => String(value) === 'true')

/**
 * For a page global with drafts: anyone reads what is published; its latest draft (`?draft=true`)
 * only the web team.
 */
export const publishedGlobalOrEditors: Access = ({ req }) =>
  isStaffUser(req.user) || !asksForDraft((req.query as Record<string, unknown> | undefined)?.draft)
