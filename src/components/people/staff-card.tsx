import Link from '@/components/ui/link'

import type { StaffCardView } from '@/content/people-pages'
import { cardName } from '@/lib/staff-directory'

import styles from './people.module.css'
import { PersonPhoto } from './person-photo'

const CARD_SIZES = '(min-width: 75rem) 18rem, (min-width: 40rem) 33vw, 7rem'

export const staffProfilePath = (slug: string) => `/about/staff/${encodeURIComponent(slug)}`

/** A staff member in the All Staff tab; the whole card opens the profile. */
export function StaffCard({ staff }: { staff: StaffCardView }) {
  const name = cardName(staff.fullName)
  return (
    <article className={styles.card}>
      <PersonPhoto image={staff.image} className={`media-box ${styles.photo}`} sizes={CARD_SIZES} />
      <div className={styles.cardBody}>
        {staff.title ? <p className={styles.cardTitle}>{staff.title}</p> : null}
        <h3 className={styles.cardName}>
          <Link className={styles.cardLink} href={staffProfilePath(staff.slug)}>
            {name}
          </Link>
        </h3>
        {staff.designation ? <p className={styles.cardDesignation}>{staff.designation}</p> : null}
      </div>
    </article>
  )
}
