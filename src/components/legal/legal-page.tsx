import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { LegalPageView } from '@/content/legal'
import { formatDate } from '@/lib/dates'
import { LEGAL_PAGES } from '@/lib/legal-pages'
import { pathOf } from '@/lib/routes'

import styles from './legal-page.module.css'

/** The privacy notice, accessibility statement or disclaimer: its heading, review day and text (sanitized by the content door). */
export function LegalPage({ page }: { page: LegalPageView }) {
  const titleId = `${page.name}-title`
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy={titleId}>
        <h1 id={titleId}>{page.title}</h1>
        {page.lastReviewed ? (
          <p className="lead">
            Last reviewed <time dateTime={page.lastReviewed}>{formatDate(page.lastReviewed)}</time>
          </p>
        ) : null}
      </HeroBanner>
      <div className="section">
        <div className="container">
          {page.html ? (
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
          ) : (
            <p className={styles.prose}>
              This page is being written. <Link href={pathOf('contact')}>Contact us</Link> with any question about it.
            </p>
          )}
        </div>
      </div>
    </>
  )
}

export type LegalDocumentProps = DocumentBase & { page: LegalPageView }

/** The head of /privacy, /accessibility or /disclaimer. */
export const legalMeta = (page: LegalPageView) => ({
  title: page.title,
  description: LEGAL_PAGES[page.name].description,
  canonical: pathOf(page.name),
})

/** /privacy, /accessibility or /disclaimer as a whole document (its page hands its props through). */
export function LegalDocument({ site, siteUrl, page }: LegalDocumentProps) {
  const meta = legalMeta(page)
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <LegalPage page={page} />
    </DocumentFrame>
  )
}
