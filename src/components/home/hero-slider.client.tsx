'use client'

import { useEffect, useRef, useState } from 'react'

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
 * simply the first slide. The controls, the rotation control included, show and take presses from the
 * first paint where script runs (`script-only`): a press before the script came is made again once it
 * has (islands/on-intent.ts), and nothing moves before that.
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
  const wanted = useWantedPictures(show.index, count, hydrated)
  const ref = useRef<HTMLElement>(null)
  // Keyboard focus that came in before the script (and brought it) stops the rotation too, unless it
  // is on the rotation control and pressed it: that press, made again in a moment, says what to do.
  useEffect(() => {
    const focused = document.activeElement
    // `data-early`: a press made before the script came (islands/on-intent.ts).
    const rotationPressed = focused?.matches('[data-rotation][data-early]')
    if (focused && ref.current?.contains(focused) && !rotationPressed) show.onFocus({ target: focused })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the script takes the slider over
  }, [])
  return (
    <section
      ref={ref}
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
            picture={wanted.has(i) ? pictures[i] : null}
          />
        ))}
      </div>
    </section>
  )
}

/**
 * The slides whose pictures the page has: the first from the server, then, once the script runs, the
 * one shown and the next, and every one shown before. A later slide's picture comes while the slide
 * before it shows: on a slow connection it would otherwise compete with the first, the page's largest
 * paint, to be seen seconds later, if ever.
 */
function useWantedPictures(index: number, count: number, hydrated: boolean): ReadonlySet<number> {
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]))
  const now = hydrated ? [index, (index + 1) % count] : [index]
  // Kept from render to render (React's pattern for state that follows props).
  if (now.some((i) => !wanted.has(i))) setWanted(new Set([...wanted, ...now]))
  return new Set([...wanted, ...now])
}
