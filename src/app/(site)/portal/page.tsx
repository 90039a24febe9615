import type { Metadata } from 'next'

import { PortalDirectory } from '@/components/portals/portal-directory.client'
import { ApplyCallout } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getPortalsPage } from '@/content/places'
import { pathOf } from '@/lib/routes'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const { title, intro } = await getPortalsPage(undefined)
  return {
    title,
    description: intro ?? 'Every online service of the university for students, staff and administrators.',
    alternates: { canonical: pathOf('portals') },
  }
}

/** The portals directory: the university's online services, filtered by audience (in the address). */
export default async function PortalsPage({ searchParams }: Props) {
  const { category } = await searchParams
  const page = await getPortalsPage(category)
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
          <PortalDirectory
            key={page.filter}
            tiles={page.tiles.map((t) => ({ ...t, categories: [...t.categories] }))}
            initial={page.filter}
            emptyText={page.emptyText}
          />
        </div>
      </section>
    </>
  )
}
