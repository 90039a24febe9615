import type { CollectionConfig } from 'payload'

import { admins, isAdminUser, nobody } from '@/access'

/**
 * The audit trail: one entry for every change a signed-in person makes to content, pages, settings,
 * redirects, uploads and accounts (who, when, what, from where), written by src/hooks/audit-trail.ts
 * in the same transaction as the change. Admins read it; nobody creates, edits or deletes entries
 * through the admin or the API. Changes made by the seed and scripts (nobody signed in) are not in it.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: {
    group: 'Site',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'target', 'documentTitle', 'summary', 'address'],
    hidden: ({ user }) => !isAdminUser(user as { role?: string | null }),
    description: 'Every change made in the admin or through the API: who, when, what and from where. Read only.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'userEmail', type: 'text', label: 'Who', index: true, admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: ['create', 'update', 'delete'],
      admin: { readOnly: true },
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      label: 'Where',
      index: true,
      admin: { readOnly: true, description: 'The collection, or "global:" and the page or settings.' },
    },
    { name: 'documentId', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'documentTitle', type: 'text', label: 'Document', admin: { readOnly: true } },
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    { name: 'changes', type: 'json', admin: { readOnly: true, description: 'Each changed field, before and after.' } },
    { name: 'address', type: 'text', label: 'From (address)', admin: { readOnly: true } },
  ],
}
