import 'server-only'

import { unstable_cache } from 'next/cache'

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

export function cached<Args extends unknown[], Result>(
  name: string,
  tags: string[],
  query: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cachedQuery = unstable_cache(query, [name], { tags, revalidate: MAX_AGE_SECONDS })
  return async (...args) => {
    try {
      return await cachedQuery(...args)
    } catch (error) {
      // Outside a Next.js server (integration tests, scripts) there is no cache: read directly.
      if (error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing'))
        return query(...args)
      throw error
    }
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
