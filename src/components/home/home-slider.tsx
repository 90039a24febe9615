import type { SliderItemView } from '@/content/views'

import campusPicture from './default-slide-campus.webp'
import courtyardPicture from './default-slide-courtyard.webp'
import { HeroSlider, type Slide } from './hero-slider.client'

/**
 * The slides from the admin, or (when there are none, or reading them failed) the default of docs/site.md#slider:
 * two pictures bundled with the site and a welcome message with an 'Admission' button.
 */
export function defaultSlides(institutionName: string, motto: string | null, admissionSite: string | null): Slide[] {
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
  const shown: Slide[] = slides?.length
    ? slides.map((s) => ({
        title: s.Title,
        caption: s.Caption,
        buttonName: s.BtnName,
        href: s.BtnLink,
        image: s.ImagePath,
      }))
    : defaultSlides(institutionName, motto, admissionSite)
  return <HeroSlider slides={shown} label="Highlights" />
}
