import '@/server-only'

import type { ServerResponse } from 'node:http'

import type { GetServerSidePropsResult, GetStaticPropsResult } from 'next'

import { env } from '@/env'
import { plainData } from '@/lib/plain-data'

import { MAX_AGE_SECONDS, readForDocument } from './cache'
import { movedToIfReadable } from './redirects'
import { getSite, type SiteView } from './site'

/** What every document page (src/pages) is given besides its own content: the site's settings and address. */
export type DocumentBase = { site: SiteView; siteUrl: string }

/**
 * A document page's `getStaticProps` answer: the site's settings and address beside the page's own
 * content (`read`), read straight from the database (`readForDocument`) as plain data. The stored page
 * is rendered again after an edit, and at the latest after MAX_AGE_SECONDS.
 */
export async function documentProps<Content extends object>(
  read: () => Promise<Content>,
): Promise<{ props: DocumentBase & Content; revalidate: number }> {
  const [site, content] = await readForDocument(() => Promise.all([getSite(), read()]))
  return { props: plainData({ site, siteUrl: env.siteUrl, ...content }), revalidate: MAX_AGE_SECONDS }
}

/**
 * How long a shared cache (nginx in `deploy/`) may keep a page rendered at each request, as it keeps a
 * stored page: fresh for MAX_AGE_SECONDS, then handed out while one request renders it again (the
 * `Cache-Control` Next gives a stored page). The same address always gets the same page, whoever asks;
 * without this, nginx would pass every request on, one at a time behind its cache lock.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
export const SHARED_PAGE_CACHE_CONTROL = `s-maxage=${MAX_AGE_SECONDS}, stale-while-revalidate=${ONE_YEAR_SECONDS - MAX_AGE_SECONDS}`

/**
 * Lets a shared cache keep this answer (SHARED_PAGE_CACHE_CONTROL), unless the page already said how
 * it may be kept: a preview says `private, no-store`, and a draft must never reach a shared cache.
 */
function mayBeShared(res: ServerResponse) {
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', SHARED_PAGE_CACHE_CONTROL)
}

/**
 * A document page's `getServerSideProps` answer, for a page that depends on its address's query (a
 * filter): the same props as `documentProps`, rendered at each request and never stored by the app;
 * a shared cache may keep it (`mayBeShared`).
 */
export async function requestProps<Content extends object>(
  res: ServerResponse,
  read: () => Promise<Content>,
): Promise<{ props: DocumentBase & Content }> {
  const { props } = await documentProps(read)
  mayBeShared(res)
  return { props }
}

/**
 * A document page's `getStaticProps` answer for one item named by its address (a programme, a
 * faculty, a person): its page under `key`; when there is no such item, a permanent move to where the
 * web team renamed it (the admin's redirects for `path`), else a temporary redirect to `missing`.
 */
export async function itemProps<Key extends string, Item>(
  key: Key,
  path: string,
  read: () => Promise<Item | null>,
  missing: string,
): Promise<GetStaticPropsResult<DocumentBase & Record<Key, Item>>> {
  const answer = await documentProps(async () => {
    const item = await read()
    return { item, moved: item ? null : await movedToIfReadable(path) }
  })
  const { item, moved, ...base } = answer.props
  if (moved) return { redirect: { destination: moved, permanent: true } }
  if (!item) return { redirect: { destination: missing, permanent: false } }
  const props = { ...base, [key]: item } as DocumentBase & Record<Key, Item>
  return { props, revalidate: answer.revalidate }
}

/**
 * A `getServerSideProps` answer for an address that has no page of its own and sends the visitor on
 * (a temporary redirect, 307): it renders nothing.
 */
export function moveTo(destination: string): { redirect: { destination: string; permanent: false } } {
  return { redirect: { destination, permanent: false } }
}

/** The props of the not-found document (NotFoundDocument): `missing` marks them. */
export type MissingProps = DocumentBase & { missing: true; pathname: string }

/**
 * The answer for an address with no page: a permanent move where the web team renamed it (the
 * admin's redirects for `path`), else the not-found document with status 404, never stored.
 */
export async function notFoundProps(
  path: string,
  res: ServerResponse,
): Promise<GetServerSidePropsResult<MissingProps>> {
  return itemOrNotFound('none', path, async () => null, res) as Promise<GetServerSidePropsResult<MissingProps>>
}

/**
 * A `getServerSideProps` answer for one item named by its address that is rendered at each request
 * (a story, an event): its page under `key`; when there is no such item, a permanent move where the
 * web team renamed it (the admin's redirects for `path`), else the not-found document with status 404.
 * Unlike a stored page, it can answer 404 with the site's own not-found document.
 */
export async function itemOrNotFound<Key extends string, Item>(
  key: Key,
  path: string,
  read: () => Promise<Item | null>,
  res: ServerResponse,
): Promise<GetServerSidePropsResult<(DocumentBase & Record<Key, Item>) | MissingProps>> {
  const { props } = await documentProps(async () => {
    const item = await read()
    return { item, moved: item ? null : await movedToIfReadable(path) }
  })
  const { item, moved, ...base } = props
  if (moved) return { redirect: { destination: moved, permanent: true } }
  if (item) {
    mayBeShared(res)
    return { props: { ...base, [key]: item } as DocumentBase & Record<Key, Item> }
  }
  // Never kept: the address may have a page tomorrow (docs/decisions/0007-never-cache-a-not-found.md).
  res.statusCode = 404
  return { props: { ...base, missing: true, pathname: path } }
}
