import '@/server-only'

import { env } from '@/env'
import { picturePath } from '@/lib/picture-path'
import type { Media } from '@/payload-types'

import { imageView } from './media'

/** A populated relation, or null when it is missing or was not populated. */
export function rel<T extends object>(value: number | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}

/** The URL of an upload at a stored size; '' when there is none (the spec's "empty image"). */
export function imagePath(media: number | Media | null | undefined, size?: 'thumb' | 'card' | 'hero'): string {
  return imageView(media, size)?.url ?? ''
}

/**
 * An uploaded file's address as pages link it: a site path, also with PUBLIC_URL set (Payload writes
 * upload URLs on its serverURL), like pictures' (src/lib/picture-path.ts); the contract makes it absolute.
 */
export function filePath(upload: { url?: string | null } | null): string {
  return upload?.url ? picturePath(upload.url, env.publicUrl) : ''
}
