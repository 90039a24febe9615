/**
 * Documents are numbered (SQLite and PostgreSQL both): an address such as /api/programmes/abc can
 * never match one. Payload would pass the text to the database, which fails and answers 500; this
 * answers 404 before that. Added to every collection in src/payload.config.ts.
 */
import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

const onlyNumericIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && id !== null && !/^\d{1,15}$/.test(String(id))) throw new NotFound(req.t)
  return args
}

export function withNumericIds(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [onlyNumericIds, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
