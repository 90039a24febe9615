import { CampusLifePage } from '@/components/campus/campus-life-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { getCampusLife } from '@/content/campus'
import { documentProps, type DocumentBase } from '@/content/document'
import type { CampusLifeView } from '@/content/views'

type Props = DocumentBase & { entries: CampusLifeView[] }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ entries: await getCampusLife() }))

const META = {
  title: 'Campus life',
  description: 'Student life on campus: hostels, sport, clubs, worship, health and the city around us.',
  canonical: '/about/campus',
}

export default function CampusLife({ site, siteUrl, entries }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <CampusLifePage entries={entries} />
    </DocumentFrame>
  )
}
