'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useSyncExternalStore, type FocusEvent, type RefObject } from 'react'

import { useDismiss } from './use-dismiss'

/** The open `<details>` elements inside `container`. */
function openDisclosures(container: HTMLElement | null): HTMLDetailsElement[] {
  return container ? [...container.querySelectorAll<HTMLDetailsElement>('details[open]')] : []
}

/** Closes every open `<details>` inside `container`, except `keep`. */
function closeDisclosures(container: HTMLElement | null, keep?: Element) {
  for (const details of openDisclosures(container)) if (details !== keep) details.open = false
}

/**
 * The `data-disclosure` name of the open `<details>` inside `ref`, or null. The elements hold the
 * state, so one opened before hydration (or with no script at all) is what the script sees too.
 */
function useOpenDisclosure(ref: RefObject<HTMLElement | null>): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = ref.current
      // `toggle` does not bubble; a capturing listener on the container hears every disclosure in it.
      element?.addEventListener('toggle', onChange, true)
      return () => element?.removeEventListener('toggle', onChange, true)
    },
    [ref],
  )
  return useSyncExternalStore(
    subscribe,
    () => openDisclosures(ref.current)[0]?.dataset.disclosure ?? null,
    () => null,
  )
}

/**
 * Enhances native `<details>` disclosures inside `ref` (menus that open without script): one open at
 * a time (also where the browser ignores `<details name>`), and the open one closes on Escape (focus
 * back on its summary), a press outside, focus moving out of it, or a new page (also back/forward).
 * `disclosure(name)` gives the props of each `<details>`; `open` is the name of the open one. `pagePath`
 * is the page's path where there is no router (a document page's islands).
 */
export function useDisclosures(ref: RefObject<HTMLElement | null>, pagePath?: string) {
  // A document page (src/astro/pages) has no router: its islands are given the page's path instead.
  const routerPath = usePathname()
  const pathname = pagePath ?? routerPath ?? ''
  const open = useOpenDisclosure(ref)

  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeDisclosures(ref.current)
  }, [pathname, ref])

  useDismiss(ref, open !== null, ({ escape, focusWasInside }) => {
    const [details] = openDisclosures(ref.current)
    closeDisclosures(ref.current)
    if (escape && focusWasInside) details?.querySelector('summary')?.focus()
  })

  const close = useCallback(() => closeDisclosures(ref.current), [ref])

  const disclosure = (name: string) => ({
    'data-disclosure': name,
    onToggle: (event: { currentTarget: HTMLDetailsElement }) => {
      if (event.currentTarget.open) closeDisclosures(ref.current, event.currentTarget)
    },
    onBlur: (event: FocusEvent<HTMLDetailsElement>) => {
      const next = event.relatedTarget
      if (next instanceof Node && !event.currentTarget.contains(next)) event.currentTarget.open = false
    },
  })

  return { open, pathname, close, disclosure }
}
