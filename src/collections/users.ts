import { APIError, ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { admins, adminsField, isAdminUser } from '@/access'
import { forgotPasswordEmail, inviteNewAccount, prepareInvitation } from '@/email'
import { env } from '@/env'
import { answerCarriedErrors, withAnswer } from '@/hooks/error-answers'
import { withLoginGuard } from '@/hooks/login-guard'
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
    const data = (args as { data?: { password?: unknown; email?: string; name?: string } }).data
    const password = data?.password
    const problem = typeof password === 'string' ? passwordProblem(password, [data?.email, data?.name]) : null
    if (problem) {
      const errors = [{ message: problem, path: 'password' }]
      const error = new ValidationError({ collection: 'users', errors })
      throw withAnswer(error, 400, { name: 'ValidationError', data: { collection: 'users', errors } })
    }
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
export const Users: CollectionConfig = withLoginGuard({
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Site', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    // Payload's own lock (after N wrong passwords, whoever typed them) would let anyone keep an
    // account locked and tell which addresses have one: src/hooks/login-guard.ts throttles instead.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Secure cookies only where the site is served over HTTPS, or signing in over plain http would fail silently.
    cookies: { sameSite: 'Lax', secure: env.secureCookies },
    // The reset e-mail, and the invitation an account made by an admin gets (src/email.ts).
    forgotPassword: forgotPasswordEmail,
  },
  access: {
    // Only admins manage accounts; everyone signed in may read and update their own.
    create: admins,
    delete: admins,
    // Lifting a sign-in lock early (src/hooks/login-guard.ts) is an admin's decision.
    unlock: admins,
    read: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdminUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [onlyTrustedAccountCreation],
    afterError: [answerCarriedErrors],
    afterChange: [inviteNewAccount],
    beforeChange: [
      prepareInvitation,
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
        {
          label: "Faculty editor (one faculty's programmes, departments, staff, news and events)",
          value: 'faculty-editor',
        },
      ],
      access: { create: adminsField, update: adminsField },
      saveToJWT: true,
    },
    {
      name: 'faculty',
      type: 'relationship',
      relationTo: 'faculties',
      admin: {
        condition: (_, sibling) => sibling?.role === 'faculty-editor',
        description: 'The faculty this editor keeps.',
      },
      access: { create: adminsField, update: adminsField },
      validate: (value: unknown, { siblingData }: { siblingData: { role?: string } }) =>
        siblingData?.role !== 'faculty-editor' || Boolean(value) || 'Choose the faculty this editor keeps.',
    },
  ],
})
