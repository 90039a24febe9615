import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('create', 'update', 'delete');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'faculty-editor';
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"action" "enum_audit_entries_action" NOT NULL,
  	"target" varchar NOT NULL,
  	"document_id" varchar,
  	"document_title" varchar,
  	"summary" varchar,
  	"changes" jsonb,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "faculty_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_faculty_id" integer;
  ALTER TABLE "users" ADD COLUMN "faculty_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" integer;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id");
  CREATE INDEX "audit_entries_user_email_idx" ON "audit_entries" USING btree ("user_email");
  CREATE INDEX "audit_entries_target_idx" ON "audit_entries" USING btree ("target");
  CREATE INDEX "audit_entries_document_id_idx" ON "audit_entries" USING btree ("document_id");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "events" ADD CONSTRAINT "events_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_faculty_idx" ON "events" USING btree ("faculty_id");
  CREATE INDEX "_events_v_version_version_faculty_idx" ON "_events_v" USING btree ("version_faculty_id");
  CREATE INDEX "users_faculty_idx" ON "users" USING btree ("faculty_id");
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");`)
  // The search index is filled again by a later migration (admission_steps), the latest to change a
  // searched collection: it reads with the current collection config.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_entries" CASCADE;
  ALTER TABLE "events" DROP CONSTRAINT "events_faculty_id_faculties_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_faculty_id_faculties_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_faculty_id_faculties_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "events_faculty_idx";
  DROP INDEX "_events_v_version_version_faculty_idx";
  DROP INDEX "users_faculty_idx";
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "events" DROP COLUMN "faculty_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_faculty_id";
  ALTER TABLE "users" DROP COLUMN "faculty_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";
  DROP TYPE "public"."enum_audit_entries_action";`)
}
