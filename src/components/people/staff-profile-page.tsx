import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import type { DocumentBase } from '@/content/document'
import type { StaffProfilePageView } from '@/content/people-pages'
import { Island } from '@/islands/island'
import { jsonLd } from '@/lib/json-ld'
import { dialable } from '@/lib/phone'
import { routes } from '@/lib/routes'
import { htmlToText, truncate } from '@/lib/text'

import styles from './people.module.css'
import { PersonPhoto } from './person-photo'
import { ProfileTable } from './profile-table'
import { PublicationCounts } from './publication-counts'
import { PublicationsTable } from './publications-table'

export const displayName = (p: StaffProfilePageView) => [p.title, p.fullName].filter(Boolean).join(' ')

function structuredData(p: StaffProfilePageView, siteUrl: string) {
  const absolute = (path: string) => (path.startsWith('/') ? `${siteUrl}${path}` : path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: p.fullName,
    honorificPrefix: p.title || undefined,
    jobTitle: p.designation || undefined,
    email: p.email ? `mailto:${p.email}` : undefined,
    telephone: p.phone || undefined,
    image: p.image ? absolute(p.image.url) : undefined,
    url: absolute(routes.staff(p.slug)),
    sameAs: p.social.length ? p.social.map((s) => s.href) : undefined,
    worksFor: { '@type': 'CollegeOrUniversity', name: p.institutionName, url: absolute('/') },
    affiliation: p.department ? { '@type': 'Organization', name: p.department } : undefined,
  }
}

/** The facts under the name: designation, department, e-mail and phone, those there are. */
function ProfileFacts({ profile }: { profile: StaffProfilePageView }) {
  const telephone = dialable(profile.phone)
  return (
    <dl className={styles.facts}>
      {profile.designation ? (
        <div>
          <dt>Designation</dt>
          <dd data-testid="profile-designation">{profile.designation}</dd>
        </div>
      ) : null}
      {profile.department ? (
        <div>
          <dt>Department</dt>
          <dd data-testid="profile-department">{profile.department}</dd>
        </div>
      ) : null}
      {profile.email ? (
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </dd>
        </div>
      ) : null}
      {profile.phone && telephone ? (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${telephone}`}>{profile.phone}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

/** Their pages elsewhere (each opens in a new tab); nothing when there are none. */
function SocialLinks({ profile }: { profile: StaffProfilePageView }) {
  if (profile.social.length === 0) return null
  return (
    <ul className="pill-list" aria-label={`${displayName(profile)} elsewhere`}>
      {profile.social.map((s) => (
        <li key={s.network}>
          <a className="button button--ghost" href={s.href} target="_blank" rel="noopener noreferrer">
            {s.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The photo beside the title, name, facts, links elsewhere and biography. */
function ProfileIntro({ profile }: { profile: StaffProfilePageView }) {
  return (
    <section className="section" aria-labelledby="profile-title">
      <div className="container">
        <Link className={styles.back} href="/about/leadership">
          ← Back to Staff Directory
        </Link>
        <div className={`split split--md ${styles.profile}`}>
          <PersonPhoto
            image={profile.image}
            className={styles.profilePhoto}
            sizes="(min-width: 48rem) 16rem, 100vw"
            preload
          />
          <div className={styles.profileMain}>
            <div>
              {profile.title ? (
                <p className="eyebrow" data-testid="profile-title">
                  {profile.title}
                </p>
              ) : null}
              <h1 id="profile-title">{profile.fullName}</h1>
            </div>
            <ProfileFacts profile={profile} />
            <SocialLinks profile={profile} />
            <div>
              <h2>Biography</h2>
              {profile.biography ? (
                <div
                  className={styles.prose}
                  data-testid="profile-biography"
                  dangerouslySetInnerHTML={{ __html: profile.biography }}
                />
              ) : (
                <p>No biography yet.</p>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}

/** Qualifications, modules taught and publications, each a table. */
function TeachingAndResearch({ profile }: { profile: StaffProfilePageView }) {
  return (
    <section className="section section--paper" aria-label="Teaching and research">
      <div className="container">
        <div className={styles.profileTables}>
          <ProfileTable
            id="qualifications-title"
            title="Qualifications"
            columns={['Discipline', 'Institution', 'Year Obtained']}
            empty="No qualifications listed yet."
            rows={profile.qualifications.map((q, i) => ({
              key: `${q.discipline}-${q.year}-${i}`,
              cells: [q.discipline, q.institution, q.year],
            }))}
          />
          <ProfileTable
            id="modules-title"
            title="Modules"
            columns={['Module Name', 'Code', 'Credit Unit']}
            empty="No modules listed yet."
            rows={profile.modules.map((m, i) => ({ key: `${m.code}-${i}`, cells: [m.name, m.code, m.creditUnit] }))}
          />
          <PublicationsTable publications={profile.publications} />
          {profile.publications.some((p) => p.file) ? (
            <Island name="publication-counts" component={PublicationCounts} props={{}} />
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** A staff member's public profile: facts, biography, qualifications, modules and publications (an island). */
export function StaffProfilePage({ profile, siteUrl }: { profile: StaffProfilePageView; siteUrl: string }) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(profile, siteUrl)) }}
      />
      <ProfileIntro profile={profile} />
      <TeachingAndResearch profile={profile} />
    </>
  )
}

/** The head of a staff profile: the name, and the biography's opening (else the role) as its description. */
export function staffProfileMeta(profile: StaffProfilePageView) {
  const name = displayName(profile)
  const role = [profile.designation, profile.department].filter(Boolean).join(', ')
  const description = truncate(htmlToText(profile.biography) || `${name}${role ? `, ${role}` : ''}.`, 160)
  return {
    title: name,
    description,
    canonical: routes.staff(profile.slug),
    openGraph: { type: 'profile' as const, title: name, description, image: profile.image?.url },
  }
}

/** A staff profile (/about/staff/<slug>) as a whole document (its page hands its props through). */
export function StaffProfileDocument({ site, siteUrl, profile }: DocumentBase & { profile: StaffProfilePageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={staffProfileMeta(profile)}>
      <StaffProfilePage profile={profile} siteUrl={siteUrl} />
    </DocumentFrame>
  )
}
