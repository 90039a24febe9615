import type { CollectionConfig } from 'payload'

import { editors, nobody } from '@/access'
import { KEY_MAX, VISIT_KINDS } from '@/lib/visit-tally.mjs'

/**
 * The visit counts (docs/decisions/0038): one row per day, kind, key and detail with how many times
 * it was counted, e.g. (2026-12-02, view, /admissions, '', 148). The instances add what they counted
 * every minute (src/content/visit-counts.ts, with single upserts on the unique index); days older
 * than the site settings' `visitMonthsKept` are deleted once a day. No row names a person: no
 * address, no user agent, no cookie (src/lib/visit-tally.mjs). Editors and admins read it through the
 * admin's visits dashboard; nobody writes it but the site's code.
 */
export const VisitCounts: CollectionConfig = {
  slug: 'visit-counts',
  labels: { singular: 'Visit count', plural: 'Visit counts' },
  admin: { hidden: true },
  access: { read: editors, create: nobody, update: nobody, delete: nobody },
  // Daily totals: no history, no drafts, no creation and change times.
  timestamps: false,
  indexes: [{ fields: ['day', 'kind', 'key', 'detail'], unique: true }],
  fields: [
    // The Lagos day, YYYY-MM-DD: sorts and compares as text.
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...VISIT_KINDS] },
    { name: 'key', type: 'text', required: true, maxLength: KEY_MAX },
    // '' when the kind has none (never null: the unique index must see it).
    { name: 'detail', type: 'text', defaultValue: '', maxLength: KEY_MAX },
    { name: 'count', type: 'number', required: true, min: 0 },
  ],
}
