import { FacultiesPage } from '@/components/faculties/faculties-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { documentProps, type DocumentBase } from '@/content/document'
import { getFacultiesPage, type FacultySummaryView } from '@/content/faculty-page'

type Props = DocumentBase & { faculties: FacultySummaryView[] }

// A document: Next sends no script of its own; the name search is an island.
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ faculties: await getFacultiesPage() }))

const META = {
  title: 'Faculties',
  description: 'The faculties of the university, their deans, departments and programmes.',
  canonical: '/academics/faculties',
}

export default function Faculties({ site, siteUrl, faculties }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <FacultiesPage faculties={faculties} />
    </DocumentFrame>
  )
}
