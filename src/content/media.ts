import '@/server-only'

import { env } from '@/env'
import { picturePath } from '@/lib/picture-path'
import type { Media } from '@/payload-types'

/** An image as pages use it: a URL with its size, so the box is reserved before it loads. */
export type ImageView = { url: string; alt: string; width: number; height: number }

type Size = 'thumb' | 'card' | 'hero'

/**
 * Picks the best stored size of an upload; null when there is no usable image. The URL is a site
 * path with no query, also with PUBLIC_URL or object storage set: the image optimiser takes nothing
 * else (src/lib/picture-path.ts). The contract makes it absolute for other clients.
 */
export function imageView(media: number | Media | null | undefined, size?: Size): ImageView | null {
  if (!media || typeof media !== 'object') return null
  const sized = size ? media.sizes?.[size] : undefined
  const url = picturePath(sized?.url || media.url || '', env.publicUrl)
  const width = sized?.width || media.width
  const height = sized?.height || media.height
  if (!url || !width || !height) return null
  return { url, alt: media.alt ?? '', width, height }
}
