import Link from '@/components/ui/link'

import { PlainPicture } from '@/components/ui/plain-picture'
import { cardName } from '@/lib/staff-directory'

import type { StaffCardData } from './directory-cards'
import styles from './people.module.css'

export const staffProfilePath = (slug: string) => `/about/staff/${encodeURIComponent(slug)}`

/** A staff member in the All Staff tab; the whole card opens the profile. */
export function StaffCard({ staff }: { staff: StaffCardData }) {
  const name = cardName(staff.fullName)
  return (
    <article className={styles.card}>
      <div className={`media-box ${styles.photo}`}>
        <PlainPicture picture={staff.photo} />
      </div>
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
