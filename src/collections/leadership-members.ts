import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, orderField } from './fields'

/** Members of the Board, Management and Senate shown on /about/leadership. */
export const LeadershipMembers: CollectionConfig = {
  slug: 'leadership-members',
  labels: { singular: 'Leadership member', plural: 'Leadership' },
  admin: { group: 'People', useAsTitle: 'fullName', defaultColumns: ['fullName', 'category', 'designation', 'order'] },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('leadership-members'),
  fields: [
    { name: 'category', type: 'select', required: true, options: ['Board', 'Management', 'Senate'] },
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', admin: { width: '25%' } },
        { name: 'fullName', type: 'text', required: true },
      ],
    },
    { name: 'designation', type: 'text', required: true },
    imageField('image', 'Photo'),
    { name: 'description', type: 'richText' },
    orderField,
  ],
}
