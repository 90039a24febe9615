import type { ReactNode } from 'react'

import type { SiteView } from '@/content/site'

import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Skip link, header, the page, footer: what every public page has around its content. */
export function SiteFrame({ site, children }: { site: SiteView; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader site={site} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
    </>
  )
}
