import { PlainPicture, type PictureData } from '@/components/ui/plain-picture'

import styles from './cards.module.css'

/** A card's picture filling its media box (cardPicture works it out), or a note where there is none. */
export function CardImage({ picture }: { picture: PictureData | null }) {
  return picture ? (
    <PlainPicture picture={picture} />
  ) : (
    <span className={`media-box__empty ${styles.noImage}`}>No image available</span>
  )
}
