import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, orderField } from './fields'

export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  labels: { singular: 'Gallery image', plural: 'Gallery' },
  admin: { group: 'Campus', useAsTitle: 'title', defaultColumns: ['title', 'category', 'subCategory'] },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('gallery-images'),
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Image title' },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'text',
          required: true,
          admin: { description: 'Becomes a tab on the gallery page.' },
        },
        { name: 'subCategory', type: 'text' },
      ],
    },
    imageField('image', 'Image', true),
    orderField,
  ],
}
