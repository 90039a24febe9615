import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_texts" ADD COLUMN "library_location" varchar;
  ALTER TABLE "page_texts" ADD COLUMN "library_hours" varchar;
  ALTER TABLE "page_texts" ADD COLUMN "library_rules" varchar;
  ALTER TABLE "_page_texts_v" ADD COLUMN "version_library_location" varchar;
  ALTER TABLE "_page_texts_v" ADD COLUMN "version_library_hours" varchar;
  ALTER TABLE "_page_texts_v" ADD COLUMN "version_library_rules" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_texts" DROP COLUMN "library_location";
  ALTER TABLE "page_texts" DROP COLUMN "library_hours";
  ALTER TABLE "page_texts" DROP COLUMN "library_rules";
  ALTER TABLE "_page_texts_v" DROP COLUMN "version_library_location";
  ALTER TABLE "_page_texts_v" DROP COLUMN "version_library_hours";
  ALTER TABLE "_page_texts_v" DROP COLUMN "version_library_rules";`)
}
