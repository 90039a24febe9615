'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * After a client-side page change, moves focus to the main content (without scrolling), so
 * keyboard and screen-reader users start on the new page instead of on a link that vanished or
 * back in the header. Next.js itself scrolls the new page to the top. Renders nothing.
 */
export function RouteFocus({ targetId = 'main' }: { targetId?: string }) {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const target = document.getElementById(targetId)
    if (!target) return
    const active = document.activeElement
    // Focus that stayed on a control inside the content (for example a tab that changed the URL) stays there.
    if (active && active !== document.body && active !== target && target.contains(active)) return
    target.focus({ preventScroll: true })
  }, [pathname, targetId])

  return null
}
