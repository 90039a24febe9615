import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_admissions\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_admissions_greeting\` text DEFAULT 'Hello, I have a question about admission to Atlantic Crest University.';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_bursary\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_bursary_greeting\` text DEFAULT 'Hello, I have a question about fees and payments.';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_student_affairs\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`whatsapp_student_affairs_greeting\` text DEFAULT 'Hello, I have a question for Student Affairs.';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_admissions\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_admissions_greeting\` text DEFAULT 'Hello, I have a question about admission to Atlantic Crest University.';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_bursary\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_bursary_greeting\` text DEFAULT 'Hello, I have a question about fees and payments.';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_student_affairs\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_whatsapp_student_affairs_greeting\` text DEFAULT 'Hello, I have a question for Student Affairs.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_admissions\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_admissions_greeting\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_bursary\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_bursary_greeting\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_student_affairs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`whatsapp_student_affairs_greeting\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_admissions\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_admissions_greeting\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_bursary\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_bursary_greeting\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_student_affairs\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_whatsapp_student_affairs_greeting\`;`)
}
