import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`programmes_olevel_any_of\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes_olevel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_olevel_any_of_order_idx\` ON \`programmes_olevel_any_of\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_olevel_any_of_parent_idx\` ON \`programmes_olevel_any_of\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_olevel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`minimum_grade\` text DEFAULT 'C6' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_olevel_order_idx\` ON \`programmes_olevel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_olevel_parent_id_idx\` ON \`programmes_olevel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_utme_any_of\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes_utme\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_utme_any_of_order_idx\` ON \`programmes_utme_any_of\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_utme_any_of_parent_idx\` ON \`programmes_utme_any_of\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_utme\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_utme_order_idx\` ON \`programmes_utme\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_utme_parent_id_idx\` ON \`programmes_utme\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sections_academics_intro\` text NOT NULL,
  	\`sections_admissions_intro\` text NOT NULL,
  	\`sections_resources_intro\` text NOT NULL,
  	\`centres_title\` text DEFAULT 'Centres of Excellence' NOT NULL,
  	\`centres_subtitle\` text NOT NULL,
  	\`centres_why_title\` text NOT NULL,
  	\`leadership_title\` text DEFAULT 'Senate and Management' NOT NULL,
  	\`leadership_intro\` text,
  	\`leadership_search_placeholder\` text DEFAULT 'Search staff...' NOT NULL,
  	\`leadership_empty_text\` text NOT NULL,
  	\`gallery_title\` text DEFAULT 'Explore Our Campus' NOT NULL,
  	\`gallery_intro\` text,
  	\`portals_title\` text DEFAULT 'Portals' NOT NULL,
  	\`portals_intro\` text,
  	\`portals_empty_text\` text NOT NULL,
  	\`library_title\` text DEFAULT 'Library' NOT NULL,
  	\`library_intro\` text,
  	\`information_title\` text DEFAULT 'Information' NOT NULL,
  	\`information_intro\` text,
  	\`search_title\` text DEFAULT 'Search' NOT NULL,
  	\`search_intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_texts\`("id", "sections_academics_intro", "sections_admissions_intro", "sections_resources_intro", "centres_title", "centres_subtitle", "centres_why_title", "leadership_title", "leadership_intro", "leadership_search_placeholder", "leadership_empty_text", "gallery_title", "gallery_intro", "portals_title", "portals_intro", "portals_empty_text", "library_title", "library_intro", "information_title", "information_intro", "search_title", "search_intro", "updated_at", "created_at") SELECT "id", "sections_academics_intro", "sections_admissions_intro", "sections_resources_intro", "centres_title", "centres_subtitle", "centres_why_title", "leadership_title", "leadership_intro", "leadership_search_placeholder", "leadership_empty_text", "gallery_title", "gallery_intro", "portals_title", "portals_intro", "portals_empty_text", "library_title", "library_intro", "information_title", "information_intro", "search_title", "search_intro", "updated_at", "created_at" FROM \`page_texts\`;`)
  await db.run(sql`DROP TABLE \`page_texts\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_texts\` RENAME TO \`page_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`entry_requirements_olevel_credits\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`entry_requirements_utme_minimum_score\` numeric;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`entry_requirements_direct_entry\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`entry_requirements_minimum_degree_class\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`entry_requirements_notes\` text;`)
  await db.run(sql`ALTER TABLE \`scholarships\` ADD \`eligibility\` text;`)
  await db.run(sql`ALTER TABLE \`scholarships\` ADD \`deadline\` text;`)
  await db.run(sql`ALTER TABLE \`scholarships\` ADD \`how_to_apply\` text;`)
  // The British spelling, where the web team has not changed the old default text.
  await db.run(sql`UPDATE \`page_texts\` SET \`centres_title\` = 'Centres of Excellence' WHERE \`centres_title\` = 'Centers of Excellence';`)
  await db.run(sql`UPDATE \`page_texts\` SET \`centres_why_title\` = 'Why Choose Our Centres?' WHERE \`centres_why_title\` = 'Why Choose Our Centers?';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`programmes_olevel_any_of\`;`)
  await db.run(sql`DROP TABLE \`programmes_olevel\`;`)
  await db.run(sql`DROP TABLE \`programmes_utme_any_of\`;`)
  await db.run(sql`DROP TABLE \`programmes_utme\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_page_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sections_academics_intro\` text NOT NULL,
  	\`sections_admissions_intro\` text NOT NULL,
  	\`sections_resources_intro\` text NOT NULL,
  	\`centres_title\` text DEFAULT 'Centers of Excellence' NOT NULL,
  	\`centres_subtitle\` text NOT NULL,
  	\`centres_why_title\` text NOT NULL,
  	\`leadership_title\` text DEFAULT 'Senate and Management' NOT NULL,
  	\`leadership_intro\` text,
  	\`leadership_search_placeholder\` text DEFAULT 'Search staff...' NOT NULL,
  	\`leadership_empty_text\` text NOT NULL,
  	\`gallery_title\` text DEFAULT 'Explore Our Campus' NOT NULL,
  	\`gallery_intro\` text,
  	\`portals_title\` text DEFAULT 'Portals' NOT NULL,
  	\`portals_intro\` text,
  	\`portals_empty_text\` text NOT NULL,
  	\`library_title\` text DEFAULT 'Library' NOT NULL,
  	\`library_intro\` text,
  	\`information_title\` text DEFAULT 'Information' NOT NULL,
  	\`information_intro\` text,
  	\`search_title\` text DEFAULT 'Search' NOT NULL,
  	\`search_intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_page_texts\`("id", "sections_academics_intro", "sections_admissions_intro", "sections_resources_intro", "centres_title", "centres_subtitle", "centres_why_title", "leadership_title", "leadership_intro", "leadership_search_placeholder", "leadership_empty_text", "gallery_title", "gallery_intro", "portals_title", "portals_intro", "portals_empty_text", "library_title", "library_intro", "information_title", "information_intro", "search_title", "search_intro", "updated_at", "created_at") SELECT "id", "sections_academics_intro", "sections_admissions_intro", "sections_resources_intro", "centres_title", "centres_subtitle", "centres_why_title", "leadership_title", "leadership_intro", "leadership_search_placeholder", "leadership_empty_text", "gallery_title", "gallery_intro", "portals_title", "portals_intro", "portals_empty_text", "library_title", "library_intro", "information_title", "information_intro", "search_title", "search_intro", "updated_at", "created_at" FROM \`page_texts\`;`)
  await db.run(sql`DROP TABLE \`page_texts\`;`)
  await db.run(sql`ALTER TABLE \`__new_page_texts\` RENAME TO \`page_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`entry_requirements_olevel_credits\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`entry_requirements_utme_minimum_score\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`entry_requirements_direct_entry\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`entry_requirements_minimum_degree_class\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`entry_requirements_notes\`;`)
  await db.run(sql`ALTER TABLE \`scholarships\` DROP COLUMN \`eligibility\`;`)
  await db.run(sql`ALTER TABLE \`scholarships\` DROP COLUMN \`deadline\`;`)
  await db.run(sql`ALTER TABLE \`scholarships\` DROP COLUMN \`how_to_apply\`;`)
}
