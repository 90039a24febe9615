'use client'

import { useEffect } from 'react'

/**
 * Scrolls to the top when it mounts (unless the address has a #fragment). The not-found page
 * uses it: Next.js scrolls a new page to the top itself, but not the not-found fallback that
 * replaces a page after a client-side navigation to an unknown address. Renders nothing.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash && window.scrollY > 0) window.scrollTo(0, 0)
  }, [])
  return null
}
