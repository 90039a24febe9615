import { DocumentFrame } from '@/components/layout/document-frame'
import { TuitionPage } from '@/components/tuition/tuition-page'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { documentProps, type DocumentBase } from '@/content/document'
import { getTuitionPage, type TuitionPageView } from '@/content/tuition-page'

type Props = DocumentBase & { tuition: TuitionPageView }

// A document: Next sends no script of its own; the table's filter and search are an island.
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ tuition: await getTuitionPage() }))

const META = {
  title: 'Tuition and fees',
  description:
    'Tuition per year and in total for every foundation, undergraduate and postgraduate programme, other fees and answers on paying.',
  canonical: '/admissions/tuition',
}

export default function Tuition({ site, siteUrl, tuition }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <TuitionPage {...tuition} />
      <WhatsAppBand chat={site.whatsapp.bursary} question="Questions about fees or paying them?" />
    </DocumentFrame>
  )
}
