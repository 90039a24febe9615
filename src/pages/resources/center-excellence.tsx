import { CentresPage } from '@/components/centres/centres-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { documentProps, type DocumentBase } from '@/content/document'
import { getPageTexts, type PageTextsView } from '@/content/page-texts'
import { getCentres, type CentreView } from '@/content/pages'

type Props = DocumentBase & { centres: CentreView[]; texts: PageTextsView['centres'] }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () =>
  documentProps(async () => {
    const [centres, { centres: texts }] = await Promise.all([getCentres(), getPageTexts()])
    return { centres, texts }
  })

/** The centres of excellence, each linking to its own site. */
export default function Centres({ site, siteUrl, centres, texts }: Props) {
  const meta = {
    title: texts.title,
    description: `${texts.subtitle}: the university's research centres and their key initiatives.`,
    canonical: '/resources/center-excellence',
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <CentresPage centres={centres} texts={texts} />
    </DocumentFrame>
  )
}
