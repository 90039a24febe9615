import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { facultyScoped, keepWithinFaculty, ownFacultyByDefault } from '@/access/faculty'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, publishedAtField, slugField } from './fields'

export const NEWS_TYPES = ['General', 'University Updates', 'Research Breakthroughs'] as const

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: {
    group: 'News & events',
    useAsTitle: 'title',
    // The admin's Preview button: the draft as its page will look (src/astro/pages/preview), for the web team only.
    preview: (doc) => `/preview/news/${doc.id}`,
    defaultColumns: ['title', 'newsType', 'publishedAt', '_status'],
  },
  access: { ...draftContentAccess, ...facultyScoped('faculty') },
  // The admin's "Schedule publish" (src/jobs/scheduled-publishing.ts).
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-publishedAt',
  hooks: { ...revalidateCollection('news'), beforeChange: [keepWithinFaculty('faculty')] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField('title'),
    { name: 'newsType', type: 'select', required: true, defaultValue: 'General', options: [...NEWS_TYPES] },
    {
      name: 'faculty',
      type: 'relationship',
      relationTo: 'faculties',
      defaultValue: ownFacultyByDefault,
      admin: { description: 'Shows as a badge with the faculty code.' },
    },
    imageField('image', 'Image'),
    { name: 'description', type: 'richText', required: true },
    publishedAtField(true),
  ],
}
