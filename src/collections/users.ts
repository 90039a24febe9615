import { APIError, ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { admins, adminsField, isAdminUser } from '@/access'
import { env } from '@/env'
import { passwordProblem } from '@/lib/password'

/**
 * Accounts are made by an admin in the admin, or by the seed and scripts (Payload's local API).
 * Payload's first-register endpoint would let anyone on the web create an admin whenever the users
 * table is empty (it skips access control); it is refused here whatever the table holds.
 */
const onlyTrustedAccountCreation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && !req.user && req.payloadAPI !== 'local')
    throw new APIError('Accounts are created by an administrator.', 403)
  // Every way a password is set: creating an account, changing it, resetting it with a token.
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    const password = (args as { data?: { password?: unknown } }).data?.password
    const problem = typeof password === 'string' ? passwordProblem(password) : null
    if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] })
  }
  return args
}

async function adminCount(req: Parameters<CollectionBeforeOperationHook>[0]['req']): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

const LAST_ADMIN = 'The site needs at least one admin: make another user an admin first.'

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
    // Unlocking an account after too many wrong passwords is an admin's decision.
    unlock: admins,
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [onlyTrustedAccountCreation],
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        if (operation === 'update' && originalDoc?.role === 'admin' && data.role && data.role !== 'admin') {
          if ((await adminCount(req)) <= 1) throw new APIError(LAST_ADMIN, 400)
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const user = await req.payload.findByID({ collection: 'users', id, overrideAccess: true, req, depth: 0 })
        if (user?.role === 'admin' && (await adminCount(req)) <= 1) throw new APIError(LAST_ADMIN, 400)
      },
    ],
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
