import Link from '@/components/ui/link'

import type { FacultyPageView } from '@/content/faculty-page'
import { routes } from '@/lib/routes'

import styles from './faculties.module.css'

/** The faculty's own text (sanitized by the content door), beside its leadership, departments and partnerships. */
export function FacultyAbout({ faculty }: { faculty: FacultyPageView }) {
  return (
    <section className="section section--paper" aria-labelledby="faculty-about-title">
      <div className={`container split split--lg ${styles.layout}`}>
        <div className={styles.detail}>
          <h2 id="faculty-about-title">About the faculty</h2>
          {faculty.detail ? (
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: faculty.detail }} />
          ) : (
            <p>More about this faculty is coming soon.</p>
          )}
        </div>
        <div className={styles.aside}>
          {faculty.leadership.length > 0 ? (
            <div>
              <h2>Faculty leadership</h2>
              <ul className={styles.list} data-testid="faculty-leadership">
                {faculty.leadership.map((l) => (
                  <li key={`${l.role}-${l.slug}`}>
                    <span className={styles.deptCode}>{l.role}</span>
                    <Link href={routes.staff(l.slug)}>{l.name}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h2>Departments</h2>
            {faculty.departments.length > 0 ? (
              <ul className={styles.list} data-testid="faculty-departments">
                {faculty.departments.map((d) => (
                  <li key={d.code}>
                    <span className={styles.deptCode}>{d.code}</span>
                    <span>{d.name}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No departments listed yet.</p>
            )}
          </div>
          {faculty.partnershipCount !== null ? (
            <p className={styles.partnerships} data-testid="faculty-partnerships">
              <strong>{faculty.partnershipCount}</strong> industry partnerships
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
