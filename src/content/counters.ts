import 'server-only'

import { expireTags } from '@/hooks/revalidate'

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
