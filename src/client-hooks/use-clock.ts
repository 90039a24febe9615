'use client'

import { useCallback, useSyncExternalStore } from 'react'

const nowSecond = () => Math.floor(Date.now() / 1000)
const serverSecond = () => null

/**
 * The visitor's clock, in whole seconds since the epoch, ticking each second until `until`
 * (ms since the epoch) has passed, then still. Null while the server renders and the page
 * hydrates: a prerendered page may be days old, so only the browser knows the time.
 */
export function useSecondsUntil(until: number): number | null {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (Date.now() >= until) return () => {}
      const timer = window.setInterval(() => {
        tick()
        // Nothing changes after the end: stop waking the page up.
        if (Date.now() >= until) window.clearInterval(timer)
      }, 1000)
      return () => window.clearInterval(timer)
    },
    [until],
  )
  return useSyncExternalStore(subscribe, nowSecond, serverSecond)
}
