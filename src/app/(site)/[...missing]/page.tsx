import { notFound } from 'next/navigation'

/**
 * Unknown addresses. The app has two root layouts (site and admin), so Next.js has no root
 * not-found page of its own for unmatched URLs; this catch-all (matched only when no other route
 * is) renders the site's not-found page, inside the site layout, with status 404.
 */
export default function UnknownPage(): never {
  notFound()
}
