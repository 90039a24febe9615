'use client'

import { useEffect, useRef, useState, type PointerEvent } from 'react'

import { useMediaQuery } from '@/client-hooks/use-media-query'

import { ADVANCE_MS } from './slide-timing'

const SWIPE_PX = 40

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

type Choice = 'auto' | 'playing' | 'paused'

/** 'auto' follows the motion preference; a visitor's choice wins over it. */
const isRotating = (choice: Choice, count: number, reducedMotion: boolean) =>
  count > 1 && (choice === 'playing' || (choice === 'auto' && !reducedMotion))

export type SlideShow = {
  /** The slide shown, from 0. */
  index: number
  /** Shows slide `to`, wrapping around at both ends. */
  go: (to: number) => void
  rotating: boolean
  /** The rotation control: pauses a rotating show, plays a paused one. */
  toggleRotation: () => void
  /** Keyboard focus inside stops the rotation, so nothing moves under a reader's cursor. */
  onFocus: (event: { target: Element }) => void
}

/**
 * Which slide shows, and the rotation: every 5 s (the first slide from when the page began, since the
 * script comes a few seconds after it: entries/home.tsx), wrapping around, but not under
 * prefers-reduced-motion and not once the visitor pauses it or moves keyboard focus in (WCAG 2.2.2).
 */
export function useSlideShow(count: number): SlideShow {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<Choice>('auto')
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const rotating = isRotating(choice, count, reducedMotion)
  // When the slide shown began to show, by the page's clock: the first one, when the page began.
  const shownSince = useRef(0)

  // One timer per shown slide; a manual move or play starts the 5 s again.
  useEffect(() => {
    if (!rotating) return
    const wait = Math.max(0, shownSince.current + ADVANCE_MS - performance.now())
    const timer = window.setTimeout(() => {
      shownSince.current = performance.now()
      setIndex((i) => (i + 1) % count)
    }, wait)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  return {
    index,
    go: (to) => {
      shownSince.current = performance.now()
      setIndex(((to % count) + count) % count)
    },
    rotating,
    toggleRotation: () => {
      shownSince.current = performance.now()
      // From the latest choice and the preference as it is now: a press made before the script came is
      // made again as React takes over, before this render has caught up with either (hero-slider.client).
      const reduced = window.matchMedia(REDUCED_MOTION).matches
      setChoice((c) => (isRotating(c, count, reduced) ? 'paused' : 'playing'))
    },
    onFocus: (event) => {
      if (event.target.matches(':focus-visible') && rotating) setChoice('paused')
    },
  }
}

/** Pointer handlers that call `onSwipe(+1)` for a swipe to the left (next) and `onSwipe(-1)` to the right. */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null)
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // A mouse drag selects text; only touch and pen swipe.
      if (event.pointerType !== 'mouse') start.current = event.clientX
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current === null) return
      const dx = event.clientX - start.current
      start.current = null
      if (Math.abs(dx) >= SWIPE_PX) onSwipe(dx < 0 ? 1 : -1)
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}
