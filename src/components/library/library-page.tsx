import Link from '@/components/ui/link'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { LibraryPageView } from '@/content/places'
import { LIBRARY_ANCHORS } from '@/lib/page-anchors'
import { pathOf } from '@/lib/routes'

import styles from './library.module.css'

/**
 * The library and information pages: the heading, the intro when there is one, on the library page
 * where the library is, its opening hours and its rules, then the library's external sites that are
 * set. With none set, a sentence says so and points to contact.
 */
export function LibraryPage({ page, id }: { page: LibraryPageView; id: string }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy={`${id}-title`}>
        <h1 id={`${id}-title`}>{page.title}</h1>
        {page.intro ? <p className="lead">{page.intro}</p> : null}
      </HeroBanner>

      {page.visit ? <Visit visit={page.visit} id={id} /> : null}

      <section className="section" aria-labelledby={`${id}-links-title`}>
        <div className="container">
          <h2 id={`${id}-links-title`}>Library resources</h2>
          {page.links.length > 0 ? (
            <ul className={`card-grid ${styles.links}`}>
              {page.links.map((l) => (
                <li key={l.label}>
                  <a className={`accent-card ${styles.link}`} href={l.href} target="_blank" rel="noopener noreferrer">
                    <span>{l.label}</span>
                    <ExternalIcon className={styles.icon} />
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>
              The library&rsquo;s online services are not listed yet. <Link href={pathOf('contact')}>Contact us</Link>{' '}
              for help with the library.
            </p>
          )}
        </div>
      </section>
    </>
  )
}

/**
 * Where the library is, when it opens and its rules; each part only when the page texts have it, each
 * heading with the id the site search links to (src/lib/page-anchors.ts).
 */
function Visit({ visit, id }: { visit: NonNullable<LibraryPageView['visit']>; id: string }) {
  return (
    <section className="section" aria-labelledby={`${id}-visit-title`}>
      <div className={`container ${styles.visit}`}>
        <h2 id={`${id}-visit-title`}>Visiting the library</h2>
        {visit.location ? (
          <div>
            <h3 id={LIBRARY_ANCHORS.location}>Location</h3>
            <p>{visit.location}</p>
          </div>
        ) : null}
        {visit.hours.length > 0 ? (
          <div>
            <h3 id={LIBRARY_ANCHORS.hours}>Opening hours</h3>
            <ul className={styles.lines}>
              {visit.hours.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {visit.rules.length > 0 ? (
          <div>
            <h3 id={LIBRARY_ANCHORS.rules}>Library rules</h3>
            <ul className={styles.lines}>
              {visit.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}

export type LibraryDocumentProps = DocumentBase & { page: LibraryPageView }

/** What each of the two pages says of itself when its intro is not set. */
const DESCRIPTIONS = {
  library: 'The library catalogue, institutional repository, journals and open courseware.',
  information: 'Where to find the library catalogue, repository, journals and open courseware.',
} as const

/** The head of /library or /information (`kind`). */
export const libraryMeta = (kind: keyof typeof DESCRIPTIONS, page: LibraryPageView) => ({
  title: page.title,
  description: page.intro ?? DESCRIPTIONS[kind],
  canonical: pathOf(kind),
})

/** /library: its heading, where the library is, and the library's external sites. */
export function LibraryDocument({ site, siteUrl, page }: LibraryDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={libraryMeta('library', page)}>
      <LibraryPage page={page} id="library" />
    </DocumentFrame>
  )
}

/** /information: its heading and the library's external sites. */
export function InformationDocument({ site, siteUrl, page }: LibraryDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={libraryMeta('information', page)}>
      <LibraryPage page={page} id="information" />
    </DocumentFrame>
  )
}
