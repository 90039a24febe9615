import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, orderField } from './fields'

export const CampusLife: CollectionConfig = {
  slug: 'campus-life',
  labels: { singular: 'Campus life entry', plural: 'Campus life' },
  admin: { group: 'Campus', useAsTitle: 'title' },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('campus-life'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    imageField('image', 'Image'),
    orderField,
  ],
}
