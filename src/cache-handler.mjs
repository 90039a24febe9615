/**
 * Next's own file-system cache for rendered pages and cached data, with one change: an answer
 * that is not a page (a not-found, a redirect, an error) is never stored. Without it every
 * unknown address of a dynamic route (/news/<anything>) wrote its not-found page to disk, so a
 * loop of made-up addresses could fill the disk. Known pages are stored and revalidated as before.
 * See docs/decisions/0007-never-cache-a-not-found.md.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

export default class SiteCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && RENDERED_KINDS.has(data.kind) && typeof data.status === 'number' && data.status >= 300) return
    return super.set(key, data, ctx)
  }
}
