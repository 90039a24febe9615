'use client'

import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'

import { useMediaQuery } from '@/client-hooks/use-media-query'

/** docs/site.md#slider: advances every 5 s. */
const ADVANCE_MS = 5000
const SWIPE_PX = 40

export type SlideShow = {
  /** The slide shown, from 0. */
  index: number
  /** Shows slide `to`, wrapping around at both ends. */
  go: (to: number) => void
  rotating: boolean
  /** The rotation control: pauses a rotating show, plays a paused one. */
  toggleRotation: () => void
  /** Keyboard focus inside stops the rotation, so nothing moves under a reader's cursor. */
  onFocus: (event: FocusEvent<HTMLElement>) => void
}

/**
 * Which slide shows, and the rotation: every 5 s, wrapping around, but not under
 * prefers-reduced-motion and not once the visitor pauses it or moves keyboard focus in (WCAG 2.2.2).
 */
export function useSlideShow(count: number): SlideShow {
  const [index, setIndex] = useState(0)
  // 'auto' follows the motion preference; a visitor's choice wins over it.
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto')
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const rotating = count > 1 && (choice === 'playing' || (choice === 'auto' && !reducedMotion))

  // One timer per shown slide, so a manual move also restarts the 5 s.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count])

  return {
    index,
    go: (to) => setIndex(((to % count) + count) % count),
    rotating,
    toggleRotation: () => setChoice(rotating ? 'paused' : 'playing'),
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
