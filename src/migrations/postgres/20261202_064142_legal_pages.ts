import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"privacy_title" varchar DEFAULT 'Privacy notice' NOT NULL,
  	"privacy_body" jsonb NOT NULL,
  	"privacy_last_reviewed" timestamp(3) with time zone NOT NULL,
  	"accessibility_title" varchar DEFAULT 'Accessibility statement' NOT NULL,
  	"accessibility_body" jsonb NOT NULL,
  	"accessibility_last_reviewed" timestamp(3) with time zone NOT NULL,
  	"disclaimer_title" varchar DEFAULT 'Disclaimer' NOT NULL,
  	"disclaimer_body" jsonb NOT NULL,
  	"disclaimer_last_reviewed" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_privacy_title" varchar DEFAULT 'Privacy notice' NOT NULL,
  	"version_privacy_body" jsonb NOT NULL,
  	"version_privacy_last_reviewed" timestamp(3) with time zone NOT NULL,
  	"version_accessibility_title" varchar DEFAULT 'Accessibility statement' NOT NULL,
  	"version_accessibility_body" jsonb NOT NULL,
  	"version_accessibility_last_reviewed" timestamp(3) with time zone NOT NULL,
  	"version_disclaimer_title" varchar DEFAULT 'Disclaimer' NOT NULL,
  	"version_disclaimer_body" jsonb NOT NULL,
  	"version_disclaimer_last_reviewed" timestamp(3) with time zone NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  ALTER TABLE "site_settings" DROP COLUMN "privacy_url";
  ALTER TABLE "site_settings" DROP COLUMN "accessibility_url";
  ALTER TABLE "site_settings" DROP COLUMN "disclaimer_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_privacy_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_accessibility_url";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_disclaimer_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "accessibility_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "disclaimer_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_privacy_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_accessibility_url" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_disclaimer_url" varchar;`)
}
