import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

/** Job titles of staff (Professor, Senior Lecturer, Registrar, ...). */
export const Designations: CollectionConfig = {
  slug: 'designations',
  admin: { group: 'People', useAsTitle: 'name' },
  access: contentAccess,
  hooks: revalidateCollection('designations', 'staff'),
  fields: [{ name: 'name', type: 'text', required: true, unique: true, label: 'Designation' }],
}
