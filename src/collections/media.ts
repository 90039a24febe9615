import type { CollectionConfig } from 'payload'

import { contentAccess } from '@/access'
import { env } from '@/env'
import { fileGuard } from '@/hooks/file-guards'

/** Pictures used across the site. Sizes are made on upload so pages send phones small files. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Site', useAsTitle: 'alt' },
  access: contentAccess,
  upload: {
    staticDir: env.mediaDir,
    // A malformed or missing file name is a 400 or 404, not Payload's 500 (src/hooks/file-guards.ts).
    handlers: [fileGuard(env.objectStorage ? undefined : env.mediaDir)],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    formatOptions: { format: 'webp', options: { quality: 78 } },
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 74 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 76 } } },
    ],
    adminThumbnail: 'thumb',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the picture shows, for people who cannot see it.' },
    },
  ],
}
