'use client'

import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}

/**
 * False while the server renders and the page hydrates, true afterwards. Controls that need
 * JavaScript (instant filters, toggles) show only once it is true; the server's markup works without.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}

/**
 * The class names of a control that works only once the page has hydrated: until then it also gets
 * the global `awaits-script` (globals.css), which keeps its place unseen, or takes no room where no
 * script will run.
 */
export function untilHydrated(hydrated: boolean, className: string): string {
  return hydrated ? className : `${className} awaits-script`
}

/** A value the browser knows better than the server (today's date by the visitor's clock). */
export function useClientValue<T>(onClient: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscribe, onClient, onServer)
}
