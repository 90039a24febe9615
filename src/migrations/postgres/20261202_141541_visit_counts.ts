import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visit_counts_kind" AS ENUM('view', 'visit', 'referrer', 'search', 'search-empty', 'not-found', 'link', 'device', 'save-data', 'data-light', 'dropped');
  CREATE TABLE "visit_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" "enum_visit_counts_kind" NOT NULL,
  	"key" varchar NOT NULL,
  	"detail" varchar DEFAULT '',
  	"count" numeric NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_counts_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "visit_months_kept" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_visit_months_kept" numeric DEFAULT 25 NOT NULL;
  CREATE INDEX "visit_counts_day_idx" ON "visit_counts" USING btree ("day");
  CREATE UNIQUE INDEX "day_kind_key_detail_idx" ON "visit_counts" USING btree ("day","kind","key","detail");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_counts_fk" FOREIGN KEY ("visit_counts_id") REFERENCES "public"."visit_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visit_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_visit_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_counts_id";
  ALTER TABLE "site_settings" DROP COLUMN "visit_months_kept";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_visit_months_kept";
  DROP TYPE "public"."enum_visit_counts_kind";`)
}
