import { ApplyCallout } from '@/components/ui/apply-link'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { PortalsPageView } from '@/content/places'
import { pathOf } from '@/lib/routes'
import { Island } from '@/islands/island'

import { PortalDirectory } from './portal-directory.client'

/** The portals directory: the university's online services, filtered by audience (an island). */
export function PortalsPage({ page }: { page: PortalsPageView }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="portals-title">
        <h1 id="portals-title">{page.title}</h1>
        {page.intro ? <p className="lead">{page.intro}</p> : null}
        <ApplyCallout href={page.admissionSite} label="Apply now" />
      </HeroBanner>

      <section className="section" aria-labelledby="portal-list-title">
        <div className="container">
          <h2 id="portal-list-title" className="visually-hidden">
            Portal directory
          </h2>
          <Island
            name="portal-directory"
            component={PortalDirectory}
            props={{
              tiles: page.tiles.map((t) => ({ ...t, categories: [...t.categories] })),
              initial: page.filter,
              emptyText: page.emptyText,
            }}
          />
        </div>
      </section>
    </>
  )
}

export type PortalsDocumentProps = DocumentBase & { page: PortalsPageView }

/** The head of /portal. */
export const portalsMeta = (page: PortalsPageView) => ({
  title: page.title,
  description: page.intro ?? 'Every online service of the university for students, staff and administrators.',
  canonical: pathOf('portals'),
})

/** /portal as a whole document. */
export function PortalsDocument({ site, siteUrl, page }: PortalsDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={portalsMeta(page)}>
      <PortalsPage page={page} />
    </DocumentFrame>
  )
}
