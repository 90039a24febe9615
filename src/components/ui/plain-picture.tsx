import type { ImgHTMLAttributes } from 'react'

import { useLightMode } from '@/components/layout/light-mode'
import { DECORATIVE_ATTRIBUTE } from '@/lib/data-light.mjs'

/**
 * A picture's <img> attributes as worked out on the server (`pictureData`, src/lib/picture-attributes.ts):
 * plain data, so an island renders the picture as the page did.
 */
export type PictureData = {
  img: ImgHTMLAttributes<HTMLImageElement>
  /** Wrapped in <picture> (a picture that loads at once: see picture.tsx). */
  wrapped: boolean
}

/** Renders PictureData: the same markup as <Picture>. */
export function PlainPicture({ picture }: { picture: PictureData }) {
  // A picture that only decorates (marked so where it is rendered) is left out of data-light pages.
  const decorative = DECORATIVE_ATTRIBUTE in picture.img
  if (useLightMode() && decorative) return null
  // Worked out on the server (resized, with srcset); the alt text is among the props.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  const img = <img {...picture.img} />
  return picture.wrapped ? <picture>{img}</picture> : img
}
