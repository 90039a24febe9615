import type { ClientDirective } from 'astro'

/**
 * `client:intent`: an island hydrates at the visitor's first sign of reaching for it: the pointer over it,
 * a press or touch on it, focus or a key inside it, or focus already inside (decision 33). Until then the
 * page loads no script: its server-rendered markup works without (native disclosures, GET forms, links).
 * `client:intent={3000}` also starts it by itself once the page has loaded and 3 s have passed since it
 * began (the home slider, which must move on its own).
 *
 * A script-only button pressed before the island's script came did nothing: the last such press is made
 * again once the island has hydrated (its markup is kept, so the same button is there).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

const intent: ClientDirective = (load, options, island) => {
  let started = false
  let pressed: HTMLButtonElement | null = null
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button?.type === 'button') pressed = button
  }
  const start = async () => {
    if (started) return
    started = true
    for (const type of INTENT_EVENTS) island.removeEventListener(type, start)
    const hydrate = await load()
    await hydrate()
    island.removeEventListener('click', remember)
    if (pressed?.isConnected) pressed.click()
  }
  island.addEventListener('click', remember)
  for (const type of INTENT_EVENTS) island.addEventListener(type, start, { passive: true })
  if (island.contains(document.activeElement)) void start()
  if (typeof options.value === 'number') {
    const startsAt = options.value
    const wait = () => window.setTimeout(start, Math.max(0, startsAt - performance.now()))
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
  }
}

export default intent
