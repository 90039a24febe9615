import type { Metadata } from 'next'

import { SectionOverview } from '@/components/layout/section-overview'
import { getPageTexts } from '@/content/page-texts'
import { getSite } from '@/content/site'

export const metadata: Metadata = { title: 'Academics' }

export default async function AcademicsPage() {
  const [site, texts] = await Promise.all([getSite(), getPageTexts()])
  return <SectionOverview site={site} sectionId="academics" texts={texts.sections} />
}
