import '@/server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { databaseFailing, lastAnswer, markDatabaseFailed, rememberAnswer, tagExpiries } from '@acu/site-cache'
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

/** How many answers document pages read are kept (the least recently used is dropped first). */
const DOCUMENT_ANSWERS = 2_000

/*
 * What the caches know in this process (`@acu/site-cache`, one copy for Next's bundle and Astro's):
 * when each tag expired, when the database last failed, and the last answer each query read, the
 * answer of last resort when the database fails and the cache holds nothing for the query. While the
 * database fails, src/cache-handler.mjs hands out the entries an edit expired instead of asking the
 * database again, and stores no rendered page.
 */

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * When the database fails, visitors keep the last content: the cached answer, even one an edit
 * expired (src/cache-handler.mjs), else the last answer this process read; only a query never
 * answered fails.
 */
/** Set while a document page (src/astro/pages) reads its content: see `readForDocument`. */
const documentRead = new AsyncLocalStorage<true>()

/**
 * Reads a document page's content, not through the query cache: Astro's pages render outside the
 * request context `unstable_cache` is made for. Each query's answer is kept in this process until one
 * of its tags expires (`documentAnswer`), so a page rendered at each request does not query again what
 * no edit changed. When the database fails, each query still falls back to the last answer this
 * process read.
 */
export function readForDocument<Result>(read: () => Promise<Result>): Promise<Result> {
  return documentRead.run(true, read)
}

/** Set while a preview (src/astro/pages/preview) reads a page's content: see `readForPreview`. */
const previewRead = new AsyncLocalStorage<true>()

/**
 * Reads a page's content as its drafts would show it: every query goes to the database, past every
 * cache (a draft must never be stored where a visitor's page could be made from it), and
 * `payloadClient` reads the latest version of each document and global, draft or published.
 */
export function readForPreview<Result>(read: () => Promise<Result>): Promise<Result> {
  return previewRead.run(true, read)
}

/** True inside `readForPreview`. */
export const isPreviewRead = (): boolean => previewRead.getStore() === true

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
      rememberAnswer(keyOf(args), result)
      return result
    } catch (error) {
      unstable_rethrow(error)
      markDatabaseFailed()
      throw error
    }
  }
  const cachedQuery = unstable_cache(tracked, [name], { tags, revalidate: MAX_AGE_SECONDS })
  return async (...args) => {
    if (isPreviewRead()) return query(...args)
    // A page read outside Next's request context: a Next document page, or a page Astro renders (Astro's
    // build is no Next bundle: NEXT_RUNTIME, below, is not set in it).
    if (documentRead.getStore()) return documentAnswer(name, keyOf(args), tags, () => tracked(...args))
    // Outside the Next.js server (integration tests, scripts), which sets NEXT_RUNTIME, there is no cache: read directly.
    if (!process.env.NEXT_RUNTIME) return query(...args)
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
        const last = lastAnswer(keyOf(args))
        if (last) return last.value as Result
        throw error
      }
    }
  }
}

/** A query's answer as a document page read it, and when the read began. */
type DocumentEntry = { value: unknown; readAt: number }
/** Answers document pages read, by query and arguments, least recently used first. */
const documentAnswers = new Map<string, DocumentEntry>()

/**
 * A document page's query (`readForDocument`): the answer read for an earlier page when none of the
 * query's tags expired since that read began (an edit expires them, on every instance: the cache
 * handler keeps when) and it is younger than MAX_AGE_SECONDS; otherwise read from the database, and
 * when the database fails the last answer this process read. Pages rendered at each request (a
 * story, a search) then cost no query an edit has not made necessary. Without the cache handler's
 * expiries (a process that did not load it), every read goes to the database.
 */
async function documentAnswer<Result>(
  name: string,
  key: string,
  tags: string[],
  read: () => Promise<Result>,
): Promise<Result> {
  const expiries = tagExpiries()
  if (!expiries) return lastGoodOnFailure(name, key, read)
  await expiries.sync(databaseFailing())
  const known = documentAnswers.get(key)
  if (known && Date.now() - known.readAt < MAX_AGE_SECONDS * 1000 && !expiries.expiredSince(tags, known.readAt)) {
    documentAnswers.delete(key)
    documentAnswers.set(key, known)
    return structuredClone(known.value) as Result
  }
  const readAt = Date.now()
  const value = await lastGoodOnFailure(name, key, read)
  documentAnswers.delete(key)
  documentAnswers.set(key, { value, readAt })
  if (documentAnswers.size > DOCUMENT_ANSWERS) documentAnswers.delete(documentAnswers.keys().next().value as string)
  return structuredClone(value)
}

/** The query's answer, or when the database fails the last answer this process read for it. */
async function lastGoodOnFailure<Result>(name: string, key: string, read: () => Promise<Result>): Promise<Result> {
  try {
    return await read()
  } catch (error) {
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
