import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { RouteFocus } from '@/components/layout/route-focus.client'
import { SiteFrame } from '@/components/layout/site-frame'
import { getSite } from '@/content/site'
import { env } from '@/env'

import '@/styles/tokens.css'
import { bodyFont } from './fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite()
  return {
    title: { default: site.institutionName, template: `%s · ${site.institutionName}` },
    description: site.motto ?? undefined,
    // Canonical and OpenGraph URLs are absolute (PUBLIC_URL, or localhost for a local preview).
    metadataBase: new URL(env.siteUrl),
  }
}

// Pages are cached and expired by tag when content changes. They are also refreshed every five minutes
// (as content queries are, see src/content/cache.ts): that bounds the window in which a render under
// way during an edit stores the old content, and keeps the copyright year and "upcoming" current.
export const revalidate = 300

export const viewport: Viewport = { themeColor: '#0b3b60', width: 'device-width', initialScale: 1 }

/** The site's root layout: skip link, header, the page, footer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const site = await getSite()
  return (
    <html lang="en-NG" className={bodyFont.variable}>
      <body>
        {/* Where scripts are off, controls that need them take no room (globals.css, .awaits-script). */}
        <noscript>
          <style>{'.awaits-script{display:none}'}</style>
        </noscript>
        <SiteFrame site={site}>{children}</SiteFrame>
        <RouteFocus />
      </body>
    </html>
  )
}
