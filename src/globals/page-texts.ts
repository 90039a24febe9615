import type { Field, GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'

const title = (defaultValue: string): Field => ({ name: 'title', type: 'text', required: true, defaultValue })
const intro: Field = {
  name: 'intro',
  type: 'textarea',
  admin: { description: 'Optional short text under the heading.' },
}

/**
 * The fixed words of pages that have no collection of their own: headings, intros and empty-state
 * texts. Kept here so the web team can change them without a release; the seed fills them.
 */
export const PageTexts: GlobalConfig = {
  slug: 'page-texts',
  label: 'Page texts',
  admin: { group: 'Pages' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('page-texts') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'sections',
          label: 'Section pages',
          description: 'The overview pages /academics, /admissions and /resources.',
          fields: [
            { name: 'academicsIntro', type: 'textarea', required: true },
            { name: 'admissionsIntro', type: 'textarea', required: true },
            { name: 'resourcesIntro', type: 'textarea', required: true },
            {
              name: 'blurbs',
              type: 'array',
              label: 'Words under each page link',
              fields: [
                {
                  name: 'path',
                  type: 'text',
                  required: true,
                  admin: { description: 'For example /academics/faculties' },
                },
                { name: 'text', type: 'textarea', required: true },
              ],
            },
          ],
        },
        {
          name: 'centres',
          label: 'Centres of excellence',
          fields: [
            title('Centres of Excellence'),
            { name: 'subtitle', type: 'text', required: true },
            { name: 'whyTitle', type: 'text', required: true, label: 'Closing section heading' },
            {
              name: 'highlights',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'text', type: 'textarea', required: true },
              ],
            },
          ],
        },
        {
          name: 'leadership',
          label: 'Leadership directory',
          fields: [
            title('Senate and Management'),
            intro,
            { name: 'searchPlaceholder', type: 'text', required: true, defaultValue: 'Search staff...' },
            { name: 'emptyText', type: 'text', required: true, label: 'Text when no one matches' },
          ],
        },
        { name: 'gallery', label: 'Gallery', fields: [title('Explore Our Campus'), intro] },
        {
          name: 'portals',
          label: 'Portals',
          fields: [
            title('Portals'),
            intro,
            { name: 'emptyText', type: 'text', required: true, label: 'Text when a category has no portal' },
          ],
        },
        {
          name: 'library',
          label: 'Library',
          description: 'The /library page: its heading, and where, when and on what terms readers use the library.',
          fields: [
            title('Library'),
            intro,
            {
              name: 'location',
              type: 'textarea',
              admin: { description: 'Where the library is: the building, the campus and how to find it.' },
            },
            {
              name: 'hours',
              type: 'textarea',
              admin: {
                description: 'Opening hours, one line each, e.g. "Monday to Friday: 8:00 AM to 10:00 PM".',
              },
            },
            {
              name: 'rules',
              type: 'textarea',
              admin: { description: 'The rules readers keep, one line each.' },
            },
          ],
        },
        { name: 'information', label: 'Information', fields: [title('Information'), intro] },
        { name: 'search', label: 'Search', fields: [title('Search'), intro] },
      ],
    },
  ],
}
