/**
 * Who may do what. Two roles: `admin` (everything, users and settings) and
 * `editor` (content). The public reads only what the site shows.
 */
import type { Access, FieldAccess, Where } from 'payload'

type WithRole = { role?: string | null } | null | undefined

export const isAdminUser = (user: WithRole) => user?.role === 'admin'
export const isStaffUser = (user: WithRole) => user?.role === 'admin' || user?.role === 'editor'

export const anyone: Access = () => true
export const admins: Access = ({ req }) => isAdminUser(req.user)
export const editors: Access = ({ req }) => isStaffUser(req.user)
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
