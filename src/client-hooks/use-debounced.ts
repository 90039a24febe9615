'use client'

import { useEffect, useState } from 'react'

/** The value once it has stopped changing for `delayMs` (search boxes filter after typing pauses). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
