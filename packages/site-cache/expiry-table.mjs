/**
 * When each cache tag expired: set by this instance's edits (src/hooks/revalidate.ts) and, on
 * PostgreSQL, shared with the other instances through the `cache_tags` table
 * (docs/decisions/0011-several-instances.md).
 *
 * An edit's hooks run before its transaction commits, so a read that begins between the two still
 * sees the old content. Each expiry therefore counts twice: at once, so the next request reads the
 * edit, and again SETTLE_MS later, when the save has long committed, so whatever was read in between
 * is read again.
 */
/** On PostgreSQL several instances may share the database, and its table their expiries. */
const SHARED_TAGS = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const SYNC_EVERY_MS = 1_000
const SYNC_RETRY_MS = 5_000
/** How long after an edit's hooks its transaction is taken to have committed. */
export const SETTLE_MS = 2_000

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
  /** tag → { expired, settled } in ms since the epoch. */
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
      const entry = this.#tags.get(tag)
      return [entry?.expired, entry?.settled].some((at) => typeof at === 'number' && at <= now && at > since)
    }
    if (tags === null) return [...this.#tags.keys()].some(expiredAfter)
    return tags.some(expiredAfter)
  }

  /** Expires `tags` now (and once more when the edit has settled) and tells the other instances. */
  async expire(tags) {
    if (tags.length === 0) return
    const now = Date.now()
    for (const tag of tags) this.#tags.set(tag, { expired: now, settled: now + SETTLE_MS })
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
      const { rows } = await query('SELECT tag, expired_at FROM cache_tags')
      const now = Date.now()
      const first = !this.#syncedOnce
      for (const row of rows) {
        const expired = Number(row.expired_at)
        if (this.#seen.get(row.tag) === expired) continue
        this.#seen.set(row.tag, expired)
        const local = this.#tags.get(row.tag) ?? {}
        // At start the table's times stand; later, a new expiry counts from now, so an answer read
        // here before this instance heard of it is expired too.
        const at = first ? expired : Math.max(expired, now)
        this.#tags.set(row.tag, {
          expired: Math.max(local.expired ?? 0, at),
          settled: Math.max(local.settled ?? 0, at + SETTLE_MS),
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
    const entries = tags.map((tag) => [tag, this.#tags.get(tag)?.expired ?? Date.now()])
    try {
      await query(
        `INSERT INTO cache_tags (tag, expired_at)
           SELECT * FROM unnest($1::text[], $2::numeric[])
         ON CONFLICT (tag) DO UPDATE SET
           expired_at = GREATEST(cache_tags.expired_at, excluded.expired_at),
           updated_at = now()`,
        [entries.map(([tag]) => tag), entries.map(([, at]) => at)],
      )
      // Our own write is not news to us.
      for (const [tag, at] of entries) this.#seen.set(tag, at)
    } catch (error) {
      console.error('[cache] sharing tag expiries failed:', error instanceof Error ? error.message : error)
    }
  }
}
