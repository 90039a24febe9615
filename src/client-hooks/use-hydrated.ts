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

/** A value the browser knows better than the server (today's date by the visitor's clock). */
export function useClientValue<T>(onClient: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscribe, onClient, onServer)
}
