import type { CollectionConfig } from 'payload'

import { admins, adminsField, isAdminUser } from '@/access'
import { env } from '@/env'

/** People who sign in to the admin: the university's web team. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Site', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Secure cookies only where the site is served over HTTPS, or signing in over plain http would fail silently.
    cookies: { sameSite: 'Lax', secure: Boolean(env.publicUrl?.startsWith('https:')) },
  },
  access: {
    // Only admins manage accounts; everyone signed in may read and update their own.
    create: admins,
    delete: admins,
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin (everything, users and settings)', value: 'admin' },
        { label: 'Editor (content)', value: 'editor' },
      ],
      access: { create: adminsField, update: adminsField },
      saveToJWT: true,
    },
  ],
}
