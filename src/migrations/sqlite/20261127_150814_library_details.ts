import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts\` ADD \`library_location\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts\` ADD \`library_hours\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts\` ADD \`library_rules\` text;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` ADD \`version_library_location\` text;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` ADD \`version_library_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` ADD \`version_library_rules\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts\` DROP COLUMN \`library_location\`;`)
  await db.run(sql`ALTER TABLE \`page_texts\` DROP COLUMN \`library_hours\`;`)
  await db.run(sql`ALTER TABLE \`page_texts\` DROP COLUMN \`library_rules\`;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` DROP COLUMN \`version_library_location\`;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` DROP COLUMN \`version_library_hours\`;`)
  await db.run(sql`ALTER TABLE \`_page_texts_v\` DROP COLUMN \`version_library_rules\`;`)
}
