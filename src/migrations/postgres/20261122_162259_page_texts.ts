import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_texts_sections_blurbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "page_texts_centres_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "page_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sections_academics_intro" varchar NOT NULL,
  	"sections_admissions_intro" varchar NOT NULL,
  	"sections_resources_intro" varchar NOT NULL,
  	"centres_title" varchar DEFAULT 'Centers of Excellence' NOT NULL,
  	"centres_subtitle" varchar NOT NULL,
  	"centres_why_title" varchar NOT NULL,
  	"leadership_title" varchar DEFAULT 'Senate and Management' NOT NULL,
  	"leadership_intro" varchar,
  	"leadership_search_placeholder" varchar DEFAULT 'Search staff...' NOT NULL,
  	"leadership_empty_text" varchar NOT NULL,
  	"gallery_title" varchar DEFAULT 'Explore Our Campus' NOT NULL,
  	"gallery_intro" varchar,
  	"portals_title" varchar DEFAULT 'Portals' NOT NULL,
  	"portals_intro" varchar,
  	"portals_empty_text" varchar NOT NULL,
  	"library_title" varchar DEFAULT 'Library' NOT NULL,
  	"library_intro" varchar,
  	"information_title" varchar DEFAULT 'Information' NOT NULL,
  	"information_intro" varchar,
  	"search_title" varchar DEFAULT 'Search' NOT NULL,
  	"search_intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "page_texts_sections_blurbs" ADD CONSTRAINT "page_texts_sections_blurbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_texts_centres_highlights" ADD CONSTRAINT "page_texts_centres_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_texts_sections_blurbs_order_idx" ON "page_texts_sections_blurbs" USING btree ("_order");
  CREATE INDEX "page_texts_sections_blurbs_parent_id_idx" ON "page_texts_sections_blurbs" USING btree ("_parent_id");
  CREATE INDEX "page_texts_centres_highlights_order_idx" ON "page_texts_centres_highlights" USING btree ("_order");
  CREATE INDEX "page_texts_centres_highlights_parent_id_idx" ON "page_texts_centres_highlights" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_texts_sections_blurbs" CASCADE;
  DROP TABLE "page_texts_centres_highlights" CASCADE;
  DROP TABLE "page_texts" CASCADE;`)
}
