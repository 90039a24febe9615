import type { GetServerSideProps } from 'next'

import { NotFoundDocument } from '@/components/layout/not-found-document'
import { notFoundProps, type MissingProps } from '@/content/document'

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

/**
 * Every address no other route answers (matched last): a permanent move when the web team redirected
 * it (the admin's redirects), else the not-found page with status 404, never stored.
 */
export const getServerSideProps: GetServerSideProps<MissingProps> = ({ resolvedUrl, res }) =>
  notFoundProps(new URL(resolvedUrl, 'http://site').pathname, res)

export default NotFoundDocument
