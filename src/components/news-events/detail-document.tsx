import { DocumentFrame } from '@/components/layout/document-frame'
import { isMissing, NotFoundDocument } from '@/components/layout/not-found-document'
import type { DocumentBase, MissingProps } from '@/content/document'
import type { DetailDocumentView, DetailKind } from '@/content/news-event-detail'

import { DetailView, detailMeta } from './detail-page'
import { PreviewNotice } from '@/components/layout/preview-notice'

export type DetailProps = (DocumentBase & { detail: DetailDocumentView }) | MissingProps

/**
 * A story's or an event's page, or the not-found page when the address names none. A draft's
 * `preview` says so above the page and is kept out of search engines.
 */
export function DetailDocument({ kind, props, preview }: { kind: DetailKind; props: DetailProps; preview?: boolean }) {
  if (isMissing(props)) return <NotFoundDocument {...props} />
  const { site, siteUrl, detail } = props
  const meta = detailMeta(kind, detail.slug, detail)
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={preview ? { ...meta, noindex: true } : meta}>
      {preview ? <PreviewNotice /> : null}
      <DetailView kind={kind} slug={detail.slug} view={detail} origin={detail.origin} siteUrl={siteUrl} />
    </DocumentFrame>
  )
}

/** A story's page, its props handed straight through. */
export const NewsDocument = (props: DetailProps) => <DetailDocument kind="news" props={props} />

/** An event's page, its props handed straight through. */
export const EventDocument = (props: DetailProps) => <DetailDocument kind="events" props={props} />
