import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`privacy_title\` text DEFAULT 'Privacy notice' NOT NULL,
  	\`privacy_body\` text NOT NULL,
  	\`privacy_last_reviewed\` text NOT NULL,
  	\`accessibility_title\` text DEFAULT 'Accessibility statement' NOT NULL,
  	\`accessibility_body\` text NOT NULL,
  	\`accessibility_last_reviewed\` text NOT NULL,
  	\`disclaimer_title\` text DEFAULT 'Disclaimer' NOT NULL,
  	\`disclaimer_body\` text NOT NULL,
  	\`disclaimer_last_reviewed\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_privacy_title\` text DEFAULT 'Privacy notice' NOT NULL,
  	\`version_privacy_body\` text NOT NULL,
  	\`version_privacy_last_reviewed\` text NOT NULL,
  	\`version_accessibility_title\` text DEFAULT 'Accessibility statement' NOT NULL,
  	\`version_accessibility_body\` text NOT NULL,
  	\`version_accessibility_last_reviewed\` text NOT NULL,
  	\`version_disclaimer_title\` text DEFAULT 'Disclaimer' NOT NULL,
  	\`version_disclaimer_body\` text NOT NULL,
  	\`version_disclaimer_last_reviewed\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`accessibility_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`disclaimer_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_privacy_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_accessibility_url\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_disclaimer_url\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`accessibility_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`disclaimer_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_privacy_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_accessibility_url\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_disclaimer_url\` text;`)
}
