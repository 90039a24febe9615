import Link from '@/components/ui/link'

import { AdmissionWindowNote } from '@/components/ui/admission-window'
import { ApplyLink } from '@/components/ui/apply-link'
import { ProgrammeItem } from '@/components/programmes/programme-item'
import styles from '@/components/programmes/programmes.module.css'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { UndergraduateOverviewView } from '@/content/programmes'
import { countText } from '@/lib/programme-finder'

export const UNDERGRADUATE_PATH = '/academics/undergraduate'
const PATH = UNDERGRADUATE_PATH

/** The undergraduate programmes by faculty, with a name search that works as a plain GET form. */
export function UndergraduatePage({ overview }: { overview: UndergraduateOverviewView }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="undergraduate-title">
        <p className="eyebrow">Academics</p>
        <h1 id="undergraduate-title">Undergraduate programmes</h1>
        <p className="lead">
          Degree programmes for school leavers and direct-entry students, taught across our faculties.
        </p>
        <div className="actions">
          <ApplyLink href={overview.admissionSite} />
          <Link className="button button--light" href="/admission/course-finder">
            Find any programme
          </Link>
        </div>
        <AdmissionWindowNote state={overview.admissionWindow} />
      </HeroBanner>

      <section className="section" aria-labelledby="undergraduate-list-title">
        <div className={`container ${styles.stack}`}>
          <h2 id="undergraduate-list-title" className="visually-hidden">
            Programmes by faculty
          </h2>
          <form className={styles.form} action={PATH} method="get" role="search" aria-label="Undergraduate programmes">
            <div className={styles.field}>
              <label htmlFor="undergraduate-q">Search programmes by name</label>
              <input
                className="input"
                id="undergraduate-q"
                name="q"
                type="search"
                defaultValue={overview.q}
                autoComplete="off"
              />
            </div>
            <div className={styles.formActions}>
              <button className="button" type="submit">
                Search
              </button>
              {overview.q ? <Link href={PATH}>Show all</Link> : null}
            </div>
          </form>

          <p className={styles.count} role="status" data-testid="programme-count">
            {overview.q ? `${countText(overview.count)} found for “${overview.q}”` : `${countText(overview.count)}`}
          </p>

          {overview.groups.length === 0 ? (
            <p className={`empty-note ${styles.empty}`}>No matching programmes found.</p>
          ) : (
            overview.groups.map(({ faculty, programmes }) => {
              const headingId = `ug-${faculty ? faculty.code.toLowerCase() : 'other'}`
              return (
                <section key={headingId} aria-labelledby={headingId} data-testid="undergraduate-faculty">
                  <h3 id={headingId} className={styles.groupTitle}>
                    {faculty ? (
                      <Link href={`/faculty/${encodeURIComponent(faculty.slug)}`}>{faculty.name}</Link>
                    ) : (
                      'Other programmes'
                    )}
                  </h3>
                  <ul className="plain-list">
                    {programmes.map((p) => (
                      <ProgrammeItem key={p.slug} programme={p} headingLevel={4} />
                    ))}
                  </ul>
                </section>
              )
            })
          )}
        </div>
      </section>
    </>
  )
}

/** The head of /academics/undergraduate. */
export const UNDERGRADUATE_META = {
  title: 'Undergraduate programmes',
  description: 'Every undergraduate degree programme of the university, by faculty, with its degree and duration.',
  canonical: UNDERGRADUATE_PATH,
}

/** /academics/undergraduate as a whole document. */
export function UndergraduateDocument({
  site,
  siteUrl,
  overview,
}: DocumentBase & { overview: UndergraduateOverviewView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={UNDERGRADUATE_META}>
      <UndergraduatePage overview={overview} />
    </DocumentFrame>
  )
}
