import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'

/**
 * How the site search reads visitors' words: groups of words that mean the same to them, so a search
 * for one finds pages with another ("VC" finds the Vice-Chancellor, "JAMB" what says UTME). A save
 * expires the `search-settings` tag: every instance rebuilds its search with the new groups.
 */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: 'Search settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('search-settings') },
  fields: [
    {
      name: 'synonyms',
      type: 'array',
      label: 'Synonyms',
      labels: { singular: 'Synonym group', plural: 'Synonym groups' },
      admin: {
        description:
          'Each group lists words or short phrases that mean the same, separated by commas, for example "hostel, accommodation". A search for any of them finds the others.',
      },
      fields: [{ name: 'terms', type: 'text', required: true, label: 'Words that mean the same' }],
    },
  ],
}
