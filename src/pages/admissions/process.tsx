import { DocumentFrame } from '@/components/layout/document-frame'
import { ProcessPage } from '@/components/process/process-page'
import { documentProps, type DocumentBase } from '@/content/document'
import { getProcessPage, type ProcessPageView } from '@/content/process-page'

type Props = DocumentBase & { view: ProcessPageView }

// A document: Next sends no script of its own; the before/after toggle is an island.
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ view: await getProcessPage() }))

const META = {
  title: 'Application process',
  description:
    'How to apply: entry requirements, the application fee, key dates, and the steps before and after you submit your application.',
  canonical: '/admissions/process',
}

export default function ApplicationProcess({ site, siteUrl, view }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <ProcessPage view={view} />
    </DocumentFrame>
  )
}
