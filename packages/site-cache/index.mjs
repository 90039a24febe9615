/**
 * What the site's caches know, one copy per server process (docs/decisions/0039-public-pages-on-astro.md,
 * step 4). Two bundles load the site's code in one process, Next's (the admin, whose saves expire tags,
 * and the APIs) and Astro's (the pages), and each has its own copy of every module it bundles. This
 * package is never bundled (`serverExternalPackages` in next.config.ts, `ssr.external` in
 * astro.config.mjs): Node loads it once, and Next's bundle and Astro's bundle both import that one
 * copy. What one learns (an edit, a database failure, an answer) the other sees.
 */
import { LRUCache } from 'lru-cache'

import { ExpiryTable, SETTLE_MS } from './expiry-table.mjs'

export { ExpiryTable, SETTLE_MS }

/** How long after a failed query the database counts as failing. */
const OUTAGE_WINDOW_MS = 10_000
/** How much the kept answers may hold, roughly, in bytes of their JSON (the least recently used go first). */
const ANSWER_BYTES = 64 * 1024 * 1024

const expiries = new ExpiryTable()
let expiriesKept = false
let failedAt = 0
/** The answer each query last read from the database, by query and arguments, and when that read began. */
const answers = new LRUCache({ maxSize: ANSWER_BYTES, sizeCalculation: (entry) => entry.bytes })

/**
 * When each tag expired, kept from now on: called by the server at start (scripts/server.mjs), in whose
 * process the admin's saves run their hooks, which expire their tags here (src/hooks/revalidate.ts).
 * Until then no answer is fresh: nothing would expire it.
 */
export function keepTagExpiries() {
  expiriesKept = true
  return expiries
}

/** When each tag expired, or null in a process where nothing hears of edits (scripts, tests). */
export const tagExpiries = () => (expiriesKept ? expiries : null)

/** Marks the moment a query failed: for OUTAGE_WINDOW_MS the caches hand out what they have. */
export function markDatabaseFailed() {
  failedAt = Date.now()
}

/** True within OUTAGE_WINDOW_MS of the last failed query. */
export const databaseFailing = () => Date.now() - failedAt < OUTAGE_WINDOW_MS

/** Keeps `value` as the answer read for `key` by a read that began at `readAt`. */
export function keepAnswer(key, value, readAt) {
  answers.set(key, { value, readAt, bytes: Math.max(1, JSON.stringify(value)?.length ?? 1) })
}

/**
 * A copy of the answer kept for `key` (as `value`) when it is still fresh: none of `tags` expired since
 * its read began, and it is younger than `maxAgeMs`. Null otherwise, and always while edits go unheard.
 */
export function freshAnswer(key, tags, maxAgeMs) {
  const entry = answers.get(key)
  if (!entry || !expiriesKept || Date.now() - entry.readAt >= maxAgeMs) return null
  return expiries.expiredSince(tags, entry.readAt) ? null : { value: structuredClone(entry.value) }
}

/** A copy of the last answer read for `key` (as `value`), fresh or not, or null: for when the database fails. */
export function lastAnswer(key) {
  const entry = answers.get(key)
  return entry ? { value: structuredClone(entry.value) } : null
}
