import type { Metadata } from 'next'

import { SectionOverview } from '@/components/layout/section-overview'
import { getSite } from '@/content/site'

export const metadata: Metadata = { title: 'Admissions' }

export default async function AdmissionsPage() {
  const site = await getSite()
  return <SectionOverview site={site} sectionId="admissions" intro="How to apply, and what your studies will cost." />
}
