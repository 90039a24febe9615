import type { Metadata } from 'next'

import { SectionOverview } from '@/components/layout/section-overview'
import { getPageTexts } from '@/content/page-texts'
import { getSite } from '@/content/site'

export const metadata: Metadata = { title: 'Admissions' }

export default async function AdmissionsPage() {
  const [site, texts] = await Promise.all([getSite(), getPageTexts()])
  return <SectionOverview site={site} sectionId="admissions" texts={texts.sections} />
}
