import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

// This migration filled the search index once; the filling reads with the current collection config, so
// it moved to the latest migration that changes a searched collection (faculty_editors_and_audit: events
// gained a faculty). Kept, empty, as databases have it on record.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the previous migration's down removes the entries of the new kinds.
}
