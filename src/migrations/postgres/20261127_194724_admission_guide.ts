import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_payment_channels_kind" AS ENUM('remita', 'portal', 'bank');
  CREATE TYPE "public"."enum__site_settings_v_version_payment_channels_kind" AS ENUM('remita', 'portal', 'bank');
  CREATE TABLE "guide_bring" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "admission_guide_acceptance_caps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "admission_guide_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "admission_guide_payment_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "admission_guide" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"screening_eligibility" varchar,
  	"screening_fee_id" integer,
  	"screening_format" varchar,
  	"screening_venue" varchar,
  	"acceptance_fee_id" integer,
  	"acceptance_secures" varchar,
  	"acceptance_deadline_note" varchar,
  	"payment_receipts" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_guide_bring_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_guide_v_version_acceptance_caps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_guide_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_guide_v_version_payment_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admission_guide_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_screening_eligibility" varchar,
  	"version_screening_fee_id" integer,
  	"version_screening_format" varchar,
  	"version_screening_venue" varchar,
  	"version_acceptance_fee_id" integer,
  	"version_acceptance_secures" varchar,
  	"version_acceptance_deadline_note" varchar,
  	"version_payment_receipts" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_payment_channels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_site_settings_payment_channels_kind" DEFAULT 'remita' NOT NULL,
  	"instructions" varchar,
  	"bank_name" varchar,
  	"account_name" varchar,
  	"account_number" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_payment_channels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum__site_settings_v_version_payment_channels_kind" DEFAULT 'remita' NOT NULL,
  	"instructions" varchar,
  	"bank_name" varchar,
  	"account_name" varchar,
  	"account_number" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "guide_bring" ADD CONSTRAINT "guide_bring_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_guide_acceptance_caps_steps" ADD CONSTRAINT "admission_guide_acceptance_caps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_guide_documents" ADD CONSTRAINT "admission_guide_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_guide_payment_steps" ADD CONSTRAINT "admission_guide_payment_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_guide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_guide" ADD CONSTRAINT "admission_guide_screening_fee_id_other_fees_id_fk" FOREIGN KEY ("screening_fee_id") REFERENCES "public"."other_fees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_guide" ADD CONSTRAINT "admission_guide_acceptance_fee_id_other_fees_id_fk" FOREIGN KEY ("acceptance_fee_id") REFERENCES "public"."other_fees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guide_bring_v" ADD CONSTRAINT "_guide_bring_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_guide_v_version_acceptance_caps_steps" ADD CONSTRAINT "_admission_guide_v_version_acceptance_caps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_guide_v_version_documents" ADD CONSTRAINT "_admission_guide_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_guide_v_version_payment_steps" ADD CONSTRAINT "_admission_guide_v_version_payment_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admission_guide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admission_guide_v" ADD CONSTRAINT "_admission_guide_v_version_screening_fee_id_other_fees_id_fk" FOREIGN KEY ("version_screening_fee_id") REFERENCES "public"."other_fees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_admission_guide_v" ADD CONSTRAINT "_admission_guide_v_version_acceptance_fee_id_other_fees_id_fk" FOREIGN KEY ("version_acceptance_fee_id") REFERENCES "public"."other_fees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_payment_channels" ADD CONSTRAINT "site_settings_payment_channels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_payment_channels" ADD CONSTRAINT "_site_settings_v_version_payment_channels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "guide_bring_order_idx" ON "guide_bring" USING btree ("_order");
  CREATE INDEX "guide_bring_parent_id_idx" ON "guide_bring" USING btree ("_parent_id");
  CREATE INDEX "admission_guide_acceptance_caps_steps_order_idx" ON "admission_guide_acceptance_caps_steps" USING btree ("_order");
  CREATE INDEX "admission_guide_acceptance_caps_steps_parent_id_idx" ON "admission_guide_acceptance_caps_steps" USING btree ("_parent_id");
  CREATE INDEX "admission_guide_documents_order_idx" ON "admission_guide_documents" USING btree ("_order");
  CREATE INDEX "admission_guide_documents_parent_id_idx" ON "admission_guide_documents" USING btree ("_parent_id");
  CREATE INDEX "admission_guide_payment_steps_order_idx" ON "admission_guide_payment_steps" USING btree ("_order");
  CREATE INDEX "admission_guide_payment_steps_parent_id_idx" ON "admission_guide_payment_steps" USING btree ("_parent_id");
  CREATE INDEX "admission_guide_screening_screening_fee_idx" ON "admission_guide" USING btree ("screening_fee_id");
  CREATE INDEX "admission_guide_acceptance_acceptance_fee_idx" ON "admission_guide" USING btree ("acceptance_fee_id");
  CREATE INDEX "_guide_bring_v_order_idx" ON "_guide_bring_v" USING btree ("_order");
  CREATE INDEX "_guide_bring_v_parent_id_idx" ON "_guide_bring_v" USING btree ("_parent_id");
  CREATE INDEX "_admission_guide_v_version_acceptance_caps_steps_order_idx" ON "_admission_guide_v_version_acceptance_caps_steps" USING btree ("_order");
  CREATE INDEX "_admission_guide_v_version_acceptance_caps_steps_parent_id_idx" ON "_admission_guide_v_version_acceptance_caps_steps" USING btree ("_parent_id");
  CREATE INDEX "_admission_guide_v_version_documents_order_idx" ON "_admission_guide_v_version_documents" USING btree ("_order");
  CREATE INDEX "_admission_guide_v_version_documents_parent_id_idx" ON "_admission_guide_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_admission_guide_v_version_payment_steps_order_idx" ON "_admission_guide_v_version_payment_steps" USING btree ("_order");
  CREATE INDEX "_admission_guide_v_version_payment_steps_parent_id_idx" ON "_admission_guide_v_version_payment_steps" USING btree ("_parent_id");
  CREATE INDEX "_admission_guide_v_version_screening_version_screening_f_idx" ON "_admission_guide_v" USING btree ("version_screening_fee_id");
  CREATE INDEX "_admission_guide_v_version_acceptance_version_acceptance_idx" ON "_admission_guide_v" USING btree ("version_acceptance_fee_id");
  CREATE INDEX "_admission_guide_v_created_at_idx" ON "_admission_guide_v" USING btree ("created_at");
  CREATE INDEX "_admission_guide_v_updated_at_idx" ON "_admission_guide_v" USING btree ("updated_at");
  CREATE INDEX "site_settings_payment_channels_order_idx" ON "site_settings_payment_channels" USING btree ("_order");
  CREATE INDEX "site_settings_payment_channels_parent_id_idx" ON "site_settings_payment_channels" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_payment_channels_order_idx" ON "_site_settings_v_version_payment_channels" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_payment_channels_parent_id_idx" ON "_site_settings_v_version_payment_channels" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "guide_bring" CASCADE;
  DROP TABLE "admission_guide_acceptance_caps_steps" CASCADE;
  DROP TABLE "admission_guide_documents" CASCADE;
  DROP TABLE "admission_guide_payment_steps" CASCADE;
  DROP TABLE "admission_guide" CASCADE;
  DROP TABLE "_guide_bring_v" CASCADE;
  DROP TABLE "_admission_guide_v_version_acceptance_caps_steps" CASCADE;
  DROP TABLE "_admission_guide_v_version_documents" CASCADE;
  DROP TABLE "_admission_guide_v_version_payment_steps" CASCADE;
  DROP TABLE "_admission_guide_v" CASCADE;
  DROP TABLE "site_settings_payment_channels" CASCADE;
  DROP TABLE "_site_settings_v_version_payment_channels" CASCADE;
  DROP TYPE "public"."enum_site_settings_payment_channels_kind";
  DROP TYPE "public"."enum__site_settings_v_version_payment_channels_kind";`)
}
