/**
 * Guards on Payload's own REST API (/api/<collection>), added to every collection in
 * src/payload.config.ts:
 * - documents are numbered (SQLite and PostgreSQL both), so /api/programmes/abc can never match
 *   one; Payload would pass the text to the database, which fails and answers 500: this answers 404;
 * - anonymous callers read at most 100 documents a request, at most 2 relations deep, so nobody can
 *   ask the server for the whole database in one go. Signed-in editors and the site's own code
 *   (Payload's local API) are not limited.
 */
import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 2

const guardRestCalls: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const call = args as { id?: unknown; limit?: number; depth?: number; pagination?: boolean }
  if (call.id !== undefined && call.id !== null && !/^\d{1,15}$/.test(String(call.id))) throw new NotFound(req.t)
  if (operation === 'read' && req.payloadAPI === 'REST' && !req.user) {
    if (call.pagination === false) call.pagination = true
    if (!(typeof call.limit === 'number' && call.limit > 0 && call.limit <= ANONYMOUS_MAX_LIMIT))
      call.limit = Math.min(call.limit || 10, ANONYMOUS_MAX_LIMIT)
    if (typeof call.depth !== 'number' || call.depth > ANONYMOUS_MAX_DEPTH)
      call.depth = Math.min(call.depth ?? ANONYMOUS_MAX_DEPTH, ANONYMOUS_MAX_DEPTH)
  }
  return args
}

export function withRestGuards(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [guardRestCalls, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
