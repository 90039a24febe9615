import type { GlobalConfig } from 'payload'

import { editors, publishedGlobalOrEditors } from '@/access'
import { publishGlobalByDefault } from '@/hooks/publish-by-default'

/**
 * A page global the web team can change as a draft, preview as its page (src/astro/pages/preview) and
 * publish later; visitors see the published one. Keeps the last 50 versions, as the others do.
 */
export const withDrafts = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  access: { read: publishedGlobalOrEditors, update: editors },
  admin: { ...global.admin, preview: () => `/preview/page/${global.slug}` },
  versions: { max: 50, drafts: { validate: true } },
  hooks: { ...global.hooks, beforeOperation: [...(global.hooks?.beforeOperation ?? []), publishGlobalByDefault] },
})
