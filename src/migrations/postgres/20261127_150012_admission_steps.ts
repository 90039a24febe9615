import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admission_steps_kind" AS ENUM('applications-open', 'applications-close', 'post-utme-screening', 'admission-list', 'acceptance-deadline', 'caps-acceptance', 'registration', 'resumption');
  CREATE TYPE "public"."enum__admission_steps_v_version_kind" AS ENUM('applications-open', 'applications-close', 'post-utme-screening', 'admission-list', 'acceptance-deadline', 'caps-acceptance', 'registration', 'resumption');
  CREATE TABLE "admission_steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_admission_steps_kind" NOT NULL,
  	"session" varchar,
  	"title" varchar NOT NULL,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone,
  	"what_to_do" varchar NOT NULL,
  	"link_label" varchar,
  	"link_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_admission_steps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__admission_steps_v_version_kind" NOT NULL,
  	"version_session" varchar,
  	"version_title" varchar NOT NULL,
  	"version_starts_on" timestamp(3) with time zone NOT NULL,
  	"version_ends_on" timestamp(3) with time zone,
  	"version_what_to_do" varchar NOT NULL,
  	"version_link_label" varchar,
  	"version_link_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_steps_id" integer;
  ALTER TABLE "_admission_steps_v" ADD CONSTRAINT "_admission_steps_v_parent_id_admission_steps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admission_steps"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admission_steps_starts_on_idx" ON "admission_steps" USING btree ("starts_on");
  CREATE INDEX "admission_steps_updated_at_idx" ON "admission_steps" USING btree ("updated_at");
  CREATE INDEX "admission_steps_created_at_idx" ON "admission_steps" USING btree ("created_at");
  CREATE INDEX "_admission_steps_v_parent_idx" ON "_admission_steps_v" USING btree ("parent_id");
  CREATE INDEX "_admission_steps_v_version_version_starts_on_idx" ON "_admission_steps_v" USING btree ("version_starts_on");
  CREATE INDEX "_admission_steps_v_version_version_updated_at_idx" ON "_admission_steps_v" USING btree ("version_updated_at");
  CREATE INDEX "_admission_steps_v_version_version_created_at_idx" ON "_admission_steps_v" USING btree ("version_created_at");
  CREATE INDEX "_admission_steps_v_created_at_idx" ON "_admission_steps_v" USING btree ("created_at");
  CREATE INDEX "_admission_steps_v_updated_at_idx" ON "_admission_steps_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_steps_fk" FOREIGN KEY ("admission_steps_id") REFERENCES "public"."admission_steps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admission_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_steps_id");`)
  // scripts/migrate.ts fills the search index from the content once every migration has run
  // (searchRebuildNeeded in src/hooks/search-index.ts names this migration).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admission_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admission_steps_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admission_steps" CASCADE;
  DROP TABLE "_admission_steps_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_steps_fk";
  
  DROP INDEX "payload_locked_documents_rels_admission_steps_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_steps_id";
  DROP TYPE "public"."enum_admission_steps_kind";
  DROP TYPE "public"."enum__admission_steps_v_version_kind";`)
}
