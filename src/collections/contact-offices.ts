import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

import { orderField } from './fields'

/** Rows of the "Key Departments" table on the contact page. */
export const ContactOffices: CollectionConfig = {
  slug: 'contact-offices',
  admin: { group: 'Campus', useAsTitle: 'office', defaultColumns: ['office', 'contactPerson', 'email', 'phone'] },
  access: contentAccess,
  defaultSort: 'order',
  hooks: revalidateCollection('contact-offices'),
  fields: [
    { name: 'office', type: 'text', required: true },
    { name: 'contactPerson', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    orderField,
  ],
}
