import { DocumentFrame } from '@/components/layout/document-frame'
import { ScreeningPage } from '@/components/admission-guide/screening-page'
import { getScreeningPage, type ScreeningPageView } from '@/content/admission-guide'
import { documentProps, type DocumentBase } from '@/content/document'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { view: ScreeningPageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ view: await getScreeningPage() }))

const META = {
  title: 'Screening and acceptance',
  description:
    'The post-UTME screening (who can take it, the fee, the format, the venue, what to bring), accepting your offer on JAMB CAPS with the acceptance fee, and the documents for registration.',
  canonical: pathOf('screening'),
}

export default function Screening({ site, siteUrl, view }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <ScreeningPage view={view} />
    </DocumentFrame>
  )
}
