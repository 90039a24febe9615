import { PlainPicture } from '@/components/ui/plain-picture'
import { cardName } from '@/lib/staff-directory'

import type { LeaderEntry } from './directory-cards'
import { LeaderProfile } from './leader-profile.client'
import styles from './people.module.css'

/**
 * A Board, Management or Senate member: photo, title, name without brackets (a link to their own
 * page), designation, and the profile.
 */
export function LeaderCard({ leader }: { leader: LeaderEntry }) {
  const name = cardName(leader.fullName)
  const fullTitle = [leader.title, name].filter(Boolean).join(' ')
  return (
    <article className={styles.card} aria-label={fullTitle}>
      <div className={`media-box ${styles.photo}`}>
        <PlainPicture picture={leader.photo} />
      </div>
      <div className={styles.cardBody}>
        {leader.title ? <p className={styles.cardTitle}>{leader.title}</p> : null}
        {/* The name is the way to their own page: an address a journalist can share. */}
        <h3 className={styles.cardName}>
          <a href={leader.href} className={styles.cardNameLink}>
            {name}
          </a>
        </h3>
        <p className={styles.cardDesignation}>{leader.designation}</p>
        <LeaderProfile
          name={fullTitle}
          designation={leader.designation}
          href={leader.href}
          photo={
            <div className={styles.dialogPhoto}>
              <PlainPicture picture={leader.dialogPhoto} />
            </div>
          }
        >
          {leader.description ? (
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: leader.description }} />
          ) : null}
        </LeaderProfile>
      </div>
    </article>
  )
}
