import type { Metadata } from 'next'
import Link from '@/components/ui/link'

import { ScrollToTop } from '@/components/layout/scroll-to-top.client'

import styles from './not-found.module.css'

export const metadata: Metadata = { title: 'Page not found' }

const suggestions = [
  { label: 'Home', href: '/', text: 'Start again from the front page.' },
  { label: 'Faculties', href: '/academics/faculties', text: 'Our faculties, departments and programmes.' },
  { label: 'Tuition & Fees', href: '/admissions/tuition', text: 'What each programme costs, year by year.' },
  { label: 'News', href: '/resources/news', text: 'The latest from around the university.' },
  { label: 'Contact', href: '/about/contact', text: 'Phone, e-mail and where to find us.' },
]

/** Shown, with status 404, for unknown addresses and for missing content (notFound()). */
export default function NotFound() {
  return (
    <section className={`section ${styles.notFound}`} aria-labelledby="not-found-title">
      <div className="container">
        <p className="eyebrow">Error 404</p>
        <h1 id="not-found-title">Page not found</h1>
        <p className="lead">
          We could not find the page you asked for. The address may be mistyped, or the page may have moved. These pages
          are a good place to continue:
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
      <ScrollToTop />
    </section>
  )
}
