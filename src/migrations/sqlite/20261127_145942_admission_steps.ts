import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`admission_steps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`session\` text,
  	\`title\` text NOT NULL,
  	\`starts_on\` text NOT NULL,
  	\`ends_on\` text,
  	\`what_to_do\` text NOT NULL,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_steps_starts_on_idx\` ON \`admission_steps\` (\`starts_on\`);`)
  await db.run(sql`CREATE INDEX \`admission_steps_updated_at_idx\` ON \`admission_steps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_steps_created_at_idx\` ON \`admission_steps\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_admission_steps_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text NOT NULL,
  	\`version_session\` text,
  	\`version_title\` text NOT NULL,
  	\`version_starts_on\` text NOT NULL,
  	\`version_ends_on\` text,
  	\`version_what_to_do\` text NOT NULL,
  	\`version_link_label\` text,
  	\`version_link_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`admission_steps\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_steps_v_parent_idx\` ON \`_admission_steps_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_admission_steps_v_version_version_starts_on_idx\` ON \`_admission_steps_v\` (\`version_starts_on\`);`)
  await db.run(sql`CREATE INDEX \`_admission_steps_v_version_version_updated_at_idx\` ON \`_admission_steps_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_admission_steps_v_version_version_created_at_idx\` ON \`_admission_steps_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_admission_steps_v_created_at_idx\` ON \`_admission_steps_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_admission_steps_v_updated_at_idx\` ON \`_admission_steps_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admission_steps_id\` integer REFERENCES admission_steps(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_steps_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_steps_id\`);`)
  // scripts/migrate.ts fills the search index from the content once every migration has run
  // (searchRebuildNeeded in src/hooks/search-index.ts names this migration).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`admission_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_steps_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`slides_id\` integer,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`faculties_id\` integer,
  	\`departments_id\` integer,
  	\`programmes_id\` integer,
  	\`running_modules_id\` integer,
  	\`calendar_entries_id\` integer,
  	\`tuition_rows_id\` integer,
  	\`other_fees_id\` integer,
  	\`scholarships_id\` integer,
  	\`staff_id\` integer,
  	\`publications_id\` integer,
  	\`leadership_members_id\` integer,
  	\`titles_id\` integer,
  	\`designations_id\` integer,
  	\`gallery_images_id\` integer,
  	\`campus_life_id\` integer,
  	\`contact_offices_id\` integer,
  	\`centres_id\` integer,
  	\`portal_tiles_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`audit_entries_id\` integer,
  	\`click_guard_id\` integer,
  	\`login_guard_id\` integer,
  	\`cache_tags_id\` integer,
  	\`search_index_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slides_id\`) REFERENCES \`slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`running_modules_id\`) REFERENCES \`running_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_entries_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tuition_rows_id\`) REFERENCES \`tuition_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`other_fees_id\`) REFERENCES \`other_fees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`scholarships_id\`) REFERENCES \`scholarships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publications_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leadership_members_id\`) REFERENCES \`leadership_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`titles_id\`) REFERENCES \`titles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`designations_id\`) REFERENCES \`designations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_images_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campus_life_id\`) REFERENCES \`campus_life\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_offices_id\`) REFERENCES \`contact_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`centres_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_tiles_id\`) REFERENCES \`portal_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_entries_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`click_guard_id\`) REFERENCES \`click_guard\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_guard_id\`) REFERENCES \`login_guard\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_tags_id\`) REFERENCES \`cache_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "slides_id", "news_id", "events_id", "faculties_id", "departments_id", "programmes_id", "running_modules_id", "calendar_entries_id", "tuition_rows_id", "other_fees_id", "scholarships_id", "staff_id", "publications_id", "leadership_members_id", "titles_id", "designations_id", "gallery_images_id", "campus_life_id", "contact_offices_id", "centres_id", "portal_tiles_id", "media_id", "documents_id", "users_id", "audit_entries_id", "click_guard_id", "login_guard_id", "cache_tags_id", "search_index_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "slides_id", "news_id", "events_id", "faculties_id", "departments_id", "programmes_id", "running_modules_id", "calendar_entries_id", "tuition_rows_id", "other_fees_id", "scholarships_id", "staff_id", "publications_id", "leadership_members_id", "titles_id", "designations_id", "gallery_images_id", "campus_life_id", "contact_offices_id", "centres_id", "portal_tiles_id", "media_id", "documents_id", "users_id", "audit_entries_id", "click_guard_id", "login_guard_id", "cache_tags_id", "search_index_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculties_id_idx\` ON \`payload_locked_documents_rels\` (\`faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_running_modules_id_idx\` ON \`payload_locked_documents_rels\` (\`running_modules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tuition_rows_id_idx\` ON \`payload_locked_documents_rels\` (\`tuition_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_other_fees_id_idx\` ON \`payload_locked_documents_rels\` (\`other_fees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scholarships_id_idx\` ON \`payload_locked_documents_rels\` (\`scholarships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`publications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leadership_members_id_idx\` ON \`payload_locked_documents_rels\` (\`leadership_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_titles_id_idx\` ON \`payload_locked_documents_rels\` (\`titles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_designations_id_idx\` ON \`payload_locked_documents_rels\` (\`designations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_images_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campus_life_id_idx\` ON \`payload_locked_documents_rels\` (\`campus_life_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_centres_id_idx\` ON \`payload_locked_documents_rels\` (\`centres_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_tiles_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_tiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_click_guard_id_idx\` ON \`payload_locked_documents_rels\` (\`click_guard_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_guard_id_idx\` ON \`payload_locked_documents_rels\` (\`login_guard_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
