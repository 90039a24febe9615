/**
 * When each cache tag expired, for src/cache-handler.mjs: set by this instance's edits and, on
 * PostgreSQL, shared with the other instances through the `cache_tags` table (see the handler's
 * comment and docs/decisions/0011-several-instances.md).
 */
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

export class ExpiryTable {
  /** tag → { stale, expired } in ms since the epoch. */
  #tags = new Map()
  /** The expiry each tag had in the shared table when last read: only a newer one is news. */
  #seen = new Map()
  #nextSyncAt = 0
  #syncing = null
  #syncedOnce = false

  /** True when one of `tags` expired after `since`; with `tags` null, when any tag did. */
  expiredSince(tags, since) {
    const now = Date.now()
    const expiredAfter = (tag) => {
      const expired = this.#tags.get(tag)?.expired
      return typeof expired === 'number' && expired <= now && expired > since
    }
    if (tags === null) return [...this.#tags.keys()].some(expiredAfter)
    return tags.some(expiredAfter)
  }

  /** Expires `tags` now (or after `durations.expire` seconds) and tells the other instances. */
  async expire(tags, durations) {
    if (tags.length === 0) return
    const now = Date.now()
    for (const tag of tags) {
      const entry = { ...this.#tags.get(tag) }
      if (durations) {
        entry.stale = now
        if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000
      } else {
        entry.expired = now
      }
      this.#tags.set(tag, entry)
    }
    await this.#share(tags)
  }

  /** Brings other instances' expiries in (at most once a second; never while the database fails). */
  sync(databaseFailing) {
    if (!SHARED_TAGS || databaseFailing) return null
    if (this.#syncing) return this.#syncing
    if (Date.now() < this.#nextSyncAt) return null
    this.#syncing = this.#read().finally(() => {
      this.#syncing = null
    })
    return this.#syncing
  }

  async #read() {
    try {
      const { rows } = await query('SELECT tag, stale_at, expired_at FROM cache_tags')
      const now = Date.now()
      const first = !this.#syncedOnce
      for (const row of rows) {
        const expired = Number(row.expired_at)
        const stale = Number(row.stale_at)
        if (this.#seen.get(row.tag) === expired) continue
        this.#seen.set(row.tag, expired)
        const local = this.#tags.get(row.tag) ?? {}
        // At start the table's times stand (an edit after the build expires the built pages); later,
        // a new expiry counts from now, so an entry rendered here before reading it is expired too.
        const at = first ? expired : Math.max(expired, now)
        this.#tags.set(row.tag, {
          stale: Math.max(local.stale ?? 0, first ? stale : at),
          expired: Math.max(local.expired ?? 0, at),
        })
      }
      this.#syncedOnce = true
      this.#nextSyncAt = Date.now() + SYNC_EVERY_MS
    } catch (error) {
      this.#nextSyncAt = Date.now() + SYNC_RETRY_MS
      console.error('[cache] reading the shared tag expiries failed:', error instanceof Error ? error.message : error)
    }
  }

  /** Writes the expiries this instance just made, for the other instances to read. */
  async #share(tags) {
    if (!SHARED_TAGS) return
    const entries = tags.map((tag) => [tag, this.#tags.get(tag) ?? {}])
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
      for (const [tag, e] of entries) this.#seen.set(tag, e.expired ?? e.stale)
    } catch (error) {
      console.error('[cache] sharing tag expiries failed:', error instanceof Error ? error.message : error)
    }
  }
}
