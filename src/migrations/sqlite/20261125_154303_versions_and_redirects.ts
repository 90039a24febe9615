import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_faculties_v_version_leadership\` (
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
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_order_idx\` ON \`_faculties_v_version_leadership\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_parent_id_idx\` ON \`_faculties_v_version_leadership\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_leadership_person_idx\` ON \`_faculties_v_version_leadership\` (\`person_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculties_v\` (
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
  await db.run(sql`CREATE INDEX \`_faculties_v_parent_idx\` ON \`_faculties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_slug_idx\` ON \`_faculties_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_code_idx\` ON \`_faculties_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_dean_idx\` ON \`_faculties_v\` (\`version_dean_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_image_idx\` ON \`_faculties_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_updated_at_idx\` ON \`_faculties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_created_at_idx\` ON \`_faculties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_created_at_idx\` ON \`_faculties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_updated_at_idx\` ON \`_faculties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_code\` text NOT NULL,
  	\`version_faculty_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_code_idx\` ON \`_departments_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_faculty_idx\` ON \`_departments_v\` (\`version_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_olevel_v_any_of\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_olevel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_any_of_order_idx\` ON \`_programmes_olevel_v_any_of\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_any_of_parent_idx\` ON \`_programmes_olevel_v_any_of\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_olevel_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`minimum_grade\` text DEFAULT 'C6' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_order_idx\` ON \`_programmes_olevel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_olevel_v_parent_id_idx\` ON \`_programmes_olevel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_utme_v_any_of\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_utme_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_utme_v_any_of_order_idx\` ON \`_programmes_utme_v_any_of\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_utme_v_any_of_parent_idx\` ON \`_programmes_utme_v_any_of\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_utme_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_utme_v_order_idx\` ON \`_programmes_utme_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_utme_v_parent_id_idx\` ON \`_programmes_utme_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v\` (
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
  await db.run(sql`CREATE TABLE \`_running_modules_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_programme_id\` integer NOT NULL,
  	\`version_module_code\` text NOT NULL,
  	\`version_module_name\` text NOT NULL,
  	\`version_level\` text NOT NULL,
  	\`version_semester\` text NOT NULL,
  	\`version_credit_load\` numeric NOT NULL,
  	\`version_module_type\` text DEFAULT 'Core' NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`running_modules\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_running_modules_v_parent_idx\` ON \`_running_modules_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_version_version_programme_idx\` ON \`_running_modules_v\` (\`version_programme_id\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_version_version_updated_at_idx\` ON \`_running_modules_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_version_version_created_at_idx\` ON \`_running_modules_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_created_at_idx\` ON \`_running_modules_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_updated_at_idx\` ON \`_running_modules_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_running_modules_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_running_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_running_modules_v_rels_order_idx\` ON \`_running_modules_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_rels_parent_idx\` ON \`_running_modules_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_rels_path_idx\` ON \`_running_modules_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_running_modules_v_rels_staff_id_idx\` ON \`_running_modules_v_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_entries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text NOT NULL,
  	\`version_title\` text NOT NULL,
  	\`version_type\` text NOT NULL,
  	\`version_semester_code\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_parent_idx\` ON \`_calendar_entries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_date_idx\` ON \`_calendar_entries_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_updated_at_idx\` ON \`_calendar_entries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_version_version_created_at_idx\` ON \`_calendar_entries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_created_at_idx\` ON \`_calendar_entries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_entries_v_updated_at_idx\` ON \`_calendar_entries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_tuition_rows_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_programme_id\` integer NOT NULL,
  	\`version_level\` text NOT NULL,
  	\`version_semester\` text NOT NULL,
  	\`version_tuition_amount\` numeric NOT NULL,
  	\`version_tuition_amount_intl\` numeric NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tuition_rows\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tuition_rows_v_parent_idx\` ON \`_tuition_rows_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tuition_rows_v_version_version_programme_idx\` ON \`_tuition_rows_v\` (\`version_programme_id\`);`)
  await db.run(sql`CREATE INDEX \`_tuition_rows_v_version_version_updated_at_idx\` ON \`_tuition_rows_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tuition_rows_v_version_version_created_at_idx\` ON \`_tuition_rows_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tuition_rows_v_created_at_idx\` ON \`_tuition_rows_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tuition_rows_v_updated_at_idx\` ON \`_tuition_rows_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_other_fees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_amount\` numeric NOT NULL,
  	\`version_paid_by\` text NOT NULL,
  	\`version_is_required\` integer DEFAULT true,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_fees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_fees_v_parent_idx\` ON \`_other_fees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_fees_v_version_version_updated_at_idx\` ON \`_other_fees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_fees_v_version_version_created_at_idx\` ON \`_other_fees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_fees_v_created_at_idx\` ON \`_other_fees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_fees_v_updated_at_idx\` ON \`_other_fees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_scholarships_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_description\` text,
  	\`version_tuition_percentage\` numeric DEFAULT 0 NOT NULL,
  	\`version_hostel_percentage\` numeric DEFAULT 0 NOT NULL,
  	\`version_feeding_percentage\` numeric DEFAULT 0 NOT NULL,
  	\`version_eligibility\` text,
  	\`version_deadline\` text,
  	\`version_how_to_apply\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`scholarships\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_scholarships_v_parent_idx\` ON \`_scholarships_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_scholarships_v_version_version_updated_at_idx\` ON \`_scholarships_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_scholarships_v_version_version_created_at_idx\` ON \`_scholarships_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_scholarships_v_created_at_idx\` ON \`_scholarships_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_scholarships_v_updated_at_idx\` ON \`_scholarships_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_staff_v_version_qualifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`discipline\` text NOT NULL,
  	\`institution\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_staff_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_staff_v_version_qualifications_order_idx\` ON \`_staff_v_version_qualifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_qualifications_parent_id_idx\` ON \`_staff_v_version_qualifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_staff_v_version_modules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`credit_unit\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_staff_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_staff_v_version_modules_order_idx\` ON \`_staff_v_version_modules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_modules_parent_id_idx\` ON \`_staff_v_version_modules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_staff_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_staff_id\` text NOT NULL,
  	\`version_title_id\` integer,
  	\`version_first_name\` text NOT NULL,
  	\`version_middle_name\` text,
  	\`version_surname\` text NOT NULL,
  	\`version_full_name\` text,
  	\`version_slug\` text NOT NULL,
  	\`version_designation_id\` integer,
  	\`version_department_id\` integer,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_image_id\` integer,
  	\`version_biography\` text,
  	\`version_twitter\` text,
  	\`version_researchgate\` text,
  	\`version_linkedin\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_id\`) REFERENCES \`titles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_designation_id\`) REFERENCES \`designations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_staff_v_parent_idx\` ON \`_staff_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_staff_id_idx\` ON \`_staff_v\` (\`version_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_title_idx\` ON \`_staff_v\` (\`version_title_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_slug_idx\` ON \`_staff_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_designation_idx\` ON \`_staff_v\` (\`version_designation_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_department_idx\` ON \`_staff_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_image_idx\` ON \`_staff_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_updated_at_idx\` ON \`_staff_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_version_version_created_at_idx\` ON \`_staff_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_created_at_idx\` ON \`_staff_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_staff_v_updated_at_idx\` ON \`_staff_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_publications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_staff_id\` integer NOT NULL,
  	\`version_title\` text NOT NULL,
  	\`version_authors\` text NOT NULL,
  	\`version_published_year\` numeric NOT NULL,
  	\`version_file_id\` integer,
  	\`version_view_count\` numeric DEFAULT 0,
  	\`version_download_count\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_publications_v_parent_idx\` ON \`_publications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_staff_idx\` ON \`_publications_v\` (\`version_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_file_idx\` ON \`_publications_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_updated_at_idx\` ON \`_publications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_version_version_created_at_idx\` ON \`_publications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_created_at_idx\` ON \`_publications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publications_v_updated_at_idx\` ON \`_publications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_leadership_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text NOT NULL,
  	\`version_title\` text,
  	\`version_full_name\` text NOT NULL,
  	\`version_designation\` text NOT NULL,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leadership_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_leadership_members_v_parent_idx\` ON \`_leadership_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_members_v_version_version_image_idx\` ON \`_leadership_members_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_members_v_version_version_updated_at_idx\` ON \`_leadership_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_members_v_version_version_created_at_idx\` ON \`_leadership_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_members_v_created_at_idx\` ON \`_leadership_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_leadership_members_v_updated_at_idx\` ON \`_leadership_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_titles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`titles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_titles_v_parent_idx\` ON \`_titles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_titles_v_version_version_name_idx\` ON \`_titles_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_titles_v_version_version_updated_at_idx\` ON \`_titles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_titles_v_version_version_created_at_idx\` ON \`_titles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_titles_v_created_at_idx\` ON \`_titles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_titles_v_updated_at_idx\` ON \`_titles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_designations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`designations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_designations_v_parent_idx\` ON \`_designations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_designations_v_version_version_name_idx\` ON \`_designations_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_designations_v_version_version_updated_at_idx\` ON \`_designations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_designations_v_version_version_created_at_idx\` ON \`_designations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_designations_v_created_at_idx\` ON \`_designations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_designations_v_updated_at_idx\` ON \`_designations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_gallery_images_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_category\` text NOT NULL,
  	\`version_sub_category\` text,
  	\`version_image_id\` integer NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`gallery_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_parent_idx\` ON \`_gallery_images_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_image_idx\` ON \`_gallery_images_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_updated_at_idx\` ON \`_gallery_images_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_version_version_created_at_idx\` ON \`_gallery_images_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_created_at_idx\` ON \`_gallery_images_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_gallery_images_v_updated_at_idx\` ON \`_gallery_images_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_campus_life_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campus_life\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_campus_life_v_parent_idx\` ON \`_campus_life_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campus_life_v_version_version_image_idx\` ON \`_campus_life_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_campus_life_v_version_version_updated_at_idx\` ON \`_campus_life_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_life_v_version_version_created_at_idx\` ON \`_campus_life_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_life_v_created_at_idx\` ON \`_campus_life_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campus_life_v_updated_at_idx\` ON \`_campus_life_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_contact_offices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_office\` text NOT NULL,
  	\`version_contact_person\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contact_offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_offices_v_parent_idx\` ON \`_contact_offices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_offices_v_version_version_updated_at_idx\` ON \`_contact_offices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_offices_v_version_version_created_at_idx\` ON \`_contact_offices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_offices_v_created_at_idx\` ON \`_contact_offices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_offices_v_updated_at_idx\` ON \`_contact_offices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_centres_v_version_initiatives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_centres_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_centres_v_version_initiatives_order_idx\` ON \`_centres_v_version_initiatives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_centres_v_version_initiatives_parent_id_idx\` ON \`_centres_v_version_initiatives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_centres_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_tagline\` text NOT NULL,
  	\`version_location\` text NOT NULL,
  	\`version_url\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`centres\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_centres_v_parent_idx\` ON \`_centres_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_centres_v_version_version_updated_at_idx\` ON \`_centres_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_centres_v_version_version_created_at_idx\` ON \`_centres_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_centres_v_created_at_idx\` ON \`_centres_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_centres_v_updated_at_idx\` ON \`_centres_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_portal_tiles_v_version_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_portal_tiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_version_categories_order_idx\` ON \`_portal_tiles_v_version_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_version_categories_parent_idx\` ON \`_portal_tiles_v_version_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_portal_tiles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_description\` text,
  	\`version_url\` text NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`portal_tiles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_parent_idx\` ON \`_portal_tiles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_version_version_updated_at_idx\` ON \`_portal_tiles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_version_version_created_at_idx\` ON \`_portal_tiles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_created_at_idx\` ON \`_portal_tiles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_portal_tiles_v_updated_at_idx\` ON \`_portal_tiles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`programmes_id\` integer,
  	\`faculties_id\` integer,
  	\`staff_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_events_id_idx\` ON \`redirects_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_programmes_id_idx\` ON \`redirects_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_faculties_id_idx\` ON \`redirects_rels\` (\`faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_staff_id_idx\` ON \`redirects_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_offerings\` (
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
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_order_idx\` ON \`_home_page_v_version_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_parent_id_idx\` ON \`_home_page_v_version_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_offerings_image_idx\` ON \`_home_page_v_version_offerings\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
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
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_pro_chancellor_image_idx\` ON \`_home_page_v\` (\`version_pro_chancellor_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_campus_banner_image_idx\` ON \`_home_page_v\` (\`version_campus_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pillars_order_idx\` ON \`_about_page_v_version_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_pillars_parent_id_idx\` ON \`_about_page_v_version_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_timeline\` (
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
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_order_idx\` ON \`_about_page_v_version_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_timeline_parent_id_idx\` ON \`_about_page_v_version_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_statistics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_statistics_order_idx\` ON \`_about_page_v_version_statistics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_statistics_parent_id_idx\` ON \`_about_page_v_version_statistics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
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
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_hero_image_idx\` ON \`_about_page_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_founder_version_founder_image_idx\` ON \`_about_page_v\` (\`version_founder_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_admissions_page_v_version_before_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_before_steps_order_idx\` ON \`_admissions_page_v_version_before_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_before_steps_parent_id_idx\` ON \`_admissions_page_v_version_before_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admissions_page_v_version_after_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_after_steps_order_idx\` ON \`_admissions_page_v_version_after_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_after_steps_parent_id_idx\` ON \`_admissions_page_v_version_after_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admissions_page_v_version_tuition_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admissions_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_tuition_faq_order_idx\` ON \`_admissions_page_v_version_tuition_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_version_tuition_faq_parent_id_idx\` ON \`_admissions_page_v_version_tuition_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admissions_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_rules\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_created_at_idx\` ON \`_admissions_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_admissions_page_v_updated_at_idx\` ON \`_admissions_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_hostel_page_v_version_hostels\` (
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
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_order_idx\` ON \`_hostel_page_v_version_hostels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_parent_id_idx\` ON \`_hostel_page_v_version_hostels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_hostels_image_idx\` ON \`_hostel_page_v_version_hostels\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_hostel_page_v_version_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_amenities_order_idx\` ON \`_hostel_page_v_version_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_amenities_parent_id_idx\` ON \`_hostel_page_v_version_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hostel_page_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hostel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_questions_order_idx\` ON \`_hostel_page_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_version_questions_parent_id_idx\` ON \`_hostel_page_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hostel_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_intro\` text NOT NULL,
  	\`version_price_per_semester\` numeric DEFAULT 500000 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_created_at_idx\` ON \`_hostel_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_hostel_page_v_updated_at_idx\` ON \`_hostel_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_page_texts_v_version_sections_blurbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_texts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_sections_blurbs_order_idx\` ON \`_page_texts_v_version_sections_blurbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_sections_blurbs_parent_id_idx\` ON \`_page_texts_v_version_sections_blurbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_texts_v_version_centres_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_texts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_centres_highlights_order_idx\` ON \`_page_texts_v_version_centres_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_version_centres_highlights_parent_id_idx\` ON \`_page_texts_v_version_centres_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_texts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_sections_academics_intro\` text NOT NULL,
  	\`version_sections_admissions_intro\` text NOT NULL,
  	\`version_sections_resources_intro\` text NOT NULL,
  	\`version_centres_title\` text DEFAULT 'Centres of Excellence' NOT NULL,
  	\`version_centres_subtitle\` text NOT NULL,
  	\`version_centres_why_title\` text NOT NULL,
  	\`version_leadership_title\` text DEFAULT 'Senate and Management' NOT NULL,
  	\`version_leadership_intro\` text,
  	\`version_leadership_search_placeholder\` text DEFAULT 'Search staff...' NOT NULL,
  	\`version_leadership_empty_text\` text NOT NULL,
  	\`version_gallery_title\` text DEFAULT 'Explore Our Campus' NOT NULL,
  	\`version_gallery_intro\` text,
  	\`version_portals_title\` text DEFAULT 'Portals' NOT NULL,
  	\`version_portals_intro\` text,
  	\`version_portals_empty_text\` text NOT NULL,
  	\`version_library_title\` text DEFAULT 'Library' NOT NULL,
  	\`version_library_intro\` text,
  	\`version_information_title\` text DEFAULT 'Information' NOT NULL,
  	\`version_information_intro\` text,
  	\`version_search_title\` text DEFAULT 'Search' NOT NULL,
  	\`version_search_intro\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_texts_v_created_at_idx\` ON \`_page_texts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_texts_v_updated_at_idx\` ON \`_page_texts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_campus_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_campus_addresses_order_idx\` ON \`_site_settings_v_version_campus_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_campus_addresses_parent_id_idx\` ON \`_site_settings_v_version_campus_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_emergency_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_emergency_contacts_order_idx\` ON \`_site_settings_v_version_emergency_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_emergency_contacts_parent_id_idx\` ON \`_site_settings_v_version_emergency_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_institution_name\` text NOT NULL,
  	\`version_short_name\` text NOT NULL,
  	\`version_motto\` text,
  	\`version_logo_id\` integer,
  	\`version_postal_address\` text NOT NULL,
  	\`version_phone_primary\` text,
  	\`version_phone_secondary\` text,
  	\`version_email_general\` text,
  	\`version_email_admissions\` text,
  	\`version_email_partnerships\` text,
  	\`version_helpline_hours\` text DEFAULT 'Mon-Fri 8:00 AM - 5:00 PM',
  	\`version_admission_site\` text,
  	\`version_portal_site\` text,
  	\`version_portal_student_page\` text,
  	\`version_portal_admission_page\` text,
  	\`version_library_catalogue\` text,
  	\`version_repository\` text,
  	\`version_journals\` text,
  	\`version_open_courseware\` text,
  	\`version_campus_video\` text,
  	\`version_privacy_url\` text,
  	\`version_accessibility_url\` text,
  	\`version_disclaimer_url\` text,
  	\`version_social_x\` text,
  	\`version_social_instagram\` text,
  	\`version_social_facebook\` text,
  	\`version_social_linkedin\` text,
  	\`version_social_youtube\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_search_settings_v_version_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`terms\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_search_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_search_settings_v_version_synonyms_order_idx\` ON \`_search_settings_v_version_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_search_settings_v_version_synonyms_parent_id_idx\` ON \`_search_settings_v_version_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_search_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_search_settings_v_created_at_idx\` ON \`_search_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_settings_v_updated_at_idx\` ON \`_search_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_faculties_v_version_leadership\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_olevel_v_any_of\`;`)
  await db.run(sql`DROP TABLE \`_programmes_olevel_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_utme_v_any_of\`;`)
  await db.run(sql`DROP TABLE \`_programmes_utme_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_running_modules_v\`;`)
  await db.run(sql`DROP TABLE \`_running_modules_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_calendar_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_tuition_rows_v\`;`)
  await db.run(sql`DROP TABLE \`_other_fees_v\`;`)
  await db.run(sql`DROP TABLE \`_scholarships_v\`;`)
  await db.run(sql`DROP TABLE \`_staff_v_version_qualifications\`;`)
  await db.run(sql`DROP TABLE \`_staff_v_version_modules\`;`)
  await db.run(sql`DROP TABLE \`_staff_v\`;`)
  await db.run(sql`DROP TABLE \`_publications_v\`;`)
  await db.run(sql`DROP TABLE \`_leadership_members_v\`;`)
  await db.run(sql`DROP TABLE \`_titles_v\`;`)
  await db.run(sql`DROP TABLE \`_designations_v\`;`)
  await db.run(sql`DROP TABLE \`_gallery_images_v\`;`)
  await db.run(sql`DROP TABLE \`_campus_life_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_offices_v\`;`)
  await db.run(sql`DROP TABLE \`_centres_v_version_initiatives\`;`)
  await db.run(sql`DROP TABLE \`_centres_v\`;`)
  await db.run(sql`DROP TABLE \`_portal_tiles_v_version_categories\`;`)
  await db.run(sql`DROP TABLE \`_portal_tiles_v\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_offerings\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_pillars\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_timeline\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_statistics\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_before_steps\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_after_steps\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v_version_tuition_faq\`;`)
  await db.run(sql`DROP TABLE \`_admissions_page_v\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_hostels\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_amenities\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_hostel_page_v\`;`)
  await db.run(sql`DROP TABLE \`_page_texts_v_version_sections_blurbs\`;`)
  await db.run(sql`DROP TABLE \`_page_texts_v_version_centres_highlights\`;`)
  await db.run(sql`DROP TABLE \`_page_texts_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_campus_addresses\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_emergency_contacts\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_search_settings_v_version_synonyms\`;`)
  await db.run(sql`DROP TABLE \`_search_settings_v\`;`)
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
  	\`click_guard_id\` integer,
  	\`login_guard_id\` integer,
  	\`cache_tags_id\` integer,
  	\`search_index_id\` integer,
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
  	FOREIGN KEY (\`click_guard_id\`) REFERENCES \`click_guard\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_guard_id\`) REFERENCES \`login_guard\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_tags_id\`) REFERENCES \`cache_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "slides_id", "news_id", "events_id", "faculties_id", "departments_id", "programmes_id", "running_modules_id", "calendar_entries_id", "tuition_rows_id", "other_fees_id", "scholarships_id", "staff_id", "publications_id", "leadership_members_id", "titles_id", "designations_id", "gallery_images_id", "campus_life_id", "contact_offices_id", "centres_id", "portal_tiles_id", "media_id", "documents_id", "users_id", "click_guard_id", "login_guard_id", "cache_tags_id", "search_index_id") SELECT "id", "order", "parent_id", "path", "slides_id", "news_id", "events_id", "faculties_id", "departments_id", "programmes_id", "running_modules_id", "calendar_entries_id", "tuition_rows_id", "other_fees_id", "scholarships_id", "staff_id", "publications_id", "leadership_members_id", "titles_id", "designations_id", "gallery_images_id", "campus_life_id", "contact_offices_id", "centres_id", "portal_tiles_id", "media_id", "documents_id", "users_id", "click_guard_id", "login_guard_id", "cache_tags_id", "search_index_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_click_guard_id_idx\` ON \`payload_locked_documents_rels\` (\`click_guard_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_guard_id_idx\` ON \`payload_locked_documents_rels\` (\`login_guard_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
}
