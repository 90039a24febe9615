'use client'

import { useEffect, useRef, type RefObject } from 'react'

/**
 * While `active`, a press outside `ref` or the Escape key calls `onDismiss`; Escape passes whether
 * focus was inside, so the caller can return it to the control that opened the panel.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (how: { escape: boolean; focusWasInside: boolean }) => void,
) {
  // The latest callback, without re-adding the listeners on every render.
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })

  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss.current({ escape: false, focusWasInside: false })
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      dismiss.current({ escape: true, focusWasInside: Boolean(ref.current?.contains(document.activeElement)) })
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [active, ref])
}
