import { NewTabHint } from '@/components/layout/icons'
import type { PageMeta } from '@/components/layout/page-head'
import { Picture } from '@/components/ui/picture'
import type { DetailKind, DetailPageView } from '@/content/news-event-detail'
import { Island } from '@/islands/island'
import { countdownTarget } from '@/lib/event-timing'
import { jsonLd } from '@/lib/json-ld'
import { whatsappShareUrl } from '@/lib/share'

import { DetailHeader, EventWhen, PressContact, RelatedItems } from './detail-parts'
import { description, structuredData } from './detail-structured-data'
import styles from './detail.module.css'
import { CalendarIcon } from './icons'
import { eventPath, newsPath } from './format'
import { ShareLink } from './share-link.client'

/** The moment this page is rendered: an event after it is still to come. */
const renderTime = () => Date.now()

export const detailPath = (kind: DetailKind, slug: string) => (kind === 'news' ? newsPath(slug) : eventPath(slug))

/** A story's or an event's head: title, description, canonical address and social card. */
export function detailMeta(
  kind: DetailKind,
  slug: string,
  { found }: DetailPageView,
): PageMeta & { canonical: string } {
  const { item } = found
  const canonical = detailPath(kind, slug)
  return {
    title: item.title,
    description: description(item.description),
    canonical,
    openGraph: {
      type: kind === 'news' ? 'article' : 'website',
      title: item.title,
      description: description(item.description),
      image: item.image || null,
      publishedTime: kind === 'news' ? item.published : undefined,
    },
  }
}

/** The item's picture, the page's largest, loaded at once; where there is none, a note says so. */
function DetailImage({ src }: { src: string }) {
  return (
    <div className={`media-box ${styles.figure}`}>
      {src ? (
        <Picture src={src} alt="" fill sizes="(min-width: 960px) 760px, 100vw" preload />
      ) : (
        <span className="media-box__empty">No image available</span>
      )}
    </div>
  )
}

/**
 * 'Share on WhatsApp' with the page's full address: written here from PUBLIC_URL when it is set;
 * otherwise an island takes it from the address the visitor is reading the page at.
 */
function Share({ title, path, origin }: { title: string; path: string; origin: string | null }) {
  const className = 'button button--ghost'
  if (!origin) return <Island name="share-link" component={ShareLink} props={{ title, path, origin, className }} />
  return (
    <a
      className={className}
      href={whatsappShareUrl(title, `${origin}${path}`)}
      target="_blank"
      rel="noopener noreferrer"
    >
      Share on WhatsApp
      <NewTabHint />
    </a>
  )
}

/**
 * The news and event detail page (one page for both), for a published item or a draft's preview
 * (src/astro/pages/preview): the item with its description, a countdown to an event still to come, share
 * and calendar links, and up to four related items.
 */
export function DetailView({
  kind,
  slug,
  view,
  origin,
  siteUrl,
}: {
  kind: DetailKind
  slug: string
  view: DetailPageView
  /** The site's public address (PUBLIC_URL), if set. */
  origin: string | null
  /** The site's address for search engines: PUBLIC_URL, or this machine's. */
  siteUrl: string
}) {
  const { found, institutionName, mediaOffice } = view
  const path = detailPath(kind, slug)
  // Only an event still to come counts down; a past one says when it took place, and news shows its
  // publication date. The page is rendered at each request; a countdown left open stops at zero.
  const target = found.kind === 'events' ? countdownTarget(found.item, renderTime()) : null

  return (
    <article className={styles.page} aria-labelledby="detail-title">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(found, institutionName, siteUrl)) }}
      />
      <DetailHeader found={found} mediaOffice={mediaOffice} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <DetailImage src={found.item.image} />
          {/* Sanitized on the server with the allow-list (src/lib/sanitize.ts). */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: found.item.description }} />
        </div>
        <aside className={styles.aside} aria-label={kind === 'news' ? 'About this news item' : 'About this event'}>
          {found.kind === 'events' ? <EventWhen event={found.item} target={target} /> : null}
          {mediaOffice ? <PressContact office={mediaOffice} /> : null}
          <div className={styles.actions}>
            {kind === 'events' ? (
              <a className="button" href={`${path}/calendar.ics`} download={`${slug}.ics`}>
                <CalendarIcon />
                Add to calendar
              </a>
            ) : null}
            <Share title={found.item.title} path={path} origin={origin} />
          </div>
        </aside>
      </div>
      <RelatedItems found={found} />
    </article>
  )
}
