import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getEvents, getMediaOffice, getNews, type MediaOfficeView } from '@/content/news-events'
import { getSite } from '@/content/site'
import type { EventView, NewsView } from '@/content/views'
import { env } from '@/env'
import { formatDate, formatDateTime, lagosInstant, LAGOS_UTC_OFFSET_MINUTES } from '@/lib/dates'
import { jsonLd } from '@/lib/json-ld'
import { eventEnd, eventStart, relatedItems } from '@/lib/news-events'
import { telHref } from '@/lib/phone'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

import cards from './cards.module.css'
import { Countdown } from './countdown.client'
import { DetailImage } from './detail-image.client'
import styles from './detail.module.css'
import { EventCard, toEventCard } from './event-card'
import { eventPath, newsPath, timeRange } from './format'
import { CalendarIcon, ClockIcon, PinIcon } from './icons'
import { NewsCard, toNewsCard } from './news-card'
import { ShareLink } from './share-link.client'

/** Which detail page a route file shows: its path picks it. */
export type DetailKind = 'news' | 'events'
type Params = Promise<{ slug: string }>

type Found = { kind: 'news'; item: NewsView; all: NewsView[] } | { kind: 'events'; item: EventView; all: EventView[] }

async function find(kind: DetailKind, slug: string): Promise<Found | null> {
  if (!isValidSlug(slug)) return null
  if (kind === 'news') {
    const all = await getNews()
    const item = all.find((n) => n.Slug === slug)
    return item ? { kind, item, all } : null
  }
  const all = await getEvents()
  const item = all.find((e) => e.Slug === slug)
  return item ? { kind, item, all } : null
}

/** The moment this page is rendered: an event after it is still to come. */
const renderTime = () => Date.now()

const pathOf = (kind: DetailKind, slug: string) => (kind === 'news' ? newsPath(slug) : eventPath(slug))
/** Absolute when PUBLIC_URL is set; otherwise site-relative (metadata then resolves it itself). */
const absolute = (path: string) => (env.publicUrl ? `${env.publicUrl}${path}` : path)

/** An ISO timestamp with the Lagos offset, as schema.org wants event times. */
function lagosIso(ms: number): string {
  const wall = new Date(ms + LAGOS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)
  return `${wall}+01:00`
}

const description = (html: string) => truncate(htmlToText(html), 160)

export async function detailStaticParams(kind: DetailKind): Promise<Array<{ slug: string }>> {
  const items = kind === 'news' ? await getNews() : await getEvents()
  return items.map((i) => ({ slug: i.Slug }))
}

export async function detailMetadata(kind: DetailKind, params: Params): Promise<Metadata> {
  const { slug } = await params
  const found = await find(kind, slug)
  if (!found) return { title: 'Page not found' }
  const { item } = found
  const path = pathOf(kind, slug)
  return {
    metadataBase: env.publicUrl ? new URL(env.publicUrl) : undefined,
    title: item.Title,
    description: description(item.Description),
    alternates: { canonical: path },
    openGraph: {
      type: kind === 'news' ? 'article' : 'website',
      title: item.Title,
      description: description(item.Description),
      url: path,
      ...(kind === 'news' ? { publishedTime: item.InsertedDate } : {}),
      images: item.ImagePath ? [{ url: item.ImagePath }] : undefined,
    },
    twitter: { card: item.ImagePath ? 'summary_large_image' : 'summary' },
  }
}

function structuredData(found: Found, institutionName: string) {
  const { item } = found
  const organization = { '@type': 'CollegeOrUniversity', name: institutionName, url: absolute('/') }
  const image = item.ImagePath ? [absolute(item.ImagePath)] : undefined
  if (found.kind === 'news') {
    return {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.Title,
      description: description(item.Description),
      datePublished: item.InsertedDate,
      image,
      articleSection: found.item.NewsType,
      mainEntityOfPage: absolute(newsPath(item.Slug)),
      publisher: organization,
      author: organization,
    }
  }
  const e = found.item
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.Title,
    description: description(e.Description),
    startDate: lagosIso(eventStart(e)),
    endDate: lagosIso(eventEnd(e)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: e.Location, address: e.Location },
    image,
    url: absolute(eventPath(e.Slug)),
    organizer: organization,
  }
}

/** The media office as the press contact of a news article. */
function PressContact({ office }: { office: MediaOfficeView }) {
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

/**
 * The news and event detail page (one page for both; docs/site.md#news-and-event-detail): the item with its description,
 * a countdown to its date, share and calendar links, and up to four related items.
 */
export async function DetailPage({ kind, params }: { kind: DetailKind; params: Params }) {
  const { slug } = await params
  const [found, site, mediaOffice] = await Promise.all([
    find(kind, slug),
    getSite(),
    kind === 'news' ? getMediaOffice() : Promise.resolve(null),
  ])
  if (!found) notFound()
  const { item } = found
  const path = pathOf(kind, slug)
  const listPath = kind === 'news' ? '/resources/news' : '/resources/events'
  const listName = kind === 'news' ? 'News' : 'Events'
  // Only an event still to come counts down (to its date and start time in Lagos); a past one says when it
  // took place, and news shows its publication date (docs/differences.md). Pages are refreshed every few
  // minutes, and the countdown itself stops at zero in between.
  const target = found.kind === 'events' ? lagosInstant(found.item.EventDate, found.item.StartTime) : Number.NaN
  const upcoming = Number.isFinite(target) && target > renderTime()
  const related =
    found.kind === 'news'
      ? relatedItems(found.all, slug).map((n) => ({ key: n.Slug, card: <NewsCard item={toNewsCard(n)} /> }))
      : relatedItems(found.all, slug).map((e) => ({ key: e.Slug, card: <EventCard event={toEventCard(e)} /> }))

  return (
    <article className={styles.page} aria-labelledby="detail-title">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(found, site.institutionName)) }}
      />
      <header className={`section section--paper ${styles.header}`}>
        <div className="container">
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link href="/">Home</Link>
              </li>
              <li>
                <Link href={listPath}>{listName}</Link>
              </li>
              <li aria-current="page">{truncate(item.Title)}</li>
            </ol>
          </nav>
          <p className={styles.chips}>
            <span className={cards.chip}>{found.kind === 'news' ? found.item.NewsType : found.item.EventType}</span>
            {found.kind === 'news' && found.item.FacultyCode ? (
              <span className={cards.badge}>{found.item.FacultyCode}</span>
            ) : null}
          </p>
          <h1 id="detail-title" className={styles.title}>
            {item.Title}
          </h1>
          <ul className={`pill-list icon-facts ${styles.facts}`}>
            {found.kind === 'news' ? (
              <>
                <li>
                  <CalendarIcon />
                  <span>
                    Published <time dateTime={item.InsertedDate}>{formatDate(item.InsertedDate)}</time>
                  </span>
                </li>
                {/* News has no author of its own: the media office writes it. */}
                {mediaOffice ? <li data-testid="byline">By the {mediaOffice.name}</li> : null}
              </>
            ) : (
              <>
                <li>
                  <CalendarIcon />
                  <time dateTime={found.item.EventDate}>{formatDate(found.item.EventDate)}</time>
                </li>
                {found.item.StartTime ? (
                  <li>
                    <ClockIcon />
                    <span>{timeRange(found.item.StartTime, found.item.EndTime)}</span>
                  </li>
                ) : null}
                {found.item.Location ? (
                  <li>
                    <PinIcon />
                    <span>{found.item.Location}</span>
                  </li>
                ) : null}
              </>
            )}
          </ul>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <DetailImage src={item.ImagePath} />
          {/* Sanitized on the server with the allow-list (src/lib/sanitize.ts). */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: item.Description }} />
        </div>
        <aside className={styles.aside} aria-label={kind === 'news' ? 'About this news item' : 'About this event'}>
          {found.kind === 'events' && upcoming ? (
            <section className={styles.box} aria-labelledby="countdown-title">
              <h2 id="countdown-title" className={styles.boxTitle}>
                Countdown to the event
              </h2>
              <Countdown
                target={target}
                label="Time left until the event starts"
                doneText="This event has started or is over."
              />
              <p className={styles.until}>Until {formatDateTime(new Date(target).toISOString())} (Lagos time)</p>
            </section>
          ) : found.kind === 'events' ? (
            <section className={styles.box} aria-labelledby="took-place-title">
              <h2 id="took-place-title" className={styles.boxTitle}>
                This event has taken place
              </h2>
              <p>
                It took place on <time dateTime={found.item.EventDate}>{formatDate(found.item.EventDate)}</time>
                {found.item.StartTime ? `, ${timeRange(found.item.StartTime, found.item.EndTime)}` : ''}.
              </p>
            </section>
          ) : null}
          {mediaOffice ? <PressContact office={mediaOffice} /> : null}
          <div className={styles.actions}>
            {kind === 'events' ? (
              <a className="button" href={`${path}/calendar.ics`} download={`${slug}.ics`}>
                <CalendarIcon />
                Add to calendar
              </a>
            ) : null}
            <ShareLink className="button button--ghost" title={item.Title} path={path} origin={env.publicUrl ?? null} />
          </div>
        </aside>
      </div>

      {related.length > 0 ? (
        <section className={`section section--paper ${styles.related}`} aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">{kind === 'news' ? 'More news' : 'More events'}</h2>
            <ul className={`card-grid ${styles.relatedGrid}`}>
              {related.map((r) => (
                <li key={r.key}>{r.card}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  )
}
