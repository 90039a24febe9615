import '@/server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { unstable_cache } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'

/**
 * Caches a content query under the tags of the collections and globals it
 * reads. The collections' afterChange hooks expire those tags
 * (src/hooks/revalidate.ts), so a normal visit never touches the database and
 * an edit shows on the next request.
 */
/**
 * Tags expire the moment an editor saves, but a render already under way can still store what it read
 * before the save. Every entry is also refreshed after this long, which bounds that window.
 */
export const MAX_AGE_SECONDS = 300

/** How many last good answers are kept for when the database fails (the oldest is dropped first). */
const LAST_GOOD_ENTRIES = 2_000

/**
 * The last answer each cached query read from the database, by query and arguments, in this server
 * process: the answer of last resort when the database fails and the cache holds nothing for the query.
 */
const lastGood = new Map<string, unknown>()

function remember(key: string, value: unknown) {
  lastGood.delete(key)
  lastGood.set(key, value)
  if (lastGood.size > LAST_GOOD_ENTRIES) lastGood.delete(lastGood.keys().next().value as string)
}

/**
 * Marks the moment a query failed. For a few seconds after, src/cache-handler.mjs hands out the
 * cache entries an edit expired instead of asking the database again, and stores no rendered page.
 */
function markDatabaseFailed() {
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('acu.content.databaseFailedAt')] = Date.now()
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * When the database fails, visitors keep the last content: the cached answer, even one an edit
 * expired (src/cache-handler.mjs), else the last answer this process read; only a query never
 * answered fails.
 */
/** Set while a document page (src/pages) reads its content: see `readForDocument`. */
const documentRead = new AsyncLocalStorage<true>()

/**
 * Reads a document page's content straight from the database, not through the query cache: the stored
 * document is the cache (src/cache-handler.mjs), and the Pages Router renders outside the request
 * context `unstable_cache` is made for. When the database fails, each query still falls back to the
 * last answer this process read.
 */
export function readForDocument<Result>(read: () => Promise<Result>): Promise<Result> {
  return documentRead.run(true, read)
}

export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const keyOf = (args: Args) => `${name}\u0000${JSON.stringify(args)}`
  // Runs only when the cache has no fresh answer, so the hot path (a cache hit) remembers nothing.
  const tracked = async (...args: Args) => {
    try {
      const result = await query(...args)
      remember(keyOf(args), result)
      return result
    } catch (error) {
      unstable_rethrow(error)
      markDatabaseFailed()
      throw error
    }
  }
  const cachedQuery = unstable_cache(tracked, [name], { tags, revalidate: MAX_AGE_SECONDS })
  return async (...args) => {
    // Outside the Next.js server (integration tests, scripts), which sets NEXT_RUNTIME, there is no cache: read directly.
    if (!process.env.NEXT_RUNTIME) return query(...args)
    if (documentRead.getStore()) return lastGoodOnFailure(name, keyOf(args), () => tracked(...args))
    try {
      return await cachedQuery(...args)
    } catch (error) {
      // Next's own signals (not found, redirect, dynamic rendering) are not failures.
      unstable_rethrow(error)
      markDatabaseFailed()
      console.error(`[content] ${name}: the database failed; answering from the cache.`, errorText(error))
      try {
        // Now that the failure is marked, the cache gives out the entry an edit expired, if any.
        return await cachedQuery(...args)
      } catch {
        const key = keyOf(args)
        if (lastGood.has(key)) return structuredClone(lastGood.get(key)) as Result
        throw error
      }
    }
  }
}

/** The query's answer, or when the database fails the last answer this process read for it. */
async function lastGoodOnFailure<Result>(name: string, key: string, read: () => Promise<Result>): Promise<Result> {
  try {
    return await read()
  } catch (error) {
    if (!lastGood.has(key)) throw error
    console.error(`[content] ${name}: the database failed; answering with the last answer read.`, errorText(error))
    return structuredClone(lastGood.get(key)) as Result
  }
}

/**
 * A cached query by key that first looks the key up among the keys that exist (itself a cached
 * list), so an unknown key, which anyone on the web can make up, is answered with `missing` and
 * never becomes a cache entry (docs/decisions/0007-never-cache-a-not-found.md).
 */
export function cachedForKnownKey<Result, Missing>(
  knownKeys: () => Promise<ReadonlySet<string>>,
  query: (key: string) => Promise<Result>,
  missing: Missing,
): (key: string) => Promise<Result | Missing> {
  return async (key) => ((await knownKeys()).has(key) ? query(key) : missing)
}
