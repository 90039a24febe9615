import type { LeaderCardView } from '@/content/people-pages'
import { cardName } from '@/lib/staff-directory'

import { LeaderProfile } from './leader-profile.client'
import styles from './people.module.css'
import { PersonPhoto } from './person-photo'

const CARD_SIZES = '(min-width: 75rem) 18rem, (min-width: 40rem) 33vw, 7rem'

/** A Board, Management or Senate member: photo, title, name without brackets, designation, and the profile. */
export function LeaderCard({ leader }: { leader: LeaderCardView }) {
  const name = cardName(leader.fullName)
  const fullTitle = [leader.title, name].filter(Boolean).join(' ')
  return (
    <article className={styles.card} aria-label={fullTitle}>
      <PersonPhoto image={leader.image} className={`media-box ${styles.photo}`} sizes={CARD_SIZES} />
      <div className={styles.cardBody}>
        {leader.title ? <p className={styles.cardTitle}>{leader.title}</p> : null}
        <h3 className={styles.cardName}>{name}</h3>
        <p className={styles.cardDesignation}>{leader.designation}</p>
        <LeaderProfile
          name={fullTitle}
          designation={leader.designation}
          photo={<PersonPhoto image={leader.image} className={styles.dialogPhoto} sizes="12rem" />}
        >
          {leader.description ? (
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: leader.description }} />
          ) : null}
        </LeaderProfile>
      </div>
    </article>
  )
}
