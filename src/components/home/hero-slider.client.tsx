'use client'

import { useHydrated } from '@/client-hooks/use-hydrated'
import type { PictureData } from '@/components/ui/plain-picture'

import { HeroSlide, type Slide } from './hero-slide'
import { SliderControls } from './hero-slider-controls'
import styles from './hero-slider.module.css'
import { useSlideShow, useSwipe } from './use-slide-show'

export type { Slide }

/**
 * The home slider, as the APG carousel pattern: labelled slides, previous/next, one button per
 * slide and a rotation control (see useSlideShow for when it moves). Without JavaScript it is
 * simply the first slide; the controls appear with the script.
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
  const hydrated = useHydrated()
  const show = useSlideShow(count)
  const swipe = useSwipe((step) => show.go(show.index + step))
  return (
    <section
      className={`${styles.slider} on-dark`}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={show.onFocus}
      {...swipe}
    >
      {count > 1 ? <SliderControls show={show} titles={slides.map((s) => s.title)} hydrated={hydrated} /> : null}
      {/* Announce slide changes only when they are the visitor's doing. */}
      <div className={styles.slides} aria-live={show.rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <HeroSlide
            key={i}
            slide={slide}
            position={i + 1}
            count={count}
            active={i === show.index}
            // The later slides' pictures wait for the script: they would otherwise download alongside
            // the first one, the page's largest paint, on a slow connection, to be seen seconds later.
            picture={i === 0 || hydrated ? pictures[i] : null}
          />
        ))}
      </div>
    </section>
  )
}
