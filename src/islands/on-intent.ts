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
  const stopRecording = elements.map(pressAgainOnceHydrated)
  const start = () => {
    if (started) return
    started = true
    for (const element of elements) for (const type of INTENT_EVENTS) element.removeEventListener(type, start)
    load()
      // From here React holds the islands, and itself replays a press made while it hydrates.
      .then(() => stopRecording.forEach((stop) => stop()))
      .catch((error: unknown) => console.error('[islands] could not load:', error))
  }
  for (const element of elements) {
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true })
  }
  // Focus may be inside already (the visitor tabbed in while the page loaded).
  if (elements.some((element) => element.contains(document.activeElement))) start()
}

/**
 * A script-only button (a tab, a toggle) pressed before the island's script came did nothing: a touch
 * brings the script and the click follows at once. The last such press is made again once React has
 * taken the island over (hydrate.ts marks it `data-hydrated`). Links and a form's buttons need no
 * help: the browser follows them without script. Returns what stops the recording.
 */
function pressAgainOnceHydrated(element: HTMLElement): () => void {
  let pressed: HTMLButtonElement | null = null
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button?.type === 'button') pressed = button
  }
  element.addEventListener('click', onClick)
  const watch = new MutationObserver(() => {
    if (!element.hasAttribute('data-hydrated')) return
    watch.disconnect()
    // The same button is in the page: hydration keeps the server's markup.
    if (pressed?.isConnected) pressed.click()
  })
  watch.observe(element, { attributes: true, attributeFilter: ['data-hydrated'] })
  return () => element.removeEventListener('click', onClick)
}
