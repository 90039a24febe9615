import Link from '@/components/ui/link'

import { ArrowRightIcon } from '@/components/news-events/icons'

import styles from './faculties-section.module.css'
import sections from './home-sections.module.css'
import { SectionHeader } from './section-header'

type FacultyLink = { name: string; slug: string; code: string }

/** The first five faculties and a link to all of them. */
export function FacultiesSection({ faculties }: { faculties: FacultyLink[] }) {
  if (faculties.length === 0) return null
  return (
    <section className="section" aria-labelledby="faculties-title">
      <div className="container">
        <SectionHeader
          className={sections.header}
          eyebrow="Academics"
          id="faculties-title"
          title="Our faculties"
          more={{ href: '/academics/faculties', text: 'View all faculties' }}
        />
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
