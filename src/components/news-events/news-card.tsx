import Link from '@/components/ui/link'
import type { PictureData } from '@/components/ui/plain-picture'
import { formatDate } from '@/lib/dates'
import { truncate } from '@/lib/text'

import { CardImage } from './card-image'
import styles from './cards.module.css'
import { newsPath } from './format'
import { CalendarIcon } from './icons'

/** What a news card shows: a plain-text preview, never the description HTML. */
export type NewsCardData = {
  slug: string
  title: string
  type: string
  facultyCode: string
  insertedDate: string
  picture: PictureData | null
  /** Already cut to length (100 characters on the list). */
  preview: string
}

export function NewsCard({ item }: { item: NewsCardData }) {
  return (
    <article className={`raise-card ${styles.card}`}>
      <div className="media-box">
        <CardImage picture={item.picture} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {item.type ? <span className={styles.chip}>{item.type}</span> : null}
          {item.facultyCode ? <span className={styles.badge}>{item.facultyCode}</span> : null}
        </p>
        <h3 className={styles.title}>
          <Link className={styles.stretched} href={newsPath(item.slug)}>
            {truncate(item.title)}
          </Link>
        </h3>
        {item.preview ? <p className={styles.preview}>{item.preview}</p> : null}
        <p className={styles.date}>
          <CalendarIcon />
          <time dateTime={item.insertedDate}>{formatDate(item.insertedDate)}</time>
        </p>
      </div>
    </article>
  )
}
