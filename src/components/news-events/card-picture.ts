import { pictureData } from '@/components/ui/picture-data'
import type { PictureData } from '@/components/ui/plain-picture'

/**
 * A news or event card's picture, filling its media box, worked out on the server as data: the cards
 * are also drawn by the lists' island, whose script should not carry next/image.
 */
export function cardPicture(src: string | null | undefined): PictureData | null {
  return src
    ? pictureData({ src, alt: '', fill: true, sizes: '(min-width: 960px) 380px, (min-width: 600px) 50vw, 100vw' })
    : null
}
