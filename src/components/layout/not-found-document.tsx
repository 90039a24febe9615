import type { PageMeta } from '@/components/layout/page-head'
import Link from '@/components/ui/link'
import type { MissingProps } from '@/content/document'

import { DocumentFrame } from './document-frame'
import styles from './not-found.module.css'

const suggestions = [
  { label: 'Home', href: '/', text: 'Start again from the front page.' },
  { label: 'Faculties', href: '/academics/faculties', text: 'Our faculties, departments and programmes.' },
  { label: 'Tuition & Fees', href: '/admissions/tuition', text: 'What each programme costs, year by year.' },
  { label: 'News', href: '/resources/news', text: 'The latest from around the university.' },
  { label: 'Contact', href: '/about/contact', text: 'Phone, e-mail and where to find us.' },
]

/** The not-found page's head: never indexed. */
export const NOT_FOUND_META: PageMeta = { title: 'Page not found', noindex: true }

/**
 * The page shown, with status 404 (`missingPage` in src/astro/page-request.ts), for an unknown
 * address and for a story, event or preview that does not exist: never indexed, with a way on.
 */
export function NotFoundDocument({ site, siteUrl, pathname }: MissingProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={NOT_FOUND_META} pathname={pathname}>
      <section className={`section ${styles.notFound}`} aria-labelledby="not-found-title">
        <div className="container">
          <p className="eyebrow">Error 404</p>
          <h1 id="not-found-title">Page not found</h1>
          <p className="lead">
            We could not find the page you asked for. The address may be mistyped, or the page may have moved. These
            pages are a good place to continue:
          </p>
          <ul className={`card-grid ${styles.links}`}>
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link className={styles.card} href={s.href}>
                  <span className={styles.cardTitle}>
                    {s.label}
                    <span aria-hidden="true" className={styles.arrow}>
                      →
                    </span>
                  </span>
                  <span className={styles.cardText}>{s.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </DocumentFrame>
  )
}

/** Whether a page's props are the not-found document's. */
export const isMissing = (props: object): props is MissingProps => 'missing' in props
