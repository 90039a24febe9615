import type { ReactNode } from 'react'

import type { DocumentBase } from '@/content/document'

import type { PageMeta } from './page-head'
import { SiteFrame } from './site-frame'

/**
 * A document page's frame: the site's frame around its content, the header's islands told the page's
 * path: its canonical one (`meta`), or `pathname` for a page with none (the not-found page, a draft's
 * preview). The page's head is its layout's (src/astro/layouts/Page.astro, from the same `meta`).
 */
export function DocumentFrame({
  site,
  siteUrl,
  meta,
  pathname,
  children,
}: DocumentBase & { meta: PageMeta; children: ReactNode } & (
    { meta: { canonical: string }; pathname?: undefined } | { pathname: string }
  )) {
  return (
    <SiteFrame site={site} documentPage={{ pathname: pathname ?? meta.canonical ?? '/', origin: siteUrl }}>
      {children}
    </SiteFrame>
  )
}
