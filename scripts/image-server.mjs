/**
 * The image optimiser (`/_next/image`) in the production server: it is handed only the requests the
 * site's pages make (src/lib/image-request.mjs), and its disk cache is kept young.
 *
 * Next bounds the cache's size itself (next.config.ts, `images.maximumDiskCacheSize`: the least
 * recently used entries go first) but never removes an entry for its age: the variants of a picture
 * deleted or replaced in the admin would stay until the size bound pushes them out. Each entry is a
 * folder Next writes anew whenever it makes the picture again (an entry in use is remade when its
 * `minimumCacheTTL` has passed), so a folder untouched for MAX_AGE_MS is one nobody asked for.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { isImageRequest, refuseImageRequest } from '../src/lib/image-request.mjs'

export { isImageRequest }

/** Entries unused this long are removed. */
export const MAX_AGE_MS = 7 * 24 * 3600_000
const SWEEP_EVERY_MS = 3600_000

/** Answers a request the optimiser must not see; false when Next may answer it. */
export function refuseImage(req, res) {
  const refusal = refuseImageRequest(req.url ?? '/')
  if (!refusal) return false
  res.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(refusal.message)
  return true
}

/** Removes the cache entries (folders) of `dir` last written before `now - maxAgeMs`; returns how many. */
export async function sweepImageCache(dir, maxAgeMs = MAX_AGE_MS, now = Date.now()) {
  const names = await fs.readdir(dir).catch(() => [])
  let removed = 0
  for (const name of names) {
    const entry = path.join(dir, name)
    const stat = await fs.stat(entry).catch(() => null)
    if (!stat || now - stat.mtimeMs <= maxAgeMs) continue
    await fs.rm(entry, { recursive: true, force: true })
    removed++
  }
  return removed
}

/** Sweeps the cache now and every hour while the server runs. */
export function keepImageCacheYoung(dir) {
  const sweep = () =>
    sweepImageCache(dir).catch((error) => console.error('[images] sweeping the cache failed:', error?.message ?? error))
  void sweep()
  setInterval(sweep, SWEEP_EVERY_MS).unref()
}
