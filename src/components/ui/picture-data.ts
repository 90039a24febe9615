import { getImageProps, type ImageProps } from 'next/image'

import type { PictureData } from './plain-picture'

/**
 * What <Picture> renders, as plain data: an island is given its pictures so, without next/image, and
 * the JSON routes of 'Show more' too (so this module imports no component).
 */
export function pictureData({ preload, loading, fetchPriority, ...rest }: ImageProps): PictureData {
  const { props } = getImageProps({
    ...rest,
    loading: preload ? 'eager' : loading,
    fetchPriority: preload ? 'high' : fetchPriority,
  })
  return { img: props, wrapped: props.loading !== 'lazy' }
}
