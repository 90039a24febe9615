import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__programmes_olevel_v_any_of" AS ENUM('english-language', 'mathematics', 'further-mathematics', 'physics', 'chemistry', 'biology', 'agricultural-science', 'geography', 'technical-drawing', 'computer-studies', 'data-processing', 'economics', 'commerce', 'financial-accounting', 'government', 'civic-education', 'history', 'literature-in-english', 'christian-religious-studies', 'islamic-studies', 'french', 'igbo', 'yoruba', 'hausa', 'fine-art');
  CREATE TYPE "public"."enum__programmes_olevel_v_minimum_grade" AS ENUM('A1', 'B2', 'B3', 'C4', 'C5', 'C6');
  CREATE TYPE "public"."enum__programmes_utme_v_any_of" AS ENUM('mathematics', 'further-mathematics', 'physics', 'chemistry', 'biology', 'agricultural-science', 'geography', 'technical-drawing', 'computer-studies', 'economics', 'commerce', 'financial-accounting', 'government', 'history', 'literature-in-english', 'christian-religious-studies', 'islamic-studies', 'french', 'igbo', 'yoruba', 'hausa', 'fine-art');
  CREATE TYPE "public"."enum__programmes_v_version_duration_type" AS ENUM('Years', 'Months', 'Semesters');
  CREATE TYPE "public"."enum__programmes_v_version_application_type" AS ENUM('foundation', 'undergraduate', 'postgraduate');
  CREATE TYPE "public"."enum__programmes_v_min_degree_class" AS ENUM('first', 'second-upper', 'second-lower', 'third', 'pass');
  CREATE TYPE "public"."enum__running_modules_v_version_level" AS ENUM('100', '200', '300', '400', '500', '600', '700', '800');
  CREATE TYPE "public"."enum__running_modules_v_version_semester" AS ENUM('First', 'Second');
  CREATE TYPE "public"."enum__running_modules_v_version_module_type" AS ENUM('Core', 'Elective', 'Required');
  CREATE TYPE "public"."enum__calendar_entries_v_version_type" AS ENUM('semester', 'holiday', 'break', 'exam', 'event');
  CREATE TYPE "public"."enum__tuition_rows_v_version_level" AS ENUM('All', '100', '200', '300', '400', '500', '600', '700', '800');
  CREATE TYPE "public"."enum__tuition_rows_v_version_semester" AS ENUM('All', 'First', 'Second');
  CREATE TYPE "public"."enum__leadership_members_v_version_category" AS ENUM('Board', 'Management', 'Senate');
  CREATE TYPE "public"."enum__portal_tiles_v_version_categories" AS ENUM('staff', 'student', 'administrative');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__hostel_page_v_version_hostels_gender" AS ENUM('Male', 'Female');
  CREATE TABLE "_faculties_v_version_leadership" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" varchar NOT NULL,
  	"person_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faculties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_code" varchar NOT NULL,
  	"version_dean_id" integer,
  	"version_detail" jsonb,
  	"version_image_id" integer,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_partnership_count" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_code" varchar NOT NULL,
  	"version_faculty_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_programmes_olevel_v_any_of" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programmes_olevel_v_any_of",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programmes_olevel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"minimum_grade" "enum__programmes_olevel_v_minimum_grade" DEFAULT 'C6' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programmes_utme_v_any_of" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programmes_utme_v_any_of",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programmes_utme_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programmes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_code" varchar NOT NULL,
  	"version_degree_in_view" varchar NOT NULL,
  	"version_duration" numeric NOT NULL,
  	"version_duration_type" "enum__programmes_v_version_duration_type" DEFAULT 'Years' NOT NULL,
  	"version_application_type" "enum__programmes_v_version_application_type" DEFAULT 'undergraduate' NOT NULL,
  	"version_faculty_id" integer NOT NULL,
  	"version_department_id" integer,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_entry_requirements_olevel_credits" numeric DEFAULT 5,
  	"version_entry_requirements_utme_minimum_score" numeric,
  	"version_entry_requirements_direct_entry" varchar,
  	"version_entry_requirements_minimum_degree_class" "enum__programmes_v_min_degree_class",
  	"version_entry_requirements_notes" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_running_modules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_programme_id" integer NOT NULL,
  	"version_module_code" varchar NOT NULL,
  	"version_module_name" varchar NOT NULL,
  	"version_level" "enum__running_modules_v_version_level" NOT NULL,
  	"version_semester" "enum__running_modules_v_version_semester" NOT NULL,
  	"version_credit_load" numeric NOT NULL,
  	"version_module_type" "enum__running_modules_v_version_module_type" DEFAULT 'Core' NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_running_modules_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" integer
  );
  
  CREATE TABLE "_calendar_entries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_type" "enum__calendar_entries_v_version_type" NOT NULL,
  	"version_semester_code" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_tuition_rows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_programme_id" integer NOT NULL,
  	"version_level" "enum__tuition_rows_v_version_level" NOT NULL,
  	"version_semester" "enum__tuition_rows_v_version_semester" NOT NULL,
  	"version_tuition_amount" numeric NOT NULL,
  	"version_tuition_amount_intl" numeric NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_other_fees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_amount" numeric NOT NULL,
  	"version_paid_by" varchar NOT NULL,
  	"version_is_required" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_scholarships_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_description" varchar,
  	"version_tuition_percentage" numeric DEFAULT 0 NOT NULL,
  	"version_hostel_percentage" numeric DEFAULT 0 NOT NULL,
  	"version_feeding_percentage" numeric DEFAULT 0 NOT NULL,
  	"version_eligibility" varchar,
  	"version_deadline" varchar,
  	"version_how_to_apply" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_staff_v_version_qualifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"discipline" varchar NOT NULL,
  	"institution" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_staff_v_version_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"credit_unit" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_staff_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_staff_id" varchar NOT NULL,
  	"version_title_id" integer,
  	"version_first_name" varchar NOT NULL,
  	"version_middle_name" varchar,
  	"version_surname" varchar NOT NULL,
  	"version_full_name" varchar,
  	"version_slug" varchar NOT NULL,
  	"version_designation_id" integer,
  	"version_department_id" integer,
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_image_id" integer,
  	"version_biography" jsonb,
  	"version_twitter" varchar,
  	"version_researchgate" varchar,
  	"version_linkedin" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_publications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_staff_id" integer NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_authors" varchar NOT NULL,
  	"version_published_year" numeric NOT NULL,
  	"version_file_id" integer,
  	"version_view_count" numeric DEFAULT 0,
  	"version_download_count" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_leadership_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category" "enum__leadership_members_v_version_category" NOT NULL,
  	"version_title" varchar,
  	"version_full_name" varchar NOT NULL,
  	"version_designation" varchar NOT NULL,
  	"version_image_id" integer,
  	"version_description" jsonb,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_titles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_designations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_gallery_images_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_category" varchar NOT NULL,
  	"version_sub_category" varchar,
  	"version_image_id" integer NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_campus_life_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_contact_offices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_office" varchar NOT NULL,
  	"version_contact_person" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_centres_v_version_initiatives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_centres_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_tagline" varchar NOT NULL,
  	"version_location" varchar NOT NULL,
  	"version_url" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_portal_tiles_v_version_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__portal_tiles_v_version_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_portal_tiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_description" varchar,
  	"version_url" varchar NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"programmes_id" integer,
  	"faculties_id" integer,
  	"staff_id" integer
  );
  
  CREATE TABLE "_home_page_v_version_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pro_chancellor_name" varchar NOT NULL,
  	"version_pro_chancellor_title" varchar NOT NULL,
  	"version_pro_chancellor_message" varchar NOT NULL,
  	"version_pro_chancellor_image_id" integer,
  	"version_campus_banner_image_id" integer,
  	"version_dual_certifications" varchar DEFAULT '2' NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar NOT NULL,
  	"version_hero_text" varchar,
  	"version_hero_image_id" integer,
  	"version_founder_name" varchar NOT NULL,
  	"version_founder_role" varchar,
  	"version_founder_biography" varchar,
  	"version_founder_image_id" integer,
  	"version_call_to_action_title" varchar,
  	"version_call_to_action_text" varchar,
  	"version_call_to_action_apply_label" varchar DEFAULT 'Start Your Application',
  	"version_call_to_action_tour_label" varchar DEFAULT 'Explore Campus Virtually',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_admissions_page_v_version_before_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admissions_page_v_version_after_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admissions_page_v_version_tuition_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_admissions_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_rules" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_hostel_page_v_version_hostels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gender" "enum__hostel_page_v_version_hostels_gender" NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hostel_page_v_version_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hostel_page_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hostel_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar NOT NULL,
  	"version_price_per_semester" numeric DEFAULT 500000 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_page_texts_v_version_sections_blurbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v_version_centres_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_sections_academics_intro" varchar NOT NULL,
  	"version_sections_admissions_intro" varchar NOT NULL,
  	"version_sections_resources_intro" varchar NOT NULL,
  	"version_centres_title" varchar DEFAULT 'Centres of Excellence' NOT NULL,
  	"version_centres_subtitle" varchar NOT NULL,
  	"version_centres_why_title" varchar NOT NULL,
  	"version_leadership_title" varchar DEFAULT 'Senate and Management' NOT NULL,
  	"version_leadership_intro" varchar,
  	"version_leadership_search_placeholder" varchar DEFAULT 'Search staff...' NOT NULL,
  	"version_leadership_empty_text" varchar NOT NULL,
  	"version_gallery_title" varchar DEFAULT 'Explore Our Campus' NOT NULL,
  	"version_gallery_intro" varchar,
  	"version_portals_title" varchar DEFAULT 'Portals' NOT NULL,
  	"version_portals_intro" varchar,
  	"version_portals_empty_text" varchar NOT NULL,
  	"version_library_title" varchar DEFAULT 'Library' NOT NULL,
  	"version_library_intro" varchar,
  	"version_information_title" varchar DEFAULT 'Information' NOT NULL,
  	"version_information_intro" varchar,
  	"version_search_title" varchar DEFAULT 'Search' NOT NULL,
  	"version_search_intro" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_campus_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_emergency_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_institution_name" varchar NOT NULL,
  	"version_short_name" varchar NOT NULL,
  	"version_motto" varchar,
  	"version_logo_id" integer,
  	"version_postal_address" varchar NOT NULL,
  	"version_phone_primary" varchar,
  	"version_phone_secondary" varchar,
  	"version_email_general" varchar,
  	"version_email_admissions" varchar,
  	"version_email_partnerships" varchar,
  	"version_helpline_hours" varchar DEFAULT 'Mon-Fri 8:00 AM - 5:00 PM',
  	"version_admission_site" varchar,
  	"version_portal_site" varchar,
  	"version_portal_student_page" varchar,
  	"version_portal_admission_page" varchar,
  	"version_library_catalogue" varchar,
  	"version_repository" varchar,
  	"version_journals" varchar,
  	"version_open_courseware" varchar,
  	"version_campus_video" varchar,
  	"version_privacy_url" varchar,
  	"version_accessibility_url" varchar,
  	"version_disclaimer_url" varchar,
  	"version_social_x" varchar,
  	"version_social_instagram" varchar,
  	"version_social_facebook" varchar,
  	"version_social_linkedin" varchar,
  	"version_social_youtube" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_search_settings_v_version_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"terms" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_search_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "_faculties_v_version_leadership" ADD CONSTRAINT "_faculties_v_version_leadership_person_id_staff_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v_version_leadership" ADD CONSTRAINT "_faculties_v_version_leadership_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculties_v" ADD CONSTRAINT "_faculties_v_parent_id_faculties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v" ADD CONSTRAINT "_faculties_v_version_dean_id_staff_id_fk" FOREIGN KEY ("version_dean_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v" ADD CONSTRAINT "_faculties_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_olevel_v_any_of" ADD CONSTRAINT "_programmes_olevel_v_any_of_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_olevel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_olevel_v" ADD CONSTRAINT "_programmes_olevel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_utme_v_any_of" ADD CONSTRAINT "_programmes_utme_v_any_of_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_utme_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_utme_v" ADD CONSTRAINT "_programmes_utme_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_parent_id_programmes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_running_modules_v" ADD CONSTRAINT "_running_modules_v_parent_id_running_modules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."running_modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_running_modules_v" ADD CONSTRAINT "_running_modules_v_version_programme_id_programmes_id_fk" FOREIGN KEY ("version_programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_running_modules_v_rels" ADD CONSTRAINT "_running_modules_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_running_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_running_modules_v_rels" ADD CONSTRAINT "_running_modules_v_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_calendar_entries_v" ADD CONSTRAINT "_calendar_entries_v_parent_id_calendar_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tuition_rows_v" ADD CONSTRAINT "_tuition_rows_v_parent_id_tuition_rows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tuition_rows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tuition_rows_v" ADD CONSTRAINT "_tuition_rows_v_version_programme_id_programmes_id_fk" FOREIGN KEY ("version_programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_fees_v" ADD CONSTRAINT "_other_fees_v_parent_id_other_fees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_fees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_scholarships_v" ADD CONSTRAINT "_scholarships_v_parent_id_scholarships_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."scholarships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_v_version_qualifications" ADD CONSTRAINT "_staff_v_version_qualifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_staff_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_v_version_modules" ADD CONSTRAINT "_staff_v_version_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_staff_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_staff_v" ADD CONSTRAINT "_staff_v_parent_id_staff_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_v" ADD CONSTRAINT "_staff_v_version_title_id_titles_id_fk" FOREIGN KEY ("version_title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_v" ADD CONSTRAINT "_staff_v_version_designation_id_designations_id_fk" FOREIGN KEY ("version_designation_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_v" ADD CONSTRAINT "_staff_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_staff_v" ADD CONSTRAINT "_staff_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_parent_id_publications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_version_staff_id_staff_id_fk" FOREIGN KEY ("version_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publications_v" ADD CONSTRAINT "_publications_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leadership_members_v" ADD CONSTRAINT "_leadership_members_v_parent_id_leadership_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leadership_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leadership_members_v" ADD CONSTRAINT "_leadership_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_titles_v" ADD CONSTRAINT "_titles_v_parent_id_titles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_designations_v" ADD CONSTRAINT "_designations_v_parent_id_designations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_parent_id_gallery_images_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_images_v" ADD CONSTRAINT "_gallery_images_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campus_life_v" ADD CONSTRAINT "_campus_life_v_parent_id_campus_life_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campus_life"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campus_life_v" ADD CONSTRAINT "_campus_life_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_offices_v" ADD CONSTRAINT "_contact_offices_v_parent_id_contact_offices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_centres_v_version_initiatives" ADD CONSTRAINT "_centres_v_version_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centres_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centres_v" ADD CONSTRAINT "_centres_v_parent_id_centres_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portal_tiles_v_version_categories" ADD CONSTRAINT "_portal_tiles_v_version_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_portal_tiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portal_tiles_v" ADD CONSTRAINT "_portal_tiles_v_parent_id_portal_tiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portal_tiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_faculties_fk" FOREIGN KEY ("faculties_id") REFERENCES "public"."faculties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_offerings" ADD CONSTRAINT "_home_page_v_version_offerings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_offerings" ADD CONSTRAINT "_home_page_v_version_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_pro_chancellor_image_id_media_id_fk" FOREIGN KEY ("version_pro_chancellor_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_campus_banner_image_id_media_id_fk" FOREIGN KEY ("version_campus_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_pillars" ADD CONSTRAINT "_about_page_v_version_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_timeline" ADD CONSTRAINT "_about_page_v_version_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_statistics" ADD CONSTRAINT "_about_page_v_version_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_founder_image_id_media_id_fk" FOREIGN KEY ("version_founder_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_admissions_page_v_version_before_steps" ADD CONSTRAINT "_admissions_page_v_version_before_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admissions_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admissions_page_v_version_after_steps" ADD CONSTRAINT "_admissions_page_v_version_after_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admissions_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_admissions_page_v_version_tuition_faq" ADD CONSTRAINT "_admissions_page_v_version_tuition_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_admissions_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hostel_page_v_version_hostels" ADD CONSTRAINT "_hostel_page_v_version_hostels_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hostel_page_v_version_hostels" ADD CONSTRAINT "_hostel_page_v_version_hostels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hostel_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hostel_page_v_version_amenities" ADD CONSTRAINT "_hostel_page_v_version_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hostel_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hostel_page_v_version_questions" ADD CONSTRAINT "_hostel_page_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hostel_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_sections_blurbs" ADD CONSTRAINT "_page_texts_v_version_sections_blurbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_texts_v_version_centres_highlights" ADD CONSTRAINT "_page_texts_v_version_centres_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_campus_addresses" ADD CONSTRAINT "_site_settings_v_version_campus_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_emergency_contacts" ADD CONSTRAINT "_site_settings_v_version_emergency_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_search_settings_v_version_synonyms" ADD CONSTRAINT "_search_settings_v_version_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_search_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_faculties_v_version_leadership_order_idx" ON "_faculties_v_version_leadership" USING btree ("_order");
  CREATE INDEX "_faculties_v_version_leadership_parent_id_idx" ON "_faculties_v_version_leadership" USING btree ("_parent_id");
  CREATE INDEX "_faculties_v_version_leadership_person_idx" ON "_faculties_v_version_leadership" USING btree ("person_id");
  CREATE INDEX "_faculties_v_parent_idx" ON "_faculties_v" USING btree ("parent_id");
  CREATE INDEX "_faculties_v_version_version_slug_idx" ON "_faculties_v" USING btree ("version_slug");
  CREATE INDEX "_faculties_v_version_version_code_idx" ON "_faculties_v" USING btree ("version_code");
  CREATE INDEX "_faculties_v_version_version_dean_idx" ON "_faculties_v" USING btree ("version_dean_id");
  CREATE INDEX "_faculties_v_version_version_image_idx" ON "_faculties_v" USING btree ("version_image_id");
  CREATE INDEX "_faculties_v_version_version_updated_at_idx" ON "_faculties_v" USING btree ("version_updated_at");
  CREATE INDEX "_faculties_v_version_version_created_at_idx" ON "_faculties_v" USING btree ("version_created_at");
  CREATE INDEX "_faculties_v_created_at_idx" ON "_faculties_v" USING btree ("created_at");
  CREATE INDEX "_faculties_v_updated_at_idx" ON "_faculties_v" USING btree ("updated_at");
  CREATE INDEX "_departments_v_parent_idx" ON "_departments_v" USING btree ("parent_id");
  CREATE INDEX "_departments_v_version_version_code_idx" ON "_departments_v" USING btree ("version_code");
  CREATE INDEX "_departments_v_version_version_faculty_idx" ON "_departments_v" USING btree ("version_faculty_id");
  CREATE INDEX "_departments_v_version_version_updated_at_idx" ON "_departments_v" USING btree ("version_updated_at");
  CREATE INDEX "_departments_v_version_version_created_at_idx" ON "_departments_v" USING btree ("version_created_at");
  CREATE INDEX "_departments_v_created_at_idx" ON "_departments_v" USING btree ("created_at");
  CREATE INDEX "_departments_v_updated_at_idx" ON "_departments_v" USING btree ("updated_at");
  CREATE INDEX "_programmes_olevel_v_any_of_order_idx" ON "_programmes_olevel_v_any_of" USING btree ("order");
  CREATE INDEX "_programmes_olevel_v_any_of_parent_idx" ON "_programmes_olevel_v_any_of" USING btree ("parent_id");
  CREATE INDEX "_programmes_olevel_v_order_idx" ON "_programmes_olevel_v" USING btree ("_order");
  CREATE INDEX "_programmes_olevel_v_parent_id_idx" ON "_programmes_olevel_v" USING btree ("_parent_id");
  CREATE INDEX "_programmes_utme_v_any_of_order_idx" ON "_programmes_utme_v_any_of" USING btree ("order");
  CREATE INDEX "_programmes_utme_v_any_of_parent_idx" ON "_programmes_utme_v_any_of" USING btree ("parent_id");
  CREATE INDEX "_programmes_utme_v_order_idx" ON "_programmes_utme_v" USING btree ("_order");
  CREATE INDEX "_programmes_utme_v_parent_id_idx" ON "_programmes_utme_v" USING btree ("_parent_id");
  CREATE INDEX "_programmes_v_parent_idx" ON "_programmes_v" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_version_version_slug_idx" ON "_programmes_v" USING btree ("version_slug");
  CREATE INDEX "_programmes_v_version_version_code_idx" ON "_programmes_v" USING btree ("version_code");
  CREATE INDEX "_programmes_v_version_version_faculty_idx" ON "_programmes_v" USING btree ("version_faculty_id");
  CREATE INDEX "_programmes_v_version_version_department_idx" ON "_programmes_v" USING btree ("version_department_id");
  CREATE INDEX "_programmes_v_version_version_image_idx" ON "_programmes_v" USING btree ("version_image_id");
  CREATE INDEX "_programmes_v_version_version_updated_at_idx" ON "_programmes_v" USING btree ("version_updated_at");
  CREATE INDEX "_programmes_v_version_version_created_at_idx" ON "_programmes_v" USING btree ("version_created_at");
  CREATE INDEX "_programmes_v_created_at_idx" ON "_programmes_v" USING btree ("created_at");
  CREATE INDEX "_programmes_v_updated_at_idx" ON "_programmes_v" USING btree ("updated_at");
  CREATE INDEX "_running_modules_v_parent_idx" ON "_running_modules_v" USING btree ("parent_id");
  CREATE INDEX "_running_modules_v_version_version_programme_idx" ON "_running_modules_v" USING btree ("version_programme_id");
  CREATE INDEX "_running_modules_v_version_version_updated_at_idx" ON "_running_modules_v" USING btree ("version_updated_at");
  CREATE INDEX "_running_modules_v_version_version_created_at_idx" ON "_running_modules_v" USING btree ("version_created_at");
  CREATE INDEX "_running_modules_v_created_at_idx" ON "_running_modules_v" USING btree ("created_at");
  CREATE INDEX "_running_modules_v_updated_at_idx" ON "_running_modules_v" USING btree ("updated_at");
  CREATE INDEX "_running_modules_v_rels_order_idx" ON "_running_modules_v_rels" USING btree ("order");
  CREATE INDEX "_running_modules_v_rels_parent_idx" ON "_running_modules_v_rels" USING btree ("parent_id");
  CREATE INDEX "_running_modules_v_rels_path_idx" ON "_running_modules_v_rels" USING btree ("path");
  CREATE INDEX "_running_modules_v_rels_staff_id_idx" ON "_running_modules_v_rels" USING btree ("staff_id");
  CREATE INDEX "_calendar_entries_v_parent_idx" ON "_calendar_entries_v" USING btree ("parent_id");
  CREATE INDEX "_calendar_entries_v_version_version_date_idx" ON "_calendar_entries_v" USING btree ("version_date");
  CREATE INDEX "_calendar_entries_v_version_version_updated_at_idx" ON "_calendar_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_calendar_entries_v_version_version_created_at_idx" ON "_calendar_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_calendar_entries_v_created_at_idx" ON "_calendar_entries_v" USING btree ("created_at");
  CREATE INDEX "_calendar_entries_v_updated_at_idx" ON "_calendar_entries_v" USING btree ("updated_at");
  CREATE INDEX "_tuition_rows_v_parent_idx" ON "_tuition_rows_v" USING btree ("parent_id");
  CREATE INDEX "_tuition_rows_v_version_version_programme_idx" ON "_tuition_rows_v" USING btree ("version_programme_id");
  CREATE INDEX "_tuition_rows_v_version_version_updated_at_idx" ON "_tuition_rows_v" USING btree ("version_updated_at");
  CREATE INDEX "_tuition_rows_v_version_version_created_at_idx" ON "_tuition_rows_v" USING btree ("version_created_at");
  CREATE INDEX "_tuition_rows_v_created_at_idx" ON "_tuition_rows_v" USING btree ("created_at");
  CREATE INDEX "_tuition_rows_v_updated_at_idx" ON "_tuition_rows_v" USING btree ("updated_at");
  CREATE INDEX "_other_fees_v_parent_idx" ON "_other_fees_v" USING btree ("parent_id");
  CREATE INDEX "_other_fees_v_version_version_updated_at_idx" ON "_other_fees_v" USING btree ("version_updated_at");
  CREATE INDEX "_other_fees_v_version_version_created_at_idx" ON "_other_fees_v" USING btree ("version_created_at");
  CREATE INDEX "_other_fees_v_created_at_idx" ON "_other_fees_v" USING btree ("created_at");
  CREATE INDEX "_other_fees_v_updated_at_idx" ON "_other_fees_v" USING btree ("updated_at");
  CREATE INDEX "_scholarships_v_parent_idx" ON "_scholarships_v" USING btree ("parent_id");
  CREATE INDEX "_scholarships_v_version_version_updated_at_idx" ON "_scholarships_v" USING btree ("version_updated_at");
  CREATE INDEX "_scholarships_v_version_version_created_at_idx" ON "_scholarships_v" USING btree ("version_created_at");
  CREATE INDEX "_scholarships_v_created_at_idx" ON "_scholarships_v" USING btree ("created_at");
  CREATE INDEX "_scholarships_v_updated_at_idx" ON "_scholarships_v" USING btree ("updated_at");
  CREATE INDEX "_staff_v_version_qualifications_order_idx" ON "_staff_v_version_qualifications" USING btree ("_order");
  CREATE INDEX "_staff_v_version_qualifications_parent_id_idx" ON "_staff_v_version_qualifications" USING btree ("_parent_id");
  CREATE INDEX "_staff_v_version_modules_order_idx" ON "_staff_v_version_modules" USING btree ("_order");
  CREATE INDEX "_staff_v_version_modules_parent_id_idx" ON "_staff_v_version_modules" USING btree ("_parent_id");
  CREATE INDEX "_staff_v_parent_idx" ON "_staff_v" USING btree ("parent_id");
  CREATE INDEX "_staff_v_version_version_staff_id_idx" ON "_staff_v" USING btree ("version_staff_id");
  CREATE INDEX "_staff_v_version_version_title_idx" ON "_staff_v" USING btree ("version_title_id");
  CREATE INDEX "_staff_v_version_version_slug_idx" ON "_staff_v" USING btree ("version_slug");
  CREATE INDEX "_staff_v_version_version_designation_idx" ON "_staff_v" USING btree ("version_designation_id");
  CREATE INDEX "_staff_v_version_version_department_idx" ON "_staff_v" USING btree ("version_department_id");
  CREATE INDEX "_staff_v_version_version_image_idx" ON "_staff_v" USING btree ("version_image_id");
  CREATE INDEX "_staff_v_version_version_updated_at_idx" ON "_staff_v" USING btree ("version_updated_at");
  CREATE INDEX "_staff_v_version_version_created_at_idx" ON "_staff_v" USING btree ("version_created_at");
  CREATE INDEX "_staff_v_created_at_idx" ON "_staff_v" USING btree ("created_at");
  CREATE INDEX "_staff_v_updated_at_idx" ON "_staff_v" USING btree ("updated_at");
  CREATE INDEX "_publications_v_parent_idx" ON "_publications_v" USING btree ("parent_id");
  CREATE INDEX "_publications_v_version_version_staff_idx" ON "_publications_v" USING btree ("version_staff_id");
  CREATE INDEX "_publications_v_version_version_file_idx" ON "_publications_v" USING btree ("version_file_id");
  CREATE INDEX "_publications_v_version_version_updated_at_idx" ON "_publications_v" USING btree ("version_updated_at");
  CREATE INDEX "_publications_v_version_version_created_at_idx" ON "_publications_v" USING btree ("version_created_at");
  CREATE INDEX "_publications_v_created_at_idx" ON "_publications_v" USING btree ("created_at");
  CREATE INDEX "_publications_v_updated_at_idx" ON "_publications_v" USING btree ("updated_at");
  CREATE INDEX "_leadership_members_v_parent_idx" ON "_leadership_members_v" USING btree ("parent_id");
  CREATE INDEX "_leadership_members_v_version_version_image_idx" ON "_leadership_members_v" USING btree ("version_image_id");
  CREATE INDEX "_leadership_members_v_version_version_updated_at_idx" ON "_leadership_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_leadership_members_v_version_version_created_at_idx" ON "_leadership_members_v" USING btree ("version_created_at");
  CREATE INDEX "_leadership_members_v_created_at_idx" ON "_leadership_members_v" USING btree ("created_at");
  CREATE INDEX "_leadership_members_v_updated_at_idx" ON "_leadership_members_v" USING btree ("updated_at");
  CREATE INDEX "_titles_v_parent_idx" ON "_titles_v" USING btree ("parent_id");
  CREATE INDEX "_titles_v_version_version_name_idx" ON "_titles_v" USING btree ("version_name");
  CREATE INDEX "_titles_v_version_version_updated_at_idx" ON "_titles_v" USING btree ("version_updated_at");
  CREATE INDEX "_titles_v_version_version_created_at_idx" ON "_titles_v" USING btree ("version_created_at");
  CREATE INDEX "_titles_v_created_at_idx" ON "_titles_v" USING btree ("created_at");
  CREATE INDEX "_titles_v_updated_at_idx" ON "_titles_v" USING btree ("updated_at");
  CREATE INDEX "_designations_v_parent_idx" ON "_designations_v" USING btree ("parent_id");
  CREATE INDEX "_designations_v_version_version_name_idx" ON "_designations_v" USING btree ("version_name");
  CREATE INDEX "_designations_v_version_version_updated_at_idx" ON "_designations_v" USING btree ("version_updated_at");
  CREATE INDEX "_designations_v_version_version_created_at_idx" ON "_designations_v" USING btree ("version_created_at");
  CREATE INDEX "_designations_v_created_at_idx" ON "_designations_v" USING btree ("created_at");
  CREATE INDEX "_designations_v_updated_at_idx" ON "_designations_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_images_v_parent_idx" ON "_gallery_images_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_images_v_version_version_image_idx" ON "_gallery_images_v" USING btree ("version_image_id");
  CREATE INDEX "_gallery_images_v_version_version_updated_at_idx" ON "_gallery_images_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_images_v_version_version_created_at_idx" ON "_gallery_images_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_images_v_created_at_idx" ON "_gallery_images_v" USING btree ("created_at");
  CREATE INDEX "_gallery_images_v_updated_at_idx" ON "_gallery_images_v" USING btree ("updated_at");
  CREATE INDEX "_campus_life_v_parent_idx" ON "_campus_life_v" USING btree ("parent_id");
  CREATE INDEX "_campus_life_v_version_version_image_idx" ON "_campus_life_v" USING btree ("version_image_id");
  CREATE INDEX "_campus_life_v_version_version_updated_at_idx" ON "_campus_life_v" USING btree ("version_updated_at");
  CREATE INDEX "_campus_life_v_version_version_created_at_idx" ON "_campus_life_v" USING btree ("version_created_at");
  CREATE INDEX "_campus_life_v_created_at_idx" ON "_campus_life_v" USING btree ("created_at");
  CREATE INDEX "_campus_life_v_updated_at_idx" ON "_campus_life_v" USING btree ("updated_at");
  CREATE INDEX "_contact_offices_v_parent_idx" ON "_contact_offices_v" USING btree ("parent_id");
  CREATE INDEX "_contact_offices_v_version_version_updated_at_idx" ON "_contact_offices_v" USING btree ("version_updated_at");
  CREATE INDEX "_contact_offices_v_version_version_created_at_idx" ON "_contact_offices_v" USING btree ("version_created_at");
  CREATE INDEX "_contact_offices_v_created_at_idx" ON "_contact_offices_v" USING btree ("created_at");
  CREATE INDEX "_contact_offices_v_updated_at_idx" ON "_contact_offices_v" USING btree ("updated_at");
  CREATE INDEX "_centres_v_version_initiatives_order_idx" ON "_centres_v_version_initiatives" USING btree ("_order");
  CREATE INDEX "_centres_v_version_initiatives_parent_id_idx" ON "_centres_v_version_initiatives" USING btree ("_parent_id");
  CREATE INDEX "_centres_v_parent_idx" ON "_centres_v" USING btree ("parent_id");
  CREATE INDEX "_centres_v_version_version_updated_at_idx" ON "_centres_v" USING btree ("version_updated_at");
  CREATE INDEX "_centres_v_version_version_created_at_idx" ON "_centres_v" USING btree ("version_created_at");
  CREATE INDEX "_centres_v_created_at_idx" ON "_centres_v" USING btree ("created_at");
  CREATE INDEX "_centres_v_updated_at_idx" ON "_centres_v" USING btree ("updated_at");
  CREATE INDEX "_portal_tiles_v_version_categories_order_idx" ON "_portal_tiles_v_version_categories" USING btree ("order");
  CREATE INDEX "_portal_tiles_v_version_categories_parent_idx" ON "_portal_tiles_v_version_categories" USING btree ("parent_id");
  CREATE INDEX "_portal_tiles_v_parent_idx" ON "_portal_tiles_v" USING btree ("parent_id");
  CREATE INDEX "_portal_tiles_v_version_version_updated_at_idx" ON "_portal_tiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_portal_tiles_v_version_version_created_at_idx" ON "_portal_tiles_v" USING btree ("version_created_at");
  CREATE INDEX "_portal_tiles_v_created_at_idx" ON "_portal_tiles_v" USING btree ("created_at");
  CREATE INDEX "_portal_tiles_v_updated_at_idx" ON "_portal_tiles_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "redirects_rels_events_id_idx" ON "redirects_rels" USING btree ("events_id");
  CREATE INDEX "redirects_rels_programmes_id_idx" ON "redirects_rels" USING btree ("programmes_id");
  CREATE INDEX "redirects_rels_faculties_id_idx" ON "redirects_rels" USING btree ("faculties_id");
  CREATE INDEX "redirects_rels_staff_id_idx" ON "redirects_rels" USING btree ("staff_id");
  CREATE INDEX "_home_page_v_version_offerings_order_idx" ON "_home_page_v_version_offerings" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_offerings_parent_id_idx" ON "_home_page_v_version_offerings" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_offerings_image_idx" ON "_home_page_v_version_offerings" USING btree ("image_id");
  CREATE INDEX "_home_page_v_version_version_pro_chancellor_image_idx" ON "_home_page_v" USING btree ("version_pro_chancellor_image_id");
  CREATE INDEX "_home_page_v_version_version_campus_banner_image_idx" ON "_home_page_v" USING btree ("version_campus_banner_image_id");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_version_pillars_order_idx" ON "_about_page_v_version_pillars" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_pillars_parent_id_idx" ON "_about_page_v_version_pillars" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_timeline_order_idx" ON "_about_page_v_version_timeline" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_timeline_parent_id_idx" ON "_about_page_v_version_timeline" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_statistics_order_idx" ON "_about_page_v_version_statistics" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_statistics_parent_id_idx" ON "_about_page_v_version_statistics" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_version_hero_image_idx" ON "_about_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_about_page_v_version_founder_version_founder_image_idx" ON "_about_page_v" USING btree ("version_founder_image_id");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_admissions_page_v_version_before_steps_order_idx" ON "_admissions_page_v_version_before_steps" USING btree ("_order");
  CREATE INDEX "_admissions_page_v_version_before_steps_parent_id_idx" ON "_admissions_page_v_version_before_steps" USING btree ("_parent_id");
  CREATE INDEX "_admissions_page_v_version_after_steps_order_idx" ON "_admissions_page_v_version_after_steps" USING btree ("_order");
  CREATE INDEX "_admissions_page_v_version_after_steps_parent_id_idx" ON "_admissions_page_v_version_after_steps" USING btree ("_parent_id");
  CREATE INDEX "_admissions_page_v_version_tuition_faq_order_idx" ON "_admissions_page_v_version_tuition_faq" USING btree ("_order");
  CREATE INDEX "_admissions_page_v_version_tuition_faq_parent_id_idx" ON "_admissions_page_v_version_tuition_faq" USING btree ("_parent_id");
  CREATE INDEX "_admissions_page_v_created_at_idx" ON "_admissions_page_v" USING btree ("created_at");
  CREATE INDEX "_admissions_page_v_updated_at_idx" ON "_admissions_page_v" USING btree ("updated_at");
  CREATE INDEX "_hostel_page_v_version_hostels_order_idx" ON "_hostel_page_v_version_hostels" USING btree ("_order");
  CREATE INDEX "_hostel_page_v_version_hostels_parent_id_idx" ON "_hostel_page_v_version_hostels" USING btree ("_parent_id");
  CREATE INDEX "_hostel_page_v_version_hostels_image_idx" ON "_hostel_page_v_version_hostels" USING btree ("image_id");
  CREATE INDEX "_hostel_page_v_version_amenities_order_idx" ON "_hostel_page_v_version_amenities" USING btree ("_order");
  CREATE INDEX "_hostel_page_v_version_amenities_parent_id_idx" ON "_hostel_page_v_version_amenities" USING btree ("_parent_id");
  CREATE INDEX "_hostel_page_v_version_questions_order_idx" ON "_hostel_page_v_version_questions" USING btree ("_order");
  CREATE INDEX "_hostel_page_v_version_questions_parent_id_idx" ON "_hostel_page_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_hostel_page_v_created_at_idx" ON "_hostel_page_v" USING btree ("created_at");
  CREATE INDEX "_hostel_page_v_updated_at_idx" ON "_hostel_page_v" USING btree ("updated_at");
  CREATE INDEX "_page_texts_v_version_sections_blurbs_order_idx" ON "_page_texts_v_version_sections_blurbs" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_sections_blurbs_parent_id_idx" ON "_page_texts_v_version_sections_blurbs" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_version_centres_highlights_order_idx" ON "_page_texts_v_version_centres_highlights" USING btree ("_order");
  CREATE INDEX "_page_texts_v_version_centres_highlights_parent_id_idx" ON "_page_texts_v_version_centres_highlights" USING btree ("_parent_id");
  CREATE INDEX "_page_texts_v_created_at_idx" ON "_page_texts_v" USING btree ("created_at");
  CREATE INDEX "_page_texts_v_updated_at_idx" ON "_page_texts_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_version_campus_addresses_order_idx" ON "_site_settings_v_version_campus_addresses" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_campus_addresses_parent_id_idx" ON "_site_settings_v_version_campus_addresses" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_emergency_contacts_order_idx" ON "_site_settings_v_version_emergency_contacts" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_emergency_contacts_parent_id_idx" ON "_site_settings_v_version_emergency_contacts" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_search_settings_v_version_synonyms_order_idx" ON "_search_settings_v_version_synonyms" USING btree ("_order");
  CREATE INDEX "_search_settings_v_version_synonyms_parent_id_idx" ON "_search_settings_v_version_synonyms" USING btree ("_parent_id");
  CREATE INDEX "_search_settings_v_created_at_idx" ON "_search_settings_v" USING btree ("created_at");
  CREATE INDEX "_search_settings_v_updated_at_idx" ON "_search_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_faculties_v_version_leadership" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculties_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_departments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_olevel_v_any_of" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_olevel_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_utme_v_any_of" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_utme_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programmes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_running_modules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_running_modules_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tuition_rows_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_other_fees_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_scholarships_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_v_version_qualifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_v_version_modules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_staff_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_publications_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leadership_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_titles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_designations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_campus_life_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_offices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_centres_v_version_initiatives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_centres_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portal_tiles_v_version_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portal_tiles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_pillars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_statistics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admissions_page_v_version_before_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admissions_page_v_version_after_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admissions_page_v_version_tuition_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_admissions_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hostel_page_v_version_hostels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hostel_page_v_version_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hostel_page_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hostel_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_sections_blurbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v_version_centres_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_campus_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_emergency_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_search_settings_v_version_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_search_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_faculties_v_version_leadership" CASCADE;
  DROP TABLE "_faculties_v" CASCADE;
  DROP TABLE "_departments_v" CASCADE;
  DROP TABLE "_programmes_olevel_v_any_of" CASCADE;
  DROP TABLE "_programmes_olevel_v" CASCADE;
  DROP TABLE "_programmes_utme_v_any_of" CASCADE;
  DROP TABLE "_programmes_utme_v" CASCADE;
  DROP TABLE "_programmes_v" CASCADE;
  DROP TABLE "_running_modules_v" CASCADE;
  DROP TABLE "_running_modules_v_rels" CASCADE;
  DROP TABLE "_calendar_entries_v" CASCADE;
  DROP TABLE "_tuition_rows_v" CASCADE;
  DROP TABLE "_other_fees_v" CASCADE;
  DROP TABLE "_scholarships_v" CASCADE;
  DROP TABLE "_staff_v_version_qualifications" CASCADE;
  DROP TABLE "_staff_v_version_modules" CASCADE;
  DROP TABLE "_staff_v" CASCADE;
  DROP TABLE "_publications_v" CASCADE;
  DROP TABLE "_leadership_members_v" CASCADE;
  DROP TABLE "_titles_v" CASCADE;
  DROP TABLE "_designations_v" CASCADE;
  DROP TABLE "_gallery_images_v" CASCADE;
  DROP TABLE "_campus_life_v" CASCADE;
  DROP TABLE "_contact_offices_v" CASCADE;
  DROP TABLE "_centres_v_version_initiatives" CASCADE;
  DROP TABLE "_centres_v" CASCADE;
  DROP TABLE "_portal_tiles_v_version_categories" CASCADE;
  DROP TABLE "_portal_tiles_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "_home_page_v_version_offerings" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_about_page_v_version_pillars" CASCADE;
  DROP TABLE "_about_page_v_version_timeline" CASCADE;
  DROP TABLE "_about_page_v_version_statistics" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_admissions_page_v_version_before_steps" CASCADE;
  DROP TABLE "_admissions_page_v_version_after_steps" CASCADE;
  DROP TABLE "_admissions_page_v_version_tuition_faq" CASCADE;
  DROP TABLE "_admissions_page_v" CASCADE;
  DROP TABLE "_hostel_page_v_version_hostels" CASCADE;
  DROP TABLE "_hostel_page_v_version_amenities" CASCADE;
  DROP TABLE "_hostel_page_v_version_questions" CASCADE;
  DROP TABLE "_hostel_page_v" CASCADE;
  DROP TABLE "_page_texts_v_version_sections_blurbs" CASCADE;
  DROP TABLE "_page_texts_v_version_centres_highlights" CASCADE;
  DROP TABLE "_page_texts_v" CASCADE;
  DROP TABLE "_site_settings_v_version_campus_addresses" CASCADE;
  DROP TABLE "_site_settings_v_version_emergency_contacts" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_search_settings_v_version_synonyms" CASCADE;
  DROP TABLE "_search_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum__programmes_olevel_v_any_of";
  DROP TYPE "public"."enum__programmes_olevel_v_minimum_grade";
  DROP TYPE "public"."enum__programmes_utme_v_any_of";
  DROP TYPE "public"."enum__programmes_v_version_duration_type";
  DROP TYPE "public"."enum__programmes_v_version_application_type";
  DROP TYPE "public"."enum__programmes_v_min_degree_class";
  DROP TYPE "public"."enum__running_modules_v_version_level";
  DROP TYPE "public"."enum__running_modules_v_version_semester";
  DROP TYPE "public"."enum__running_modules_v_version_module_type";
  DROP TYPE "public"."enum__calendar_entries_v_version_type";
  DROP TYPE "public"."enum__tuition_rows_v_version_level";
  DROP TYPE "public"."enum__tuition_rows_v_version_semester";
  DROP TYPE "public"."enum__leadership_members_v_version_category";
  DROP TYPE "public"."enum__portal_tiles_v_version_categories";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum__hostel_page_v_version_hostels_gender";`)
}
