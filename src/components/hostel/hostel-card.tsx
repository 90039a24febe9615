import type { HostelView } from '@/content/places'

import styles from './hostel.module.css'
import { Picture } from '@/components/ui/picture'

/** One hall of residence: its picture, whom it houses, its name and description. */
export function HostelCard({ hostel, id }: { hostel: HostelView; id: string }) {
  return (
    <article className={styles.card} aria-labelledby={id}>
      <div className={styles.frame}>
        {hostel.image ? (
          <Picture
            src={hostel.image.url}
            alt={hostel.image.alt}
            fill
            sizes="(min-width: 1280px) 590px, (min-width: 768px) 47vw, 92vw"
          />
        ) : (
          <span className={styles.missing}>No image available</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className="eyebrow">{hostel.gender === 'Male' ? 'Male hostel' : 'Female hostel'}</p>
        <h3 id={id} className={styles.cardTitle}>
          {hostel.name}
        </h3>
        {hostel.description ? <p>{hostel.description}</p> : null}
      </div>
    </article>
  )
}
