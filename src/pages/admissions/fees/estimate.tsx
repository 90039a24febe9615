import type { GetServerSideProps } from 'next'

import { FeeEstimatePage } from '@/components/fees/fee-estimate-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { requestProps, type DocumentBase } from '@/content/document'
import { getFeeEstimatePage, type FeeEstimatePageView } from '@/content/fee-estimate'

type Props = DocumentBase & { view: FeeEstimatePageView; chosen: boolean }

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

// The choices are in the address (`?programme=<slug>&year=<n>|all&hostel=yes|no&hostelYear=<n>`): rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({
    view: await getFeeEstimatePage({
      programme: query.programme,
      year: query.year,
      hostel: query.hostel,
      hostelYear: query.hostelYear,
    }),
    chosen: Object.keys(query).length > 0,
  }))

export default function FeeEstimate({ site, siteUrl, view, chosen }: Props) {
  const meta = {
    title: 'Fee estimate',
    description:
      'An itemised estimate of a year of study or the whole programme: tuition, the other fees when they fall due and a hostel place.',
    canonical: '/admissions/fees/estimate',
    // Every choice is a shareable address; the bare page is the one to index.
    noindex: chosen,
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <FeeEstimatePage view={view} />
      <WhatsAppBand chat={site.whatsapp.bursary} question="Questions about your estimate or paying fees?" />
    </DocumentFrame>
  )
}
