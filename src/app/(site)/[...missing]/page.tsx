import { notFound } from 'next/navigation'

import { redirectIfMoved } from '@/content/redirects'

type Props = { params: Promise<{ missing: string[] }> }

/**
 * Unknown addresses. The app has two root layouts (site and admin), so Next.js has no root
 * not-found page of its own for unmatched URLs; this catch-all (matched only when no other route
 * is) sends an address that moved on (the admin's Redirects), and renders the site's not-found
 * page, inside the site layout, with status 404, for the rest.
 */
export default async function UnknownPage({ params }: Props): Promise<never> {
  const { missing } = await params
  await redirectIfMoved(`/${missing.join('/')}`)
  notFound()
}
