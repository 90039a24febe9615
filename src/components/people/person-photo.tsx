import type { ImageView } from '@/content/media'

import defaultPicture from './default-staff.webp'
import { Picture } from '@/components/ui/picture'

type PersonPhotoProps = {
  image: ImageView | null
  /** The box's class: it sets the size and aspect ratio, so the picture has its place before it loads. */
  className: string
  sizes: string
  preload?: boolean
}

/** A person's photo filling its box, or the default staff picture when there is none. */
export function PersonPhoto({ image, className, sizes, preload = false }: PersonPhotoProps) {
  return (
    <div className={className}>
      {image ? (
        <Picture src={image.url} alt={image.alt} fill sizes={sizes} preload={preload} />
      ) : (
        <Picture src={defaultPicture} alt="" fill sizes={sizes} preload={preload} />
      )}
    </div>
  )
}
