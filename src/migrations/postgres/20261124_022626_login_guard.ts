import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "login_guard" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"at" numeric NOT NULL,
  	"calls" numeric DEFAULT 0 NOT NULL,
  	"expires_at" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_guard_id" integer;
  CREATE UNIQUE INDEX "login_guard_key_idx" ON "login_guard" USING btree ("key");
  CREATE INDEX "login_guard_expires_at_idx" ON "login_guard" USING btree ("expires_at");
  CREATE INDEX "login_guard_updated_at_idx" ON "login_guard" USING btree ("updated_at");
  CREATE INDEX "login_guard_created_at_idx" ON "login_guard" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_guard_fk" FOREIGN KEY ("login_guard_id") REFERENCES "public"."login_guard"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_login_guard_id_idx" ON "payload_locked_documents_rels" USING btree ("login_guard_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "login_guard" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "login_guard" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_guard_fk";
  
  DROP INDEX "payload_locked_documents_rels_login_guard_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_guard_id";`)
}
