import type { Metadata } from 'next'

import { SectionOverview } from '@/components/layout/section-overview'
import { getSite } from '@/content/site'

export const metadata: Metadata = { title: 'Academics' }

export default async function AcademicsPage() {
  const site = await getSite()
  return <SectionOverview site={site} sectionId="academics" intro="Faculties, programmes and the academic calendar." />
}
