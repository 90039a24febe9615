import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_faculties_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faculties_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_programmes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programmes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_admissions_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__admissions_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_admission_guide_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__admission_guide_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_hostel_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hostel_page_v_version_status" AS ENUM('draft', 'published');
  ALTER TABLE "faculties_leadership" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "faculties_leadership" ALTER COLUMN "person_id" DROP NOT NULL;
  ALTER TABLE "faculties" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "faculties" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "faculties" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "_faculties_v_version_leadership" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "_faculties_v_version_leadership" ALTER COLUMN "person_id" DROP NOT NULL;
  ALTER TABLE "_faculties_v" ALTER COLUMN "version_name" DROP NOT NULL;
  ALTER TABLE "_faculties_v" ALTER COLUMN "version_slug" DROP NOT NULL;
  ALTER TABLE "_faculties_v" ALTER COLUMN "version_code" DROP NOT NULL;
  ALTER TABLE "programmes_olevel" ALTER COLUMN "minimum_grade" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "degree_in_view" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "duration_type" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "application_type" DROP NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "faculty_id" DROP NOT NULL;
  ALTER TABLE "_programmes_olevel_v" ALTER COLUMN "minimum_grade" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_name" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_slug" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_code" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_degree_in_view" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_duration" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_duration_type" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_application_type" DROP NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_faculty_id" DROP NOT NULL;
  ALTER TABLE "home_page_offerings" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_offerings" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "pro_chancellor_name" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "pro_chancellor_title" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "pro_chancellor_message" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "dual_certifications" DROP NOT NULL;
  ALTER TABLE "_home_page_v_version_offerings" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_home_page_v_version_offerings" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_pro_chancellor_name" DROP NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_pro_chancellor_title" DROP NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_pro_chancellor_message" DROP NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_dual_certifications" DROP NOT NULL;
  ALTER TABLE "about_page_pillars" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_timeline" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "about_page_timeline" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_statistics" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "about_page_statistics" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "founder_name" DROP NOT NULL;
  ALTER TABLE "_about_page_v_version_pillars" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_about_page_v_version_timeline" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "_about_page_v_version_timeline" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_about_page_v_version_statistics" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "_about_page_v_version_statistics" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "_about_page_v" ALTER COLUMN "version_hero_title" DROP NOT NULL;
  ALTER TABLE "_about_page_v" ALTER COLUMN "version_founder_name" DROP NOT NULL;
  ALTER TABLE "admissions_page_before_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "admissions_page_after_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "admissions_page_tuition_faq" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "admissions_page_tuition_faq" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "_admissions_page_v_version_before_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_admissions_page_v_version_after_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_admissions_page_v_version_tuition_faq" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "_admissions_page_v_version_tuition_faq" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "guide_bring" ALTER COLUMN "item" DROP NOT NULL;
  ALTER TABLE "admission_guide_acceptance_caps_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "admission_guide_documents" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "admission_guide_payment_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_guide_bring_v" ALTER COLUMN "item" DROP NOT NULL;
  ALTER TABLE "_admission_guide_v_version_acceptance_caps_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_admission_guide_v_version_documents" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "_admission_guide_v_version_payment_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "hostel_page_hostels" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "hostel_page_hostels" ALTER COLUMN "gender" DROP NOT NULL;
  ALTER TABLE "hostel_page_amenities" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "hostel_page_questions" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "hostel_page_questions" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "hostel_page" ALTER COLUMN "intro" DROP NOT NULL;
  ALTER TABLE "hostel_page" ALTER COLUMN "price_per_semester" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v_version_hostels" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v_version_hostels" ALTER COLUMN "gender" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v_version_amenities" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v_version_questions" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v_version_questions" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v" ALTER COLUMN "version_intro" DROP NOT NULL;
  ALTER TABLE "_hostel_page_v" ALTER COLUMN "version_price_per_semester" DROP NOT NULL;
  ALTER TABLE "faculties" ADD COLUMN "_status" "enum_faculties_status" DEFAULT 'draft';
  ALTER TABLE "_faculties_v" ADD COLUMN "version__status" "enum__faculties_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_faculties_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "programmes" ADD COLUMN "_status" "enum_programmes_status" DEFAULT 'draft';
  ALTER TABLE "_programmes_v" ADD COLUMN "version__status" "enum__programmes_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_programmes_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "_home_page_v" ADD COLUMN "version__status" "enum__home_page_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_home_page_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_status" DEFAULT 'draft';
  ALTER TABLE "_about_page_v" ADD COLUMN "version__status" "enum__about_page_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_about_page_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "admissions_page" ADD COLUMN "_status" "enum_admissions_page_status" DEFAULT 'draft';
  ALTER TABLE "_admissions_page_v" ADD COLUMN "version__status" "enum__admissions_page_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_admissions_page_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "admission_guide" ADD COLUMN "_status" "enum_admission_guide_status" DEFAULT 'draft';
  ALTER TABLE "_admission_guide_v" ADD COLUMN "version__status" "enum__admission_guide_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_admission_guide_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "hostel_page" ADD COLUMN "_status" "enum_hostel_page_status" DEFAULT 'draft';
  ALTER TABLE "_hostel_page_v" ADD COLUMN "version__status" "enum__hostel_page_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_hostel_page_v" ADD COLUMN "latest" boolean;
  CREATE INDEX "faculties__status_idx" ON "faculties" USING btree ("_status");
  CREATE INDEX "_faculties_v_version_version__status_idx" ON "_faculties_v" USING btree ("version__status");
  CREATE INDEX "_faculties_v_latest_idx" ON "_faculties_v" USING btree ("latest");
  CREATE INDEX "programmes__status_idx" ON "programmes" USING btree ("_status");
  CREATE INDEX "_programmes_v_version_version__status_idx" ON "_programmes_v" USING btree ("version__status");
  CREATE INDEX "_programmes_v_latest_idx" ON "_programmes_v" USING btree ("latest");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "admissions_page__status_idx" ON "admissions_page" USING btree ("_status");
  CREATE INDEX "_admissions_page_v_version_version__status_idx" ON "_admissions_page_v" USING btree ("version__status");
  CREATE INDEX "_admissions_page_v_latest_idx" ON "_admissions_page_v" USING btree ("latest");
  CREATE INDEX "admission_guide__status_idx" ON "admission_guide" USING btree ("_status");
  CREATE INDEX "_admission_guide_v_version_version__status_idx" ON "_admission_guide_v" USING btree ("version__status");
  CREATE INDEX "_admission_guide_v_latest_idx" ON "_admission_guide_v" USING btree ("latest");
  CREATE INDEX "hostel_page__status_idx" ON "hostel_page" USING btree ("_status");
  CREATE INDEX "_hostel_page_v_version_version__status_idx" ON "_hostel_page_v" USING btree ("version__status");
  CREATE INDEX "_hostel_page_v_latest_idx" ON "_hostel_page_v" USING btree ("latest");`)
  // What was stored before drafts is published, and each document's newest version is its latest
  // (the preview reads it). The new columns would otherwise start as drafts with no latest version.
  await db.execute(sql`UPDATE "faculties" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_faculties_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_faculties_v" SET "latest" = CASE WHEN "id" IN (SELECT max("id") FROM "_faculties_v" GROUP BY "parent_id") THEN true ELSE false END`)
  await db.execute(sql`UPDATE "programmes" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_programmes_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_programmes_v" SET "latest" = CASE WHEN "id" IN (SELECT max("id") FROM "_programmes_v" GROUP BY "parent_id") THEN true ELSE false END`)
  await db.execute(sql`UPDATE "home_page" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_home_page_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_home_page_v" SET "latest" = CASE WHEN "id" = (SELECT max("id") FROM "_home_page_v") THEN true ELSE false END`)
  await db.execute(sql`UPDATE "about_page" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_about_page_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_about_page_v" SET "latest" = CASE WHEN "id" = (SELECT max("id") FROM "_about_page_v") THEN true ELSE false END`)
  await db.execute(sql`UPDATE "admissions_page" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_admissions_page_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_admissions_page_v" SET "latest" = CASE WHEN "id" = (SELECT max("id") FROM "_admissions_page_v") THEN true ELSE false END`)
  await db.execute(sql`UPDATE "admission_guide" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_admission_guide_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_admission_guide_v" SET "latest" = CASE WHEN "id" = (SELECT max("id") FROM "_admission_guide_v") THEN true ELSE false END`)
  await db.execute(sql`UPDATE "hostel_page" SET "_status" = 'published'`)
  await db.execute(sql`UPDATE "_hostel_page_v" SET "version__status" = 'published'`)
  await db.execute(sql`UPDATE "_hostel_page_v" SET "latest" = CASE WHEN "id" = (SELECT max("id") FROM "_hostel_page_v") THEN true ELSE false END`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "faculties__status_idx";
  DROP INDEX "_faculties_v_version_version__status_idx";
  DROP INDEX "_faculties_v_latest_idx";
  DROP INDEX "programmes__status_idx";
  DROP INDEX "_programmes_v_version_version__status_idx";
  DROP INDEX "_programmes_v_latest_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "_home_page_v_version_version__status_idx";
  DROP INDEX "_home_page_v_latest_idx";
  DROP INDEX "about_page__status_idx";
  DROP INDEX "_about_page_v_version_version__status_idx";
  DROP INDEX "_about_page_v_latest_idx";
  DROP INDEX "admissions_page__status_idx";
  DROP INDEX "_admissions_page_v_version_version__status_idx";
  DROP INDEX "_admissions_page_v_latest_idx";
  DROP INDEX "admission_guide__status_idx";
  DROP INDEX "_admission_guide_v_version_version__status_idx";
  DROP INDEX "_admission_guide_v_latest_idx";
  DROP INDEX "hostel_page__status_idx";
  DROP INDEX "_hostel_page_v_version_version__status_idx";
  DROP INDEX "_hostel_page_v_latest_idx";
  ALTER TABLE "faculties_leadership" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "faculties_leadership" ALTER COLUMN "person_id" SET NOT NULL;
  ALTER TABLE "faculties" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "faculties" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "faculties" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "_faculties_v_version_leadership" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "_faculties_v_version_leadership" ALTER COLUMN "person_id" SET NOT NULL;
  ALTER TABLE "_faculties_v" ALTER COLUMN "version_name" SET NOT NULL;
  ALTER TABLE "_faculties_v" ALTER COLUMN "version_slug" SET NOT NULL;
  ALTER TABLE "_faculties_v" ALTER COLUMN "version_code" SET NOT NULL;
  ALTER TABLE "programmes_olevel" ALTER COLUMN "minimum_grade" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "degree_in_view" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "duration_type" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "application_type" SET NOT NULL;
  ALTER TABLE "programmes" ALTER COLUMN "faculty_id" SET NOT NULL;
  ALTER TABLE "_programmes_olevel_v" ALTER COLUMN "minimum_grade" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_name" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_slug" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_code" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_degree_in_view" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_duration" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_duration_type" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_application_type" SET NOT NULL;
  ALTER TABLE "_programmes_v" ALTER COLUMN "version_faculty_id" SET NOT NULL;
  ALTER TABLE "home_page_offerings" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_offerings" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "pro_chancellor_name" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "pro_chancellor_title" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "pro_chancellor_message" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "dual_certifications" SET NOT NULL;
  ALTER TABLE "_home_page_v_version_offerings" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_home_page_v_version_offerings" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_pro_chancellor_name" SET NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_pro_chancellor_title" SET NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_pro_chancellor_message" SET NOT NULL;
  ALTER TABLE "_home_page_v" ALTER COLUMN "version_dual_certifications" SET NOT NULL;
  ALTER TABLE "about_page_pillars" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_timeline" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "about_page_timeline" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_statistics" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "about_page_statistics" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "founder_name" SET NOT NULL;
  ALTER TABLE "_about_page_v_version_pillars" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_about_page_v_version_timeline" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "_about_page_v_version_timeline" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_about_page_v_version_statistics" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "_about_page_v_version_statistics" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "_about_page_v" ALTER COLUMN "version_hero_title" SET NOT NULL;
  ALTER TABLE "_about_page_v" ALTER COLUMN "version_founder_name" SET NOT NULL;
  ALTER TABLE "admissions_page_before_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "admissions_page_after_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "admissions_page_tuition_faq" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "admissions_page_tuition_faq" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "_admissions_page_v_version_before_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_admissions_page_v_version_after_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_admissions_page_v_version_tuition_faq" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "_admissions_page_v_version_tuition_faq" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "guide_bring" ALTER COLUMN "item" SET NOT NULL;
  ALTER TABLE "admission_guide_acceptance_caps_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "admission_guide_documents" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "admission_guide_payment_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_guide_bring_v" ALTER COLUMN "item" SET NOT NULL;
  ALTER TABLE "_admission_guide_v_version_acceptance_caps_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_admission_guide_v_version_documents" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "_admission_guide_v_version_payment_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "hostel_page_hostels" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "hostel_page_hostels" ALTER COLUMN "gender" SET NOT NULL;
  ALTER TABLE "hostel_page_amenities" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "hostel_page_questions" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "hostel_page_questions" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "hostel_page" ALTER COLUMN "intro" SET NOT NULL;
  ALTER TABLE "hostel_page" ALTER COLUMN "price_per_semester" SET NOT NULL;
  ALTER TABLE "_hostel_page_v_version_hostels" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "_hostel_page_v_version_hostels" ALTER COLUMN "gender" SET NOT NULL;
  ALTER TABLE "_hostel_page_v_version_amenities" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "_hostel_page_v_version_questions" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "_hostel_page_v_version_questions" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "_hostel_page_v" ALTER COLUMN "version_intro" SET NOT NULL;
  ALTER TABLE "_hostel_page_v" ALTER COLUMN "version_price_per_semester" SET NOT NULL;
  ALTER TABLE "faculties" DROP COLUMN "_status";
  ALTER TABLE "_faculties_v" DROP COLUMN "version__status";
  ALTER TABLE "_faculties_v" DROP COLUMN "latest";
  ALTER TABLE "programmes" DROP COLUMN "_status";
  ALTER TABLE "_programmes_v" DROP COLUMN "version__status";
  ALTER TABLE "_programmes_v" DROP COLUMN "latest";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "_home_page_v" DROP COLUMN "version__status";
  ALTER TABLE "_home_page_v" DROP COLUMN "latest";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  ALTER TABLE "_about_page_v" DROP COLUMN "version__status";
  ALTER TABLE "_about_page_v" DROP COLUMN "latest";
  ALTER TABLE "admissions_page" DROP COLUMN "_status";
  ALTER TABLE "_admissions_page_v" DROP COLUMN "version__status";
  ALTER TABLE "_admissions_page_v" DROP COLUMN "latest";
  ALTER TABLE "admission_guide" DROP COLUMN "_status";
  ALTER TABLE "_admission_guide_v" DROP COLUMN "version__status";
  ALTER TABLE "_admission_guide_v" DROP COLUMN "latest";
  ALTER TABLE "hostel_page" DROP COLUMN "_status";
  ALTER TABLE "_hostel_page_v" DROP COLUMN "version__status";
  ALTER TABLE "_hostel_page_v" DROP COLUMN "latest";
  DROP TYPE "public"."enum_faculties_status";
  DROP TYPE "public"."enum__faculties_v_version_status";
  DROP TYPE "public"."enum_programmes_status";
  DROP TYPE "public"."enum__programmes_v_version_status";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum_admissions_page_status";
  DROP TYPE "public"."enum__admissions_page_v_version_status";
  DROP TYPE "public"."enum_admission_guide_status";
  DROP TYPE "public"."enum__admission_guide_v_version_status";
  DROP TYPE "public"."enum_hostel_page_status";
  DROP TYPE "public"."enum__hostel_page_v_version_status";`)
}
