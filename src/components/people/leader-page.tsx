import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import type { DocumentBase } from '@/content/document'
import type { LeaderPageView } from '@/content/people-pages'
import { jsonLd } from '@/lib/json-ld'
import { routes } from '@/lib/routes'
import { htmlToText, truncate } from '@/lib/text'
import { cardName, directoryHref, type DirectoryTab } from '@/lib/staff-directory'

import styles from './people.module.css'
import { PersonPhoto } from './person-photo'

type LeaderPageProps = { leader: LeaderPageView & { institutionName: string }; siteUrl: string }

export const leaderDisplayName = (l: LeaderPageView) => [l.title, cardName(l.fullName)].filter(Boolean).join(' ')

function structuredData({ leader, siteUrl }: LeaderPageProps) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: cardName(leader.fullName),
    honorificPrefix: leader.title || undefined,
    jobTitle: leader.roles.map((r) => r.designation).join('; '),
    image: leader.image ? `${siteUrl}${leader.image.url}` : undefined,
    url: `${siteUrl}${routes.leader(leader.slug)}`,
    worksFor: { '@type': 'CollegeOrUniversity', name: leader.institutionName, url: `${siteUrl}/` },
  }
}

/**
 * A Board or Management member's profile at an address of its own: what the directory's dialog
 * shows, as a page a journalist can link to. No script.
 */
export function LeaderPage({ leader, siteUrl }: LeaderPageProps) {
  const tab = (leader.roles[0]?.category.toLowerCase() ?? 'board') as DirectoryTab
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData({ leader, siteUrl })) }}
      />
      <section className="section" aria-labelledby="profile-title">
        <div className="container">
          <Link className={styles.back} href={directoryHref(tab)}>
            ← Back to the university’s leadership
          </Link>
          <div className={`split split--md ${styles.profile}`}>
            <PersonPhoto
              image={leader.image}
              className={styles.profilePhoto}
              sizes="(min-width: 48rem) 16rem, 100vw"
              preload
            />
            <div className={styles.profileMain}>
              <div>
                {leader.title ? <p className="eyebrow">{leader.title}</p> : null}
                <h1 id="profile-title">{cardName(leader.fullName)}</h1>
                <ul className={styles.leaderRoles} aria-label="Roles">
                  {leader.roles.map((r) => (
                    <li key={`${r.category}-${r.designation}`}>
                      {r.designation} <span className="visually-hidden">({r.category})</span>
                    </li>
                  ))}
                </ul>
              </div>
              {leader.description ? (
                <div className={styles.prose} dangerouslySetInnerHTML={{ __html: leader.description }} />
              ) : (
                <p>More about this member of the university’s leadership is coming soon.</p>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

/** The head of a leader's page: their name, and their profile's opening (else their roles) as its description. */
export function leaderMeta(leader: LeaderPageView) {
  const name = leaderDisplayName(leader)
  const roles = leader.roles.map((r) => r.designation).join(', ')
  const description = truncate(htmlToText(leader.description) || `${name}, ${roles}.`, 160)
  return {
    title: name,
    description,
    canonical: routes.leader(leader.slug),
    openGraph: { type: 'profile' as const, title: name, description, image: leader.image?.url },
  }
}

/** A leader's page (/about/leadership/<slug>) as a whole document (its page hands its props through). */
export function LeaderDocument({ site, siteUrl, leader }: DocumentBase & Pick<LeaderPageProps, 'leader'>) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={leaderMeta(leader)}>
      <LeaderPage leader={leader} siteUrl={siteUrl} />
    </DocumentFrame>
  )
}
