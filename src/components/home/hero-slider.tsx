import type { PictureData } from '@/components/ui/plain-picture'

import { HeroSlide, type Slide } from './hero-slide'
import { SliderControls } from './hero-slider-controls'
import styles from './hero-slider.module.css'

export type { Slide }

/**
 * The home slider, as the APG carousel pattern: labelled slides, previous/next, one button per slide and a
 * rotation control. The server's markup is the first slide; a plain script (slide-show.ts) shows the controls and
 * moves the slides. Without JavaScript it is simply the first slide.
 */
export function HeroSlider({
  slides,
  pictures,
  label,
}: {
  slides: Slide[]
  pictures: Array<PictureData | null>
  label: string
}) {
  const count = slides.length
  return (
    <section className={`${styles.slider} on-dark`} aria-roledescription="carousel" aria-label={label}>
      {count > 1 ? <SliderControls titles={slides.map((s) => s.title)} /> : null}
      <div className={styles.slides} aria-live="off">
        {slides.map((slide, i) => (
          <HeroSlide key={i} slide={slide} position={i + 1} count={count} picture={pictures[i]} />
        ))}
      </div>
    </section>
  )
}
