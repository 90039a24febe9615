import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { facultyScoped, keepWithinFaculty } from '@/access/faculty'
import { publishByDefault } from '@/hooks/publish-by-default'
import { revalidateCollection } from '@/hooks/revalidate'

import { HISTORY, imageField, slugField } from './fields'

/** A faculty and its detail page. */
export const Faculties: CollectionConfig = {
  slug: 'faculties',
  admin: {
    group: 'Academics',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'dean'],
    // The admin's Preview button: the latest draft as its page will look (src/astro/pages/preview), for the web team only.
    preview: (doc) => `/preview/faculties/${doc.id}`,
  },
  // A faculty editor keeps their own faculty's page; faculties are added and removed by editors.
  access: { ...draftContentAccess, ...facultyScoped('id', { create: false, remove: false }) },
  defaultSort: 'name',
  // Changes can be saved as a draft, previewed, and published later; visitors see the published faculty.
  versions: { ...HISTORY, drafts: { validate: true } },
  hooks: {
    ...revalidateCollection('faculties'),
    beforeOperation: [publishByDefault],
    beforeChange: [keepWithinFaculty('id')],
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Faculty name' },
    slugField('name'),
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: 'Faculty code',
      admin: { description: 'Short code such as FENG.' },
      validate: (v: unknown) =>
        (typeof v === 'string' && /^[A-Z0-9]{2,12}$/.test(v)) || 'Use 2 to 12 capital letters or digits.',
    },
    { name: 'dean', type: 'relationship', relationTo: 'staff', label: 'Dean' },
    {
      name: 'leadership',
      type: 'array',
      label: 'Faculty leadership',
      fields: [
        { name: 'role', type: 'text', required: true },
        { name: 'person', type: 'relationship', relationTo: 'staff', required: true },
      ],
    },
    { name: 'detail', type: 'richText', label: 'About the faculty' },
    imageField('image', 'Faculty image'),
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'partnershipCount',
      type: 'number',
      min: 0,
      label: 'Industry partnerships',
      admin: { description: 'Shown on the faculty page when set.' },
    },
  ],
}
