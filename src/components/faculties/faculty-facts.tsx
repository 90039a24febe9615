import Link from '@/components/ui/link'

import type { FacultyPageView } from '@/content/faculty-page'
import { telHref } from '@/lib/phone'
import { routes } from '@/lib/routes'

import styles from './faculties.module.css'

/** A faculty at a glance: dean, code, how many programmes and departments, and how to reach it. */
export function FacultyFacts({ faculty }: { faculty: FacultyPageView }) {
  return (
    <section className="section" aria-labelledby="faculty-facts-title">
      <div className="container">
        <h2 id="faculty-facts-title" className="visually-hidden">
          At a glance
        </h2>
        <dl className={`fact-list ${styles.summary}`}>
          <div>
            <dt>Dean</dt>
            <dd data-testid="faculty-dean">
              {faculty.dean ? (
                <Link href={routes.staff(faculty.dean.slug)}>{faculty.dean.name}</Link>
              ) : (
                'To be announced'
              )}
            </dd>
          </div>
          <div>
            <dt>Faculty code</dt>
            <dd data-testid="faculty-code">{faculty.code}</dd>
          </div>
          <div>
            <dt>Programmes</dt>
            <dd data-testid="faculty-programme-count">{faculty.programmes.length}</dd>
          </div>
          <div>
            <dt>Departments</dt>
            <dd data-testid="faculty-department-count">{faculty.departments.length}</dd>
          </div>
        </dl>
        {faculty.phone || faculty.email ? (
          <ul className={`pill-list ${styles.contact}`} aria-label="Contact the faculty">
            {faculty.phone ? (
              <li>
                <a href={telHref(faculty.phone)}>Phone: {faculty.phone}</a>
              </li>
            ) : null}
            {faculty.email ? (
              <li>
                <a href={`mailto:${faculty.email}`}>E-mail: {faculty.email}</a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
