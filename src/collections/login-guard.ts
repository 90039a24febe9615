import type { CollectionConfig } from 'payload'

import { guardTableFields } from './click-guard'

/**
 * The sign-in throttle's memory, shared by every instance of the site through the database
 * (src/content/login-guard.ts writes it with single atomic statements; the rules are in
 * src/lib/login-guard.ts). One row per client (`client:…`) and per address typed into the sign-in
 * form (`account:` and a digest of it): the start of its current window and the failed sign-ins in
 * it. Rows past `expiresAt` are deleted regularly. Nobody reads or writes it through the admin or
 * the REST API.
 */
export const LoginGuardEntries: CollectionConfig = {
  slug: 'login-guard',
  labels: { singular: 'Sign-in throttle entry', plural: 'Sign-in throttle' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: guardTableFields,
}
