'use client'

import { useEffect } from 'react'

import { RESULTS_ID } from './results-anchor'

/**
 * After a form sent the visitor to `…#results`, moves focus to the results heading, whose text
 * carries the count: a screen reader reads it, and the keyboard goes on from there instead of from
 * the top of the page. The browser has already scrolled to it. Renders nothing.
 */
export function ResultsFocus() {
  useEffect(() => {
    if (window.location.hash !== `#${RESULTS_ID}`) return
    document.getElementById(RESULTS_ID)?.focus()
  }, [])
  return null
}
