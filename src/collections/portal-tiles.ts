import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { externalUrlField, orderField } from './fields'

export const PORTAL_CATEGORIES = [
  { label: 'Staff services', value: 'staff' },
  { label: 'Student services', value: 'student' },
  { label: 'Administrative', value: 'administrative' },
] as const

/** Tiles of the /portal directory. */
export const PortalTiles: CollectionConfig = {
  slug: 'portal-tiles',
  labels: { singular: 'Portal tile', plural: 'Portals' },
  admin: { group: 'Campus', useAsTitle: 'name', defaultColumns: ['name', 'categories', 'url'] },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('portal-tiles'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'text' },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      required: true,
      options: PORTAL_CATEGORIES.map((c) => ({ ...c })),
    },
    { ...externalUrlField('url', 'Address'), required: true },
    orderField,
  ],
}
