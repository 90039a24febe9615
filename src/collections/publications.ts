import type { CollectionConfig, Field } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

/**
 * A click counter: read-only in the admin and never empty, because the counters add one in the
 * database itself (src/content/counters.ts) and an empty count plus one stays empty.
 */
const counter = (name: string): Field => ({
  name,
  type: 'number',
  defaultValue: 0,
  min: 0,
  admin: { readOnly: true },
  hooks: { beforeChange: [({ value }) => (typeof value === 'number' ? value : 0)] },
})

/** A staff member's publication. View and download counts are kept by the site, not typed in. */
export const Publications: CollectionConfig = {
  slug: 'publications',
  admin: {
    group: 'People',
    useAsTitle: 'title',
    defaultColumns: ['title', 'staff', 'publishedYear', 'viewCount', 'downloadCount'],
  },
  access: contentAccess,
  defaultSort: '-publishedYear',
  hooks: revalidateCollection('publications'),
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'staff', required: true, index: true, label: 'Staff member' },
    { name: 'title', type: 'text', required: true, label: 'Work title' },
    { name: 'authors', type: 'text', required: true },
    { name: 'publishedYear', type: 'number', required: true, min: 1950, max: 2100 },
    { name: 'file', type: 'upload', relationTo: 'documents', label: 'File (PDF)' },
    {
      type: 'row',
      fields: [counter('viewCount'), counter('downloadCount')],
    },
  ],
}
