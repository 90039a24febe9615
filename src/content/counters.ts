import 'server-only'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'

import { expireTags } from '@/hooks/revalidate'
import { CLICK_RULES, excessEntries, type ClickStore } from '@/lib/click-guard'

import { payloadClient } from './payload'

export type CounterKind = 'view' | 'download'
export type PublicationCounts = { EntryID: number; ViewCount: number; DownloadCount: number }

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
  return {
    EntryID: Number(doc.id),
    ViewCount: Number(doc.viewCount ?? 0),
    DownloadCount: Number(doc.downloadCount ?? 0),
  }
}

export async function getPublicationCounts(id: number): Promise<PublicationCounts | null> {
  const payload = await payloadClient()
  const publication = await payload.findByID({ collection: 'publications', id, depth: 0, disableErrors: true })
  if (!publication) return null
  return {
    EntryID: publication.id,
    ViewCount: publication.viewCount ?? 0,
    DownloadCount: publication.downloadCount ?? 0,
  }
}

type Row = Record<string, unknown>
type SQL = ReturnType<typeof sqliteSql>

/** Runs one SQL statement on either database and answers its rows. */
async function rows(statement: (sql: typeof sqliteSql) => SQL): Promise<Row[]> {
  const payload = await payloadClient()
  const db = payload.db as unknown as {
    name: string
    drizzle: unknown
    execute: (args: { drizzle: unknown; sql: SQL }) => Promise<{ rows?: Row[] }>
  }
  const sql = db.name === 'postgres' ? (postgresSql as unknown as typeof sqliteSql) : sqliteSql
  const result = await db.execute({ drizzle: db.drizzle, sql: statement(sql) })
  return result.rows ?? []
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
  void (async () => {
    await rows((sql) => sql`DELETE FROM click_guard WHERE expires_at <= ${now}`)
    const [{ n }] = await rows((sql) => sql`SELECT count(*) AS n FROM click_guard`)
    const excess = excessEntries(Number(n), CLICK_RULES.maxEntries)
    if (excess > 0)
      await rows(
        (sql) =>
          sql`DELETE FROM click_guard WHERE id IN (SELECT id FROM click_guard ORDER BY expires_at LIMIT ${excess})`,
      )
  })().catch((error) => console.error('[counters] cleaning the click guard failed:', errorText(error)))
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The counters' guard state in the database, shared by every instance: each operation is one
 * INSERT … ON CONFLICT (key) DO UPDATE … RETURNING on the unique key, which both databases run
 * atomically, so two instances answering the same client at once still count it once.
 */
export const databaseClickStore: ClickStore = {
  async countCall(key, now, cutoff, expiresAt) {
    cleanUpSoon(now)
    const [row] = await rows(
      (sql) => sql`INSERT INTO click_guard (key, at, calls, expires_at) VALUES (${key}, ${now}, 1, ${expiresAt})
        ON CONFLICT (key) DO UPDATE SET
          calls = CASE WHEN click_guard.at <= ${cutoff} THEN 1 ELSE click_guard.calls + 1 END,
          at = CASE WHEN click_guard.at <= ${cutoff} THEN excluded.at ELSE click_guard.at END,
          expires_at = CASE WHEN click_guard.at <= ${cutoff} THEN excluded.expires_at ELSE click_guard.expires_at END
        RETURNING at, calls`,
    )
    return { at: Number(row.at), calls: Number(row.calls) }
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
