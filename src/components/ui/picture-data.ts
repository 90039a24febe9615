import { pictureAttributes, type PictureProps } from '@/lib/picture-attributes'

import type { PictureData } from './plain-picture'

export type { PictureProps }

/**
 * What <Picture> renders, as plain data: an island is given its pictures so, and the JSON routes of
 * 'Show more' too (so this module imports no component).
 */
export function pictureData(props: PictureProps): PictureData {
  const img = pictureAttributes(props)
  return { img, wrapped: img.loading !== 'lazy' }
}
