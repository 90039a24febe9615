'use client'

import { useSyncExternalStore } from 'react'

import { NewTabHint } from '@/components/layout/icons'
import { whatsappShareUrl } from '@/lib/share'

const noSubscribe = () => () => {}

/**
 * 'Share on WhatsApp'. The page's full address comes from PUBLIC_URL when it is set, otherwise
 * from the address the visitor is reading it at.
 */
export function ShareLink({
  title,
  path,
  origin,
  className,
}: {
  title: string
  path: string
  origin: string | null
  className?: string
}) {
  const browserOrigin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => null,
  )
  const url = `${origin ?? browserOrigin ?? ''}${path}`
  return (
    <a className={className} href={whatsappShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
      Share on WhatsApp
      <NewTabHint />
    </a>
  )
}
