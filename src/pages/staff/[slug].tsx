import type { GetServerSideProps } from 'next'

import { NotFoundDocument } from '@/components/layout/not-found-document'
import { notFoundProps, type MissingProps } from '@/content/document'
import { isValidSlug } from '@/lib/slug'

// A document: Next sends no script of its own (it renders only for a malformed slug).
export const config = { unstable_runtimeJS: false }

/**
 * Old profile links (/staff/{slug})
 * move permanently (308) to /about/staff/{slug}. A malformed slug is a 404.
 */
export const getServerSideProps: GetServerSideProps<MissingProps> = async ({ params, res, resolvedUrl }) => {
  const slug = String(params?.slug ?? '')
  if (isValidSlug(slug)) return { redirect: { destination: `/about/staff/${slug}`, permanent: true } }
  return notFoundProps(new URL(resolvedUrl, 'http://site').pathname, res)
}

export default NotFoundDocument
