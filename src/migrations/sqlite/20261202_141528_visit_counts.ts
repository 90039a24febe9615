import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`visit_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`detail\` text DEFAULT '',
  	\`count\` numeric NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`visit_counts_day_idx\` ON \`visit_counts\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_kind_key_detail_idx\` ON \`visit_counts\` (\`day\`,\`kind\`,\`key\`,\`detail\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visit_counts_id\` integer REFERENCES visit_counts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_counts_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`visit_months_kept\` numeric DEFAULT 25 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_visit_months_kept\` numeric DEFAULT 25 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`visit_counts\`;`)
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
  	\`admission_steps_id\` integer,
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
  	FOREIGN KEY (\`admission_steps_id\`) REFERENCES \`admission_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "slides_id", "news_id", "events_id", "faculties_id", "departments_id", "programmes_id", "running_modules_id", "calendar_entries_id", "tuition_rows_id", "other_fees_id", "scholarships_id", "admission_steps_id", "staff_id", "publications_id", "leadership_members_id", "titles_id", "designations_id", "gallery_images_id", "campus_life_id", "contact_offices_id", "centres_id", "portal_tiles_id", "media_id", "documents_id", "users_id", "audit_entries_id", "click_guard_id", "login_guard_id", "cache_tags_id", "search_index_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "slides_id", "news_id", "events_id", "faculties_id", "departments_id", "programmes_id", "running_modules_id", "calendar_entries_id", "tuition_rows_id", "other_fees_id", "scholarships_id", "admission_steps_id", "staff_id", "publications_id", "leadership_members_id", "titles_id", "designations_id", "gallery_images_id", "campus_life_id", "contact_offices_id", "centres_id", "portal_tiles_id", "media_id", "documents_id", "users_id", "audit_entries_id", "click_guard_id", "login_guard_id", "cache_tags_id", "search_index_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_steps_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_steps_id\`);`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`visit_months_kept\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_visit_months_kept\`;`)
}
