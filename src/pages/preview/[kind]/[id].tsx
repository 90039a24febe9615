import type { GetServerSideProps } from 'next'

import { DetailDocument, type DetailProps } from '@/components/news-events/detail-document'
import { itemOrNotFound } from '@/content/document'
import { getDraftDetailPage } from '@/content/news-event-detail'
import { env } from '@/env'

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

/**
 * The admin's "Preview" of a news item or event: the draft as its page will show it, for a signed-in
 * member of the web team (their session cookie); for anyone else, as for an unknown draft, the
 * not-found page. Rendered at each request, never stored, never indexed.
 */
export const getServerSideProps: GetServerSideProps<DetailProps> = ({ params, req, res, resolvedUrl }) => {
  const kind = params?.kind
  const id = String(params?.id ?? '')
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex, nofollow')
  const read = async () => {
    if (kind !== 'news' && kind !== 'events') return null
    const view = await getDraftDetailPage(kind, id, req.headers)
    return view && { ...view, slug: view.found.item.Slug || id, origin: env.publicUrl ?? null }
  }
  return itemOrNotFound('detail', new URL(resolvedUrl, 'http://site').pathname, read, res)
}

export default function Preview(props: DetailProps) {
  const kind = 'detail' in props ? props.detail.found.kind : 'news'
  return <DetailDocument kind={kind} props={props} preview />
}
