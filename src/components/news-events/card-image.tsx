import styles from './cards.module.css'
import { Picture } from '@/components/ui/picture'

/** A card's picture filling its media box, or a note where there is none. */
export function CardImage({ src }: { src: string | null | undefined }) {
  return src ? (
    <Picture src={src} alt="" fill sizes="(min-width: 960px) 380px, (min-width: 600px) 50vw, 100vw" />
  ) : (
    <span className={`media-box__empty ${styles.noImage}`}>No image available</span>
  )
}
