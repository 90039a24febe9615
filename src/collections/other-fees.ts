import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { orderField } from './fields'

export const OtherFees: CollectionConfig = {
  slug: 'other-fees',
  admin: {
    group: 'Admissions & fees',
    useAsTitle: 'title',
    defaultColumns: ['title', 'amount', 'paidBy', 'isRequired'],
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('other-fees'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'amount', type: 'number', required: true, min: 0, label: 'Amount per semester (NGN)' },
    {
      name: 'paidBy',
      type: 'text',
      required: true,
      admin: { description: 'Who pays, e.g. All students, New students.' },
    },
    { name: 'isRequired', type: 'checkbox', defaultValue: true, label: 'Required' },
    orderField,
  ],
}
