import { DocumentFrame } from '@/components/layout/document-frame'
import { HowToPayPage } from '@/components/admission-guide/how-to-pay-page'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { getHowToPay, type HowToPayView } from '@/content/admission-guide'
import { documentProps, type DocumentBase } from '@/content/document'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { view: HowToPayView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ view: await getHowToPay() }))

const META = {
  title: 'How to pay',
  description:
    'How to pay fees: Remita with an RRR, the payment portal by card, or a deposit at the bank; the steps, and the receipts to keep.',
  canonical: pathOf('howToPay'),
}

export default function HowToPay({ site, siteUrl, view }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <HowToPayPage view={view} />
      <WhatsAppBand chat={site.whatsapp.bursary} question="A question about paying your fees?" />
    </DocumentFrame>
  )
}
