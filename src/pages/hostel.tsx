import { HostelPage } from '@/components/hostel/hostel-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { documentProps, type DocumentBase } from '@/content/document'
import { getHostelPage, type HostelPageView } from '@/content/places'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { hostel: HostelPageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ hostel: await getHostelPage() }))

const META = {
  title: 'Hostel and accommodation',
  description: 'Halls of residence for men and women on the main campus: rooms, amenities, price and how to apply.',
  canonical: pathOf('hostel'),
}

export default function Hostel({ site, siteUrl, hostel }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <HostelPage hostel={hostel} />
      <WhatsAppBand chat={site.whatsapp.studentAffairs} question="Questions about hostel life?" />
    </DocumentFrame>
  )
}
