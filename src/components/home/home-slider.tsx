import banner from '@/components/ui/hero-banner.module.css'
import { pictureData } from '@/components/ui/picture-data'
import type { BundledPicture } from '@/lib/picture-attributes'
import type { SliderItemView } from '@/content/views'
import { EnhancedIsland } from '@/islands/island'

import { HeroSlider, type Slide } from './hero-slider'
import { campusSlide, courtyardSlide } from '@/lib/site-pictures'

/**
 * The slides from the admin, or (when there are none, or reading them failed) the default: two
 * pictures bundled with the site and a welcome message with an 'Admission' button.
 */
/** A slide and its picture: a site-relative URL or a bundled picture; '' shows the primary colour. */
type PicturedSlide = Slide & { image: string | BundledPicture }

export function defaultSlides(
  institutionName: string,
  motto: string | null,
  admissionSite: string | null,
): PicturedSlide[] {
  const welcome = {
    title: `Welcome to ${institutionName}`,
    caption: motto ?? '',
    buttonName: admissionSite ? 'Admission' : '',
    href: admissionSite ?? '',
  }
  return [
    { ...welcome, image: campusSlide },
    { ...welcome, image: courtyardSlide },
  ]
}

type HomeSliderProps = {
  slides: SliderItemView[] | null
  institutionName: string
  motto: string | null
  admissionSite: string | null
}

/** The home slider, with its pictures' markup worked out here; a plain script makes it move (slide-show.ts). */
export function HomeSlider({ slides, institutionName, motto, admissionSite }: HomeSliderProps) {
  const shown: PicturedSlide[] = slides?.length
    ? slides.map((s) => ({
        title: s.title,
        caption: s.caption,
        buttonName: s.buttonName,
        href: s.href,
        image: s.image,
      }))
    : defaultSlides(institutionName, motto, admissionSite)
  const pictures = shown.map(({ image }, i) =>
    image
      ? pictureData({
          className: banner.image,
          src: image,
          alt: '',
          fill: true,
          sizes: '100vw',
          preload: i === 0,
          loading: 'lazy',
          banner: true,
          placeholder: typeof image === 'object' && image.blurDataURL ? 'blur' : 'empty',
          'data-decorative': true,
        })
      : null,
  )
  return (
    <EnhancedIsland name="hero-slider">
      <HeroSlider slides={shown.map(({ image: _, ...slide }) => slide)} pictures={pictures} label="Highlights" />
    </EnhancedIsland>
  )
}
