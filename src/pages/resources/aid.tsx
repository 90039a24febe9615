import { DocumentFrame } from '@/components/layout/document-frame'
import { ScholarshipsPage } from '@/components/scholarships/scholarships-page'
import { documentProps, type DocumentBase } from '@/content/document'
import { getScholarshipsPage, type ScholarshipsPageView } from '@/content/scholarships'

type Props = DocumentBase & { aid: ScholarshipsPageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ aid: await getScholarshipsPage() }))

const META = {
  title: 'Scholarships',
  description:
    'Scholarships and the share of tuition, hostel and feeding costs each one covers, who can apply, by when and how.',
  canonical: '/resources/aid',
}

export default function Scholarships({ site, siteUrl, aid }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <ScholarshipsPage {...aid} admissionSite={site.links.admissionSite} />
    </DocumentFrame>
  )
}
