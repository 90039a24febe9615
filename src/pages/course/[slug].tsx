import type { GetStaticPaths, GetStaticProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { ProgrammePage } from '@/components/programmes/programme-page'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { itemProps, type DocumentBase } from '@/content/document'
import { getProgrammePage, type ProgrammePageView } from '@/content/programmes'
import { pathOf, routes } from '@/lib/routes'
import { truncate } from '@/lib/text'
import { aboutProgramme } from '@/lib/whatsapp'

type Props = DocumentBase & { programme: ProgrammePageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

// Each programme's page is rendered at its first request and kept until an edit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = ({ params }) => {
  const slug = params?.slug ?? ''
  // A renamed programme's old address moves for good; an unknown or malformed one goes to the finder.
  return itemProps('programme', routes.course(slug), () => getProgrammePage(slug), pathOf('programmeFinder'))
}

export default function Programme({ site, siteUrl, programme }: Props) {
  const description = truncate(
    programme.description ||
      `${programme.degreeInView}: a ${programme.duration}-${programme.durationType.toLowerCase()} ${programme.typeLabel.toLowerCase()} programme.`,
    160,
  )
  const meta = {
    title: programme.name,
    description,
    canonical: `/course/${programme.slug}`,
    openGraph: { type: 'website' as const, title: programme.name, description, image: programme.image?.url },
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <ProgrammePage programme={programme} />
      <WhatsAppBand
        chat={site.whatsapp.admissions}
        question={`Questions about studying ${programme.name}?`}
        message={aboutProgramme(
          site.whatsapp.admissions?.greeting ?? '',
          `${programme.degreeInView} (${programme.code})`,
        )}
      />
    </DocumentFrame>
  )
}
