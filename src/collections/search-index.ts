import type { CollectionConfig } from 'payload'

import { editors, isAdminUser } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

/** The kinds of the index: the admin's name for one entry, and the search page's heading of its results. */
export const SEARCH_KINDS = [
  { value: 'programme', label: 'Programme', heading: 'Programmes' },
  { value: 'faculty', label: 'Faculty', heading: 'Faculties' },
  { value: 'department', label: 'Department', heading: 'Departments' },
  { value: 'staff', label: 'Staff member', heading: 'Staff' },
  { value: 'leadership', label: 'Leadership member', heading: 'Leadership' },
  { value: 'news', label: 'News', heading: 'News' },
  { value: 'event', label: 'Event', heading: 'Events' },
  { value: 'scholarship', label: 'Scholarship', heading: 'Scholarships' },
  { value: 'fee', label: 'Fee', heading: 'Fees' },
  { value: 'calendar', label: 'Calendar date', heading: 'Academic calendar' },
  { value: 'portal', label: 'Portal', heading: 'Portals' },
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]['value']

/**
 * The site search's index: one entry per programme, faculty, department, staff member, leadership
 * member, published news item or event, scholarship, fee, calendar date and portal, kept up to date by
 * hooks on those collections (src/hooks/search-index.ts). Nobody writes it by hand; editors may read
 * it in the admin. A change expires the `search-index` tag, so every instance rebuilds its in-memory
 * search engine (src/content/search.ts).
 */
export const SearchIndex: CollectionConfig = {
  slug: 'search-index',
  labels: { singular: 'Search entry', plural: 'Search index' },
  admin: {
    group: 'Site',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'url', 'updatedAt'],
    description: 'Filled automatically when content is saved: what the site search finds. Read only.',
    hidden: ({ user }) => !isAdminUser(user as { role?: string | null }),
  },
  // The site reads the index through the local API; the public REST API does not expose it.
  access: { read: editors, create: () => false, update: () => false, delete: () => false },
  defaultSort: 'title',
  hooks: revalidateCollection('search-index'),
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The source document: collection and id.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: SEARCH_KINDS.map(({ label, value }) => ({ label, value })),
    },
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'summary', type: 'textarea', admin: { description: 'Plain text the result snippet is cut from.' } },
    {
      name: 'folded',
      type: 'textarea',
      admin: { description: 'Title and text the search finds the entry by.' },
    },
  ],
}
