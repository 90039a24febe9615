import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "click_guard" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"at" numeric NOT NULL,
  	"calls" numeric DEFAULT 0 NOT NULL,
  	"expires_at" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cache_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar NOT NULL,
  	"stale_at" numeric NOT NULL,
  	"expired_at" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "click_guard_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cache_tags_id" integer;
  CREATE UNIQUE INDEX "click_guard_key_idx" ON "click_guard" USING btree ("key");
  CREATE INDEX "click_guard_expires_at_idx" ON "click_guard" USING btree ("expires_at");
  CREATE INDEX "click_guard_updated_at_idx" ON "click_guard" USING btree ("updated_at");
  CREATE INDEX "click_guard_created_at_idx" ON "click_guard" USING btree ("created_at");
  CREATE UNIQUE INDEX "cache_tags_tag_idx" ON "cache_tags" USING btree ("tag");
  CREATE INDEX "cache_tags_updated_at_idx" ON "cache_tags" USING btree ("updated_at");
  CREATE INDEX "cache_tags_created_at_idx" ON "cache_tags" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_click_guard_fk" FOREIGN KEY ("click_guard_id") REFERENCES "public"."click_guard"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cache_tags_fk" FOREIGN KEY ("cache_tags_id") REFERENCES "public"."cache_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_click_guard_id_idx" ON "payload_locked_documents_rels" USING btree ("click_guard_id");
  CREATE INDEX "payload_locked_documents_rels_cache_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("cache_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "click_guard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cache_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "click_guard" CASCADE;
  DROP TABLE "cache_tags" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_click_guard_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cache_tags_fk";
  
  DROP INDEX "payload_locked_documents_rels_click_guard_id_idx";
  DROP INDEX "payload_locked_documents_rels_cache_tags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "click_guard_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cache_tags_id";`)
}
