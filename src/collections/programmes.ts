import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, slugField } from './fields'

/** A programme of study (the spec's "Course"): what a student applies for. */
export const Programmes: CollectionConfig = {
  slug: 'programmes',
  admin: {
    group: 'Academics',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'applicationType', 'faculty', 'duration'],
  },
  access: contentAccess,
  defaultSort: 'name',
  hooks: revalidateCollection('programmes'),
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Programme name' },
    slugField('name'),
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: 'Course code',
      admin: { description: 'Used in addresses such as /breakdown/CSC-BSC.' },
      validate: (v: unknown) =>
        (typeof v === 'string' && /^[A-Z0-9][A-Z0-9-]{1,19}$/.test(v)) ||
        'Use 2 to 20 capital letters, digits or hyphens.',
    },
    {
      name: 'degreeInView',
      type: 'text',
      required: true,
      label: 'Degree in view',
      admin: { description: 'For example B.Sc. Computer Science.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'duration', type: 'number', required: true, min: 1, max: 8, admin: { width: '33%' } },
        {
          name: 'durationType',
          type: 'select',
          required: true,
          defaultValue: 'Years',
          options: ['Years', 'Months', 'Semesters'],
          admin: { width: '33%' },
        },
        {
          name: 'applicationType',
          type: 'select',
          required: true,
          defaultValue: 'undergraduate',
          options: [
            { label: 'Foundation', value: 'foundation' },
            { label: 'Undergraduate', value: 'undergraduate' },
            { label: 'Postgraduate', value: 'postgraduate' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'faculty', type: 'relationship', relationTo: 'faculties', required: true },
        { name: 'department', type: 'relationship', relationTo: 'departments' },
      ],
    },
    { name: 'description', type: 'textarea' },
    imageField('image', 'Programme image'),
  ],
}
