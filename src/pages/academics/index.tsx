import { DocumentFrame } from '@/components/layout/document-frame'
import { SectionOverview } from '@/components/layout/section-overview'
import { documentProps, type DocumentBase } from '@/content/document'
import { getPageTexts, type PageTextsView } from '@/content/page-texts'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { texts: PageTextsView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ texts: await getPageTexts() }))

/** The academics section's overview: its pages, each with a line of text. */
export default function AcademicsSection({ site, siteUrl, texts }: Props) {
  return (
    <DocumentFrame
      site={site}
      siteUrl={siteUrl}
      meta={{ title: 'Academics', description: texts.sections.academics, canonical: pathOf('academics') }}
    >
      <SectionOverview site={site} sectionId="academics" texts={texts.sections} />
    </DocumentFrame>
  )
}
