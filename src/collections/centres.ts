import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { externalUrlField, orderField } from './fields'

/** Centres of Excellence. */
export const Centres: CollectionConfig = {
  slug: 'centres',
  labels: { singular: 'Centre of Excellence', plural: 'Centres of Excellence' },
  admin: { group: 'Campus', useAsTitle: 'name', defaultColumns: ['name', 'tagline', 'url'] },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('centres'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'tagline', type: 'text', required: true },
    { name: 'location', type: 'text', required: true },
    {
      name: 'initiatives',
      type: 'array',
      label: 'Key initiatives',
      minRows: 1,
      maxRows: 6,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    externalUrlField('url', "Centre's website"),
    orderField,
  ],
}
