import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`guide_bring\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`guide_bring_order_idx\` ON \`guide_bring\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guide_bring_parent_id_idx\` ON \`guide_bring\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_guide_acceptance_caps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_caps_steps_order_idx\` ON \`admission_guide_acceptance_caps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_caps_steps_parent_id_idx\` ON \`admission_guide_acceptance_caps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_guide_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_guide_documents_order_idx\` ON \`admission_guide_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_documents_parent_id_idx\` ON \`admission_guide_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_guide_payment_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admission_guide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_guide_payment_steps_order_idx\` ON \`admission_guide_payment_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_payment_steps_parent_id_idx\` ON \`admission_guide_payment_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admission_guide\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`screening_eligibility\` text,
  	\`screening_fee_id\` integer,
  	\`screening_format\` text,
  	\`screening_venue\` text,
  	\`acceptance_fee_id\` integer,
  	\`acceptance_secures\` text,
  	\`acceptance_deadline_note\` text,
  	\`payment_receipts\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`screening_fee_id\`) REFERENCES \`other_fees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`acceptance_fee_id\`) REFERENCES \`other_fees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_guide_screening_screening_fee_idx\` ON \`admission_guide\` (\`screening_fee_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_guide_acceptance_acceptance_fee_idx\` ON \`admission_guide\` (\`acceptance_fee_id\`);`)
  await db.run(sql`CREATE TABLE \`_guide_bring_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_guide_bring_v_order_idx\` ON \`_guide_bring_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guide_bring_v_parent_id_idx\` ON \`_guide_bring_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_guide_v_version_acceptance_caps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_caps_steps_order_idx\` ON \`_admission_guide_v_version_acceptance_caps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_caps_steps_parent_id_idx\` ON \`_admission_guide_v_version_acceptance_caps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_guide_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_documents_order_idx\` ON \`_admission_guide_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_documents_parent_id_idx\` ON \`_admission_guide_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_guide_v_version_payment_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_admission_guide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_payment_steps_order_idx\` ON \`_admission_guide_v_version_payment_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_payment_steps_parent_id_idx\` ON \`_admission_guide_v_version_payment_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_admission_guide_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_screening_eligibility\` text,
  	\`version_screening_fee_id\` integer,
  	\`version_screening_format\` text,
  	\`version_screening_venue\` text,
  	\`version_acceptance_fee_id\` integer,
  	\`version_acceptance_secures\` text,
  	\`version_acceptance_deadline_note\` text,
  	\`version_payment_receipts\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_screening_fee_id\`) REFERENCES \`other_fees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_acceptance_fee_id\`) REFERENCES \`other_fees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_screening_version_screening_f_idx\` ON \`_admission_guide_v\` (\`version_screening_fee_id\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_version_acceptance_version_acceptance_idx\` ON \`_admission_guide_v\` (\`version_acceptance_fee_id\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_created_at_idx\` ON \`_admission_guide_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_admission_guide_v_updated_at_idx\` ON \`_admission_guide_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_payment_channels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'remita' NOT NULL,
  	\`instructions\` text,
  	\`bank_name\` text,
  	\`account_name\` text,
  	\`account_number\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_payment_channels_order_idx\` ON \`site_settings_payment_channels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_payment_channels_parent_id_idx\` ON \`site_settings_payment_channels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_payment_channels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'remita' NOT NULL,
  	\`instructions\` text,
  	\`bank_name\` text,
  	\`account_name\` text,
  	\`account_number\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_payment_channels_order_idx\` ON \`_site_settings_v_version_payment_channels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_payment_channels_parent_id_idx\` ON \`_site_settings_v_version_payment_channels\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`guide_bring\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_acceptance_caps_steps\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_documents\`;`)
  await db.run(sql`DROP TABLE \`admission_guide_payment_steps\`;`)
  await db.run(sql`DROP TABLE \`admission_guide\`;`)
  await db.run(sql`DROP TABLE \`_guide_bring_v\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_acceptance_caps_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v_version_payment_steps\`;`)
  await db.run(sql`DROP TABLE \`_admission_guide_v\`;`)
  await db.run(sql`DROP TABLE \`site_settings_payment_channels\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_payment_channels\`;`)
}
