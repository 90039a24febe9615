import type { GetServerSideProps } from 'next'

import { EligibilityPage } from '@/components/eligibility/eligibility-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { requestProps, type DocumentBase } from '@/content/document'
import { getEligibility, type EligibilityView } from '@/content/eligibility'

type Props = DocumentBase & { view: EligibilityView; chosen: boolean }

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

// The choices are in the address (`?olevel=…&utme=…&score=…`), so the page is rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({ view: await getEligibility(query), chosen: Object.keys(query).length > 0 }))

export default function Eligibility({ site, siteUrl, view, chosen }: Props) {
  const meta = {
    title: 'Eligibility checker',
    description:
      "Tick your O'level credits and UTME subjects, add your score if you have it, and see which programmes you qualify for and what is missing.",
    canonical: '/admissions/eligibility',
    // Every set of choices is a shareable address; the bare page is the one to index.
    noindex: chosen,
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <EligibilityPage view={view} />
    </DocumentFrame>
  )
}
