import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { orderField } from './fields'

const percentage = (name: string, label: string) =>
  ({ name, label, type: 'number', required: true, min: 0, max: 100, defaultValue: 0 }) as const

export const Scholarships: CollectionConfig = {
  slug: 'scholarships',
  admin: {
    group: 'Admissions & fees',
    useAsTitle: 'name',
    defaultColumns: ['name', 'tuitionPercentage', 'hostelPercentage', 'feedingPercentage'],
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('scholarships'),
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Scholarship name' },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        percentage('tuitionPercentage', 'Tuition %'),
        percentage('hostelPercentage', 'Hostel %'),
        percentage('feedingPercentage', 'Feeding %'),
      ],
    },
    {
      name: 'eligibility',
      type: 'textarea',
      label: 'Who can apply',
      admin: { description: 'Who the scholarship is for and what keeps it each year.' },
    },
    {
      name: 'deadline',
      type: 'text',
      label: 'Deadline',
      admin: { description: 'When to apply, in words: for example "Within four weeks of accepting your offer".' },
    },
    {
      name: 'howToApply',
      type: 'textarea',
      label: 'How to apply',
      admin: {
        description:
          'Keep this in line with the tuition page’s answer on applying for a scholarship (through the Student portal after the offer).',
      },
    },
    orderField,
  ],
}
