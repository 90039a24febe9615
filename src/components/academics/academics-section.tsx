import { DocumentFrame } from '@/components/layout/document-frame'
import { SectionOverview } from '@/components/layout/section-overview'
import type { DocumentBase } from '@/content/document'
import type { PageTextsView } from '@/content/page-texts'
import { pathOf } from '@/lib/routes'

export type AcademicsSectionProps = DocumentBase & { texts: PageTextsView }

/** The head of /academics: the section's own line of text describes it. */
export const academicsMeta = (texts: PageTextsView) => ({
  title: 'Academics',
  description: texts.sections.academics,
  canonical: pathOf('academics'),
})

/** The academics section's overview: its pages, each with a line of text. */
export function AcademicsDocument({ site, siteUrl, texts }: AcademicsSectionProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={academicsMeta(texts)}>
      <SectionOverview site={site} sectionId="academics" texts={texts.sections} />
    </DocumentFrame>
  )
}
