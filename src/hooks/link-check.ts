/**
 * Before a document with rich text is saved, every link typed into it that leads into the site must
 * lead to a page: a fixed page, a published document, a programme's breakdown, a file, or an
 * address the redirects send on. Otherwise the editor is told which links lead nowhere, and nothing
 * is saved (a draft too: it is where the mistake is cheapest to fix).
 */
import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type PayloadRequest,
  type Where,
} from 'payload'

import { env } from '@/env'
import { redirectPath } from '@/lib/redirect-path'
import { sitePath, typedLinkUrls } from '@/lib/rich-text-links'
import { PAGED_COLLECTIONS, documentPath, isFixedPage, type PagedCollection } from '@/lib/routes'

const WITH_DRAFTS = new Set<PagedCollection>(['news', 'events', 'programmes', 'faculties'])

/** The collection and slug a document's address names, if it is one. */
function documentAt(path: string): { collection: PagedCollection; slug: string } | null {
  for (const collection of Object.keys(PAGED_COLLECTIONS) as PagedCollection[]) {
    const prefix = documentPath(collection, '')
    if (path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/'))
      return { collection, slug: path.slice(prefix.length) }
  }
  return null
}

async function leadsToAPage(req: PayloadRequest, path: string): Promise<boolean> {
  if (isFixedPage(path) || path.startsWith('/api/')) return true
  const doc = documentAt(path)
  const count = (collection: 'programmes' | PagedCollection | 'redirects', where: Where) =>
    req.payload.count({ collection, where, req }).then((r) => r.totalDocs > 0)
  if (doc) {
    const where: Where = { slug: { equals: doc.slug } }
    if (WITH_DRAFTS.has(doc.collection)) where._status = { equals: 'published' }
    if (await count(doc.collection, where)) return true
  }
  const code = /^\/breakdown\/([A-Za-z0-9-]+)$/.exec(path)?.[1]
  if (code && (await count('programmes', { code: { equals: code.toUpperCase() } }))) return true
  return count('redirects', { from: { equals: redirectPath(path) } })
}

const checkLinks =
  (fields: string[]): CollectionBeforeChangeHook =>
  async ({ data, req, collection }) => {
    const origins = [env.siteUrl, ...(env.publicUrl ? [env.publicUrl] : [])]
    const errors: Array<{ path: string; message: string }> = []
    for (const field of fields) {
      const broken: string[] = []
      for (const url of typedLinkUrls(data?.[field])) {
        const path = sitePath(url, origins)
        if (path && !(await leadsToAPage(req, path))) broken.push(url)
      }
      if (broken.length)
        errors.push({
          path: field,
          message: `Links to pages the site does not have: ${broken.join(', ')}. Correct or remove them, or add a redirect.`,
        })
    }
    if (errors.length) throw new ValidationError({ collection: collection.slug, errors })
    return data
  }

/** Adds the check to a collection with rich text fields at its top level (others are left as they are). */
export function withLinkCheck(config: CollectionConfig): CollectionConfig {
  const fields = config.fields.flatMap((f) => ('name' in f && f.type === 'richText' ? [f.name] : []))
  if (!fields.length) return config
  return {
    ...config,
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), checkLinks(fields)] },
  }
}
