import type { ReactNode } from 'react'

import Link from '@/components/ui/link'

import type { DocumentBase } from '@/content/document'
import type { PageTextsView } from '@/content/page-texts'
import type { SiteView } from '@/content/site'
import { HeroBanner } from '@/components/ui/hero-banner'
import { pathOf } from '@/lib/routes'

import { DocumentFrame } from './document-frame'
import { buildNavigation } from './navigation'
import type { PageMeta } from './page-head'
import styles from './section-overview.module.css'

/** The page of a navigation section (/academics, /admissions, /resources): its pages as cards. */
type SectionOverviewProps = {
  site: SiteView
  sectionId: 'academics' | 'admissions' | 'resources'
  texts: PageTextsView['sections']
  /** Said in the hero under the lead (the admissions section: whether applications are open). */
  children?: ReactNode
}

export function SectionOverview({ site, sectionId, texts, children }: SectionOverviewProps) {
  const section = buildNavigation({ portalSite: site.links.portalSite }).find((s) => s.id === sectionId)
  if (!section) return null
  const items = section.items.filter((item) => item.href !== section.href)
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="section-title">
        <h1 id="section-title">{section.label}</h1>
        <p className="lead">{texts[sectionId]}</p>
        {children}
      </HeroBanner>
      <section className="section">
        <ul className={`container ${styles.grid}`}>
          {items.map((item) => (
            <li key={item.href} className={styles.card}>
              {item.external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {item.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              <p>{texts.blurbs[item.href] ?? (item.external ? 'Sign in to the student and staff portals.' : null)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

type SectionId = SectionOverviewProps['sectionId']

const TITLES: Record<SectionId, string> = { academics: 'Academics', admissions: 'Admissions', resources: 'Resources' }

/** The head of a section's page (/academics, /admissions, /resources): the web team's line for it describes it. */
export const sectionMeta = (
  sectionId: SectionId,
  texts: PageTextsView['sections'],
): PageMeta & { canonical: string } => ({
  title: TITLES[sectionId],
  description: texts[sectionId],
  canonical: pathOf(sectionId),
})

/** A section's page as a whole document. */
export function SectionDocument({
  site,
  siteUrl,
  sectionId,
  texts,
  children,
}: DocumentBase & Omit<SectionOverviewProps, 'site'>) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={sectionMeta(sectionId, texts)}>
      <SectionOverview site={site} sectionId={sectionId} texts={texts}>
        {children}
      </SectionOverview>
    </DocumentFrame>
  )
}

export type SectionDocumentProps = DocumentBase & { texts: PageTextsView }

/** /academics: the section's pages, each with a line of text. */
export const AcademicsDocument = ({ texts, ...base }: SectionDocumentProps) => (
  <SectionDocument {...base} sectionId="academics" texts={texts.sections} />
)

/** /resources: the section's pages, each with a line of text. */
export const ResourcesDocument = ({ texts, ...base }: SectionDocumentProps) => (
  <SectionDocument {...base} sectionId="resources" texts={texts.sections} />
)
