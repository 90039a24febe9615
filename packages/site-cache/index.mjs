/**
 * What the site's caches know, one copy per server process (docs/decisions/0039-public-pages-on-astro.md,
 * step 4). Two bundles load the site's code in one process, Next's (the admin, whose saves expire tags,
 * and the APIs) and Astro's (the pages), and each has its own copy of every module it bundles. This
 * package is never bundled (`serverExternalPackages` in next.config.ts, `ssr.external` in
 * astro.config.mjs): Node loads it once, and Next's cache handler, Next's bundle and Astro's bundle all
 * import that one copy. What one learns (an edit, a database failure, a last answer) the others see.
 */
import { ExpiryTable } from './expiry-table.mjs'

export { ExpiryTable }

/** How long after a failed query the database counts as failing. */
const OUTAGE_WINDOW_MS = 10_000
/** How many last answers are kept for when the database fails (the oldest is dropped first). */
const LAST_ANSWERS = 2_000

const expiries = new ExpiryTable()
let expiriesKept = false
let failedAt = 0
/** The last answer each query read from the database, by query and arguments, oldest first. */
const lastAnswers = new Map()

/**
 * When each tag expired, kept from now on: called by the store that hears of every edit (Next's
 * cache handler, src/cache-handler.mjs).
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

/** Keeps `value` as the last answer read for `key`. */
export function rememberAnswer(key, value) {
  lastAnswers.delete(key)
  lastAnswers.set(key, value)
  if (lastAnswers.size > LAST_ANSWERS) lastAnswers.delete(lastAnswers.keys().next().value)
}

/** A copy of the last answer read for `key` (as `value`), or null when there is none. */
export const lastAnswer = (key) => (lastAnswers.has(key) ? { value: structuredClone(lastAnswers.get(key)) } : null)
