/**
 * Runs `load` once, at the visitor's first sign of reaching for one of the islands named: the pointer
 * over it, a press or touch on it, focus or a key inside it (docs/decisions/0033-header-on-intent.md).
 * Until then the page loads nothing more: islands whose server-rendered markup already works without
 * script (native disclosures, a GET form) cost a reader who never uses them no bytes and no time.
 * Imports nothing, so the script that calls it stays a few hundred bytes. Returns what starts the load
 * at once (see start-by.ts).
 */
import type { IslandName } from './registry'

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

export function onIntent(
  names: readonly IslandName[],
  load: () => Promise<unknown>,
  /** Links (a selector) whose plain click the island handles itself: held until it has come, then made again. */
  holdLinks?: string,
): () => void {
  const elements = names.flatMap((name) => [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)])
  if (elements.length === 0) return () => {}
  let started = false
  const stopRecording = elements.map((element) => pressAgainOnceHydrated(element, holdLinks))
  const start = () => {
    if (started) return
    started = true
    for (const element of elements) for (const type of INTENT_EVENTS) element.removeEventListener(type, start)
    load()
      // From here React holds the islands, and itself replays a press made while it hydrates.
      .then(() => stopRecording.forEach((stop) => stop()))
      .catch((error: unknown) => {
        console.error('[islands] could not load:', error)
        // A held link goes where it leads after all.
        for (const stop of stopRecording) stop(true)
      })
  }
  for (const element of elements) {
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true })
  }
  // Focus may be inside already (the visitor tabbed in while the page loaded).
  if (elements.some((element) => element.contains(document.activeElement))) start()
  return start
}

/**
 * A script-only button (a tab, a toggle) pressed before the island's script came did nothing: a touch
 * brings the script and the click follows at once. The last such press is made again once React has
 * taken the island over (hydrate.ts marks it `data-hydrated`). Links and a form's buttons need no
 * help: the browser follows them without script, unless the island opens them in place (`holdLinks`:
 * the gallery's pictures open in its lightbox), when a plain click is held and made again likewise.
 * Returns what stops the recording (and, if the script never came, follows a held link).
 */
function pressAgainOnceHydrated(element: HTMLElement, holdLinks?: string): (follow?: boolean) => void {
  let pressed: HTMLElement | null = null
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const link = holdLinks ? target?.closest<HTMLAnchorElement>(holdLinks) : null
    const plain = event instanceof MouseEvent && event.button === 0 && !event.metaKey && !event.ctrlKey
    if (link && plain && !event.shiftKey && !event.altKey) {
      event.preventDefault()
      pressed = link
      return
    }
    const button = target?.closest('button')
    // Once React holds the island's events (hydrate.ts), it replays such a press itself.
    if (button?.type === 'button' && !element.hasAttribute('data-hydrating')) pressed = button
  }
  element.addEventListener('click', onClick)
  const watch = new MutationObserver(() => {
    if (!element.hasAttribute('data-hydrated')) return
    watch.disconnect()
    // The same button is in the page: hydration keeps the server's markup.
    if (pressed?.isConnected) pressed.click()
  })
  watch.observe(element, { attributes: true, attributeFilter: ['data-hydrated'] })
  return (follow = false) => {
    element.removeEventListener('click', onClick)
    if (follow && pressed instanceof HTMLAnchorElement) window.location.assign(pressed.href)
  }
}
