import type { StaticImageData } from 'next/image'

import banner from '@/components/ui/hero-banner.module.css'
import { Picture } from '@/components/ui/picture'
import type { SliderItemView } from '@/content/views'

import campusPicture from './default-slide-campus.webp'
import courtyardPicture from './default-slide-courtyard.webp'
import { HeroSlider, type Slide } from './hero-slider.client'

/**
 * The slides from the admin, or (when there are none, or reading them failed) the default of docs/site.md#slider:
 * two pictures bundled with the site and a welcome message with an 'Admission' button.
 */
/** A slide and its picture: a site-relative URL or a bundled picture; '' shows the primary colour. */
type PicturedSlide = Slide & { image: string | StaticImageData }

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
    { ...welcome, image: campusPicture },
    { ...welcome, image: courtyardPicture },
  ]
}

type HomeSliderProps = {
  slides: SliderItemView[] | null
  institutionName: string
  motto: string | null
  admissionSite: string | null
}

export function HomeSlider({ slides, institutionName, motto, admissionSite }: HomeSliderProps) {
  const shown: PicturedSlide[] = slides?.length
    ? slides.map((s) => ({
        title: s.Title,
        caption: s.Caption,
        buttonName: s.BtnName,
        href: s.BtnLink,
        image: s.ImagePath,
      }))
    : defaultSlides(institutionName, motto, admissionSite)
  // Rendered here, on the server, so the slider's script does not carry the picture component.
  const pictures = shown.map(({ image }, i) =>
    image ? (
      <Picture
        key={i}
        className={banner.image}
        src={image}
        alt=""
        data-decorative
        fill
        sizes="100vw"
        preload={i === 0}
        loading="lazy"
        placeholder={typeof image === 'object' && image.blurDataURL ? 'blur' : 'empty'}
      />
    ) : null,
  )
  return <HeroSlider slides={shown.map(({ image: _, ...slide }) => slide)} pictures={pictures} label="Highlights" />
}
