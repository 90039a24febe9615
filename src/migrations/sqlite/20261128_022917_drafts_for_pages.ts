import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faculties_leadership\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`person_id\` integer,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculties_leadership\`("_order", "_parent_id", "id", "role", "person_id") SELECT "_order", "_parent_id", "id", "role", "person_id" FROM \`faculties_leadership\`;`)
  await db.run(sql`DROP TABLE \`faculties_leadership\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculties_leadership\` RENAME TO \`faculties_leadership\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_order_idx\` ON \`faculties_leadership\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_parent_id_idx\` ON \`faculties_leadership\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_person_idx\` ON \`faculties_leadership\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faculties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`code\` text,
  	\`dean_id\` integer,
  	\`detail\` text,
  	\`image_id\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`partnership_count\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`dean_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculties\`("id", "name", "slug", "code", "dean_id", "detail", "image_id", "phone", "email", "partnership_count", "updated_at", "created_at") SELECT "id", "name", "slug", "code", "dean_id", "detail", "image_id", "phone", "email", "partnership_count", "updated_at", "created_at" FROM \`faculties\`;`)
  await db.run(sql`DROP TABLE \`faculties\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculties\` RENAME TO \`faculties\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_slug_idx\` ON \`faculties\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_code_idx\` ON \`faculties\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`faculties_dean_idx\` ON \`faculties\` (\`dean_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_image_idx\` ON \`faculties\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_updated_at_idx\` ON \`faculties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculties_created_at_idx\` ON \`faculties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faculties__status_idx\` ON \`faculties\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculties_v_version_leadership\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`person_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculties_v_version_leadership\`("_order", "_parent_id", "id", "role", "person_id", "_uuid") SELECT "_order", "_parent_id", "id", "role", "person_id", "_uuid" FROM \`_faculties_v_version_leadership\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v_version_leadership\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculties_v_version_leadership\` RENAME TO \`_faculties_v_version_leadership\`;`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_order_idx\` ON \`_faculties_v_version_leadership\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_parent_id_idx\` ON \`_faculties_v_version_leadership\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_person_idx\` ON \`_faculties_v_version_leadership\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_code\` text,
  	\`version_dean_id\` integer,
  	\`version_detail\` text,
  	\`version_image_id\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_partnership_count\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_dean_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculties_v\`("id", "parent_id", "version_name", "version_slug", "version_code", "version_dean_id", "version_detail", "version_image_id", "version_phone", "version_email", "version_partnership_count", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_slug", "version_code", "version_dean_id", "version_detail", "version_image_id", "version_phone", "version_email", "version_partnership_count", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_faculties_v\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculties_v\` RENAME TO \`_faculties_v\`;`)
  await db.run(sql`CREATE INDEX \`_faculties_v_parent_idx\` ON \`_faculties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_slug_idx\` ON \`_faculties_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_code_idx\` ON \`_faculties_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_dean_idx\` ON \`_faculties_v\` (\`version_dean_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_image_idx\` ON \`_faculties_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_updated_at_idx\` ON \`_faculties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_created_at_idx\` ON \`_faculties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version__status_idx\` ON \`_faculties_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_created_at_idx\` ON \`_faculties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_updated_at_idx\` ON \`_faculties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_latest_idx\` ON \`_faculties_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_programmes_olevel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`minimum_grade\` text DEFAULT 'C6',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programmes_olevel\`("_order", "_parent_id", "id", "minimum_grade") SELECT "_order", "_parent_id", "id", "minimum_grade" FROM \`programmes_olevel\`;`)
  await db.run(sql`DROP TABLE \`programmes_olevel\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes_olevel\` RENAME TO \`programmes_olevel\`;`)
  await db.run(sql`CREATE INDEX \`programmes_olevel_order_idx\` ON \`programmes_olevel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_olevel_parent_id_idx\` ON \`programmes_olevel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`code\` text,
  	\`degree_in_view\` text,
  	\`duration\` numeric,
  	\`duration_type\` text DEFAULT 'Years',
  	\`application_type\` text DEFAULT 'undergraduate',
  	\`faculty_id\` integer,
  	\`department_id\` integer,
  	\`description\` text,
  	\`image_id\` integer,
  	\`entry_requirements_olevel_credits\` numeric DEFAULT 5,
  	\`entry_requirements_utme_minimum_score\` numeric,
  	\`entry_requirements_direct_entry\` text,
  	\`entry_requirements_minimum_degree_class\` text,
  	\`entry_requirements_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programmes\`("id", "name", "slug", "code", "degree_in_view", "duration", "duration_type", "application_type", "faculty_id", "department_id", "description", "image_id", "entry_requirements_olevel_credits", "entry_requirements_utme_minimum_score", "entry_requirements_direct_entry", "entry_requirements_minimum_degree_class", "entry_requirements_notes", "updated_at", "created_at") SELECT "id", "name", "slug", "code", "degree_in_view", "duration", "duration_type", "application_type", "faculty_id", "department_id", "description", "image_id", "entry_requirements_olevel_credits", "entry_requirements_utme_minimum_score", "entry_requirements_direct_entry", "entry_requirements_minimum_degree_class", "entry_requirements_notes", "updated_at", "created_at" FROM \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes\` RENAME TO \`programmes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_slug_idx\` ON \`programmes\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_code_idx\` ON \`programmes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`programmes_faculty_idx\` ON \`programmes\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_department_idx\` ON \`programmes\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_image_idx\` ON \`programmes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes__status_idx\` ON \`programmes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__programmes_olevel_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`minimum_grade\` text DEFAULT 'C6',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programmes_olevel_v\`("_order", "_parent_id", "id", "minimum_grade", "_uuid") SELECT "_order", "_parent_id", "id", "minimum_grade", "_uuid" FROM \`_programmes_olevel_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_olevel_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programmes_olevel_v\` RENAME TO \`_programmes_olevel_v\`;`)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_order_idx\` ON \`_programmes_olevel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_parent_id_idx\` ON \`_programmes_olevel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__programmes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_code\` text,
  	\`version_degree_in_view\` text,
  	\`version_duration\` numeric,
  	\`version_duration_type\` text DEFAULT 'Years',
  	\`version_application_type\` text DEFAULT 'undergraduate',
  	\`version_faculty_id\` integer,
  	\`version_department_id\` integer,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_entry_requirements_olevel_credits\` numeric DEFAULT 5,
  	\`version_entry_requirements_utme_minimum_score\` numeric,
  	\`version_entry_requirements_direct_entry\` text,
  	\`version_entry_requirements_minimum_degree_class\` text,
  	\`version_entry_requirements_notes\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programmes_v\`("id", "parent_id", "version_name", "version_slug", "version_code", "version_degree_in_view", "version_duration", "version_duration_type", "version_application_type", "version_faculty_id", "version_department_id", "version_description", "version_image_id", "version_entry_requirements_olevel_credits", "version_entry_requirements_utme_minimum_score", "version_entry_requirements_direct_entry", "version_entry_requirements_minimum_degree_class", "version_entry_requirements_notes", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_slug", "version_code", "version_degree_in_view", "version_duration", "version_duration_type", "version_application_type", "version_faculty_id", "version_department_id", "version_description", "version_image_id", "version_entry_requirements_olevel_credits", "version_entry_requirements_utme_minimum_score", "version_entry_requirements_direct_entry", "version_entry_requirements_minimum_degree_class", "version_entry_requirements_notes", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programmes_v\` RENAME TO \`_programmes_v\`;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_parent_idx\` ON \`_programmes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_slug_idx\` ON \`_programmes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_code_idx\` ON \`_programmes_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_faculty_idx\` ON \`_programmes_v\` (\`version_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_department_idx\` ON \`_programmes_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_image_idx\` ON \`_programmes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_updated_at_idx\` ON \`_programmes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_created_at_idx\` ON \`_programmes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version__status_idx\` ON \`_programmes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_created_at_idx\` ON \`_programmes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_updated_at_idx\` ON \`_programmes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_latest_idx\` ON \`_programmes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_offerings\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`home_page_offerings\`;`)
  await db.run(sql`DROP TABLE \`home_page_offerings\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_offerings\` RENAME TO \`home_page_offerings\`;`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_order_idx\` ON \`home_page_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_parent_id_idx\` ON \`home_page_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_image_idx\` ON \`home_page_offerings\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pro_chancellor_name\` text,
  	\`pro_chancellor_title\` text,
  	\`pro_chancellor_message\` text,
  	\`pro_chancellor_image_id\` integer,
  	\`campus_banner_image_id\` integer,
  	\`dual_certifications\` text DEFAULT '2',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`pro_chancellor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`campus_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "pro_chancellor_name", "pro_chancellor_title", "pro_chancellor_message", "pro_chancellor_image_id", "campus_banner_image_id", "dual_certifications", "updated_at", "created_at") SELECT "id", "pro_chancellor_name", "pro_chancellor_title", "pro_chancellor_message", "pro_chancellor_image_id", "campus_banner_image_id", "dual_certifications", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_pro_chancellor_image_idx\` ON \`home_page\` (\`pro_chancellor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_campus_banner_image_idx\` ON \`home_page\` (\`campus_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v_version_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v_version_offerings\`("_order", "_parent_id", "id", "title", "text", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "_uuid" FROM \`_home_page_v_version_offerings\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_offerings\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v_version_offerings\` RENAME TO \`_home_page_v_version_offerings\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_order_idx\` ON \`_home_page_v_version_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_parent_id_idx\` ON \`_home_page_v_version_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_image_idx\` ON \`_home_page_v_version_offerings\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pro_chancellor_name\` text,
  	\`version_pro_chancellor_title\` text,
  	\`version_pro_chancellor_message\` text,
  	\`version_pro_chancellor_image_id\` integer,
  	\`version_campus_banner_image_id\` integer,
  	\`version_dual_certifications\` text DEFAULT '2',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_pro_chancellor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_campus_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v\`("id", "version_pro_chancellor_name", "version_pro_chancellor_title", "version_pro_chancellor_message", "version_pro_chancellor_image_id", "version_campus_banner_image_id", "version_dual_certifications", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_pro_chancellor_name", "version_pro_chancellor_title", "version_pro_chancellor_message", "version_pro_chancellor_image_id", "version_campus_banner_image_id", "version_dual_certifications", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v\` RENAME TO \`_home_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_pro_chancellor_image_idx\` ON \`_home_page_v\` (\`version_pro_chancellor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_campus_banner_image_idx\` ON \`_home_page_v\` (\`version_campus_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_pillars\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`about_page_pillars\`;`)
  await db.run(sql`DROP TABLE \`about_page_pillars\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_pillars\` RENAME TO \`about_page_pillars\`;`)
  await db.run(sql`CREATE INDEX \`about_page_pillars_order_idx\` ON \`about_page_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_pillars_parent_id_idx\` ON \`about_page_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_timeline\`("_order", "_parent_id", "id", "year", "title", "text") SELECT "_order", "_parent_id", "id", "year", "title", "text" FROM \`about_page_timeline\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_timeline\` RENAME TO \`about_page_timeline\`;`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_order_idx\` ON \`about_page_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_parent_id_idx\` ON \`about_page_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_statistics\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`about_page_statistics\`;`)
  await db.run(sql`DROP TABLE \`about_page_statistics\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_statistics\` RENAME TO \`about_page_statistics\`;`)
  await db.run(sql`CREATE INDEX \`about_page_statistics_order_idx\` ON \`about_page_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_statistics_parent_id_idx\` ON \`about_page_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_title\` text,
  	\`hero_text\` text,
  	\`hero_image_id\` integer,
  	\`founder_name\` text,
  	\`founder_role\` text,
  	\`founder_biography\` text,
  	\`founder_image_id\` integer,
  	\`call_to_action_title\` text,
  	\`call_to_action_text\` text,
  	\`call_to_action_apply_label\` text DEFAULT 'Start Your Application',
  	\`call_to_action_tour_label\` text DEFAULT 'Explore Campus Virtually',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`founder_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "hero_title", "hero_text", "hero_image_id", "founder_name", "founder_role", "founder_biography", "founder_image_id", "call_to_action_title", "call_to_action_text", "call_to_action_apply_label", "call_to_action_tour_label", "updated_at", "created_at") SELECT "id", "hero_title", "hero_text", "hero_image_id", "founder_name", "founder_role", "founder_biography", "founder_image_id", "call_to_action_title", "call_to_action_text", "call_to_action_apply_label", "call_to_action_tour_label", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE INDEX \`about_page_hero_image_idx\` ON \`about_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_founder_founder_image_idx\` ON \`about_page\` (\`founder_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_version_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_version_pillars\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_about_page_v_version_pillars\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_pillars\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_version_pillars\` RENAME TO \`_about_page_v_version_pillars\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pillars_order_idx\` ON \`_about_page_v_version_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pillars_parent_id_idx\` ON \`_about_page_v_version_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_version_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_version_timeline\`("_order", "_parent_id", "id", "year", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "year", "title", "text", "_uuid" FROM \`_about_page_v_version_timeline\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_version_timeline\` RENAME TO \`_about_page_v_version_timeline\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_order_idx\` ON \`_about_page_v_version_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_parent_id_idx\` ON \`_about_page_v_version_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_version_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_version_statistics\`("_order", "_parent_id", "id", "value", "label", "_uuid") SELECT "_order", "_parent_id", "id", "value", "label", "_uuid" FROM \`_about_page_v_version_statistics\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_statistics\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_version_statistics\` RENAME TO \`_about_page_v_version_statistics\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_statistics_order_idx\` ON \`_about_page_v_version_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_statistics_parent_id_idx\` ON \`_about_page_v_version_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_title\` text,
  	\`version_hero_text\` text,
  	\`version_hero_image_id\` integer,
  	\`version_founder_name\` text,
  	\`version_founder_role\` text,
  	\`version_founder_biography\` text,
  	\`version_founder_image_id\` integer,
  	\`version_call_to_action_title\` text,
  	\`version_call_to_action_text\` text,
  	\`version_call_to_action_apply_label\` text DEFAULT 'Start Your Application',
  	\`version_call_to_action_tour_label\` text DEFAULT 'Explore Campus Virtually',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_founder_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v\`("id", "version_hero_title", "version_hero_text", "version_hero_image_id", "version_founder_name", "version_founder_role", "version_founder_biography", "version_founder_image_id", "version_call_to_action_title", "version_call_to_action_text", "version_call_to_action_apply_label", "version_call_to_action_tour_label", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_hero_title", "version_hero_text", "version_hero_image_id", "version_founder_name", "version_founder_role", "version_founder_biography", "version_founder_image_id", "version_call_to_action_title", "version_call_to_action_text", "version_call_to_action_apply_label", "version_call_to_action_tour_label", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v\` RENAME TO \`_about_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_hero_image_idx\` ON \`_about_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_founder_version_founder_image_idx\` ON \`_about_page_v\` (\`version_founder_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_admissions_page_before_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admissions_page_before_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admissions_page_before_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_before_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admissions_page_before_steps\` RENAME TO \`admissions_page_before_steps\`;`)
  await db.run(sql`CREATE INDEX \`admissions_page_before_steps_order_idx\` ON \`admissions_page_before_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_before_steps_parent_id_idx\` ON \`admissions_page_before_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admissions_page_after_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admissions_page_after_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admissions_page_after_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_after_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admissions_page_after_steps\` RENAME TO \`admissions_page_after_steps\`;`)
  await db.run(sql`CREATE INDEX \`admissions_page_after_steps_order_idx\` ON \`admissions_page_after_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_after_steps_parent_id_idx\` ON \`admissions_page_after_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admissions_page_tuition_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admissions_page_tuition_faq\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`admissions_page_tuition_faq\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_tuition_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_admissions_page_tuition_faq\` RENAME TO \`admissions_page_tuition_faq\`;`)
  await db.run(sql`CREATE INDEX \`admissions_page_tuition_faq_order_idx\` ON \`admissions_page_tuition_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_tuition_faq_parent_id_idx\` ON \`admissions_page_tuition_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admissions_page_v_version_before_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admissions_page_v_version_before_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admissions_page_v_version_before_steps\` RENAME TO \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_before_steps_order_idx\` ON \`_admissions_page_v_version_before_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_before_steps_parent_id_idx\` ON \`_admissions_page_v_version_before_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admissions_page_v_version_after_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admissions_page_v_version_after_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admissions_page_v_version_after_steps\` RENAME TO \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_after_steps_order_idx\` ON \`_admissions_page_v_version_after_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_after_steps_parent_id_idx\` ON \`_admissions_page_v_version_after_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admissions_page_v_version_tuition_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admissions_page_v_version_tuition_faq\`("_order", "_parent_id", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "id", "question", "answer", "_uuid" FROM \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new__admissions_page_v_version_tuition_faq\` RENAME TO \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_tuition_faq_order_idx\` ON \`_admissions_page_v_version_tuition_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_tuition_faq_parent_id_idx\` ON \`_admissions_page_v_version_tuition_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_guide_bring\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_guide_bring\`("_order", "_parent_id", "id", "item") SELECT "_order", "_parent_id", "id", "item" FROM \`guide_bring\`;`)
  await db.run(sql`DROP TABLE \`guide_bring\`;`)
  await db.run(sql`ALTER TABLE \`__new_guide_bring\` RENAME TO \`guide_bring\`;`)
  await db.run(sql`CREATE INDEX \`guide_bring_order_idx\` ON \`guide_bring\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guide_bring_parent_id_idx\` ON \`guide_bring\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_guide_acceptance_caps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_guide_acceptance_caps_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_guide_acceptance_caps_steps\` RENAME TO \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_caps_steps_order_idx\` ON \`admission_guide_acceptance_caps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_caps_steps_parent_id_idx\` ON \`admission_guide_acceptance_caps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_guide_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_guide_documents\`("_order", "_parent_id", "id", "name", "note") SELECT "_order", "_parent_id", "id", "name", "note" FROM \`admission_guide_documents\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_guide_documents\` RENAME TO \`admission_guide_documents\`;`)
  await db.run(sql`CREATE INDEX \`admission_guide_documents_order_idx\` ON \`admission_guide_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_documents_parent_id_idx\` ON \`admission_guide_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_guide_payment_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_guide_payment_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admission_guide_payment_steps\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_payment_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_guide_payment_steps\` RENAME TO \`admission_guide_payment_steps\`;`)
  await db.run(sql`CREATE INDEX \`admission_guide_payment_steps_order_idx\` ON \`admission_guide_payment_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_payment_steps_parent_id_idx\` ON \`admission_guide_payment_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__guide_bring_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__guide_bring_v\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`_guide_bring_v\`;`)
  await db.run(sql`DROP TABLE \`_guide_bring_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__guide_bring_v\` RENAME TO \`_guide_bring_v\`;`)
  await db.run(sql`CREATE INDEX \`_guide_bring_v_order_idx\` ON \`_guide_bring_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guide_bring_v_parent_id_idx\` ON \`_guide_bring_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admission_guide_v_version_acceptance_caps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_guide_v_version_acceptance_caps_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_guide_v_version_acceptance_caps_steps\` RENAME TO \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_caps_steps_order_idx\` ON \`_admission_guide_v_version_acceptance_caps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_caps_steps_parent_id_idx\` ON \`_admission_guide_v_version_acceptance_caps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admission_guide_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_guide_v_version_documents\`("_order", "_parent_id", "id", "name", "note", "_uuid") SELECT "_order", "_parent_id", "id", "name", "note", "_uuid" FROM \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_guide_v_version_documents\` RENAME TO \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_documents_order_idx\` ON \`_admission_guide_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_documents_parent_id_idx\` ON \`_admission_guide_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admission_guide_v_version_payment_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_guide_v_version_payment_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_guide_v_version_payment_steps\` RENAME TO \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_payment_steps_order_idx\` ON \`_admission_guide_v_version_payment_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_payment_steps_parent_id_idx\` ON \`_admission_guide_v_version_payment_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page_hostels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`gender\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page_hostels\`("_order", "_parent_id", "id", "name", "gender", "description", "image_id") SELECT "_order", "_parent_id", "id", "name", "gender", "description", "image_id" FROM \`hostel_page_hostels\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_hostels\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page_hostels\` RENAME TO \`hostel_page_hostels\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_order_idx\` ON \`hostel_page_hostels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_parent_id_idx\` ON \`hostel_page_hostels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_image_idx\` ON \`hostel_page_hostels\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page_amenities\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`hostel_page_amenities\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_amenities\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page_amenities\` RENAME TO \`hostel_page_amenities\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page_amenities_order_idx\` ON \`hostel_page_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_amenities_parent_id_idx\` ON \`hostel_page_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page_questions\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`hostel_page_questions\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page_questions\` RENAME TO \`hostel_page_questions\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page_questions_order_idx\` ON \`hostel_page_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_questions_parent_id_idx\` ON \`hostel_page_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`price_per_semester\` numeric DEFAULT 500000,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page\`("id", "intro", "price_per_semester", "updated_at", "created_at") SELECT "id", "intro", "price_per_semester", "updated_at", "created_at" FROM \`hostel_page\`;`)
  await db.run(sql`DROP TABLE \`hostel_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page\` RENAME TO \`hostel_page\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page__status_idx\` ON \`hostel_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v_version_hostels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`gender\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v_version_hostels\`("_order", "_parent_id", "id", "name", "gender", "description", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "gender", "description", "image_id", "_uuid" FROM \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v_version_hostels\` RENAME TO \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_order_idx\` ON \`_hostel_page_v_version_hostels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_parent_id_idx\` ON \`_hostel_page_v_version_hostels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_image_idx\` ON \`_hostel_page_v_version_hostels\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v_version_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v_version_amenities\`("_order", "_parent_id", "id", "text", "_uuid") SELECT "_order", "_parent_id", "id", "text", "_uuid" FROM \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v_version_amenities\` RENAME TO \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_amenities_order_idx\` ON \`_hostel_page_v_version_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_amenities_parent_id_idx\` ON \`_hostel_page_v_version_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v_version_questions\`("_order", "_parent_id", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "id", "question", "answer", "_uuid" FROM \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v_version_questions\` RENAME TO \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_questions_order_idx\` ON \`_hostel_page_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_questions_parent_id_idx\` ON \`_hostel_page_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_intro\` text,
  	\`version_price_per_semester\` numeric DEFAULT 500000,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v\`("id", "version_intro", "version_price_per_semester", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_intro", "version_price_per_semester", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_hostel_page_v\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v\` RENAME TO \`_hostel_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_version__status_idx\` ON \`_hostel_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_created_at_idx\` ON \`_hostel_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_updated_at_idx\` ON \`_hostel_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_latest_idx\` ON \`_hostel_page_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`admissions_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`admissions_page__status_idx\` ON \`admissions_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_admissions_page_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_admissions_page_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_version__status_idx\` ON \`_admissions_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_latest_idx\` ON \`_admissions_page_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`admission_guide\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`admission_guide__status_idx\` ON \`admission_guide\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_admission_guide_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_admission_guide_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_version__status_idx\` ON \`_admission_guide_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_latest_idx\` ON \`_admission_guide_v\` (\`latest\`);`)
  // What was stored before drafts is published, and each document's newest version is its latest
  // (the preview reads it). The new columns would otherwise start as drafts with no latest version.
  await db.run(sql`UPDATE \`faculties\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_faculties_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_faculties_v\` SET \`latest\` = CASE WHEN \`id\` IN (SELECT max(\`id\`) FROM \`_faculties_v\` GROUP BY \`parent_id\`) THEN 1 ELSE 0 END`)
  await db.run(sql`UPDATE \`programmes\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_programmes_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_programmes_v\` SET \`latest\` = CASE WHEN \`id\` IN (SELECT max(\`id\`) FROM \`_programmes_v\` GROUP BY \`parent_id\`) THEN 1 ELSE 0 END`)
  await db.run(sql`UPDATE \`home_page\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_home_page_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_home_page_v\` SET \`latest\` = CASE WHEN \`id\` = (SELECT max(\`id\`) FROM \`_home_page_v\`) THEN 1 ELSE 0 END`)
  await db.run(sql`UPDATE \`about_page\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_about_page_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_about_page_v\` SET \`latest\` = CASE WHEN \`id\` = (SELECT max(\`id\`) FROM \`_about_page_v\`) THEN 1 ELSE 0 END`)
  await db.run(sql`UPDATE \`admissions_page\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_admissions_page_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_admissions_page_v\` SET \`latest\` = CASE WHEN \`id\` = (SELECT max(\`id\`) FROM \`_admissions_page_v\`) THEN 1 ELSE 0 END`)
  await db.run(sql`UPDATE \`admission_guide\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_admission_guide_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_admission_guide_v\` SET \`latest\` = CASE WHEN \`id\` = (SELECT max(\`id\`) FROM \`_admission_guide_v\`) THEN 1 ELSE 0 END`)
  await db.run(sql`UPDATE \`hostel_page\` SET \`_status\` = 'published'`)
  await db.run(sql`UPDATE \`_hostel_page_v\` SET \`version__status\` = 'published'`)
  await db.run(sql`UPDATE \`_hostel_page_v\` SET \`latest\` = CASE WHEN \`id\` = (SELECT max(\`id\`) FROM \`_hostel_page_v\`) THEN 1 ELSE 0 END`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faculties\` (
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
  await db.run(sql`INSERT INTO \`__new_faculties\`("id", "name", "slug", "code", "dean_id", "detail", "image_id", "phone", "email", "partnership_count", "updated_at", "created_at") SELECT "id", "name", "slug", "code", "dean_id", "detail", "image_id", "phone", "email", "partnership_count", "updated_at", "created_at" FROM \`faculties\`;`)
  await db.run(sql`DROP TABLE \`faculties\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculties\` RENAME TO \`faculties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_slug_idx\` ON \`faculties\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_code_idx\` ON \`faculties\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`faculties_dean_idx\` ON \`faculties\` (\`dean_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_image_idx\` ON \`faculties\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_updated_at_idx\` ON \`faculties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculties_created_at_idx\` ON \`faculties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_code\` text NOT NULL,
  	\`version_dean_id\` integer,
  	\`version_detail\` text,
  	\`version_image_id\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_partnership_count\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_dean_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculties_v\`("id", "parent_id", "version_name", "version_slug", "version_code", "version_dean_id", "version_detail", "version_image_id", "version_phone", "version_email", "version_partnership_count", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_slug", "version_code", "version_dean_id", "version_detail", "version_image_id", "version_phone", "version_email", "version_partnership_count", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_faculties_v\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculties_v\` RENAME TO \`_faculties_v\`;`)
  await db.run(sql`CREATE INDEX \`_faculties_v_parent_idx\` ON \`_faculties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_slug_idx\` ON \`_faculties_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_code_idx\` ON \`_faculties_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_dean_idx\` ON \`_faculties_v\` (\`version_dean_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_image_idx\` ON \`_faculties_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_updated_at_idx\` ON \`_faculties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_created_at_idx\` ON \`_faculties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_created_at_idx\` ON \`_faculties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_updated_at_idx\` ON \`_faculties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_programmes\` (
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
  	\`entry_requirements_olevel_credits\` numeric DEFAULT 5,
  	\`entry_requirements_utme_minimum_score\` numeric,
  	\`entry_requirements_direct_entry\` text,
  	\`entry_requirements_minimum_degree_class\` text,
  	\`entry_requirements_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programmes\`("id", "name", "slug", "code", "degree_in_view", "duration", "duration_type", "application_type", "faculty_id", "department_id", "description", "image_id", "entry_requirements_olevel_credits", "entry_requirements_utme_minimum_score", "entry_requirements_direct_entry", "entry_requirements_minimum_degree_class", "entry_requirements_notes", "updated_at", "created_at") SELECT "id", "name", "slug", "code", "degree_in_view", "duration", "duration_type", "application_type", "faculty_id", "department_id", "description", "image_id", "entry_requirements_olevel_credits", "entry_requirements_utme_minimum_score", "entry_requirements_direct_entry", "entry_requirements_minimum_degree_class", "entry_requirements_notes", "updated_at", "created_at" FROM \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes\` RENAME TO \`programmes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_slug_idx\` ON \`programmes\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_code_idx\` ON \`programmes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`programmes_faculty_idx\` ON \`programmes\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_department_idx\` ON \`programmes\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_image_idx\` ON \`programmes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__programmes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_code\` text NOT NULL,
  	\`version_degree_in_view\` text NOT NULL,
  	\`version_duration\` numeric NOT NULL,
  	\`version_duration_type\` text DEFAULT 'Years' NOT NULL,
  	\`version_application_type\` text DEFAULT 'undergraduate' NOT NULL,
  	\`version_faculty_id\` integer NOT NULL,
  	\`version_department_id\` integer,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_entry_requirements_olevel_credits\` numeric DEFAULT 5,
  	\`version_entry_requirements_utme_minimum_score\` numeric,
  	\`version_entry_requirements_direct_entry\` text,
  	\`version_entry_requirements_minimum_degree_class\` text,
  	\`version_entry_requirements_notes\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programmes_v\`("id", "parent_id", "version_name", "version_slug", "version_code", "version_degree_in_view", "version_duration", "version_duration_type", "version_application_type", "version_faculty_id", "version_department_id", "version_description", "version_image_id", "version_entry_requirements_olevel_credits", "version_entry_requirements_utme_minimum_score", "version_entry_requirements_direct_entry", "version_entry_requirements_minimum_degree_class", "version_entry_requirements_notes", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_slug", "version_code", "version_degree_in_view", "version_duration", "version_duration_type", "version_application_type", "version_faculty_id", "version_department_id", "version_description", "version_image_id", "version_entry_requirements_olevel_credits", "version_entry_requirements_utme_minimum_score", "version_entry_requirements_direct_entry", "version_entry_requirements_minimum_degree_class", "version_entry_requirements_notes", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programmes_v\` RENAME TO \`_programmes_v\`;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_parent_idx\` ON \`_programmes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_slug_idx\` ON \`_programmes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_code_idx\` ON \`_programmes_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_faculty_idx\` ON \`_programmes_v\` (\`version_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_department_idx\` ON \`_programmes_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_image_idx\` ON \`_programmes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_updated_at_idx\` ON \`_programmes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_created_at_idx\` ON \`_programmes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_created_at_idx\` ON \`_programmes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_updated_at_idx\` ON \`_programmes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pro_chancellor_name\` text NOT NULL,
  	\`pro_chancellor_title\` text NOT NULL,
  	\`pro_chancellor_message\` text NOT NULL,
  	\`pro_chancellor_image_id\` integer,
  	\`campus_banner_image_id\` integer,
  	\`dual_certifications\` text DEFAULT '2' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`pro_chancellor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`campus_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "pro_chancellor_name", "pro_chancellor_title", "pro_chancellor_message", "pro_chancellor_image_id", "campus_banner_image_id", "dual_certifications", "updated_at", "created_at") SELECT "id", "pro_chancellor_name", "pro_chancellor_title", "pro_chancellor_message", "pro_chancellor_image_id", "campus_banner_image_id", "dual_certifications", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_pro_chancellor_image_idx\` ON \`home_page\` (\`pro_chancellor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_campus_banner_image_idx\` ON \`home_page\` (\`campus_banner_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pro_chancellor_name\` text NOT NULL,
  	\`version_pro_chancellor_title\` text NOT NULL,
  	\`version_pro_chancellor_message\` text NOT NULL,
  	\`version_pro_chancellor_image_id\` integer,
  	\`version_campus_banner_image_id\` integer,
  	\`version_dual_certifications\` text DEFAULT '2' NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_pro_chancellor_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_campus_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v\`("id", "version_pro_chancellor_name", "version_pro_chancellor_title", "version_pro_chancellor_message", "version_pro_chancellor_image_id", "version_campus_banner_image_id", "version_dual_certifications", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_pro_chancellor_name", "version_pro_chancellor_title", "version_pro_chancellor_message", "version_pro_chancellor_image_id", "version_campus_banner_image_id", "version_dual_certifications", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v\` RENAME TO \`_home_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_pro_chancellor_image_idx\` ON \`_home_page_v\` (\`version_pro_chancellor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_campus_banner_image_idx\` ON \`_home_page_v\` (\`version_campus_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
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
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "hero_title", "hero_text", "hero_image_id", "founder_name", "founder_role", "founder_biography", "founder_image_id", "call_to_action_title", "call_to_action_text", "call_to_action_apply_label", "call_to_action_tour_label", "updated_at", "created_at") SELECT "id", "hero_title", "hero_text", "hero_image_id", "founder_name", "founder_role", "founder_biography", "founder_image_id", "call_to_action_title", "call_to_action_text", "call_to_action_apply_label", "call_to_action_tour_label", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE INDEX \`about_page_hero_image_idx\` ON \`about_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_founder_founder_image_idx\` ON \`about_page\` (\`founder_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_title\` text NOT NULL,
  	\`version_hero_text\` text,
  	\`version_hero_image_id\` integer,
  	\`version_founder_name\` text NOT NULL,
  	\`version_founder_role\` text,
  	\`version_founder_biography\` text,
  	\`version_founder_image_id\` integer,
  	\`version_call_to_action_title\` text,
  	\`version_call_to_action_text\` text,
  	\`version_call_to_action_apply_label\` text DEFAULT 'Start Your Application',
  	\`version_call_to_action_tour_label\` text DEFAULT 'Explore Campus Virtually',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_founder_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v\`("id", "version_hero_title", "version_hero_text", "version_hero_image_id", "version_founder_name", "version_founder_role", "version_founder_biography", "version_founder_image_id", "version_call_to_action_title", "version_call_to_action_text", "version_call_to_action_apply_label", "version_call_to_action_tour_label", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_hero_title", "version_hero_text", "version_hero_image_id", "version_founder_name", "version_founder_role", "version_founder_biography", "version_founder_image_id", "version_call_to_action_title", "version_call_to_action_text", "version_call_to_action_apply_label", "version_call_to_action_tour_label", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v\` RENAME TO \`_about_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_hero_image_idx\` ON \`_about_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_founder_version_founder_image_idx\` ON \`_about_page_v\` (\`version_founder_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`admissions_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`admissions_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_admissions_page_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_admissions_page_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_admissions_page_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_admissions_page_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`admission_guide__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`admission_guide\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_admission_guide_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_admission_guide_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_admission_guide_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_admission_guide_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`price_per_semester\` numeric DEFAULT 500000 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page\`("id", "intro", "price_per_semester", "updated_at", "created_at") SELECT "id", "intro", "price_per_semester", "updated_at", "created_at" FROM \`hostel_page\`;`)
  await db.run(sql`DROP TABLE \`hostel_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page\` RENAME TO \`hostel_page\`;`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_intro\` text NOT NULL,
  	\`version_price_per_semester\` numeric DEFAULT 500000 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v\`("id", "version_intro", "version_price_per_semester", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_intro", "version_price_per_semester", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_hostel_page_v\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v\` RENAME TO \`_hostel_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_created_at_idx\` ON \`_hostel_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_updated_at_idx\` ON \`_hostel_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faculties_leadership\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`person_id\` integer NOT NULL,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculties_leadership\`("_order", "_parent_id", "id", "role", "person_id") SELECT "_order", "_parent_id", "id", "role", "person_id" FROM \`faculties_leadership\`;`)
  await db.run(sql`DROP TABLE \`faculties_leadership\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculties_leadership\` RENAME TO \`faculties_leadership\`;`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_order_idx\` ON \`faculties_leadership\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_parent_id_idx\` ON \`faculties_leadership\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_leadership_person_idx\` ON \`faculties_leadership\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculties_v_version_leadership\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`person_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`person_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculties_v_version_leadership\`("_order", "_parent_id", "id", "role", "person_id", "_uuid") SELECT "_order", "_parent_id", "id", "role", "person_id", "_uuid" FROM \`_faculties_v_version_leadership\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v_version_leadership\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculties_v_version_leadership\` RENAME TO \`_faculties_v_version_leadership\`;`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_order_idx\` ON \`_faculties_v_version_leadership\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_parent_id_idx\` ON \`_faculties_v_version_leadership\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_person_idx\` ON \`_faculties_v_version_leadership\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_programmes_olevel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`minimum_grade\` text DEFAULT 'C6' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programmes_olevel\`("_order", "_parent_id", "id", "minimum_grade") SELECT "_order", "_parent_id", "id", "minimum_grade" FROM \`programmes_olevel\`;`)
  await db.run(sql`DROP TABLE \`programmes_olevel\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes_olevel\` RENAME TO \`programmes_olevel\`;`)
  await db.run(sql`CREATE INDEX \`programmes_olevel_order_idx\` ON \`programmes_olevel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_olevel_parent_id_idx\` ON \`programmes_olevel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__programmes_olevel_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`minimum_grade\` text DEFAULT 'C6' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programmes_olevel_v\`("_order", "_parent_id", "id", "minimum_grade", "_uuid") SELECT "_order", "_parent_id", "id", "minimum_grade", "_uuid" FROM \`_programmes_olevel_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_olevel_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programmes_olevel_v\` RENAME TO \`_programmes_olevel_v\`;`)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_order_idx\` ON \`_programmes_olevel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_parent_id_idx\` ON \`_programmes_olevel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_offerings\` (
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
  await db.run(sql`INSERT INTO \`__new_home_page_offerings\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`home_page_offerings\`;`)
  await db.run(sql`DROP TABLE \`home_page_offerings\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_offerings\` RENAME TO \`home_page_offerings\`;`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_order_idx\` ON \`home_page_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_parent_id_idx\` ON \`home_page_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_offerings_image_idx\` ON \`home_page_offerings\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v_version_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v_version_offerings\`("_order", "_parent_id", "id", "title", "text", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "_uuid" FROM \`_home_page_v_version_offerings\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_offerings\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v_version_offerings\` RENAME TO \`_home_page_v_version_offerings\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_order_idx\` ON \`_home_page_v_version_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_parent_id_idx\` ON \`_home_page_v_version_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_image_idx\` ON \`_home_page_v_version_offerings\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_pillars\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`about_page_pillars\`;`)
  await db.run(sql`DROP TABLE \`about_page_pillars\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_pillars\` RENAME TO \`about_page_pillars\`;`)
  await db.run(sql`CREATE INDEX \`about_page_pillars_order_idx\` ON \`about_page_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_pillars_parent_id_idx\` ON \`about_page_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_timeline\`("_order", "_parent_id", "id", "year", "title", "text") SELECT "_order", "_parent_id", "id", "year", "title", "text" FROM \`about_page_timeline\`;`)
  await db.run(sql`DROP TABLE \`about_page_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_timeline\` RENAME TO \`about_page_timeline\`;`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_order_idx\` ON \`about_page_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_timeline_parent_id_idx\` ON \`about_page_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_statistics\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`about_page_statistics\`;`)
  await db.run(sql`DROP TABLE \`about_page_statistics\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_statistics\` RENAME TO \`about_page_statistics\`;`)
  await db.run(sql`CREATE INDEX \`about_page_statistics_order_idx\` ON \`about_page_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_statistics_parent_id_idx\` ON \`about_page_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_version_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_version_pillars\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_about_page_v_version_pillars\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_pillars\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_version_pillars\` RENAME TO \`_about_page_v_version_pillars\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pillars_order_idx\` ON \`_about_page_v_version_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pillars_parent_id_idx\` ON \`_about_page_v_version_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_version_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_version_timeline\`("_order", "_parent_id", "id", "year", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "year", "title", "text", "_uuid" FROM \`_about_page_v_version_timeline\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_timeline\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_version_timeline\` RENAME TO \`_about_page_v_version_timeline\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_order_idx\` ON \`_about_page_v_version_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_parent_id_idx\` ON \`_about_page_v_version_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_page_v_version_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_page_v_version_statistics\`("_order", "_parent_id", "id", "value", "label", "_uuid") SELECT "_order", "_parent_id", "id", "value", "label", "_uuid" FROM \`_about_page_v_version_statistics\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_statistics\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_page_v_version_statistics\` RENAME TO \`_about_page_v_version_statistics\`;`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_statistics_order_idx\` ON \`_about_page_v_version_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_statistics_parent_id_idx\` ON \`_about_page_v_version_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admissions_page_before_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admissions_page_before_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admissions_page_before_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_before_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admissions_page_before_steps\` RENAME TO \`admissions_page_before_steps\`;`)
  await db.run(sql`CREATE INDEX \`admissions_page_before_steps_order_idx\` ON \`admissions_page_before_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_before_steps_parent_id_idx\` ON \`admissions_page_before_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admissions_page_after_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admissions_page_after_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admissions_page_after_steps\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_after_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admissions_page_after_steps\` RENAME TO \`admissions_page_after_steps\`;`)
  await db.run(sql`CREATE INDEX \`admissions_page_after_steps_order_idx\` ON \`admissions_page_after_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_after_steps_parent_id_idx\` ON \`admissions_page_after_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admissions_page_tuition_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admissions_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admissions_page_tuition_faq\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`admissions_page_tuition_faq\`;`)
  await db.run(sql`DROP TABLE \`admissions_page_tuition_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new_admissions_page_tuition_faq\` RENAME TO \`admissions_page_tuition_faq\`;`)
  await db.run(sql`CREATE INDEX \`admissions_page_tuition_faq_order_idx\` ON \`admissions_page_tuition_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admissions_page_tuition_faq_parent_id_idx\` ON \`admissions_page_tuition_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admissions_page_v_version_before_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admissions_page_v_version_before_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admissions_page_v_version_before_steps\` RENAME TO \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_before_steps_order_idx\` ON \`_admissions_page_v_version_before_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_before_steps_parent_id_idx\` ON \`_admissions_page_v_version_before_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admissions_page_v_version_after_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admissions_page_v_version_after_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admissions_page_v_version_after_steps\` RENAME TO \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_after_steps_order_idx\` ON \`_admissions_page_v_version_after_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_after_steps_parent_id_idx\` ON \`_admissions_page_v_version_after_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admissions_page_v_version_tuition_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admissions_page_v_version_tuition_faq\`("_order", "_parent_id", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "id", "question", "answer", "_uuid" FROM \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new__admissions_page_v_version_tuition_faq\` RENAME TO \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_tuition_faq_order_idx\` ON \`_admissions_page_v_version_tuition_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_tuition_faq_parent_id_idx\` ON \`_admissions_page_v_version_tuition_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_guide_bring\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_guide_bring\`("_order", "_parent_id", "id", "item") SELECT "_order", "_parent_id", "id", "item" FROM \`guide_bring\`;`)
  await db.run(sql`DROP TABLE \`guide_bring\`;`)
  await db.run(sql`ALTER TABLE \`__new_guide_bring\` RENAME TO \`guide_bring\`;`)
  await db.run(sql`CREATE INDEX \`guide_bring_order_idx\` ON \`guide_bring\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guide_bring_parent_id_idx\` ON \`guide_bring\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_guide_acceptance_caps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_guide_acceptance_caps_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_guide_acceptance_caps_steps\` RENAME TO \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_caps_steps_order_idx\` ON \`admission_guide_acceptance_caps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_caps_steps_parent_id_idx\` ON \`admission_guide_acceptance_caps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_guide_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_guide_documents\`("_order", "_parent_id", "id", "name", "note") SELECT "_order", "_parent_id", "id", "name", "note" FROM \`admission_guide_documents\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_guide_documents\` RENAME TO \`admission_guide_documents\`;`)
  await db.run(sql`CREATE INDEX \`admission_guide_documents_order_idx\` ON \`admission_guide_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_documents_parent_id_idx\` ON \`admission_guide_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_admission_guide_payment_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_admission_guide_payment_steps\`("_order", "_parent_id", "id", "title", "text") SELECT "_order", "_parent_id", "id", "title", "text" FROM \`admission_guide_payment_steps\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_payment_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_admission_guide_payment_steps\` RENAME TO \`admission_guide_payment_steps\`;`)
  await db.run(sql`CREATE INDEX \`admission_guide_payment_steps_order_idx\` ON \`admission_guide_payment_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_payment_steps_parent_id_idx\` ON \`admission_guide_payment_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__guide_bring_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__guide_bring_v\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`_guide_bring_v\`;`)
  await db.run(sql`DROP TABLE \`_guide_bring_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__guide_bring_v\` RENAME TO \`_guide_bring_v\`;`)
  await db.run(sql`CREATE INDEX \`_guide_bring_v_order_idx\` ON \`_guide_bring_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guide_bring_v_parent_id_idx\` ON \`_guide_bring_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admission_guide_v_version_acceptance_caps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_guide_v_version_acceptance_caps_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_guide_v_version_acceptance_caps_steps\` RENAME TO \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_caps_steps_order_idx\` ON \`_admission_guide_v_version_acceptance_caps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_caps_steps_parent_id_idx\` ON \`_admission_guide_v_version_acceptance_caps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admission_guide_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_guide_v_version_documents\`("_order", "_parent_id", "id", "name", "note", "_uuid") SELECT "_order", "_parent_id", "id", "name", "note", "_uuid" FROM \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_guide_v_version_documents\` RENAME TO \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_documents_order_idx\` ON \`_admission_guide_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_documents_parent_id_idx\` ON \`_admission_guide_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__admission_guide_v_version_payment_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__admission_guide_v_version_payment_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new__admission_guide_v_version_payment_steps\` RENAME TO \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_payment_steps_order_idx\` ON \`_admission_guide_v_version_payment_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_payment_steps_parent_id_idx\` ON \`_admission_guide_v_version_payment_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page_hostels\` (
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
  await db.run(sql`INSERT INTO \`__new_hostel_page_hostels\`("_order", "_parent_id", "id", "name", "gender", "description", "image_id") SELECT "_order", "_parent_id", "id", "name", "gender", "description", "image_id" FROM \`hostel_page_hostels\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_hostels\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page_hostels\` RENAME TO \`hostel_page_hostels\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_order_idx\` ON \`hostel_page_hostels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_parent_id_idx\` ON \`hostel_page_hostels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_hostels_image_idx\` ON \`hostel_page_hostels\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page_amenities\`("_order", "_parent_id", "id", "text") SELECT "_order", "_parent_id", "id", "text" FROM \`hostel_page_amenities\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_amenities\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page_amenities\` RENAME TO \`hostel_page_amenities\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page_amenities_order_idx\` ON \`hostel_page_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_amenities_parent_id_idx\` ON \`hostel_page_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hostel_page_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hostel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hostel_page_questions\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`hostel_page_questions\`;`)
  await db.run(sql`DROP TABLE \`hostel_page_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new_hostel_page_questions\` RENAME TO \`hostel_page_questions\`;`)
  await db.run(sql`CREATE INDEX \`hostel_page_questions_order_idx\` ON \`hostel_page_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hostel_page_questions_parent_id_idx\` ON \`hostel_page_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v_version_hostels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v_version_hostels\`("_order", "_parent_id", "id", "name", "gender", "description", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "name", "gender", "description", "image_id", "_uuid" FROM \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v_version_hostels\` RENAME TO \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_order_idx\` ON \`_hostel_page_v_version_hostels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_parent_id_idx\` ON \`_hostel_page_v_version_hostels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_image_idx\` ON \`_hostel_page_v_version_hostels\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v_version_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v_version_amenities\`("_order", "_parent_id", "id", "text", "_uuid") SELECT "_order", "_parent_id", "id", "text", "_uuid" FROM \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v_version_amenities\` RENAME TO \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_amenities_order_idx\` ON \`_hostel_page_v_version_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_amenities_parent_id_idx\` ON \`_hostel_page_v_version_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hostel_page_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hostel_page_v_version_questions\`("_order", "_parent_id", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "id", "question", "answer", "_uuid" FROM \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new__hostel_page_v_version_questions\` RENAME TO \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_questions_order_idx\` ON \`_hostel_page_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_questions_parent_id_idx\` ON \`_hostel_page_v_version_questions\` (\`_parent_id\`);`)
}
