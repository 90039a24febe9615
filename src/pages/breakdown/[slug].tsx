import type { GetStaticPaths, GetStaticProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { BreakdownPage, type Breakdown } from '@/components/tuition/breakdown-page'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { getBreakdown } from '@/content/academics'
import { documentProps, type DocumentBase } from '@/content/document'
import { aboutProgramme } from '@/lib/whatsapp'

type Props = DocumentBase & { breakdown: Breakdown }

// A document: Next sends no script of its own; the year buttons are an island.
export const config = { unstable_runtimeJS: false }

const COURSE_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/

/** The course code of the address, upper-cased; null when it cannot be one. */
function courseCodeOf(slug: string): string | null {
  const code = slug.trim().toUpperCase()
  return COURSE_CODE.test(code) ? code : null
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const code = courseCodeOf(params?.slug ?? '')
  const answer = await documentProps(async () => ({ found: code ? await getBreakdown(code) : null }))
  const { found, ...base } = answer.props
  if (!found?.programme) return { redirect: { destination: '/admissions/tuition', permanent: false } }
  const breakdown = { ...found, programme: found.programme }
  // One address per programme (/breakdown/csc-bsc moves to /breakdown/CSC-BSC): each spelling would
  // otherwise be stored as a page of its own.
  if (params?.slug !== breakdown.programme.code)
    return {
      redirect: { destination: `/breakdown/${encodeURIComponent(breakdown.programme.code)}`, permanent: true },
    }
  return { props: { ...base, breakdown }, revalidate: answer.revalidate }
}

export default function Page({ site, siteUrl, breakdown }: Props) {
  const { degreeInView, code } = breakdown.programme
  const meta = {
    title: `${degreeInView}: modules and tuition`,
    description: `Modules, credit units and tuition of ${degreeInView}, year by year.`,
    canonical: `/breakdown/${code}`,
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <BreakdownPage breakdown={breakdown} admissionSite={site.links.admissionSite} />
      <WhatsAppBand
        chat={site.whatsapp.bursary}
        question="Questions about these fees or paying them?"
        message={aboutProgramme(site.whatsapp.bursary?.greeting ?? '', `${degreeInView} (${code})`)}
      />
    </DocumentFrame>
  )
}
