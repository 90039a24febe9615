import type { CollectionConfig, Field } from 'payload'

/** A guard table's row (src/content/guard-tables.ts): a key, its window's start and calls, when it expires. */
export const guardTableFields: Field[] = [
  { name: 'key', type: 'text', required: true, unique: true },
  { name: 'at', type: 'number', required: true },
  { name: 'calls', type: 'number', required: true, defaultValue: 0 },
  { name: 'expiresAt', type: 'number', required: true, index: true },
]

/**
 * The publication counters' memory, shared by every instance of the site through the database
 * (src/content/counters.ts writes it with single atomic statements; the rules are in
 * src/lib/click-guard.ts). One row per client and publication click (`click:…`, when it last
 * counted) and one per client (`calls:…`, the start of its current minute and its calls in it).
 * Rows past `expiresAt` are deleted regularly. Nobody reads or writes it through the admin or the
 * REST API.
 */
export const ClickGuardEntries: CollectionConfig = {
  slug: 'click-guard',
  labels: { singular: 'Counter guard entry', plural: 'Counter guard' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: guardTableFields,
}
