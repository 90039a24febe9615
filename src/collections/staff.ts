import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { facultyScoped, keepWithinFaculty } from '@/access/faculty'
import { revalidateCollection } from '@/hooks/revalidate'
import { fullName } from '@/lib/names'

import { externalUrlField, imageField, slugField } from './fields'

/** An academic or administrative staff member with a public profile. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    group: 'People',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'staffId', 'designation', 'department'],
    listSearchableFields: ['fullName', 'staffId', 'email'],
  },
  access: { ...contentAccess, ...facultyScoped('department.faculty') },
  defaultSort: 'surname',
  hooks: {
    ...revalidateCollection('staff'),
    beforeChange: [
      keepWithinFaculty('department.faculty'),
      ({ data }) => {
        data.fullName = fullName(data.firstName, data.middleName, data.surname)
        return data
      },
    ],
  },
  fields: [
    {
      name: 'staffId',
      type: 'text',
      required: true,
      unique: true,
      label: 'Staff ID',
      validate: (v: unknown) =>
        (typeof v === 'string' && /^[A-Z0-9][A-Z0-9/-]{1,23}$/.test(v)) || 'Use capital letters, digits, "/" or "-".',
    },
    { name: 'title', type: 'relationship', relationTo: 'titles', admin: { description: 'Prof., Dr., Mrs., ...' } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'middleName', type: 'text' },
        { name: 'surname', type: 'text', required: true },
      ],
    },
    { name: 'fullName', type: 'text', admin: { readOnly: true, description: 'Made from the names above.' } },
    slugField({
      label: 'names',
      from: (data) => fullName(data.firstName as string, data.middleName as string, data.surname as string),
    }),
    {
      type: 'row',
      fields: [
        { name: 'designation', type: 'relationship', relationTo: 'designations' },
        { name: 'department', type: 'relationship', relationTo: 'departments' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
      ],
    },
    imageField('image', 'Photo'),
    { name: 'biography', type: 'richText' },
    {
      type: 'collapsible',
      label: 'Profiles elsewhere',
      admin: { initCollapsed: true },
      fields: [
        externalUrlField('twitter', 'X (Twitter)'),
        externalUrlField('researchgate', 'ResearchGate'),
        externalUrlField('linkedin', 'LinkedIn'),
      ],
    },
    {
      name: 'qualifications',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'discipline', type: 'text', required: true },
            { name: 'institution', type: 'text', required: true },
            { name: 'year', type: 'number', required: true, min: 1950, max: 2100 },
          ],
        },
      ],
    },
    {
      name: 'modules',
      type: 'array',
      label: 'Modules taught',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, label: 'Module name' },
            { name: 'code', type: 'text', required: true },
            { name: 'creditUnit', type: 'number', required: true, min: 0, max: 30 },
          ],
        },
      ],
    },
  ],
}
