import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { facultyScoped, keepWithinFaculty, ownFacultyByDefault } from '@/access/faculty'
import { revalidateCollection } from '@/hooks/revalidate'

export const Departments: CollectionConfig = {
  slug: 'departments',
  admin: { group: 'Academics', useAsTitle: 'name', defaultColumns: ['name', 'code', 'faculty'] },
  access: { ...contentAccess, ...facultyScoped('faculty') },
  defaultSort: 'name',
  hooks: { ...revalidateCollection('departments'), beforeChange: [keepWithinFaculty('faculty')] },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Department name' },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: 'Department code',
      validate: (v: unknown) =>
        (typeof v === 'string' && /^[A-Z0-9]{2,12}$/.test(v)) || 'Use 2 to 12 capital letters or digits.',
    },
    {
      name: 'faculty',
      type: 'relationship',
      relationTo: 'faculties',
      required: true,
      defaultValue: ownFacultyByDefault,
    },
  ],
}
