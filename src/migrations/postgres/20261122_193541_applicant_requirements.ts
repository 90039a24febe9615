import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_programmes_olevel_any_of" AS ENUM('english-language', 'mathematics', 'further-mathematics', 'physics', 'chemistry', 'biology', 'agricultural-science', 'geography', 'technical-drawing', 'computer-studies', 'data-processing', 'economics', 'commerce', 'financial-accounting', 'government', 'civic-education', 'history', 'literature-in-english', 'christian-religious-studies', 'islamic-studies', 'french', 'igbo', 'yoruba', 'hausa', 'fine-art');
  CREATE TYPE "public"."enum_programmes_olevel_minimum_grade" AS ENUM('A1', 'B2', 'B3', 'C4', 'C5', 'C6');
  CREATE TYPE "public"."enum_programmes_utme_any_of" AS ENUM('mathematics', 'further-mathematics', 'physics', 'chemistry', 'biology', 'agricultural-science', 'geography', 'technical-drawing', 'computer-studies', 'economics', 'commerce', 'financial-accounting', 'government', 'history', 'literature-in-english', 'christian-religious-studies', 'islamic-studies', 'french', 'igbo', 'yoruba', 'hausa', 'fine-art');
  CREATE TYPE "public"."enum_programmes_entry_requirements_minimum_degree_class" AS ENUM('first', 'second-upper', 'second-lower', 'third', 'pass');
  CREATE TABLE "programmes_olevel_any_of" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_programmes_olevel_any_of",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "programmes_olevel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"minimum_grade" "enum_programmes_olevel_minimum_grade" DEFAULT 'C6' NOT NULL
  );
  
  CREATE TABLE "programmes_utme_any_of" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_programmes_utme_any_of",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "programmes_utme" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "page_texts" ALTER COLUMN "centres_title" SET DEFAULT 'Centres of Excellence';
  ALTER TABLE "programmes" ADD COLUMN "entry_requirements_olevel_credits" numeric DEFAULT 5;
  ALTER TABLE "programmes" ADD COLUMN "entry_requirements_utme_minimum_score" numeric;
  ALTER TABLE "programmes" ADD COLUMN "entry_requirements_direct_entry" varchar;
  ALTER TABLE "programmes" ADD COLUMN "entry_requirements_minimum_degree_class" "enum_programmes_entry_requirements_minimum_degree_class";
  ALTER TABLE "programmes" ADD COLUMN "entry_requirements_notes" varchar;
  ALTER TABLE "scholarships" ADD COLUMN "eligibility" varchar;
  ALTER TABLE "scholarships" ADD COLUMN "deadline" varchar;
  ALTER TABLE "scholarships" ADD COLUMN "how_to_apply" varchar;
  ALTER TABLE "programmes_olevel_any_of" ADD CONSTRAINT "programmes_olevel_any_of_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes_olevel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_olevel" ADD CONSTRAINT "programmes_olevel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_utme_any_of" ADD CONSTRAINT "programmes_utme_any_of_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes_utme"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_utme" ADD CONSTRAINT "programmes_utme_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programmes_olevel_any_of_order_idx" ON "programmes_olevel_any_of" USING btree ("order");
  CREATE INDEX "programmes_olevel_any_of_parent_idx" ON "programmes_olevel_any_of" USING btree ("parent_id");
  CREATE INDEX "programmes_olevel_order_idx" ON "programmes_olevel" USING btree ("_order");
  CREATE INDEX "programmes_olevel_parent_id_idx" ON "programmes_olevel" USING btree ("_parent_id");
  CREATE INDEX "programmes_utme_any_of_order_idx" ON "programmes_utme_any_of" USING btree ("order");
  CREATE INDEX "programmes_utme_any_of_parent_idx" ON "programmes_utme_any_of" USING btree ("parent_id");
  CREATE INDEX "programmes_utme_order_idx" ON "programmes_utme" USING btree ("_order");
  CREATE INDEX "programmes_utme_parent_id_idx" ON "programmes_utme" USING btree ("_parent_id");`)
  // The British spelling, where the web team has not changed the old default text.
  await db.execute(sql`
  UPDATE "page_texts" SET "centres_title" = 'Centres of Excellence' WHERE "centres_title" = 'Centers of Excellence';
  UPDATE "page_texts" SET "centres_why_title" = 'Why Choose Our Centres?' WHERE "centres_why_title" = 'Why Choose Our Centers?';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programmes_olevel_any_of" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_olevel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_utme_any_of" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_utme" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "programmes_olevel_any_of" CASCADE;
  DROP TABLE "programmes_olevel" CASCADE;
  DROP TABLE "programmes_utme_any_of" CASCADE;
  DROP TABLE "programmes_utme" CASCADE;
  ALTER TABLE "page_texts" ALTER COLUMN "centres_title" SET DEFAULT 'Centers of Excellence';
  ALTER TABLE "programmes" DROP COLUMN "entry_requirements_olevel_credits";
  ALTER TABLE "programmes" DROP COLUMN "entry_requirements_utme_minimum_score";
  ALTER TABLE "programmes" DROP COLUMN "entry_requirements_direct_entry";
  ALTER TABLE "programmes" DROP COLUMN "entry_requirements_minimum_degree_class";
  ALTER TABLE "programmes" DROP COLUMN "entry_requirements_notes";
  ALTER TABLE "scholarships" DROP COLUMN "eligibility";
  ALTER TABLE "scholarships" DROP COLUMN "deadline";
  ALTER TABLE "scholarships" DROP COLUMN "how_to_apply";
  DROP TYPE "public"."enum_programmes_olevel_any_of";
  DROP TYPE "public"."enum_programmes_olevel_minimum_grade";
  DROP TYPE "public"."enum_programmes_utme_any_of";
  DROP TYPE "public"."enum_programmes_entry_requirements_minimum_degree_class";`)
}
