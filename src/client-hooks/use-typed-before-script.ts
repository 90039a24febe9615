'use client'

import { useEffect, useRef, type RefObject } from 'react'

/**
 * A search box that shows before its island's script has come (the script loads when the visitor
 * reaches for the island, docs/decisions/0033-header-on-intent.md): what was typed meanwhile is handed
 * to `onTyped` once the island has hydrated, as if typed now. `rendered` is the value the server wrote
 * into the box; returns the ref to put on it.
 */
export function useTypedBeforeScript(
  rendered: string,
  onTyped: (text: string) => void,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const text = ref.current?.value
    if (text !== undefined && text !== rendered) onTyped(text)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, [])
  return ref
}
