import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { imageField } from '@/collections/fields'
import { revalidateGlobal } from '@/hooks/revalidate'

export const HostelPage: GlobalConfig = {
  slug: 'hostel-page',
  label: 'Hostel page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('hostel-page') },
  fields: [
    { name: 'intro', type: 'textarea', required: true },
    {
      name: 'pricePerSemester',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 500000,
      label: 'Price per semester (NGN)',
    },
    {
      name: 'hostels',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'gender', type: 'select', required: true, options: ['Male', 'Female'] },
        { name: 'description', type: 'textarea' },
        imageField('image', 'Image'),
      ],
    },
    { name: 'amenities', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'questions',
      type: 'array',
      label: 'Accordion',
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
