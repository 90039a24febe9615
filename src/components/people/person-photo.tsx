import type { ImageView } from '@/content/media'

import { Picture } from '@/components/ui/picture'
import { defaultStaff } from '@/lib/site-pictures'

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
        <Picture src={defaultStaff} alt="" fill sizes={sizes} preload={preload} />
      )}
    </div>
  )
}
