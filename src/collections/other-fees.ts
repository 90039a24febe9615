import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { orderField } from './fields'

/**
 * Fees besides tuition: the one source of each amount and of when it falls due. The tuition page,
 * the hostel page, the estimator, the programme pages' whole cost and the admission pages all read
 * them from here (src/lib/fee-estimate.ts holds the rule).
 */
export const OtherFees: CollectionConfig = {
  slug: 'other-fees',
  admin: {
    group: 'Admissions & fees',
    useAsTitle: 'title',
    defaultColumns: ['title', 'amount', 'due', 'appliesTo', 'isRequired'],
    description:
      'Every page that mentions one of these fees shows its amount from here: change it once, and every page follows.',
  },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('other-fees'),
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'amount',
      type: 'number',
      required: true,
      min: 0,
      label: 'Amount (NGN)',
      admin: { description: 'What is paid each time the fee falls due.' },
    },
    {
      name: 'due',
      type: 'select',
      required: true,
      defaultValue: 'semester',
      label: 'Falls due',
      options: [
        { label: 'Every semester', value: 'semester' },
        { label: 'Once a year, in the first semester', value: 'year' },
        { label: 'Once, when the student starts (a hostel fee: when they first move in)', value: 'entry' },
        { label: 'Once, when applying', value: 'application' },
      ],
    },
    {
      name: 'appliesTo',
      type: 'select',
      required: true,
      defaultValue: 'everyone',
      label: 'Charged to',
      options: [
        { label: 'Every student', value: 'everyone' },
        { label: 'Hostel residents only', value: 'hostel' },
      ],
    },
    {
      name: 'paidBy',
      type: 'text',
      required: true,
      admin: { description: 'Who pays, in words shown beside the fee, e.g. All students, New students.' },
    },
    {
      name: 'isRequired',
      type: 'checkbox',
      defaultValue: true,
      label: 'Required',
      admin: { description: 'Optional fees (a gym membership) are listed but not added to totals.' },
    },
    orderField,
  ],
}
