/**
 * The store of rendered pages and cached data behind Next's `cacheHandler` option, written against
 * that option's documented interface only (get, set, revalidateTag, resetRequestCache): nothing of
 * Next's own modules is imported, so a Next upgrade cannot break it by moving a private file
 * (docs/decisions/0028-own-cache-handler.md).
 *
 * - Entries live in memory (least recently used dropped first, bounded by size); rendered pages are
 *   also written to disk, one file each under `<build folder>/cache/site-pages/<build id>/`, so a
 *   restart, even with the database failing, still has the pages it served. Files of older builds
 *   are removed at start.
 * - This file keeps when each tag expired (`revalidateTag`) and answers an entry made before one of
 *   its tags expired as missing, so the next request renders or queries anew. A query's tags are
 *   the ones it was cached with plus the path tags of the page asking (`softTags`); a page's are in
 *   its `x-next-cache-tags` header. A Pages Router page (kind PAGES) carries no tags: any expiry after
 *   it was rendered expires it. The site has had none since decision 39 (Astro renders the public pages
 *   and never stores them here), nor `unstable_cache` answers (FETCH): both branches wait for removal.
 * - An answer that is not a page (a not-found, a redirect, an error) is never stored. Without it every
 *   unknown address of a dynamic route (/news/<anything>) would be stored, so a loop of made-up
 *   addresses could fill the disk. See docs/decisions/0007-never-cache-a-not-found.md.
 *
 * While the database is failing (src/content/cache.ts marks the moment a query fails in
 * `@acu/site-cache`; the outage is over 10 seconds after the last failure), visitors get the last content instead of an error:
 * - an entry an edit expired (a page, or a query's answer) is handed out again rather than
 *   rendered or queried anew, which would fail;
 * - no rendered page is stored, as it may have been made from such old answers, and would then be
 *   kept as fresh after the database returns.
 * After the outage everything behaves as before: an expired entry is rendered from the database.
 *
 * On PostgreSQL, where several instances of the site may share one database, an edit expires the
 * pages of every instance, not only of the one that saved it: `revalidateTag` also writes when each
 * tag expired into the `cache_tags` table, and before serving an entry each instance reads that table
 * (at most once a second). An expiry another instance wrote counts from the moment this one reads
 * it, so nothing it rendered from older answers in the meantime survives. While the database fails,
 * the table is not read and the instance serves what it has (as above). See
 * docs/decisions/0011-several-instances.md.
 */
import { databaseFailing, keepTagExpiries } from '@acu/site-cache'
import { LRUCache } from 'lru-cache'

import { PageFiles } from './cache-page-files.mjs'

/** Kinds of entry that are a rendered answer (the rest, FETCH, is a query's cached result). */
const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])
/** The header in which Next lists a rendered page's tags. */
const TAGS_HEADER = 'x-next-cache-tags'

const DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024

/** Roughly how many bytes an entry holds, for the memory bound. */
function sizeOf(entry) {
  const value = entry.value
  if (!value) return 1
  let size = 256
  if (typeof value.html === 'string') size += value.html.length
  if (value.rscData) size += value.rscData.length
  if (value.body) size += value.body.length
  if (value.segmentData) for (const buffer of value.segmentData.values()) size += buffer.length
  if (value.kind === 'FETCH') size += value.data?.body?.length ?? 0
  if (value.kind === 'PAGES') size += JSON.stringify(value.pageData ?? {}).length
  return size
}

/** The tags an entry answers to, or null for a document page (which answers to every tag). */
function tagsOf(entry, ctx) {
  const value = entry.value
  if (value.kind === 'FETCH') return [...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  if (value.kind === 'PAGES') return null
  const header = value.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** One store per process, whichever handler instance (Next makes one per request) asks. */
let store = null

function storeFor(ctx) {
  if (!store) {
    const memory = new LRUCache({
      maxSize: ctx?.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES,
      sizeCalculation: sizeOf,
    })
    // When each tag expired: the process's one table (`@acu/site-cache`), which the document pages'
    // queries read too (src/content/cache.ts), in Astro's bundle as in Next's.
    store = { memory, files: ctx?.serverDistDir ? new PageFiles(ctx.serverDistDir) : null, expiries: keepTagExpiries() }
  }
  return store
}

export default class SiteCacheHandler {
  constructor(ctx) {
    this.store = storeFor(ctx)
  }

  async get(key, ctx) {
    const { memory, files, expiries } = this.store
    await expiries.sync(databaseFailing())
    let entry = memory.get(key)
    if (!entry && files && ctx?.kind !== 'FETCH') {
      entry = await files.read(key)
      if (entry) memory.set(key, entry)
    }
    if (!entry) return null
    if (!expiries.expiredSince(tagsOf(entry, ctx), entry.lastModified)) return entry
    // The entry an edit expired, given out as fresh while the database fails, so nothing tries it now.
    return databaseFailing() ? { ...entry, lastModified: Date.now() } : null
  }

  async set(key, data, ctx) {
    if (!data) return
    const rendered = RENDERED_KINDS.has(data.kind)
    if (!rendered && data.kind !== 'FETCH') return
    if (rendered && ((typeof data.status === 'number' && data.status >= 300) || databaseFailing())) return
    const value = data.kind === 'FETCH' ? { ...data, tags: ctx?.tags ?? data.tags ?? [] } : data
    const entry = { value, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl }
    this.store.memory.set(key, entry)
    if (rendered && this.store.files) await this.store.files.write(key, entry)
  }

  async revalidateTag(tags, durations) {
    await this.store.expiries.expire(typeof tags === 'string' ? [tags] : [...new Set(tags)], durations)
  }

  resetRequestCache() {}
}
