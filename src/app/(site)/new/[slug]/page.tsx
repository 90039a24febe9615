import { notFound, permanentRedirect } from 'next/navigation'

import { isValidSlug } from '@/lib/slug'

type Props = { params: Promise<{ slug: string }> }

/** The original's featured-news link (docs/differences.md#news-link) pointed at /new/{slug}; old links move permanently (308) to /news/{slug}. */
export default async function OldNewsAddress({ params }: Props): Promise<never> {
  const { slug } = await params
  if (!isValidSlug(slug)) notFound()
  permanentRedirect(`/news/${slug}`)
}
