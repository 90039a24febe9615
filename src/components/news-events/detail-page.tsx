import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import {
  detailSlugs,
  findDetailItem,
  getDetailPage,
  type DetailKind,
  type DetailPageView,
} from '@/content/news-event-detail'
import { redirectIfMoved } from '@/content/redirects'
import { env } from '@/env'
import { countdownTarget } from '@/lib/event-timing'
import { jsonLd } from '@/lib/json-ld'

import { DetailImage } from './detail-image.client'
import { DetailHeader, EventWhen, PressContact, RelatedItems } from './detail-parts'
import { description, structuredData } from './detail-structured-data'
import styles from './detail.module.css'
import { CalendarIcon } from './icons'
import { eventPath, newsPath } from './format'
import { ShareLink } from './share-link.client'

type Params = Promise<{ slug: string }>

/** The moment this page is rendered: an event after it is still to come. */
const renderTime = () => Date.now()

const pathOf = (kind: DetailKind, slug: string) => (kind === 'news' ? newsPath(slug) : eventPath(slug))

export async function detailStaticParams(kind: DetailKind): Promise<Array<{ slug: string }>> {
  return (await detailSlugs(kind)).map((slug) => ({ slug }))
}

export async function detailMetadata(kind: DetailKind, params: Params): Promise<Metadata> {
  const { slug } = await params
  const found = await findDetailItem(kind, slug)
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

/**
 * The news and event detail page (one page for both): the item with its description, a countdown
 * to an event still to come, share and calendar links, and up to four related items.
 */
export async function DetailPage({ kind, params }: { kind: DetailKind; params: Params }) {
  const { slug } = await params
  const view = await getDetailPage(kind, slug)
  if (!view) {
    await redirectIfMoved(pathOf(kind, slug))
    notFound()
  }
  return <DetailView kind={kind} slug={slug} view={view} />
}

/** The detail page's content, for a published item or for a draft's preview (src/app/(site)/preview). */
export function DetailView({ kind, slug, view }: { kind: DetailKind; slug: string; view: DetailPageView }) {
  const { found, institutionName, mediaOffice } = view
  const path = pathOf(kind, slug)
  // Only an event still to come counts down; a past one says when it took place, and news shows its
  // publication date. Pages are refreshed every few minutes, and the countdown stops at zero in between.
  const target = found.kind === 'events' ? countdownTarget(found.item, renderTime()) : null

  return (
    <article className={styles.page} aria-labelledby="detail-title">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(found, institutionName)) }}
      />
      <DetailHeader found={found} mediaOffice={mediaOffice} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <DetailImage src={found.item.ImagePath} />
          {/* Sanitized on the server with the allow-list (src/lib/sanitize.ts). */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: found.item.Description }} />
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
            <ShareLink
              className="button button--ghost"
              title={found.item.Title}
              path={path}
              origin={env.publicUrl ?? null}
            />
          </div>
        </aside>
      </div>
      <RelatedItems found={found} />
    </article>
  )
}
