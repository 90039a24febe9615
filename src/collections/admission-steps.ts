import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { revalidateCollection } from '@/hooks/revalidate'
import { ADMISSION_STEP_KINDS, ADMISSION_STEP_LABELS, endsBeforeStart, isStepLinkUrl } from '@/lib/admission-steps'
import { toIsoDate } from '@/lib/dates'

const DAY_ONLY = { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } as const

/**
 * One dated step of the admission year (applications open, post-UTME screening, the admission list,
 * …): shown on /admissions/process as a timeline, on the home page while it is current, and in the
 * academic calendar's iCalendar feed. Dates are plain calendar dates.
 */
export const AdmissionSteps: CollectionConfig = {
  slug: 'admission-steps',
  labels: { singular: 'Admission step', plural: 'Admission calendar' },
  admin: {
    group: 'Admissions & fees',
    useAsTitle: 'title',
    defaultColumns: ['startsOn', 'title', 'kind', 'session'],
    description: 'The dates of the admission year, with what an applicant does at each step.',
  },
  access: contentAccess,
  defaultSort: 'startsOn',
  hooks: revalidateCollection('admission-steps'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: ADMISSION_STEP_KINDS.map((value) => ({ value, label: ADMISSION_STEP_LABELS[value] })),
        },
        { name: 'session', type: 'text', admin: { description: 'For example 2026/2027.' } },
      ],
    },
    { name: 'title', type: 'text', required: true, admin: { description: 'For example Post-UTME screening.' } },
    {
      type: 'row',
      fields: [
        { name: 'startsOn', label: 'Starts on', type: 'date', required: true, index: true, admin: DAY_ONLY },
        {
          name: 'endsOn',
          label: 'Ends on',
          type: 'date',
          admin: { ...DAY_ONLY, description: 'Leave empty for a step of one day.' },
          validate: (value, { siblingData }) =>
            endsBeforeStart(
              toIsoDate(stringOrNull((siblingData as { startsOn?: unknown }).startsOn)),
              toIsoDate(stringOrNull(value)),
            )
              ? 'Ends on cannot be before Starts on: choose the same day or a later one.'
              : true,
        },
      ],
    },
    {
      name: 'whatToDo',
      label: 'What to do',
      type: 'textarea',
      required: true,
      admin: { description: 'What the applicant does at this step: what to bring, where to go, what to pay.' },
    },
    {
      name: 'link',
      type: 'group',
      admin: { description: 'Optional: where the applicant does it.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', admin: { description: 'For example Print your screening slip.' } },
            {
              name: 'url',
              label: 'Address',
              type: 'text',
              admin: { description: 'A page of this site (/admissions/eligibility) or a full https:// address.' },
              validate: (value: unknown) =>
                isStepLinkUrl(value) ||
                'Use a path of this site starting with / or a full address starting with https://',
            },
          ],
        },
      ],
    },
  ],
}

function stringOrNull(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'string' ? value : null
}
