import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, orderField } from './fields'

/** The home page slider. */
export const Slides: CollectionConfig = {
  slug: 'slides',
  labels: { singular: 'Slide', plural: 'Home slider' },
  admin: { group: 'Home page', useAsTitle: 'title', defaultColumns: ['title', 'buttonName', 'order', '_status'] },
  access: draftContentAccess,
  // The admin's "Schedule publish" (src/jobs/scheduled-publishing.ts).
  versions: { drafts: { schedulePublish: true } },
  defaultSort: 'order',
  hooks: revalidateCollection('slides'),
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'caption', type: 'textarea', maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'buttonName', type: 'text', label: 'Button text', maxLength: 40 },
        {
          name: 'buttonLink',
          type: 'text',
          label: 'Button link',
          admin: { description: 'A path such as /admissions/process or a full https:// address.' },
        },
      ],
    },
    imageField('image', 'Image', true),
    orderField,
  ],
}
