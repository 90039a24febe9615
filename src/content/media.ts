import 'server-only'

import type { Media } from '@/payload-types'

/** An image as pages use it: a URL with its size, so the box is reserved before it loads. */
export type ImageView = { url: string; alt: string; width: number; height: number }

type Size = 'thumb' | 'card' | 'hero'

/** Picks the best stored size of an upload; null when there is no usable image. */
export function imageView(media: number | Media | null | undefined, size?: Size): ImageView | null {
  if (!media || typeof media !== 'object') return null
  const sized = size ? media.sizes?.[size] : undefined
  const url = sized?.url || media.url
  const width = sized?.width || media.width
  const height = sized?.height || media.height
  if (!url || !width || !height) return null
  return { url, alt: media.alt ?? '', width, height }
}
