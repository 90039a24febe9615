import type { Metadata } from 'next'

import { AboutHero } from '@/components/about/about-hero'
import { CallToAction } from '@/components/about/call-to-action'
import { FounderCard } from '@/components/about/founder-card'
import { Pillars } from '@/components/about/pillars'
import { Statistics } from '@/components/about/statistics'
import { Timeline } from '@/components/about/timeline'
import { getAboutPage } from '@/content/about'
import { getSite } from '@/content/site'
import { env } from '@/env'

/** The one address of this page; /about/history shows the same page and points here. */
const CANONICAL = '/about'

export async function generateMetadata(): Promise<Metadata> {
  const about = await getAboutPage()
  const description = about.heroText || about.heroTitle
  return {
    metadataBase: new URL(env.siteUrl),
    title: 'About us',
    description,
    alternates: { canonical: CANONICAL },
    openGraph: {
      type: 'website',
      title: about.heroTitle,
      description,
      url: CANONICAL,
      images: about.heroImage ? [{ url: about.heroImage.url }] : undefined,
    },
  }
}

/** About the university and its founder (docs/site.md#about: /about and /about/history are the same page). */
export default async function AboutPage() {
  const [about, site] = await Promise.all([getAboutPage(), getSite()])
  return (
    <>
      <AboutHero title={about.heroTitle} text={about.heroText} image={about.heroImage} />
      <Pillars pillars={about.pillars} />
      <FounderCard founder={about.founder} />
      <Timeline milestones={about.timeline} />
      <Statistics statistics={about.statistics} />
      <CallToAction content={about.callToAction} admissionSite={site.links.admissionSite} />
    </>
  )
}
