// Imports nothing but its times: it runs in the home page's entry script, at once, without React.
import { startBy } from '@/islands/start-by'

import { ADVANCE_MS, NEXT_PICTURE_BY_MS } from './slide-timing'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const SWIPE_PX = 40

type Choice = 'auto' | 'playing' | 'paused'

/**
 * The home slider (hero-slider.tsx), made to move: the APG carousel pattern on the server's markup. Each slide
 * shows 5 s, the first from when the page began, wrapping around; not under prefers-reduced-motion, nor once the
 * visitor pauses it or moves keyboard focus in (WCAG 2.2.2). The controls (`[data-go]`, `[data-rotation]`) show
 * once this has run, so none does nothing. A later slide's picture waits in a `<template>` until the slide before
 * it shows, from 3 s after the page began: on a slow line it would otherwise compete with the first, the page's
 * largest paint.
 */
export function enhanceSlider(slider: HTMLElement): void {
  const slides = [...slider.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
  const count = slides.length
  const controls = slider.querySelector<HTMLElement>('[data-controls]')
  if (count < 2 || !controls) return
  const reduced = window.matchMedia(REDUCED_MOTION)
  const dots = [...controls.querySelectorAll<HTMLElement>('[data-go]')].filter((b) => /^\d+$/.test(b.dataset.go!))
  let index = 0
  let choice: Choice = 'auto'
  let pictureAhead = false
  // When the slide shown began to show, by the page's clock: the first one, when the page began.
  let shownSince = 0
  let timer: number | undefined
  const rotating = () => choice === 'playing' || (choice === 'auto' && !reduced.matches)

  const render = () => {
    slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== index))
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    )
    slider.toggleAttribute('data-rotating', rotating())
    // Slide changes are announced only when they are the visitor's doing.
    slides[0].parentElement!.setAttribute('aria-live', rotating() ? 'off' : 'polite')
    showPicture(slides[index])
    if (pictureAhead) showPicture(slides[(index + 1) % count])
    window.clearTimeout(timer)
    // One timer per shown slide; a move or a press on play starts the 5 s again.
    if (rotating())
      timer = window.setTimeout(() => show(index + 1, false), Math.max(0, shownSince + ADVANCE_MS - performance.now()))
  }
  const show = (to: number, byVisitor = true) => {
    shownSince = performance.now()
    index = ((to % count) + count) % count
    pictureAhead ||= byVisitor
    render()
  }
  const pause = () => {
    if (!rotating()) return
    choice = 'paused'
    render()
  }

  controls.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button')
    if (button?.hasAttribute('data-rotation')) {
      choice = rotating() ? 'paused' : 'playing'
      show(index)
    } else if (button?.dataset.go) {
      const go = button.dataset.go
      show(go === 'next' ? index + 1 : go === 'previous' ? index - 1 : Number(go))
    }
  })
  slider.addEventListener('focusin', (event) => {
    if ((event.target as Element).matches(':focus-visible')) pause()
  })
  onSwipe(slider, (step) => show(index + step))
  reduced.addEventListener('change', render)
  if (rotating())
    startBy(NEXT_PICTURE_BY_MS, () => {
      pictureAhead = true
      render()
    })
  controls.hidden = false
  render()
  // Keyboard focus that came in before this ran stops the rotation too.
  if (document.activeElement && slider.contains(document.activeElement)) pause()
}

/** Puts a slide's picture, waiting in its `<template>`, in the page. */
function showPicture(slide: HTMLElement): void {
  const waiting = slide.querySelector<HTMLTemplateElement>(':scope > template')
  waiting?.replaceWith(waiting.content)
}

/** Calls `onSwipe(+1)` for a swipe to the left (next) and `onSwipe(-1)` for one to the right. */
function onSwipe(element: HTMLElement, onSwipe: (step: 1 | -1) => void): void {
  let start: number | null = null
  element.addEventListener('pointerdown', (event) => {
    // A mouse drag selects text; only touch and pen swipe.
    if (event.pointerType !== 'mouse') start = event.clientX
  })
  element.addEventListener('pointerup', (event) => {
    if (start === null) return
    const dx = event.clientX - start
    start = null
    if (Math.abs(dx) >= SWIPE_PX) onSwipe(dx < 0 ? 1 : -1)
  })
  element.addEventListener('pointercancel', () => (start = null))
}
