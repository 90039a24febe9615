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
 *
 * On PostgreSQL, where several instances of the site may share one database, an edit expires the
 * pages of every instance, not only of the one that saved it: `revalidateTag` also writes when each
 * tag expired into the `cache_tags` table, and before serving an entry each instance reads that table
 * (at most once a second) into Next's tags manifest, which decides whether an entry is expired.
 * An expiry another instance wrote counts from the moment this one reads it, so nothing it rendered
 * from older answers in the meantime survives. While the database fails, the table is not read and
 * the instance serves what it has (as above). See docs/decisions/0011-several-instances.md.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const RENDERED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/** Set by src/content/cache.ts to the time a database query last failed. */
const DATABASE_FAILED_AT = Symbol.for('acu.content.databaseFailedAt')
const OUTAGE_WINDOW_MS = 10_000

function databaseFailing() {
  const at = globalThis[DATABASE_FAILED_AT]
  return typeof at === 'number' && Date.now() - at < OUTAGE_WINDOW_MS
}

/** Next's own map of tag → { stale, expired } (ms), which its caches check every entry against. */
const { tagsManifest } = tagsManifestModule

const SHARED_TAGS =
  /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') && process.env.NEXT_PHASE !== 'phase-production-build'
const SYNC_EVERY_MS = 1_000
const SYNC_RETRY_MS = 5_000

let pool
async function query(text, values) {
  if (!pool) {
    const { default: pg } = await import('pg')
    pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 2,
      connectionTimeoutMillis: 2_000,
      query_timeout: 2_000,
      allowExitOnIdle: true,
    })
    pool.on('error', () => undefined)
  }
  return pool.query(text, values)
}

/** The expiry each tag had in the table when last read: only a newer one is news. */
const seen = new Map()
let nextSyncAt = 0
let syncing = null
let syncedOnce = false

/** Brings other instances' tag expiries into Next's tags manifest (at most once a second). */
function syncSharedTags() {
  if (!SHARED_TAGS || databaseFailing()) return null
  if (syncing) return syncing
  if (Date.now() < nextSyncAt) return null
  syncing = (async () => {
    try {
      const { rows } = await query('SELECT tag, stale_at, expired_at FROM cache_tags')
      const now = Date.now()
      const first = !syncedOnce
      for (const row of rows) {
        const expired = Number(row.expired_at)
        const stale = Number(row.stale_at)
        if (seen.get(row.tag) === expired) continue
        seen.set(row.tag, expired)
        const local = tagsManifest.get(row.tag) ?? {}
        // At start the table's times stand (an edit after the build expires the built pages); later,
        // a new expiry counts from now, so an entry rendered here before reading it is expired too.
        const at = first ? expired : Math.max(expired, now)
        tagsManifest.set(row.tag, {
          ...local,
          stale: Math.max(local.stale ?? 0, first ? stale : at),
          expired: Math.max(local.expired ?? 0, at),
        })
      }
      syncedOnce = true
      nextSyncAt = Date.now() + SYNC_EVERY_MS
    } catch (error) {
      nextSyncAt = Date.now() + SYNC_RETRY_MS
      console.error('[cache] reading the shared tag expiries failed:', error instanceof Error ? error.message : error)
    } finally {
      syncing = null
    }
  })()
  return syncing
}

/** Writes the expiries this instance just made, for the other instances to read. */
async function shareExpiries(tags) {
  if (!SHARED_TAGS || tags.length === 0) return
  const entries = tags.map((tag) => [tag, tagsManifest.get(tag) ?? {}])
  try {
    await query(
      `INSERT INTO cache_tags (tag, stale_at, expired_at)
         SELECT * FROM unnest($1::text[], $2::numeric[], $3::numeric[])
       ON CONFLICT (tag) DO UPDATE SET
         stale_at = GREATEST(cache_tags.stale_at, excluded.stale_at),
         expired_at = GREATEST(cache_tags.expired_at, excluded.expired_at),
         updated_at = now()`,
      [
        entries.map(([tag]) => tag),
        entries.map(([, e]) => e.stale ?? e.expired ?? Date.now()),
        entries.map(([, e]) => e.expired ?? e.stale ?? Date.now()),
      ],
    )
    // Our own write is not news to us.
    for (const [tag, e] of entries) seen.set(tag, e.expired ?? e.stale)
  } catch (error) {
    console.error('[cache] sharing tag expiries failed:', error instanceof Error ? error.message : error)
  }
}

export default class SiteCacheHandler extends FileSystemCache {
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    await shareExpiries(typeof tags === 'string' ? [tags] : [...new Set(tags)])
  }

  async get(key, ctx) {
    await syncSharedTags()
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
