import '@/server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { databaseFailing, freshAnswer, keepAnswer, lastAnswer, markDatabaseFailed, tagExpiries } from '@acu/site-cache'

/**
 * The data cache: each content query's answer, kept under the tags of the collections and globals it
 * reads until one of them expires. The collections' afterChange hooks expire those tags
 * (src/hooks/revalidate.ts), so a visit costs no query an edit has not made necessary, and an edit
 * shows on the next request. The answers and the
 * tags' expiries are kept in `@acu/site-cache`, one copy per process: an Astro page and an API answer
 * that ask the same query share its answer, and an edit saved through Next's admin expires both.
 */

/**
 * Tags expire the moment an editor saves, but a read already under way can still keep what it read
 * before the save. Every answer is also read again after this long, which bounds that window.
 */
export const MAX_AGE_SECONDS = 300

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Set while a preview (src/astro/pages/preview) reads a page's content: see `readForPreview`. */
const previewRead = new AsyncLocalStorage<true>()

/**
 * Reads a page's content as its drafts would show it: every query goes to the database, past every
 * cache (a draft must never be kept where a visitor's page could be made from it), and
 * `payloadClient` reads the latest version of each document and global, draft or published.
 */
export function readForPreview<Result>(read: () => Promise<Result>): Promise<Result> {
  return previewRead.run(true, read)
}

/** True inside `readForPreview`. */
export const isPreviewRead = (): boolean => previewRead.getStore() === true

/**
 * `query` through the data cache, as `name` with its arguments: the answer kept for the same arguments
 * while none of `tags` expired since it was read and it is younger than MAX_AGE_SECONDS; otherwise read
 * from the database. When the database fails, the last answer read, fresh or not; only a query never
 * answered fails. Outside the server (scripts, integration tests), where nothing hears of edits, every
 * call reads the database, and a failure fails.
 */
export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    if (isPreviewRead()) return query(...args)
    return answer(name, `${name}\u0000${JSON.stringify(args)}`, tags, () => query(...args))
  }
}

async function answer<Result>(name: string, key: string, tags: string[], read: () => Promise<Result>): Promise<Result> {
  const expiries = tagExpiries()
  // Outside the server nothing would expire an answer, and a failure is the caller's to see.
  if (!expiries) return read()
  // Other instances' edits (PostgreSQL), at most once a second and never while the database fails.
  await expiries.sync(databaseFailing())
  const fresh = freshAnswer(key, tags, MAX_AGE_SECONDS * 1000)
  if (fresh) return fresh.value as Result
  const readAt = Date.now()
  try {
    const value = await read()
    keepAnswer(key, value, readAt)
    return structuredClone(value)
  } catch (error) {
    markDatabaseFailed()
    const last = lastAnswer(key)
    if (!last) throw error
    console.error(`[content] ${name}: the database failed; answering with the last answer read.`, errorText(error))
    return last.value as Result
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
