import Link from '@/components/ui/link'

import styles from '@/components/programmes/programmes.module.css'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { DepartmentDirectoryView } from '@/content/programmes'
import { routes } from '@/lib/routes'

/** Every department under its faculty; each is anchored by its code (lower case) for links from programmes. */
export function DepartmentDirectory({ directory }: { directory: DepartmentDirectoryView }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="departments-title">
        <p className="eyebrow">Academics</p>
        <h1 id="departments-title">Departments</h1>
        <p className="lead">Our academic departments, faculty by faculty, and the programmes each one runs.</p>
      </HeroBanner>
      <div className="section">
        <div className={`container ${styles.stack}`}>
          {directory.length === 0 ? <p className={`empty-note ${styles.empty}`}>No departments listed yet.</p> : null}
          {directory.map(({ faculty, departments }) => {
            const headingId = `faculty-${faculty.code.toLowerCase()}`
            return (
              <section key={faculty.code} aria-labelledby={headingId} data-testid="department-faculty">
                <h2 id={headingId} className={styles.groupTitle}>
                  <Link href={`/faculty/${encodeURIComponent(faculty.slug)}`}>{faculty.name}</Link>
                </h2>
                <ul className={`card-grid ${styles.departments}`}>
                  {departments.map((d) => (
                    <li key={d.code}>
                      <article
                        id={d.anchor}
                        className={`accent-card ${styles.department}`}
                        aria-labelledby={`${d.anchor}-name`}
                      >
                        <h3 id={`${d.anchor}-name`}>{d.name}</h3>
                        <p className="meta-line">
                          Department code: <span className={styles.code}>{d.code}</span>
                        </p>
                        {d.programmes.length > 0 ? (
                          <ul aria-label={`Programmes of ${d.name}`}>
                            {d.programmes.map((p) => (
                              <li key={p.slug}>
                                <Link href={routes.course(p.slug)}>{p.name}</Link>
                              </li>
                            ))}
                          </ul>
                        ) : (
                          <p className="meta-line">No programmes listed yet.</p>
                        )}
                      </article>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      </div>
    </>
  )
}

/** The head of /department. */
export const DEPARTMENTS_META = {
  title: 'Departments',
  description: 'Every academic department of the university, by faculty, with the programmes each one runs.',
  canonical: '/department',
}

/** /department as a whole document. */
export function DepartmentsDocument({
  site,
  siteUrl,
  directory,
}: DocumentBase & { directory: DepartmentDirectoryView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={DEPARTMENTS_META}>
      <DepartmentDirectory directory={directory} />
    </DocumentFrame>
  )
}
