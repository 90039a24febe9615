import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { imageField } from '@/collections/fields'
import { revalidateGlobal } from '@/hooks/revalidate'

/** Words and figures of /about (the founder page). */
export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: 'About page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('about-page') },
  fields: [
    { name: 'heroTitle', type: 'text', required: true },
    { name: 'heroText', type: 'textarea' },
    imageField('heroImage', 'Hero image'),
    {
      name: 'pillars',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    {
      name: 'founder',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
        { name: 'biography', type: 'textarea' },
        imageField('image', 'Photo'),
      ],
    },
    {
      name: 'timeline',
      type: 'array',
      fields: [
        { name: 'year', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    {
      name: 'statistics',
      type: 'array',
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'callToAction',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
        { name: 'applyLabel', type: 'text', defaultValue: 'Start Your Application' },
        { name: 'tourLabel', type: 'text', defaultValue: 'Explore Campus Virtually' },
      ],
    },
  ],
}
