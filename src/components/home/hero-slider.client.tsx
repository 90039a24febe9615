'use client'

import Image, { type StaticImageData } from 'next/image'
import Link from 'next/link'
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/news-events/icons'

import banner from '@/components/ui/hero-banner.module.css'

import styles from './hero-slider.module.css'

export type Slide = {
  title: string
  caption: string
  buttonName: string
  /** A site path or an external https:// address (opened in a new tab). */
  href: string
  /** A site-relative URL or a bundled picture; '' shows the primary colour. */
  image: string | StaticImageData
}

/** docs/site.md#slider: advances every 5 s. */
const ADVANCE_MS = 5000
const SWIPE_PX = 40

const noSubscribe = () => () => {}
const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The home slider, as the APG carousel pattern: labelled slides, previous/next, one button per
 * slide and a rotation control. It advances every 5 s and wraps around, but not under
 * prefers-reduced-motion and not once a visitor pauses it or moves keyboard focus into it
 * (WCAG 2.2.2). Without JavaScript it is simply the first slide; the controls appear with it.
 */
export function HeroSlider({ slides, label }: { slides: Slide[]; label: string }) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  // 'auto' follows the motion preference; a visitor's choice wins over it.
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto')
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
  const rotating = count > 1 && (choice === 'playing' || (choice === 'auto' && !reducedMotion))
  const swipeStart = useRef<number | null>(null)

  // One timer per shown slide, so a manual move also restarts the 5 s.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  const go = (to: number) => setIndex(((to % count) + count) % count)

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus inside stops the rotation, so nothing moves under a reader's cursor.
    if (event.target.matches(':focus-visible') && rotating) setChoice('paused')
  }
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return
    const dx = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1))
  }

  return (
    <section
      className={`${styles.slider} on-dark`}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
    >
      {/* The rotation control comes first in the tab order (APG carousel); CSS puts it at the bottom. */}
      {count > 1 ? (
        <div className={styles.controls} hidden={!hydrated}>
          <div className={`container ${styles.controlsInner}`}>
            <button type="button" className={styles.control} onClick={() => setChoice(rotating ? 'paused' : 'playing')}>
              {rotating ? <PauseIcon /> : <PlayIcon />}
              <span className="visually-hidden">{rotating ? 'Pause slide show' : 'Play slide show'}</span>
            </button>
            <button type="button" className={styles.control} onClick={() => go(index - 1)}>
              <ChevronLeftIcon />
              <span className="visually-hidden">Previous slide</span>
            </button>
            <ul className={styles.dots}>
              {slides.map((slide, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => go(i)}
                  >
                    <span className="visually-hidden">{`Show slide ${i + 1}: ${slide.title}`}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.control} onClick={() => go(index + 1)}>
              <ChevronRightIcon />
              <span className="visually-hidden">Next slide</span>
            </button>
          </div>
        </div>
      ) : null}
      {/* Announce slide changes only when they are the visitor's doing. */}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index
          const external = /^https?:\/\//.test(slide.href)
          return (
            <div
              key={i}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={!active}
            >
              {slide.image ? (
                <Image
                  className={banner.image}
                  src={slide.image}
                  alt=""
                  fill
                  sizes="100vw"
                  preload={i === 0}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  placeholder={typeof slide.image === 'object' && slide.image.blurDataURL ? 'blur' : 'empty'}
                />
              ) : null}
              <div className={styles.tint} aria-hidden="true" />
              <div className={`container ${styles.content}`}>
                <h2 className={styles.title}>{slide.title}</h2>
                {slide.caption ? <p className={styles.caption}>{slide.caption}</p> : null}
                {slide.buttonName && slide.href ? (
                  external ? (
                    <a className="button button--accent" href={slide.href} target="_blank" rel="noopener noreferrer">
                      {slide.buttonName}
                      <ExternalIcon />
                      <NewTabHint />
                    </a>
                  ) : (
                    <Link className="button button--accent" href={slide.href}>
                      {slide.buttonName}
                    </Link>
                  )
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
