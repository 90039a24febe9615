/**
 * Writes the audit trail (src/collections/audit-entries.ts): a plugin, listed last, so it also
 * covers collections other plugins add (redirects). Every change a signed-in person makes is
 * recorded in the change's own transaction, so a change that fails leaves no entry and an entry
 * that cannot be written fails the change. The instances' internal state is not audited.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  Plugin,
  PayloadRequest,
} from 'payload'

import { changeSummary, fieldChanges } from '@/lib/audit-changes'
import { clientAddress } from '@/lib/client-address'

const UNAUDITED = new Set(['audit-entries', 'click-guard', 'login-guard', 'cache-tags', 'search-index', 'visit-counts'])

type Doc = Record<string, unknown>
type Entry = { action: 'create' | 'update' | 'delete'; target: string; doc: Doc; before?: Doc; title?: string }

async function record(req: PayloadRequest, { action, target, doc, before, title }: Entry) {
  const user = req.user as { id: number | string; email?: string; collection?: string } | null
  // The seed, scripts and the site's own bookkeeping: nobody to name.
  if (!user || user.collection !== 'users') return
  const changes = action === 'delete' ? [] : fieldChanges(before, doc)
  await req.payload.create({
    collection: 'audit-entries',
    data: {
      user: user.id as number,
      userEmail: user.email,
      action,
      target,
      documentId: doc.id === undefined ? undefined : String(doc.id),
      documentTitle: title?.slice(0, 200),
      summary: changeSummary(action, changes),
      changes,
      address: req.headers ? clientAddress(req.headers) : undefined,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

function titleOf(collection: CollectionConfig, doc: Doc): string | undefined {
  const field = collection.admin?.useAsTitle ?? 'id'
  const value = doc[field] ?? doc.title ?? doc.name
  return value === undefined || value === null ? undefined : String(value)
}

function withAudit(collection: CollectionConfig): CollectionConfig {
  if (UNAUDITED.has(collection.slug)) return collection
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const before = operation === 'create' ? undefined : (previousDoc as Doc)
    await record(req, { action: operation, target: collection.slug, doc, before, title: titleOf(collection, doc) })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await record(req, { action: 'delete', target: collection.slug, doc, title: titleOf(collection, doc) })
    return doc
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}

function withGlobalAudit(global: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const title = typeof global.label === 'string' ? global.label : global.slug
    await record(req, { action: 'update', target: `global:${global.slug}`, doc, before: previousDoc, title })
    return doc
  }
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterChange] } }
}

export const auditTrail: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(withAudit),
  globals: (config.globals ?? []).map(withGlobalAudit),
})
