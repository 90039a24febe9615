import type { ReactNode } from 'react'

import type { SiteView } from '@/content/site'

import { PageAddressProvider } from './page-path'
import { SiteFooter } from './site-footer'
import { SiteHeader, type DocumentPage } from './site-header'

/**
 * Skip link, header, the page, footer: what every public page has around its content. A document page
 * (src/astro/pages) gives its path (`documentPage`), and its header's interactive leaves become islands.
 */
export function SiteFrame({
  site,
  documentPage,
  children,
}: {
  site: SiteView
  documentPage?: DocumentPage
  children: ReactNode
}) {
  return (
    <PageAddressProvider value={documentPage ?? null}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader site={site} documentPage={documentPage} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
    </PageAddressProvider>
  )
}
