import type { Metadata } from 'next'

import { SectionOverview } from '@/components/layout/section-overview'
import { getSite } from '@/content/site'

export const metadata: Metadata = { title: 'Resources' }

export default async function ResourcesPage() {
  const site = await getSite()
  return (
    <SectionOverview
      site={site}
      sectionId="resources"
      intro="News, events, the gallery, our centres of excellence, scholarships and the portals."
    />
  )
}
