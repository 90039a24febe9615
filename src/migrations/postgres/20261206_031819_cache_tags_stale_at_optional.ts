import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cache_tags" ALTER COLUMN "stale_at" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Rows written since the column went unused take their expiry, as the older code wrote them.
  await db.execute(sql`UPDATE "cache_tags" SET "stale_at" = "expired_at" WHERE "stale_at" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "cache_tags" ALTER COLUMN "stale_at" SET NOT NULL;`)
}
