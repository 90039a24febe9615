import 'server-only'

import { sql } from '@payloadcms/db-sqlite'

import { expireTags } from '@/hooks/revalidate'

import { payloadClient } from './payload'

export type CounterKind = 'view' | 'download'
export type PublicationCounts = { EntryID: number; ViewCount: number; DownloadCount: number }

type Row = { id: number | string; view_count: number | string | null; download_count: number | string | null }

const toCounts = (row: Row): PublicationCounts => ({
  EntryID: Number(row.id),
  ViewCount: Number(row.view_count ?? 0),
  DownloadCount: Number(row.download_count ?? 0),
})

/**
 * Adds one to a publication's view or download count in a single UPDATE, so
 * concurrent clicks never overwrite each other. Null when there is no such publication.
 */
export async function incrementPublicationCount(id: number, kind: CounterKind): Promise<PublicationCounts | null> {
  const payload = await payloadClient()
  const column = sql.raw(kind === 'view' ? 'view_count' : 'download_count')
  const statement = sql`UPDATE publications SET ${column} = COALESCE(${column}, 0) + 1 WHERE id = ${id}
    RETURNING id, view_count, download_count`
  // The drizzle instance differs by adapter: libsql answers rows from all(), node-postgres from execute().
  const db = payload.db as unknown as {
    name: string
    drizzle: { all?: (q: unknown) => Promise<Row[]>; execute?: (q: unknown) => Promise<{ rows: Row[] }> }
  }
  const rows = db.name === 'postgres' ? (await db.drizzle.execute!(statement)).rows : await db.drizzle.all!(statement)
  if (!rows[0]) return null
  expireTags(['publications'])
  return toCounts(rows[0])
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
