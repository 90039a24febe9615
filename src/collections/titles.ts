import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

/** Honorifics used before staff names (Prof., Dr., ...). */
export const Titles: CollectionConfig = {
  slug: 'titles',
  admin: { group: 'People', useAsTitle: 'name' },
  access: contentAccess,
  hooks: revalidateCollection('titles', 'staff'),
  fields: [{ name: 'name', type: 'text', required: true, unique: true, label: 'Title' }],
}
