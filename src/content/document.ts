import '@/server-only'

import { env } from '@/env'
import { plainData } from '@/lib/plain-data'

import { MAX_AGE_SECONDS } from './cache'
import { movedToIfReadable } from './redirects'
import { getSite, type SiteView } from './site'

/** What every public page is given besides its own content: the site's settings and address. */
export type DocumentBase = { site: SiteView; siteUrl: string }

/**
 * A public page's props: the site's settings and address beside the page's own content (`read`), read
 * through the data cache (src/content/cache.ts: each query's answer kept until an edit expires it, or
 * the last answer when the database fails) as plain data.
 */
export async function documentProps<Content extends object>(
  read: () => Promise<Content>,
): Promise<{ props: DocumentBase & Content }> {
  const [site, content] = await Promise.all([getSite(), read()])
  return { props: plainData({ site, siteUrl: env.siteUrl, ...content }) }
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
 * What an address naming one item answers, whichever framework renders it: the item's page props
 * under `key`; where there is no such item, a permanent move to where the web team renamed it (the
 * admin's redirects for `path`), else the not-found document's props.
 */
export type ItemAnswer<Key extends string, Item> =
  { page: DocumentBase & Record<Key, Item> } | { moved: string } | { missing: MissingProps }

export async function itemAnswer<Key extends string, Item>(
  key: Key,
  path: string,
  read: () => Promise<Item | null>,
): Promise<ItemAnswer<Key, Item>> {
  const { props } = await documentProps(async () => {
    const item = await read()
    return { item, moved: item ? null : await movedToIfReadable(path) }
  })
  const { item, moved, ...base } = props
  if (moved) return { moved }
  if (item) return { page: { ...base, [key]: item } as DocumentBase & Record<Key, Item> }
  return { missing: { ...base, missing: true, pathname: path } }
}

/** The props of the not-found document (NotFoundDocument): `missing` marks them. */
export type MissingProps = DocumentBase & { missing: true; pathname: string }
