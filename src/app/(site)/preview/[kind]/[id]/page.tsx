import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { DetailView } from '@/components/news-events/detail-page'
import { PreviewNotice } from '@/components/news-events/preview-notice'
import { getDraftDetailPage } from '@/content/news-event-detail'

type Props = { params: Promise<{ kind: string; id: string }> }

// A draft is never indexed; reading the request's headers also keeps the page out of every cache.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** The admin's "Preview" of a news item or event: the draft as its page will show it, for the web team only. */
export default async function PreviewPage({ params }: Props) {
  const { kind, id } = await params
  if (kind !== 'news' && kind !== 'events') notFound()
  const view = await getDraftDetailPage(kind, id, await headers())
  if (!view) notFound()
  return (
    <>
      <PreviewNotice />
      <DetailView kind={kind} slug={view.found.item.Slug || id} view={view} />
    </>
  )
}
