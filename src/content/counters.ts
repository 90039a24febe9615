import '@/server-only'

import { expireTags } from '@/hooks/revalidate'
import { CLICK_RULES, type ClickStore } from '@/lib/click-guard'

import { countInWindow, deleteExpired, errorText, runSql } from './guard-tables'
import { payloadClient } from './payload'

export type CounterKind = 'view' | 'download'
/** How often a publication's file was viewed and downloaded from its author's profile (as PublicationView says). */
export type PublicationCounts = { id: number; views: number; downloads: number }

/**
 * Adds one to a publication's view or download count in a single `UPDATE … SET count = count + 1 …
 * RETURNING` (Payload's atomic `$inc`), so concurrent clicks are never lost or counted twice. Null
 * when there is no such publication.
 */
export async function incrementPublicationCount(id: number, kind: CounterKind): Promise<PublicationCounts | null> {
  const payload = await payloadClient()
  const field = kind === 'view' ? 'viewCount' : 'downloadCount'
  const doc = (await payload.db.updateOne({
    collection: 'publications',
    where: { id: { equals: id } },
    data: { [field]: { $inc: 1 } },
    options: { atomic: true },
  })) as { id: number; viewCount?: number | null; downloadCount?: number | null } | null
  if (!doc) return null
  expireTags(['publications'])
  return { id: Number(doc.id), views: Number(doc.viewCount ?? 0), downloads: Number(doc.downloadCount ?? 0) }
}

export async function getPublicationCounts(id: number): Promise<PublicationCounts | null> {
  const payload = await payloadClient()
  const publication = await payload.findByID({ collection: 'publications', id, depth: 0, disableErrors: true })
  if (!publication) return null
  return { id: publication.id, views: publication.viewCount ?? 0, downloads: publication.downloadCount ?? 0 }
}

let lastCleanUp = 0

/**
 * Deletes the expired entries, at most once a minute per process, after a call (not awaited by it);
 * then, when a flood of made-up addresses left more live entries than the cap, the oldest beyond it.
 * So the table holds at most the entries of the last ten minutes, and never many more than the cap.
 */
function cleanUpSoon(now: number) {
  if (now - lastCleanUp < CLICK_RULES.cleanupEveryMs) return
  lastCleanUp = now
  void (async () => deleteExpired(await payloadClient(), 'click_guard', now, CLICK_RULES.maxEntries))().catch((error) =>
    console.error('[counters] cleaning the click guard failed:', errorText(error)),
  )
}

/** Runs one SQL statement with the site's Payload instance. */
const rows = async (statement: Parameters<typeof runSql>[1]) => runSql(await payloadClient(), statement)

/**
 * The counters' guard state in the database, shared by every instance: each operation is one
 * INSERT … ON CONFLICT (key) DO UPDATE … RETURNING on the unique key, which both databases run
 * atomically, so two instances answering the same client at once still count it once.
 */
export const databaseClickStore: ClickStore = {
  async countCall(key, now, cutoff, expiresAt) {
    cleanUpSoon(now)
    return countInWindow(await payloadClient(), 'click_guard', key, now, cutoff, expiresAt)
  },
  async claim(key, now, cutoff, expiresAt) {
    const claimed = await rows(
      (sql) => sql`INSERT INTO click_guard (key, at, calls, expires_at) VALUES (${key}, ${now}, 0, ${expiresAt})
        ON CONFLICT (key) DO UPDATE SET at = excluded.at, expires_at = excluded.expires_at
        WHERE click_guard.at <= ${cutoff}
        RETURNING id`,
    )
    return claimed.length > 0
  },
  async release(key, at) {
    await rows((sql) => sql`DELETE FROM click_guard WHERE key = ${key} AND at = ${at}`)
  },
}
