import type { Field, GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'
import { LEGAL_PAGES, type LegalPageName } from '@/lib/legal-pages'

/** One page's words: its heading, its text and the day someone last checked it still holds. */
function pageFields(name: LegalPageName): Field[] {
  return [
    { name: 'title', type: 'text', required: true, maxLength: 120, defaultValue: LEGAL_PAGES[name].title },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'lastReviewed',
      label: 'Last reviewed',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        description:
          'The day the text was last checked against what the site does. The content audit asks for a year at most.',
      },
    },
  ]
}

/** The privacy notice, accessibility statement and disclaimer the footer links to: one tab each. */
export const LegalPages: GlobalConfig = {
  slug: 'legal-pages',
  label: 'Legal pages',
  admin: { group: 'Pages' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('legal-pages') },
  fields: [
    {
      type: 'tabs',
      tabs: (Object.keys(LEGAL_PAGES) as LegalPageName[]).map((name) => ({
        name,
        label: LEGAL_PAGES[name].title,
        fields: pageFields(name),
      })),
    },
  ],
}
