import { notFound, permanentRedirect } from 'next/navigation'

import { isValidSlug } from '@/lib/slug'

type Props = { params: Promise<{ slug: string }> }

/** Old profile links (/staff/{slug}) move permanently (308) to /about/staff/{slug}; a malformed slug is a 404. */
export default async function OldStaffAddress({ params }: Props): Promise<never> {
  const { slug } = await params
  if (!isValidSlug(slug)) notFound()
  permanentRedirect(`/about/staff/${slug}`)
}
