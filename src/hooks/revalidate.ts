/**
 * Pages and contract responses are cached by tag (see src/content/cache.ts).
 * When an editor changes a document, these hooks expire the tags that document
 * feeds, so the change shows on the next request.
 */
// A namespace import, as Next's old Pages Router required: Astro's module graph reaches these hooks
// through the Payload config too (its Payload instance only reads, so they never run there).
import * as nextCache from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * True inside the Next.js server, which sets NEXT_RUNTIME (a documented variable). The seed, the
 * scripts and the integration tests run the same hooks through Payload alone, with no cache to expire.
 */
const insideNext = () => Boolean(process.env.NEXT_RUNTIME)

export function expireTags(tags: string[], context?: Record<string, unknown>) {
  if (context?.disableRevalidate || !insideNext()) return
  for (const tag of tags) nextCache.revalidateTag(tag, { expire: 0 })
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
