import type { CollectionBeforeOperationHook, GlobalBeforeOperationHook } from 'payload'

type SaveArgs = { draft?: boolean; data?: unknown }

/** The save's arguments with `_status: 'published'` when it asks for no draft and gives no status. */
function publishedUnlessDraft<Args extends SaveArgs>(args: Args): Args {
  const data = args.data as Record<string, unknown> | undefined
  if (args.draft || !data || typeof data !== 'object' || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: 'published' } }
}

/**
 * For a collection given drafts after it had content (programmes, faculties): a document created
 * without asking for a draft is published, as every create was before. Payload's status field
 * starts as 'draft' otherwise, so a programme added by the seed, a bulk import or a script would be
 * hidden from visitors. The admin's "Save draft" asks for a draft and keeps one.
 */
export const publishByDefault: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'create' ? publishedUnlessDraft(args) : args

/** The same for a page global: saved without asking for a draft (the seed, a script), it is published. */
export const publishGlobalByDefault: GlobalBeforeOperationHook = ({ args, operation }) =>
  operation === 'update' && args ? publishedUnlessDraft(args as SaveArgs) : args
