import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { facultyScoped, keepWithinFaculty, ownFacultyByDefault } from '@/access/faculty'
import { revalidateCollection } from '@/hooks/revalidate'

import { imageField, publishedAtField, slugField, timeField } from './fields'

export const EVENT_TYPES = ['General', 'Workshop', 'Conference'] as const

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    group: 'News & events',
    useAsTitle: 'title',
    // The admin's Preview button: the draft as its page will look (src/astro/pages/preview), for the web team only.
    preview: (doc) => `/preview/events/${doc.id}`,
    defaultColumns: ['title', 'eventType', 'eventDate', 'location', '_status'],
  },
  access: { ...draftContentAccess, ...facultyScoped('faculty') },
  // The admin's "Schedule publish" (src/jobs/scheduled-publishing.ts).
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-eventDate',
  hooks: { ...revalidateCollection('events'), beforeChange: [keepWithinFaculty('faculty')] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField('title'),
    { name: 'eventType', type: 'select', required: true, defaultValue: 'General', options: [...EVENT_TYPES] },
    {
      type: 'row',
      fields: [
        {
          name: 'eventDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' }, width: '34%' },
        },
        timeField('startTime', 'Starts'),
        timeField('endTime', 'Ends'),
      ],
    },
    { name: 'location', type: 'text', required: true },
    {
      name: 'faculty',
      type: 'relationship',
      relationTo: 'faculties',
      defaultValue: ownFacultyByDefault,
      admin: { description: 'The faculty holding the event, if one does (its faculty editor may then keep it).' },
    },
    imageField('image', 'Image'),
    { name: 'description', type: 'richText', required: true },
    publishedAtField(),
  ],
}
