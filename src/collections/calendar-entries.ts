import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'

export const CALENDAR_TYPES = ['semester', 'holiday', 'break', 'exam', 'event'] as const

/** One day of the academic calendar. Dates are plain calendar dates. */
export const CalendarEntries: CollectionConfig = {
  slug: 'calendar-entries',
  labels: { singular: 'Calendar entry', plural: 'Academic calendar' },
  admin: { group: 'Academics', useAsTitle: 'title', defaultColumns: ['date', 'title', 'type', 'semesterCode'] },
  access: contentAccess,
  defaultSort: 'date',
  hooks: revalidateCollection('calendar-entries'),
  fields: [
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: [...CALENDAR_TYPES] },
        { name: 'semesterCode', type: 'text', admin: { description: 'For example 2026/2027-1.' } },
      ],
    },
  ],
}
