import { AboutHero } from '@/components/about/about-hero'
import { CallToAction } from '@/components/about/call-to-action'
import { FounderCard } from '@/components/about/founder-card'
import { Pillars } from '@/components/about/pillars'
import { Statistics } from '@/components/about/statistics'
import { Timeline } from '@/components/about/timeline'
import { DocumentFrame } from '@/components/layout/document-frame'
import { getAboutPage, type AboutPageView } from '@/content/about'
import { documentProps, type DocumentBase } from '@/content/document'

type Props = DocumentBase & { about: AboutPageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ about: await getAboutPage() }))

/** The one address of this page; /about/history shows the same page and points here. */
const CANONICAL = '/about'

/** About the university and its founder (/about and /about/history are the same page). */
export default function About({ site, siteUrl, about }: Props) {
  const description = about.heroText || about.heroTitle
  const meta = {
    title: 'About us',
    description,
    canonical: CANONICAL,
    openGraph: { type: 'website' as const, title: about.heroTitle, description, image: about.heroImage?.url },
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <AboutHero title={about.heroTitle} text={about.heroText} image={about.heroImage} />
      <Pillars pillars={about.pillars} />
      <FounderCard founder={about.founder} />
      <Timeline milestones={about.timeline} />
      <Statistics statistics={about.statistics} />
      <CallToAction content={about.callToAction} admissionSite={site.links.admissionSite} />
    </DocumentFrame>
  )
}
