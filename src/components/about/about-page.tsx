import { AboutHero } from '@/components/about/about-hero'
import { CallToAction } from '@/components/about/call-to-action'
import { FounderCard } from '@/components/about/founder-card'
import { Pillars } from '@/components/about/pillars'
import { Statistics } from '@/components/about/statistics'
import { Timeline } from '@/components/about/timeline'
import { DocumentFrame } from '@/components/layout/document-frame'
import type { AboutPageView } from '@/content/about'
import type { DocumentBase } from '@/content/document'

type AboutPageProps = DocumentBase & {
  about: AboutPageView
  /** /about/history: the history comes first, so the visitor lands on it (with or without script). */
  historyFirst?: boolean
}

/** The one address of this page; /about/history shows the same content and points here. */
const CANONICAL = '/about'

/** The head of /about and /about/history (both name /about as the page's one address). */
export function aboutMeta(about: AboutPageView) {
  const description = about.heroText || about.heroTitle
  return {
    title: 'About us',
    description,
    canonical: CANONICAL,
    openGraph: { type: 'website' as const, title: about.heroTitle, description, image: about.heroImage?.url },
  }
}

/** About the university and its founder (docs/site.md#about), at /about and at /about/history. */
export function AboutPage({ site, siteUrl, about, historyFirst = false }: AboutPageProps) {
  const timeline = <Timeline milestones={about.timeline} />
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={aboutMeta(about)}>
      {historyFirst ? timeline : null}
      <AboutHero title={about.heroTitle} text={about.heroText} image={about.heroImage} />
      <Pillars pillars={about.pillars} />
      <FounderCard founder={about.founder} />
      {historyFirst ? null : timeline}
      <Statistics statistics={about.statistics} />
      <CallToAction
        content={about.callToAction}
        admissionSite={site.links.admissionSite}
        admissionWindow={about.admissionWindow}
      />
    </DocumentFrame>
  )
}

export type AboutDocumentProps = DocumentBase & { about: AboutPageView }

/** /about as a whole document (its page, and the admin's preview, hand their props through). */
export const AboutDocument = (props: AboutDocumentProps) => <AboutPage {...props} />

/** /about/history: the same document, opening at its history. */
export const HistoryDocument = (props: AboutDocumentProps) => <AboutPage {...props} historyFirst />
