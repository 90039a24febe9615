import { RESULTS_ID } from './results-anchor'

/**
 * Where a page answers a GET form: its island's script (src/islands/entries/results-focus.tsx) runs
 * `focusResults` as the page loads. Renders nothing; the island is only the script's place.
 */
export function ResultsFocus() {
  return null
}

/**
 * After a form sent the visitor to `…#results`, moves focus to the results heading, whose text
 * carries the count: a screen reader reads it, and the keyboard goes on from there instead of from
 * the top of the page. The browser has already scrolled to it. Plain DOM, so a results page need not
 * load React to do it (the search, eligibility and estimate pages have no other island that needs it).
 */
export function focusResults(): void {
  if (window.location.hash !== `#${RESULTS_ID}`) return
  document.getElementById(RESULTS_ID)?.focus()
}
