/**
 * Pages and contract responses read through the data cache (src/content/cache.ts), which keeps each
 * answer under the tags of what it read. When an editor changes a document, these hooks expire the tags
 * that document feeds, so the change shows on the next request, on every instance
 * (packages/site-cache). Framework-free: the hooks run in whichever bundle saves, Next's (the admin,
 * Payload's REST, the scheduled publishing) or none (the seed, the scripts, the integration tests,
 * where nothing is cached and `tagExpiries()` is null).
 */
import { tagExpiries } from '@acu/site-cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

export function expireTags(tags: string[], context?: Record<string, unknown>) {
  if (context?.disableRevalidate) return
  // The expiry is local at once; telling the other instances (on PostgreSQL) needs no waiting for.
  void tagExpiries()?.expire(tags)
}

export function revalidateCollection(...tags: string[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, req }) => (expireTags(tags, req.context), doc)],
    afterDelete: [({ doc, req }) => (expireTags(tags, req.context), doc)],
  }
}

export function revalidateGlobal(...tags: string[]): GlobalAfterChangeHook[] {
  return [({ doc, req }) => (expireTags(tags, req.context), doc)]
}
