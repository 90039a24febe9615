import { ApplyCallout } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { PortalsPageView } from '@/content/places'
import { Island } from '@/islands/island'

import { PortalDirectory } from './portal-directory.client'
import styles from './portals.module.css'

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
            styles={{ portals: styles }}
          />
        </div>
      </section>
    </>
  )
}
