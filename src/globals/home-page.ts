import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { imageField } from '@/collections/fields'
import { revalidateGlobal } from '@/hooks/revalidate'

/** The spec's "homepage content": Pro-Chancellor message, campus banner and fixed statistics. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Home page' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('home-page') },
  fields: [
    {
      type: 'collapsible',
      label: 'Pro-Chancellor message',
      fields: [
        { name: 'proChancellorName', type: 'text', required: true },
        { name: 'proChancellorTitle', type: 'text', required: true },
        { name: 'proChancellorMessage', type: 'textarea', required: true },
        imageField('proChancellorImage', 'Photo'),
      ],
    },
    imageField('campusBannerImage', 'Campus banner image'),
    {
      name: 'offerings',
      type: 'array',
      label: 'Programme offerings',
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        imageField('image', 'Image'),
      ],
    },
    {
      name: 'dualCertifications',
      type: 'text',
      required: true,
      defaultValue: '2',
      label: 'Dual certification figure',
      admin: {
        description:
          'The other figures of the statistics strip (departments, centres of excellence, faculties) are counted from their lists.',
      },
    },
  ],
}
