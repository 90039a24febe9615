import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

/**
 * Tuition for one level and semester of a programme. `All` in level or
 * semester covers every level or semester (see src/lib/tuition.ts).
 */
export const TuitionRows: CollectionConfig = {
  slug: 'tuition-rows',
  labels: { singular: 'Tuition row', plural: 'Tuition rows' },
  admin: {
    group: 'Admissions & fees',
    defaultColumns: ['programme', 'level', 'semester', 'tuitionAmount', 'tuitionAmountIntl'],
  },
  access: contentAccess,
  hooks: revalidateCollection('tuition-rows'),
  fields: [
    { name: 'programme', type: 'relationship', relationTo: 'programmes', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          required: true,
          options: ['All', '100', '200', '300', '400', '500', '600', '700', '800'],
        },
        { name: 'semester', type: 'select', required: true, options: ['All', 'First', 'Second'] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'tuitionAmount', type: 'number', required: true, min: 0, label: 'Tuition (NGN)' },
        { name: 'tuitionAmountIntl', type: 'number', required: true, min: 0, label: "Tuition Int'l (USD)" },
      ],
    },
  ],
}
