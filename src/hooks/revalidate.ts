/**
 * Pages and contract responses are cached by tag (see src/content/cache.ts).
 * When an editor changes a document, these hooks expire the tags that document
 * feeds, so the change shows on the next request.
 */
import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

export function expireTags(tags: string[], context?: Record<string, unknown>) {
  // The seed and scripts run outside Next.js: there is no cache to expire.
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error) || !/static generation store|outside a request scope/i.test(error.message))
        throw error
    }
  }
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
