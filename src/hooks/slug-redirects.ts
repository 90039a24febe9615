/**
 * When a published page's slug changes, its old address redirects to the document (and so to its
 * new address, whatever it becomes later: no chains), and a redirect from the new address, if one
 * was left from before, is removed, since that address is a live page again (no loops).
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import type { Redirect } from '@/payload-types'
import { documentPath, PAGED_COLLECTIONS, type PagedCollection } from '@/lib/routes'

type WithSlug = { id?: number | string; slug?: string; _status?: string }

const oldSlugKey = (collection: string, id: unknown) => `slug-redirects:${collection}:${String(id)}`

/**
 * The published slug before this save. Without drafts that is the stored document; with drafts the
 * latest version may be a draft saved beside the published page, so the published one is read.
 */
const rememberPublishedSlug =
  (collection: PagedCollection, hasDrafts: boolean): CollectionBeforeChangeHook =>
  async ({ operation, originalDoc, req }) => {
    const original = originalDoc as WithSlug | undefined
    if (operation !== 'update' || !original?.id) return
    const published = hasDrafts
      ? ((await req.payload
          .findByID({
            collection,
            id: original.id,
            depth: 0,
            draft: false,
            req,
            overrideAccess: true,
            disableErrors: true,
          })
          .catch(() => null)) as WithSlug | null)
      : original
    // On req.context, not the hook's `context`: a nested Local API call with `req` gives the request
    // a new context object (the old one's keys copied), and afterChange reads the request's.
    if (published?.slug && published._status !== 'draft')
      req.context[oldSlugKey(collection, original.id)] = published.slug
  }

const writeRedirect =
  (collection: PagedCollection): CollectionAfterChangeHook =>
  async ({ doc, req, context }) => {
    const now = doc as WithSlug
    const oldSlug = context[oldSlugKey(collection, now.id)]
    if (typeof oldSlug !== 'string' || !now.slug || now._status === 'draft' || oldSlug === now.slug) return doc
    const from = documentPath(collection, oldSlug)
    // One collection of several: the generated types cannot say which, so the union is asserted.
    const to = { type: 'reference', reference: { relationTo: collection, value: Number(now.id) } } as Redirect['to']
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      req,
    })
    if (existing.docs[0]) {
      await req.payload.update({
        collection: 'redirects',
        id: existing.docs[0].id,
        data: { to },
        req,
        overrideAccess: true,
      })
    } else {
      await req.payload.create({ collection: 'redirects', data: { from, to }, req, overrideAccess: true })
    }
    await req.payload.delete({
      collection: 'redirects',
      where: { from: { equals: documentPath(collection, now.slug) } },
      req,
      overrideAccess: true,
    })
    return doc
  }

/** Adds the two hooks to a collection whose documents have pages of their own (others are left as they are). */
export function withSlugRedirects(config: CollectionConfig): CollectionConfig {
  if (!(config.slug in PAGED_COLLECTIONS)) return config
  const collection = config.slug as PagedCollection
  const hasDrafts = typeof config.versions === 'object' && Boolean(config.versions.drafts)
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), rememberPublishedSlug(collection, hasDrafts)],
      afterChange: [...(config.hooks?.afterChange ?? []), writeRedirect(collection)],
    },
  }
}
