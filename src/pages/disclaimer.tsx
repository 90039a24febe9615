import { LegalDocument, type LegalDocumentProps } from '@/components/legal/legal-page'
import { documentProps } from '@/content/document'
import { getLegalPage } from '@/content/legal'

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ page: await getLegalPage('disclaimer') }))

export default function Disclaimer(props: LegalDocumentProps) {
  return <LegalDocument {...props} />
}
