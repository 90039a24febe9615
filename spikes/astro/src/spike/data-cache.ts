/**
 * Experiment only (SPIKE_DATA_CACHE=1): a page's reads kept for 60 s in this process, to see how much of
 * a page rendered at each request is the database (today's pages keep their reads: documentAnswer in
 * src/content/cache.ts). Off by default; no edit expires it.
 */
const kept = new Map<string, { at: number; value: Promise<unknown> }>()

export function keptFor<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (process.env.SPIKE_DATA_CACHE !== '1') return read()
  const hit = kept.get(key)
  if (hit && Date.now() - hit.at < 60_000) return hit.value as Promise<T>
  const value = read()
  kept.set(key, { at: Date.now(), value })
  return value
}
