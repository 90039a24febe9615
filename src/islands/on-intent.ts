/**
 * Runs `load` once, at the visitor's first sign of reaching for one of the islands named: the pointer
 * over it, a press or touch on it, focus or a key inside it (docs/decisions/0033-header-on-intent.md).
 * Until then the page loads nothing more: islands whose server-rendered markup already works without
 * script (native disclosures, a GET form) cost a reader who never uses them no bytes and no time.
 * Imports nothing, so the script that calls it stays a few hundred bytes.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

export function onIntent(names: readonly string[], load: () => Promise<unknown>): void {
  const elements = names.flatMap((name) => [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)])
  if (elements.length === 0) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const element of elements) for (const type of INTENT_EVENTS) element.removeEventListener(type, start)
    load().catch((error: unknown) => console.error('[islands] could not load:', error))
  }
  for (const element of elements) {
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true })
  }
  // Focus may be inside already (the visitor tabbed in while the page loaded).
  if (elements.some((element) => element.contains(document.activeElement))) start()
}
