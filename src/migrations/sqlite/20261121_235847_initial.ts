import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`slides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`caption\` text,
  	\`button_name\` text,
  	\`button_link\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`slides_image_idx\` ON \`slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slides_updated_at_idx\` ON \`slides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slides_created_at_idx\` ON \`slides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`slides__status_idx\` ON \`slides\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_slides_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_caption\` text,
  	\`version_button_name\` text,
  	\`version_button_link\` text,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`slides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_slides_v_parent_idx\` ON \`_slides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_version_version_image_idx\` ON \`_slides_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_version_version_updated_at_idx\` ON \`_slides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_version_version_created_at_idx\` ON \`_slides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_version_version__status_idx\` ON \`_slides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_created_at_idx\` ON \`_slides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_updated_at_idx\` ON \`_slides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_latest_idx\` ON \`_slides_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`news_type\` text DEFAULT 'General',
  	\`faculty_id\` integer,
  	\`image_id\` integer,
  	\`description\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_faculty_idx\` ON \`news\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_news_type\` text DEFAULT 'General',
  	\`version_faculty_id\` integer,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_faculty_idx\` ON \`_news_v\` (\`version_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`event_type\` text DEFAULT 'General',
  	\`event_date\` text,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`location\` text,
  	\`image_id\` integer,
  	\`description\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_event_date_idx\` ON \`events\` (\`event_date\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_event_type\` text DEFAULT 'General',
  	\`version_event_date\` text,
  	\`version_start_time\` text,
  	\`version_end_time\` text,
  	\`version_location\` text,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_event_date_idx\` ON \`_events_v\` (\`version_event_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`faculties_leadership\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`person_id\` integer NOT NULL,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculties_leadership_order_idx\` ON \`faculties_leadership\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_parent_id_idx\` ON \`faculties_leadership\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_person_idx\` ON \`faculties_leadership\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`faculties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`dean_id\` integer,
  	\`detail\` text,
  	\`image_id\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`partnership_count\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dean_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_slug_idx\` ON \`faculties\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_code_idx\` ON \`faculties\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`faculties_dean_idx\` ON \`faculties\` (\`dean_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_image_idx\` ON \`faculties\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_updated_at_idx\` ON \`faculties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculties_created_at_idx\` ON \`faculties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`faculty_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_faculty_idx\` ON \`departments\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`degree_in_view\` text NOT NULL,
  	\`duration\` numeric NOT NULL,
  	\`duration_type\` text DEFAULT 'Years' NOT NULL,
  	\`application_type\` text DEFAULT 'undergraduate' NOT NULL,
  	\`faculty_id\` integer NOT NULL,
  	\`department_id\` integer,
  	\`description\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_slug_idx\` ON \`programmes\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_code_idx\` ON \`programmes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`programmes_faculty_idx\` ON \`programmes\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_department_idx\` ON \`programmes\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_image_idx\` ON \`programmes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`running_modules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`module_code\` text NOT NULL,
  	\`module_name\` text NOT NULL,
  	\`level\` text NOT NULL,
  	\`semester\` text NOT NULL,
  	\`credit_load\` numeric NOT NULL,
  	\`module_type\` text DEFAULT 'Core' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`running_modules_programme_idx\` ON \`running_modules\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`running_modules_updated_at_idx\` ON \`running_modules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`running_modules_created_at_idx\` ON \`running_modules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`running_modules_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`running_modules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`running_modules_rels_order_idx\` ON \`running_modules_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`running_modules_rels_parent_idx\` ON \`running_modules_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`running_modules_rels_path_idx\` ON \`running_modules_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`running_modules_rels_staff_id_idx\` ON \`running_modules_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`semester_code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_date_idx\` ON \`calendar_entries\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_updated_at_idx\` ON \`calendar_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_created_at_idx\` ON \`calendar_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tuition_rows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`level\` text NOT NULL,
  	\`semester\` text NOT NULL,
  	\`tuition_amount\` numeric NOT NULL,
  	\`tuition_amount_intl\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tuition_rows_programme_idx\` ON \`tuition_rows\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`tuition_rows_updated_at_idx\` ON \`tuition_rows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tuition_rows_created_at_idx\` ON \`tuition_rows\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`other_fees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`paid_by\` text NOT NULL,
  	\`is_required\` integer DEFAULT true,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`other_fees_updated_at_idx\` ON \`other_fees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`other_fees_created_at_idx\` ON \`other_fees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`scholarships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`tuition_percentage\` numeric DEFAULT 0 NOT NULL,
  	\`hostel_percentage\` numeric DEFAULT 0 NOT NULL,
  	\`feeding_percentage\` numeric DEFAULT 0 NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`scholarships_updated_at_idx\` ON \`scholarships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`scholarships_created_at_idx\` ON \`scholarships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_qualifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`discipline\` text NOT NULL,
  	\`institution\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_qualifications_order_idx\` ON \`staff_qualifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_qualifications_parent_id_idx\` ON \`staff_qualifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`credit_unit\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_modules_order_idx\` ON \`staff_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_modules_parent_id_idx\` ON \`staff_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`staff_id\` text NOT NULL,
  	\`title_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`middle_name\` text,
  	\`surname\` text NOT NULL,
  	\`full_name\` text,
  	\`slug\` text NOT NULL,
  	\`designation_id\` integer,
  	\`department_id\` integer,
  	\`email\` text,
  	\`phone\` text,
  	\`image_id\` integer,
  	\`biography\` text,
  	\`twitter\` text,
  	\`researchgate\` text,
  	\`linkedin\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`title_id\`) REFERENCES \`titles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`designation_id\`) REFERENCES \`designations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_staff_id_idx\` ON \`staff\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_title_idx\` ON \`staff\` (\`title_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_slug_idx\` ON \`staff\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`staff_designation_idx\` ON \`staff\` (\`designation_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_department_idx\` ON \`staff\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_image_idx\` ON \`staff\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`staff_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`authors\` text NOT NULL,
  	\`published_year\` numeric NOT NULL,
  	\`file_id\` integer,
  	\`view_count\` numeric DEFAULT 0,
  	\`download_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`publications_staff_idx\` ON \`publications\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_file_idx\` ON \`publications\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`publications_updated_at_idx\` ON \`publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_created_at_idx\` ON \`publications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leadership_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`title\` text,
  	\`full_name\` text NOT NULL,
  	\`designation\` text NOT NULL,
  	\`image_id\` integer,
  	\`description\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leadership_members_image_idx\` ON \`leadership_members\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`leadership_members_updated_at_idx\` ON \`leadership_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leadership_members_created_at_idx\` ON \`leadership_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`titles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`titles_name_idx\` ON \`titles\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`titles_updated_at_idx\` ON \`titles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`titles_created_at_idx\` ON \`titles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`designations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`designations_name_idx\` ON \`designations\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`designations_updated_at_idx\` ON \`designations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`designations_created_at_idx\` ON \`designations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gallery_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`sub_category\` text,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`gallery_images_image_idx\` ON \`gallery_images\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_updated_at_idx\` ON \`gallery_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gallery_images_created_at_idx\` ON \`gallery_images\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`campus_life\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campus_life_image_idx\` ON \`campus_life\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`campus_life_updated_at_idx\` ON \`campus_life\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campus_life_created_at_idx\` ON \`campus_life\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`office\` text NOT NULL,
  	\`contact_person\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_offices_updated_at_idx\` ON \`contact_offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_offices_created_at_idx\` ON \`contact_offices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`centres_initiatives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`centres_initiatives_order_idx\` ON \`centres_initiatives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`centres_initiatives_parent_id_idx\` ON \`centres_initiatives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`centres\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`url\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`centres_updated_at_idx\` ON \`centres\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`centres_created_at_idx\` ON \`centres\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portal_tiles_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portal_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`portal_tiles_categories_order_idx\` ON \`portal_tiles_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`portal_tiles_categories_parent_idx\` ON \`portal_tiles_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`portal_tiles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`url\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`portal_tiles_updated_at_idx\` ON \`portal_tiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portal_tiles_created_at_idx\` ON \`portal_tiles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_offerings_order_idx\` ON \`home_page_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_parent_id_idx\` ON \`home_page_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_image_idx\` ON \`home_page_offerings\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pro_chancellor_name\` text NOT NULL,
  	\`pro_chancellor_title\` text NOT NULL,
  	\`pro_chancellor_message\` text NOT NULL,
  	\`pro_chancellor_image_id\` integer,
  	\`campus_banner_image_id\` integer,
  	\`dual_certifications\` text DEFAULT '2' NOT NULL,
  	\`centres_figure\` text DEFAULT '+18' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`pro_chancellor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`campus_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_pro_chancellor_image_idx\` ON \`home_page\` (\`pro_chancellor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_campus_banner_image_idx\` ON \`home_page\` (\`campus_banner_image_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_pillars_order_idx\` ON \`about_page_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_pillars_parent_id_idx\` ON \`about_page_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_timeline_order_idx\` ON \`about_page_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_parent_id_idx\` ON \`about_page_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_statistics_order_idx\` ON \`about_page_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_statistics_parent_id_idx\` ON \`about_page_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_text\` text,
  	\`hero_image_id\` integer,
  	\`founder_name\` text NOT NULL,
  	\`founder_role\` text,
  	\`founder_biography\` text,
  	\`founder_image_id\` integer,
  	\`call_to_action_title\` text,
  	\`call_to_action_text\` text,
  	\`call_to_action_apply_label\` text DEFAULT 'Start Your Application',
  	\`call_to_action_tour_label\` text DEFAULT 'Explore Campus Virtually',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`founder_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_hero_image_idx\` ON \`about_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_founder_founder_image_idx\` ON \`about_page\` (\`founder_image_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_page_before_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_page_before_steps_order_idx\` ON \`admissions_page_before_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_before_steps_parent_id_idx\` ON \`admissions_page_before_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_page_after_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_page_after_steps_order_idx\` ON \`admissions_page_after_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_after_steps_parent_id_idx\` ON \`admissions_page_after_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_page_tuition_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_page_tuition_faq_order_idx\` ON \`admissions_page_tuition_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_tuition_faq_parent_id_idx\` ON \`admissions_page_tuition_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rules\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`hostel_page_hostels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_order_idx\` ON \`hostel_page_hostels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_parent_id_idx\` ON \`hostel_page_hostels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_image_idx\` ON \`hostel_page_hostels\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`hostel_page_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hostel_page_amenities_order_idx\` ON \`hostel_page_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_amenities_parent_id_idx\` ON \`hostel_page_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hostel_page_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hostel_page_questions_order_idx\` ON \`hostel_page_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_questions_parent_id_idx\` ON \`hostel_page_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hostel_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`price_per_semester\` numeric DEFAULT 500000 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_campus_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`address\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_campus_addresses_order_idx\` ON \`site_settings_campus_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_campus_addresses_parent_id_idx\` ON \`site_settings_campus_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_emergency_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_emergency_contacts_order_idx\` ON \`site_settings_emergency_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_emergency_contacts_parent_id_idx\` ON \`site_settings_emergency_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`institution_name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`motto\` text,
  	\`logo_id\` integer,
  	\`postal_address\` text NOT NULL,
  	\`phone_primary\` text,
  	\`phone_secondary\` text,
  	\`email_general\` text,
  	\`email_admissions\` text,
  	\`email_partnerships\` text,
  	\`helpline_hours\` text DEFAULT 'Mon-Fri 8:00 AM - 5:00 PM',
  	\`admission_site\` text,
  	\`portal_site\` text,
  	\`portal_student_page\` text,
  	\`portal_admission_page\` text,
  	\`library_catalogue\` text,
  	\`repository\` text,
  	\`journals\` text,
  	\`open_courseware\` text,
  	\`campus_video\` text,
  	\`privacy_url\` text,
  	\`accessibility_url\` text,
  	\`disclaimer_url\` text,
  	\`social_x\` text,
  	\`social_instagram\` text,
  	\`social_facebook\` text,
  	\`social_linkedin\` text,
  	\`social_youtube\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`slides\`;`)
  await db.run(sql`DROP TABLE \`_slides_v\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`faculties_leadership\`;`)
  await db.run(sql`DROP TABLE \`faculties\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`DROP TABLE \`running_modules\`;`)
  await db.run(sql`DROP TABLE \`running_modules_rels\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries\`;`)
  await db.run(sql`DROP TABLE \`tuition_rows\`;`)
  await db.run(sql`DROP TABLE \`other_fees\`;`)
  await db.run(sql`DROP TABLE \`scholarships\`;`)
  await db.run(sql`DROP TABLE \`staff_qualifications\`;`)
  await db.run(sql`DROP TABLE \`staff_modules\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`DROP TABLE \`publications\`;`)
  await db.run(sql`DROP TABLE \`leadership_members\`;`)
  await db.run(sql`DROP TABLE \`titles\`;`)
  await db.run(sql`DROP TABLE \`designations\`;`)
  await db.run(sql`DROP TABLE \`gallery_images\`;`)
  await db.run(sql`DROP TABLE \`campus_life\`;`)
  await db.run(sql`DROP TABLE \`contact_offices\`;`)
  await db.run(sql`DROP TABLE \`centres_initiatives\`;`)
  await db.run(sql`DROP TABLE \`centres\`;`)
  await db.run(sql`DROP TABLE \`portal_tiles_categories\`;`)
  await db.run(sql`DROP TABLE \`portal_tiles\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`home_page_offerings\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`about_page_pillars\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline\`;`)
  await db.run(sql`DROP TABLE \`about_page_statistics\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_before_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_after_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_tuition_faq\`;`)
  await db.run(sql`DROP TABLE \`admissions_page\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_hostels\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_amenities\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_questions\`;`)
  await db.run(sql`DROP TABLE \`hostel_page\`;`)
  await db.run(sql`DROP TABLE \`site_settings_campus_addresses\`;`)
  await db.run(sql`DROP TABLE \`site_settings_emergency_contacts\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
