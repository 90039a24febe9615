import type { ReactNode } from 'react'

import { SiteFrame } from '@/components/layout/site-frame'
import type { SiteView } from '@/content/site'

/** The body of a document page: the site's frame (skip link, header, footer) around the page's own component. */
export function FramedPage({ site, pathname, children }: { site: SiteView; pathname: string; children: ReactNode }) {
  return (
    <SiteFrame site={site} documentPage={{ pathname }}>
      {children}
    </SiteFrame>
  )
}
