// client:intent: hydrates an island at the visitor's first sign of reaching for it (the pointer over
// it, a press or touch, focus or a key inside it, or focus already inside), as src/islands/on-intent.ts
// does today (decision 33). `client:intent={3000}` also starts it by itself 3 s after the page began,
// once it has loaded (the home slider, src/islands/start-by.ts).
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']

/** @type {import('astro').ClientDirective} */
export default (load, options, el) => {
  let started = false
  const start = async () => {
    if (started) return
    started = true
    for (const type of EVENTS) el.removeEventListener(type, start)
    const hydrate = await load()
    await hydrate()
  }
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true })
  if (el.contains(document.activeElement)) start()
  if (typeof options.value === 'number') {
    const wait = () => setTimeout(start, Math.max(0, options.value - performance.now()))
    if (document.readyState === 'complete') wait()
    else addEventListener('load', wait, { once: true })
  }
}
