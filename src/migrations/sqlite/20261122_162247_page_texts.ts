import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_texts_sections_blurbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_texts_sections_blurbs_order_idx\` ON \`page_texts_sections_blurbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_texts_sections_blurbs_parent_id_idx\` ON \`page_texts_sections_blurbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_texts_centres_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_texts_centres_highlights_order_idx\` ON \`page_texts_centres_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_texts_centres_highlights_parent_id_idx\` ON \`page_texts_centres_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_texts\` (
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_texts_sections_blurbs\`;`)
  await db.run(sql`DROP TABLE \`page_texts_centres_highlights\`;`)
  await db.run(sql`DROP TABLE \`page_texts\`;`)
}
