import type { GetServerSideProps } from 'next'

import { ComparePage } from '@/components/compare/compare-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { getComparePage, type ComparePageView } from '@/content/compare'
import { requestProps, type DocumentBase } from '@/content/document'

type Props = DocumentBase & { view: ComparePageView; chosen: boolean }

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

// The programmes compared and the hostel choice are in the address (?programmes=a,b&hostel=yes|no), so the page is rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({
    view: await getComparePage(query.programmes, query.hostel),
    chosen: Object.keys(query).length > 0,
  }))

export default function Compare({ site, siteUrl, view, chosen }: Props) {
  const meta = {
    title: 'Compare programmes',
    description:
      'Two or three programmes side by side: degree, duration, faculty, the whole cost (tuition, other fees and a hostel place, year by year), credit units per year and modules.',
    canonical: '/admissions/compare',
    // A chosen comparison is shareable, but the bare page is the one to index.
    noindex: chosen,
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <ComparePage view={view} />
    </DocumentFrame>
  )
}
