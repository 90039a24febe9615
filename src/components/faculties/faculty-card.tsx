import Link from '@/components/ui/link'

import type { FacultySummaryView } from '@/content/faculty-page'

import styles from './faculties.module.css'

export type FacultyCardData = FacultySummaryView

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** A faculty on the list page; the whole card opens the faculty page. */
export function FacultyCard({ faculty }: { faculty: FacultyCardData }) {
  return (
    <article className={`accent-card raise-card ${styles.card}`}>
      <p className={styles.code}>{faculty.code}</p>
      <h3 className={styles.cardTitle}>
        <Link className={styles.cardLink} href={`/faculty/${encodeURIComponent(faculty.slug)}`}>
          {faculty.name}
        </Link>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Dean</dt>
          <dd>{faculty.dean || 'To be announced'}</dd>
        </div>
        <div>
          <dt>Departments</dt>
          <dd>{faculty.departmentCount}</dd>
        </div>
        <div>
          <dt>Programmes</dt>
          <dd>{faculty.programmeCount}</dd>
        </div>
      </dl>
      <p className={styles.cardMore} aria-hidden="true">
        {plural(faculty.programmeCount, 'programme', 'programmes')} · View faculty →
      </p>
    </article>
  )
}
