import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'
import { rebuildSearchIndex } from '../../hooks/search-index'

// Fill the search index from the content already in the database (none yet in a fresh one), with the
// kinds the previous migration added. A migration of its own: PostgreSQL may use a new enum value only
// once the transaction that added it has committed. It reads with the current collection config, so it
// belongs to the latest migration that changes a searched collection: should a later migration change
// one, move this call there.
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await rebuildSearchIndex(payload, req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the previous migration's down removes the entries of the new kinds.
}
