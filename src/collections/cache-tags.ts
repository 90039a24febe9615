import type { CollectionConfig } from 'payload'

/**
 * When each cache tag was last expired by an edit, shared by every instance of the site: the
 * instance that saves writes it, the others read it at most once a second before handing out a
 * kept answer (packages/site-cache/expiry-table.mjs). One row per tag (a collection or global slug), so it stays small.
 * Nobody reads or writes it through the admin or the REST API.
 */
export const CacheTags: CollectionConfig = {
  slug: 'cache-tags',
  labels: { singular: 'Cache tag', plural: 'Cache tags' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tag', type: 'text', required: true, unique: true },
    // Unused since 6 December 2026 (Next's cache handler once told stale from expired apart). Optional
    // for one release, so instances still on the older code can keep writing it; then dropped.
    { name: 'staleAt', type: 'number' },
    { name: 'expiredAt', type: 'number', required: true },
  ],
}
