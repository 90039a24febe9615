import Link from 'next/link'

import { ArrowRightIcon } from '@/components/news-events/icons'

import sections from './home-sections.module.css'
import styles from './faculties-section.module.css'

type FacultyLink = { name: string; slug: string; code: string }

/** The first five faculties and a link to all of them. */
export function FacultiesSection({ faculties }: { faculties: FacultyLink[] }) {
  if (faculties.length === 0) return null
  return (
    <section className="section" aria-labelledby="faculties-title">
      <div className="container">
        <div className={sections.header}>
          <div>
            <p className="eyebrow">Academics</p>
            <h2 id="faculties-title">Our faculties</h2>
          </div>
          <Link className="button button--ghost" href="/academics/faculties">
            View all faculties
            <ArrowRightIcon />
          </Link>
        </div>
        <ul className={`card-grid ${styles.list}`}>
          {faculties.map((f) => (
            <li key={f.slug}>
              <Link className={styles.link} href={`/faculty/${f.slug}`}>
                <span className={styles.code} aria-hidden="true">
                  {f.code}
                </span>
                <span className={styles.name}>{f.name}</span>
                <ArrowRightIcon className={styles.arrow} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
