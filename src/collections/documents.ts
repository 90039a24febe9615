import type { CollectionConfig } from 'payload'

import path from 'node:path'

import { contentAccess } from '@/access'
import { env } from '@/env'

/** Downloadable files: staff publications. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { group: 'Site', useAsTitle: 'filename' },
  access: contentAccess,
  upload: {
    staticDir: path.join(env.dataDir, 'documents'),
    mimeTypes: ['application/pdf'],
  },
  fields: [{ name: 'title', type: 'text' }],
}
