import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'

import { contentAccess, webTeam } from '@/access'
import { env } from '@/env'
import { fileGuard } from '@/hooks/file-guards'

/** A picture larger than this is refused with a message (the server takes no upload above 20 MB at all). */
export const PICTURE_MAX_BYTES = 8_000_000

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** Refuses a picture file over the limit as uploaded, before it is converted and resized. */
const checkPictureSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const size = req.file?.size
  if ((operation === 'create' || operation === 'update') && size && size > PICTURE_MAX_BYTES) {
    const message = `This picture is ${megabytes(size)}; pictures may be at most ${megabytes(PICTURE_MAX_BYTES)}. Export it smaller (2000 pixels wide is plenty) and upload it again.`
    throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message }] })
  }
  return args
}

/** Refuses alt text of only spaces (an empty one is refused as required). */
const checkAlt: CollectionBeforeValidateHook = ({ data }) => {
  if (typeof data?.alt === 'string' && !data.alt.trim()) {
    const message = 'Say what the picture shows, for people who cannot see it.'
    throw new ValidationError({ collection: 'media', errors: [{ path: 'alt', message }] })
  }
  return data
}

/** Pictures used across the site. Sizes are made on upload so pages send phones small files. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Site', useAsTitle: 'alt' },
  // Faculty editors upload the pictures of their news and events; changing or removing one is an editor's.
  access: { ...contentAccess, create: webTeam },
  hooks: { beforeOperation: [checkPictureSize], beforeValidate: [checkAlt] },
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
