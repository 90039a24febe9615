'use client'

import { useClientValue } from '@/client-hooks/use-hydrated'
import { NewTabHint } from '@/components/layout/icons'
import { whatsappShareUrl } from '@/lib/share'

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
  const browserOrigin = useClientValue<string | null>(
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
