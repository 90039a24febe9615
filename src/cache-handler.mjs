/**
 * Next's own file-system cache for rendered pages and cached data, with two changes.
 *
 * An answer that is not a page (a not-found, a redirect, an error) is never stored. Without it every
 * unknown address of a dynamic route (/news/<anything>) wrote its not-found page to disk, so a
 * loop of made-up addresses could fill the disk. Known pages are stored and revalidated as before.
 * See docs/decisions/0007-never-cache-a-not-found.md.
 *
 * While the database is failing (src/content/cache.ts marks the moment a query fails; the outage
 * is over 10 seconds after the last failure), visitors get the last content instead of an error:
 * - an entry an edit expired (a page, or a query's answer) is handed out again rather than
 *   rendered or queried anew, which would fail;
 * - no rendered page is stored, as it may have been made from such old answers, and would then be
 *   kept as fresh after the database returns.
 * After the outage everything behaves as before: an expired entry is rendered from the database.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/** Set by src/content/cache.ts to the time a database query last failed. */
const DATABASE_FAILED_AT = Symbol.for('acu.content.databaseFailedAt')
const OUTAGE_WINDOW_MS = 10_000

function databaseFailing() {
  const at = globalThis[DATABASE_FAILED_AT]
  return typeof at === 'number' && Date.now() - at < OUTAGE_WINDOW_MS
}

export default class SiteCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const data = await super.get(key, ctx)
    if (data || !databaseFailing()) return data
    // The entry an edit expired, read without its tags (a query's answer) or from the memory cache
    // the read above filled (a page), given out as fresh so nothing tries the database for it now.
    const kept =
      ctx?.kind === 'FETCH'
        ? await super.get(key, { ...ctx, tags: [], softTags: [] })
        : (FileSystemCache.memoryCache?.get(key) ?? null)
    return kept ? { ...kept, lastModified: Date.now() } : null
  }

  async set(key, data, ctx) {
    if (data && RENDERED_KINDS.has(data.kind)) {
      if (typeof data.status === 'number' && data.status >= 300) return
      if (databaseFailing()) return
    }
    return super.set(key, data, ctx)
  }
}
