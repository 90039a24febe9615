import Link from '@/components/ui/link'

import type { DetailItem } from '@/content/news-event-detail'
import type { MediaOfficeView } from '@/content/news-events'
import type { EventView, NewsView } from '@/content/views'
import { Island } from '@/islands/island'
import { formatDate, formatDateTime, formatDayAndTime } from '@/lib/dates'
import { relatedItems } from '@/lib/news-events'
import { telHref } from '@/lib/phone'
import { truncate } from '@/lib/text'

import cards from './cards.module.css'
import { Countdown } from './countdown'
import styles from './detail.module.css'
import { EventCard } from './event-card'
import { timeRange } from './format'
import { CalendarIcon, ClockIcon, PinIcon } from './icons'
import { toEventCard, toNewsCard } from './list-items'
import { NewsCard } from './news-card'

/** A news item's facts: when it was published, and by whom. */
function NewsFacts({ item, mediaOffice }: { item: NewsView; mediaOffice: MediaOfficeView | null }) {
  return (
    <>
      <li>
        <CalendarIcon />
        <span>
          Published <time dateTime={item.published}>{formatDate(item.published)}</time>
        </span>
      </li>
      {/* News has no author of its own: the media office writes it. */}
      {mediaOffice ? <li data-testid="byline">By the {mediaOffice.name}</li> : null}
    </>
  )
}

/** An event's facts: its date, times and place (each only when known). */
function EventFacts({ event }: { event: EventView }) {
  return (
    <>
      <li>
        <CalendarIcon />
        <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
      </li>
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
    </>
  )
}

/** The page's head: breadcrumb, type (and faculty) chips, title and the item's facts. */
export function DetailHeader({ found, mediaOffice }: { found: DetailItem; mediaOffice: MediaOfficeView | null }) {
  const news = found.kind === 'news'
  return (
    <header className={`section section--paper ${styles.header}`}>
      <div className="container">
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href={news ? '/resources/news' : '/resources/events'}>{news ? 'News' : 'Events'}</Link>
            </li>
            <li aria-current="page">{truncate(found.item.title)}</li>
          </ol>
        </nav>
        <p className={styles.chips}>
          <span className={cards.chip}>{found.kind === 'news' ? found.item.newsType : found.item.eventType}</span>
          {found.kind === 'news' && found.item.facultyCode ? (
            <span className={cards.badge}>{found.item.facultyCode}</span>
          ) : null}
        </p>
        <h1 id="detail-title" className={styles.title}>
          {found.item.title}
        </h1>
        <ul className={`pill-list icon-facts ${styles.facts}`}>
          {found.kind === 'news' ? (
            <NewsFacts item={found.item} mediaOffice={mediaOffice} />
          ) : (
            <EventFacts event={found.item} />
          )}
        </ul>
      </div>
    </header>
  )
}

/** An event still to come counts down to its start (`target`); one that has started says when it took place. */
export function EventWhen({ event, target }: { event: EventView; target: number | null }) {
  if (target !== null) {
    return (
      <section className={styles.box} aria-labelledby="countdown-title">
        <h2 id="countdown-title" className={styles.boxTitle}>
          Countdown to the event
        </h2>
        <Island
          name="countdown"
          component={Countdown}
          props={{
            target,
            starts: formatDayAndTime(new Date(target).toISOString()),
            label: 'Time left until the event starts',
            doneText: 'This event has started or is over.',
          }}
        />
        <p className={styles.until}>Until {formatDateTime(new Date(target).toISOString())} (Lagos time)</p>
      </section>
    )
  }
  return (
    <section className={styles.box} aria-labelledby="took-place-title">
      <h2 id="took-place-title" className={styles.boxTitle}>
        This event has taken place
      </h2>
      <p>
        It took place on <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
        {event.startTime ? `, ${timeRange(event.startTime, event.endTime)}` : ''}.
      </p>
    </section>
  )
}

/** The media office as the press contact of a news article. */
export function PressContact({ office }: { office: MediaOfficeView }) {
  return (
    <section className={styles.press} aria-labelledby="press-contact-title">
      <h2 id="press-contact-title" className={styles.pressTitle}>
        Press contact
      </h2>
      <p className={styles.pressName}>{office.name}</p>
      <ul className={styles.pressLinks}>
        <li>
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </li>
        <li>
          <a href={telHref(office.phone)}>{office.phone}</a>
        </li>
      </ul>
    </section>
  )
}

/** Up to four other items of the same kind, newest first; nothing when there are none. */
export function RelatedItems({ found }: { found: DetailItem }) {
  const slug = found.item.slug
  const related =
    found.kind === 'news'
      ? relatedItems(found.all, slug).map((n) => ({ key: n.slug, card: <NewsCard item={toNewsCard(n)} /> }))
      : relatedItems(found.all, slug).map((e) => ({ key: e.slug, card: <EventCard event={toEventCard(e)} /> }))
  if (related.length === 0) return null
  return (
    <section className={`section section--paper ${styles.related}`} aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title">{found.kind === 'news' ? 'More news' : 'More events'}</h2>
        <ul className={`card-grid ${styles.relatedGrid}`}>
          {related.map((r) => (
            <li key={r.key}>{r.card}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
