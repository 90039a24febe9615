import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_index_kind" ADD VALUE 'leadership' BEFORE 'news';
  ALTER TYPE "public"."enum_search_index_kind" ADD VALUE 'scholarship';
  ALTER TYPE "public"."enum_search_index_kind" ADD VALUE 'fee';
  ALTER TYPE "public"."enum_search_index_kind" ADD VALUE 'calendar';
  ALTER TYPE "public"."enum_search_index_kind" ADD VALUE 'portal';
  CREATE TABLE "search_settings_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"terms" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "search_settings_synonyms" ADD CONSTRAINT "search_settings_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_settings_synonyms_order_idx" ON "search_settings_synonyms" USING btree ("_order");
  CREATE INDEX "search_settings_synonyms_parent_id_idx" ON "search_settings_synonyms" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The entries of the new kinds first: the old type has no value for them.
  await db.execute(sql`
   DELETE FROM "search_index" WHERE "kind" IN ('leadership', 'scholarship', 'fee', 'calendar', 'portal');
  DROP TABLE "search_settings_synonyms" CASCADE;
  DROP TABLE "search_settings" CASCADE;
  ALTER TABLE "search_index" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_index_kind";
  CREATE TYPE "public"."enum_search_index_kind" AS ENUM('programme', 'faculty', 'department', 'staff', 'news', 'event');
  ALTER TABLE "search_index" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_search_index_kind" USING "kind"::"public"."enum_search_index_kind";`)
}
