/**
 * The header's menus, enhanced without React: native `<details>` disclosures (they open without script and in
 * data-light mode) inside each `[data-disclosures]` element. With this script, one is open at a time (also where
 * the browser ignores `<details name>`), each summary says whether it is open (`aria-expanded`), and the open one
 * closes on Escape (focus back on its summary), a press outside it or on its backdrop (`data-dismiss`), focus
 * moving out of it, or a link chosen in it. Imports nothing: it runs in the header's entry script, at once, as
 * the page has been parsed (src/islands/entries/site-header.tsx), and the page writes no props for it.
 */
export function enhanceDisclosures(container: HTMLElement): void {
  const disclosures = () => [...container.querySelectorAll<HTMLDetailsElement>('details')]
  const closeAll = (keep?: HTMLDetailsElement) => {
    for (const details of disclosures()) if (details !== keep && details.open) details.open = false
  }
  const showState = () => {
    for (const details of disclosures())
      details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open))
  }

  // `toggle` does not bubble; a capturing listener on the container hears every disclosure in it.
  container.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement
      if (details.open) closeAll(details)
      showState()
    },
    true,
  )
  container.addEventListener('focusout', (event) => {
    const details = (event.target as Element).closest('details')
    const next = event.relatedTarget
    if (details?.open && next instanceof Node && !details.contains(next)) details.open = false
  })
  container.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href], [data-dismiss]')) closeAll()
  })
  document.addEventListener('pointerdown', (event) => {
    if (!container.contains(event.target as Node)) closeAll()
  })
  document.addEventListener('keydown', (event) => {
    const open = disclosures().find((details) => details.open)
    if (event.key !== 'Escape' || !open) return
    const focusWasInside = container.contains(document.activeElement)
    closeAll()
    if (focusWasInside) open.querySelector('summary')?.focus()
  })
  showState()
}
