import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

/**
 * A module taught in one level and semester of a programme, with its lecturers.
 * The spec's timetable entries (module, staff member) are read from `lecturers`.
 */
export const RunningModules: CollectionConfig = {
  slug: 'running-modules',
  admin: {
    group: 'Academics',
    useAsTitle: 'moduleName',
    defaultColumns: ['moduleCode', 'moduleName', 'programme', 'level', 'semester', 'creditLoad'],
  },
  access: contentAccess,
  defaultSort: 'moduleCode',
  hooks: revalidateCollection('running-modules'),
  fields: [
    { name: 'programme', type: 'relationship', relationTo: 'programmes', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'moduleCode', type: 'text', required: true },
        { name: 'moduleName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          required: true,
          options: ['100', '200', '300', '400', '500', '600', '700', '800'],
        },
        { name: 'semester', type: 'select', required: true, options: ['First', 'Second'] },
        { name: 'creditLoad', type: 'number', required: true, min: 0, max: 30 },
        {
          name: 'moduleType',
          type: 'select',
          required: true,
          defaultValue: 'Core',
          options: ['Core', 'Elective', 'Required'],
        },
      ],
    },
    { name: 'lecturers', type: 'relationship', relationTo: 'staff', hasMany: true },
  ],
}
