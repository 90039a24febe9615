import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "whatsapp_admissions" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_admissions_greeting" varchar DEFAULT 'Hello, I have a question about admission to Atlantic Crest University.';
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_bursary" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_bursary_greeting" varchar DEFAULT 'Hello, I have a question about fees and payments.';
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_student_affairs" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_student_affairs_greeting" varchar DEFAULT 'Hello, I have a question for Student Affairs.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_admissions" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_admissions_greeting" varchar DEFAULT 'Hello, I have a question about admission to Atlantic Crest University.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_bursary" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_bursary_greeting" varchar DEFAULT 'Hello, I have a question about fees and payments.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_student_affairs" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_whatsapp_student_affairs_greeting" varchar DEFAULT 'Hello, I have a question for Student Affairs.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "whatsapp_admissions";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_admissions_greeting";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_bursary";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_bursary_greeting";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_student_affairs";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_student_affairs_greeting";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_admissions";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_admissions_greeting";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_bursary";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_bursary_greeting";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_student_affairs";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_whatsapp_student_affairs_greeting";`)
}
