import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import styles from '@/components/faculties/faculties.module.css'
import { ProgrammeSearch } from '@/components/faculties/programme-search.client'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getFaculties } from '@/content/academics'
import { getFacultyPage } from '@/content/faculty-page'
import { telHref } from '@/lib/phone'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = { params: Promise<{ slug: string }> }

const staffPath = (slug: string) => `/about/staff/${encodeURIComponent(slug)}`
const APPLICATION_TYPES: Record<string, string> = {
  foundation: 'Foundation',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
}

async function find(slug: string) {
  return isValidSlug(slug) ? getFacultyPage(slug) : null
}

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return (await getFaculties()).filter((f) => isValidSlug(f.Slug)).map((f) => ({ slug: f.Slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const faculty = await find(slug)
  if (!faculty) return { title: 'Faculty not found' }
  const text = htmlToText(faculty.detail)
  const description = truncate(
    text || `${faculty.name} (${faculty.code}): its dean, departments and ${faculty.programmes.length} programmes.`,
    160,
  )
  return {
    title: faculty.name,
    description,
    alternates: { canonical: `/faculty/${faculty.slug}` },
    openGraph: { title: faculty.name, description, images: faculty.image ? [{ url: faculty.image.url }] : undefined },
  }
}

/** A faculty's page (docs/site.md#faculty-detail): its people, contacts, about text, departments and programme search. */
export default async function FacultyPage({ params }: Props) {
  const { slug } = await params
  const faculty = await find(slug)
  // docs/site.md#redirects: an unmatched or ambiguous slug goes to the home page.
  if (!faculty) redirect('/')
  const programmeCount = faculty.programmes.length
  return (
    <>
      <HeroBanner image={faculty.image} height="medium" labelledBy="faculty-title">
        <p className="eyebrow">Faculty · {faculty.code}</p>
        <h1 id="faculty-title">{faculty.name}</h1>
      </HeroBanner>

      <section className="section" aria-labelledby="faculty-facts-title">
        <div className="container">
          <h2 id="faculty-facts-title" className="visually-hidden">
            At a glance
          </h2>
          <dl className={styles.summary}>
            <div>
              <dt>Dean</dt>
              <dd data-testid="faculty-dean">
                {faculty.dean ? (
                  <Link href={staffPath(faculty.dean.slug)}>{faculty.dean.name}</Link>
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
              <dd data-testid="faculty-programme-count">{programmeCount}</dd>
            </div>
            <div>
              <dt>Departments</dt>
              <dd data-testid="faculty-department-count">{faculty.departments.length}</dd>
            </div>
          </dl>
          {faculty.phone || faculty.email ? (
            <ul className={styles.contact} aria-label="Contact the faculty">
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

      <section className="section section--paper" aria-labelledby="faculty-about-title">
        <div className={`container ${styles.layout}`}>
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
                      <Link href={staffPath(l.slug)}>{l.name}</Link>
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

      <section className="section" aria-labelledby="faculty-programmes-title">
        <div className="container">
          <h2 id="faculty-programmes-title">Programmes</h2>
          <ProgrammeSearch
            programmes={faculty.programmes.map((p) => ({
              code: p.code,
              slug: p.slug,
              name: p.name,
              degreeInView: p.degreeInView,
              type: APPLICATION_TYPES[p.applicationType] ?? p.applicationType,
              duration: p.duration,
            }))}
          />
        </div>
      </section>
    </>
  )
}
