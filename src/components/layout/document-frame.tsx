import type { ReactNode } from 'react'

import type { DocumentBase } from '@/content/document'

import { PageHead, type PageMeta } from './page-head'
import { SiteFrame } from './site-frame'

/**
 * A document page's frame: its head (title, description, canonical address) and the site's frame
 * around its content, the header's islands told the page's path (its canonical one).
 */
export function DocumentFrame({
  site,
  siteUrl,
  meta,
  children,
}: DocumentBase & { meta: PageMeta & { canonical: string }; children: ReactNode }) {
  return (
    <SiteFrame site={site} documentPage={{ pathname: meta.canonical }}>
      <PageHead meta={meta} institutionName={site.institutionName} siteUrl={siteUrl} />
      {children}
    </SiteFrame>
  )
}
