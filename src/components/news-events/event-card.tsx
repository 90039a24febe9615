import Link from '@/components/ui/link'
import type { PictureData } from '@/components/ui/plain-picture'
import { truncate } from '@/lib/text'

import { CardImage } from './card-image'
import styles from './cards.module.css'
import { dateBadge, eventPath, timeRange } from './format'
import { ClockIcon, PinIcon } from './icons'

/** What an event card shows: no description HTML. */
export type EventCardData = {
  slug: string
  title: string
  type: string
  date: string
  startTime: string
  endTime: string
  location: string
  picture: PictureData | null
}

/** An event as a card: picture, date badge (5th / December 2026), title, time and place. */
export function EventCard({ event, headingLevel = 3 }: { event: EventCardData; headingLevel?: 2 | 3 | 4 }) {
  const badge = dateBadge(event.date)
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]
  return (
    <article className={`raise-card ${styles.card}`}>
      <div className="media-box">
        <CardImage picture={event.picture} />
        {badge ? (
          <p className={styles.dateBadge}>
            <span className={styles.day}>{badge.day}</span> <span>{badge.monthYear}</span>
          </p>
        ) : null}
      </div>
      <div className={styles.body}>
        {event.type ? <p className={styles.chip}>{event.type}</p> : null}
        <Heading className={styles.title}>
          <Link className={styles.stretched} href={eventPath(event.slug)}>
            {truncate(event.title)}
          </Link>
        </Heading>
        <ul className={styles.facts}>
          {event.startTime ? (
            <li>
              <ClockIcon />
              <span>{timeRange(event.startTime, event.endTime)}</span>
            </li>
          ) : null}
          {event.location ? (
            <li>
              <PinIcon />
              <span>{event.location}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  )
}
