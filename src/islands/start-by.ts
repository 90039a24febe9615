// Imports nothing: it runs in an entry script, before React.

/**
 * Calls `start` (what onIntent returned) without waiting for the visitor, once the page has loaded
 * and `ms` have passed since it began (by the page's clock): for an island that must move on its own
 * later (the home slider), its script comes after the page's own content and pictures.
 */
export function startBy(ms: number, start: () => void): void {
  const wait = () => window.setTimeout(start, Math.max(0, ms - performance.now()))
  if (document.readyState === 'complete') wait()
  else window.addEventListener('load', wait, { once: true })
}
