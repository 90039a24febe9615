import type { CollectionConfig } from 'payload'

import path from 'node:path'

import { contentAccess } from '@/access'
import { env } from '@/env'
import { fileGuard } from '@/hooks/file-guards'

const DOCUMENTS_DIR = path.join(env.dataDir, 'documents')

/** Downloadable files: staff publications. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { group: 'Site', useAsTitle: 'filename' },
  access: contentAccess,
  upload: {
    staticDir: DOCUMENTS_DIR,
    // A malformed or missing file name is a 400 or 404, not Payload's 500 (src/hooks/file-guards.ts).
    handlers: [fileGuard(env.objectStorage ? undefined : DOCUMENTS_DIR)],
    mimeTypes: ['application/pdf'],
  },
  fields: [{ name: 'title', type: 'text' }],
}
