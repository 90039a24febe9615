import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_slides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__slides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_news_type" AS ENUM('General', 'University Updates', 'Research Breakthroughs');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_news_type" AS ENUM('General', 'University Updates', 'Research Breakthroughs');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_event_type" AS ENUM('General', 'Workshop', 'Conference');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_event_type" AS ENUM('General', 'Workshop', 'Conference');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_programmes_duration_type" AS ENUM('Years', 'Months', 'Semesters');
  CREATE TYPE "public"."enum_programmes_application_type" AS ENUM('foundation', 'undergraduate', 'postgraduate');
  CREATE TYPE "public"."enum_running_modules_level" AS ENUM('100', '200', '300', '400', '500', '600', '700', '800');
  CREATE TYPE "public"."enum_running_modules_semester" AS ENUM('First', 'Second');
  CREATE TYPE "public"."enum_running_modules_module_type" AS ENUM('Core', 'Elective', 'Required');
  CREATE TYPE "public"."enum_calendar_entries_type" AS ENUM('semester', 'holiday', 'break', 'exam', 'event');
  CREATE TYPE "public"."enum_tuition_rows_level" AS ENUM('All', '100', '200', '300', '400', '500', '600', '700', '800');
  CREATE TYPE "public"."enum_tuition_rows_semester" AS ENUM('All', 'First', 'Second');
  CREATE TYPE "public"."enum_leadership_members_category" AS ENUM('Board', 'Management', 'Senate');
  CREATE TYPE "public"."enum_portal_tiles_categories" AS ENUM('staff', 'student', 'administrative');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_hostel_page_hostels_gender" AS ENUM('Male', 'Female');
  CREATE TABLE "slides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"caption" varchar,
  	"button_name" varchar,
  	"button_link" varchar,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_slides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_slides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_caption" varchar,
  	"version_button_name" varchar,
  	"version_button_link" varchar,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__slides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"news_type" "enum_news_news_type" DEFAULT 'General',
  	"faculty_id" integer,
  	"image_id" integer,
  	"description" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_news_type" "enum__news_v_version_news_type" DEFAULT 'General',
  	"version_faculty_id" integer,
  	"version_image_id" integer,
  	"version_description" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"event_type" "enum_events_event_type" DEFAULT 'General',
  	"event_date" timestamp(3) with time zone,
  	"start_time" varchar,
  	"end_time" varchar,
  	"location" varchar,
  	"image_id" integer,
  	"description" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_event_type" "enum__events_v_version_event_type" DEFAULT 'General',
  	"version_event_date" timestamp(3) with time zone,
  	"version_start_time" varchar,
  	"version_end_time" varchar,
  	"version_location" varchar,
  	"version_image_id" integer,
  	"version_description" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "faculties_leadership" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" varchar NOT NULL,
  	"person_id" integer NOT NULL
  );
  
  CREATE TABLE "faculties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"dean_id" integer,
  	"detail" jsonb,
  	"image_id" integer,
  	"phone" varchar,
  	"email" varchar,
  	"partnership_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"faculty_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"degree_in_view" varchar NOT NULL,
  	"duration" numeric NOT NULL,
  	"duration_type" "enum_programmes_duration_type" DEFAULT 'Years' NOT NULL,
  	"application_type" "enum_programmes_application_type" DEFAULT 'undergraduate' NOT NULL,
  	"faculty_id" integer NOT NULL,
  	"department_id" integer,
  	"description" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "running_modules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"programme_id" integer NOT NULL,
  	"module_code" varchar NOT NULL,
  	"module_name" varchar NOT NULL,
  	"level" "enum_running_modules_level" NOT NULL,
  	"semester" "enum_running_modules_semester" NOT NULL,
  	"credit_load" numeric NOT NULL,
  	"module_type" "enum_running_modules_module_type" DEFAULT 'Core' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "running_modules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" integer
  );
  
  CREATE TABLE "calendar_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_calendar_entries_type" NOT NULL,
  	"semester_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tuition_rows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"programme_id" integer NOT NULL,
  	"level" "enum_tuition_rows_level" NOT NULL,
  	"semester" "enum_tuition_rows_semester" NOT NULL,
  	"tuition_amount" numeric NOT NULL,
  	"tuition_amount_intl" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "other_fees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"paid_by" varchar NOT NULL,
  	"is_required" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scholarships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"tuition_percentage" numeric DEFAULT 0 NOT NULL,
  	"hostel_percentage" numeric DEFAULT 0 NOT NULL,
  	"feeding_percentage" numeric DEFAULT 0 NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_qualifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"discipline" varchar NOT NULL,
  	"institution" varchar NOT NULL,
  	"year" numeric NOT NULL
  );
  
  CREATE TABLE "staff_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"credit_unit" numeric NOT NULL
  );
  
  CREATE TABLE "staff" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" varchar NOT NULL,
  	"title_id" integer,
  	"first_name" varchar NOT NULL,
  	"middle_name" varchar,
  	"surname" varchar NOT NULL,
  	"full_name" varchar,
  	"slug" varchar NOT NULL,
  	"designation_id" integer,
  	"department_id" integer,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer,
  	"biography" jsonb,
  	"twitter" varchar,
  	"researchgate" varchar,
  	"linkedin" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"authors" varchar NOT NULL,
  	"published_year" numeric NOT NULL,
  	"file_id" integer,
  	"view_count" numeric DEFAULT 0,
  	"download_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leadership_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_leadership_members_category" NOT NULL,
  	"title" varchar,
  	"full_name" varchar NOT NULL,
  	"designation" varchar NOT NULL,
  	"image_id" integer,
  	"description" jsonb,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "titles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "designations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"sub_category" varchar,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campus_life" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"office" varchar NOT NULL,
  	"contact_person" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "centres_initiatives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "centres" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"tagline" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"url" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "portal_tiles_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_portal_tiles_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "portal_tiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"url" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"slides_id" integer,
  	"news_id" integer,
  	"events_id" integer,
  	"faculties_id" integer,
  	"departments_id" integer,
  	"programmes_id" integer,
  	"running_modules_id" integer,
  	"calendar_entries_id" integer,
  	"tuition_rows_id" integer,
  	"other_fees_id" integer,
  	"scholarships_id" integer,
  	"staff_id" integer,
  	"publications_id" integer,
  	"leadership_members_id" integer,
  	"titles_id" integer,
  	"designations_id" integer,
  	"gallery_images_id" integer,
  	"campus_life_id" integer,
  	"contact_offices_id" integer,
  	"centres_id" integer,
  	"portal_tiles_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pro_chancellor_name" varchar NOT NULL,
  	"pro_chancellor_title" varchar NOT NULL,
  	"pro_chancellor_message" varchar NOT NULL,
  	"pro_chancellor_image_id" integer,
  	"campus_banner_image_id" integer,
  	"dual_certifications" varchar DEFAULT '2' NOT NULL,
  	"centres_figure" varchar DEFAULT '+18' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_statistics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_text" varchar,
  	"hero_image_id" integer,
  	"founder_name" varchar NOT NULL,
  	"founder_role" varchar,
  	"founder_biography" varchar,
  	"founder_image_id" integer,
  	"call_to_action_title" varchar,
  	"call_to_action_text" varchar,
  	"call_to_action_apply_label" varchar DEFAULT 'Start Your Application',
  	"call_to_action_tour_label" varchar DEFAULT 'Explore Campus Virtually',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "admissions_page_before_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "admissions_page_after_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "admissions_page_tuition_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "admissions_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rules" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "hostel_page_hostels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gender" "enum_hostel_page_hostels_gender" NOT NULL,
  	"description" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "hostel_page_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "hostel_page_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "hostel_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar NOT NULL,
  	"price_per_semester" numeric DEFAULT 500000 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_campus_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"address" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_emergency_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"institution_name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"motto" varchar,
  	"logo_id" integer,
  	"postal_address" varchar NOT NULL,
  	"phone_primary" varchar,
  	"phone_secondary" varchar,
  	"email_general" varchar,
  	"email_admissions" varchar,
  	"email_partnerships" varchar,
  	"helpline_hours" varchar DEFAULT 'Mon-Fri 8:00 AM - 5:00 PM',
  	"admission_site" varchar,
  	"portal_site" varchar,
  	"portal_student_page" varchar,
  	"portal_admission_page" varchar,
  	"library_catalogue" varchar,
  	"repository" varchar,
  	"journals" varchar,
  	"open_courseware" varchar,
  	"campus_video" varchar,
  	"privacy_url" varchar,
  	"accessibility_url" varchar,
  	"disclaimer_url" varchar,
  	"social_x" varchar,
  	"social_instagram" varchar,
  	"social_facebook" varchar,
  	"social_linkedin" varchar,
  	"social_youtube" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "slides" ADD CONSTRAINT "slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slides_v" ADD CONSTRAINT "_slides_v_parent_id_slides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."slides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slides_v" ADD CONSTRAINT "_slides_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculties_leadership" ADD CONSTRAINT "faculties_leadership_person_id_staff_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculties_leadership" ADD CONSTRAINT "faculties_leadership_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculties" ADD CONSTRAINT "faculties_dean_id_staff_id_fk" FOREIGN KEY ("dean_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculties" ADD CONSTRAINT "faculties_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "running_modules" ADD CONSTRAINT "running_modules_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "running_modules_rels" ADD CONSTRAINT "running_modules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."running_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "running_modules_rels" ADD CONSTRAINT "running_modules_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tuition_rows" ADD CONSTRAINT "tuition_rows_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_qualifications" ADD CONSTRAINT "staff_qualifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_modules" ADD CONSTRAINT "staff_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff" ADD CONSTRAINT "staff_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff" ADD CONSTRAINT "staff_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff" ADD CONSTRAINT "staff_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff" ADD CONSTRAINT "staff_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leadership_members" ADD CONSTRAINT "leadership_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campus_life" ADD CONSTRAINT "campus_life_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "centres_initiatives" ADD CONSTRAINT "centres_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portal_tiles_categories" ADD CONSTRAINT "portal_tiles_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portal_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_slides_fk" FOREIGN KEY ("slides_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faculties_fk" FOREIGN KEY ("faculties_id") REFERENCES "public"."faculties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_running_modules_fk" FOREIGN KEY ("running_modules_id") REFERENCES "public"."running_modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tuition_rows_fk" FOREIGN KEY ("tuition_rows_id") REFERENCES "public"."tuition_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_other_fees_fk" FOREIGN KEY ("other_fees_id") REFERENCES "public"."other_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scholarships_fk" FOREIGN KEY ("scholarships_id") REFERENCES "public"."scholarships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publications_fk" FOREIGN KEY ("publications_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leadership_members_fk" FOREIGN KEY ("leadership_members_id") REFERENCES "public"."leadership_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_titles_fk" FOREIGN KEY ("titles_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_designations_fk" FOREIGN KEY ("designations_id") REFERENCES "public"."designations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_images_fk" FOREIGN KEY ("gallery_images_id") REFERENCES "public"."gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campus_life_fk" FOREIGN KEY ("campus_life_id") REFERENCES "public"."campus_life"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_offices_fk" FOREIGN KEY ("contact_offices_id") REFERENCES "public"."contact_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_centres_fk" FOREIGN KEY ("centres_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_portal_tiles_fk" FOREIGN KEY ("portal_tiles_id") REFERENCES "public"."portal_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_offerings" ADD CONSTRAINT "home_page_offerings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_offerings" ADD CONSTRAINT "home_page_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_pro_chancellor_image_id_media_id_fk" FOREIGN KEY ("pro_chancellor_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_campus_banner_image_id_media_id_fk" FOREIGN KEY ("campus_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_pillars" ADD CONSTRAINT "about_page_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_timeline" ADD CONSTRAINT "about_page_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_statistics" ADD CONSTRAINT "about_page_statistics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_founder_image_id_media_id_fk" FOREIGN KEY ("founder_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admissions_page_before_steps" ADD CONSTRAINT "admissions_page_before_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admissions_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admissions_page_after_steps" ADD CONSTRAINT "admissions_page_after_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admissions_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admissions_page_tuition_faq" ADD CONSTRAINT "admissions_page_tuition_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admissions_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hostel_page_hostels" ADD CONSTRAINT "hostel_page_hostels_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hostel_page_hostels" ADD CONSTRAINT "hostel_page_hostels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hostel_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hostel_page_amenities" ADD CONSTRAINT "hostel_page_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hostel_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hostel_page_questions" ADD CONSTRAINT "hostel_page_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hostel_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_campus_addresses" ADD CONSTRAINT "site_settings_campus_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_emergency_contacts" ADD CONSTRAINT "site_settings_emergency_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "slides_image_idx" ON "slides" USING btree ("image_id");
  CREATE INDEX "slides_updated_at_idx" ON "slides" USING btree ("updated_at");
  CREATE INDEX "slides_created_at_idx" ON "slides" USING btree ("created_at");
  CREATE INDEX "slides__status_idx" ON "slides" USING btree ("_status");
  CREATE INDEX "_slides_v_parent_idx" ON "_slides_v" USING btree ("parent_id");
  CREATE INDEX "_slides_v_version_version_image_idx" ON "_slides_v" USING btree ("version_image_id");
  CREATE INDEX "_slides_v_version_version_updated_at_idx" ON "_slides_v" USING btree ("version_updated_at");
  CREATE INDEX "_slides_v_version_version_created_at_idx" ON "_slides_v" USING btree ("version_created_at");
  CREATE INDEX "_slides_v_version_version__status_idx" ON "_slides_v" USING btree ("version__status");
  CREATE INDEX "_slides_v_created_at_idx" ON "_slides_v" USING btree ("created_at");
  CREATE INDEX "_slides_v_updated_at_idx" ON "_slides_v" USING btree ("updated_at");
  CREATE INDEX "_slides_v_latest_idx" ON "_slides_v" USING btree ("latest");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_faculty_idx" ON "news" USING btree ("faculty_id");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_faculty_idx" ON "_news_v" USING btree ("version_faculty_id");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_event_date_idx" ON "events" USING btree ("event_date");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_event_date_idx" ON "_events_v" USING btree ("version_event_date");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "faculties_leadership_order_idx" ON "faculties_leadership" USING btree ("_order");
  CREATE INDEX "faculties_leadership_parent_id_idx" ON "faculties_leadership" USING btree ("_parent_id");
  CREATE INDEX "faculties_leadership_person_idx" ON "faculties_leadership" USING btree ("person_id");
  CREATE UNIQUE INDEX "faculties_slug_idx" ON "faculties" USING btree ("slug");
  CREATE UNIQUE INDEX "faculties_code_idx" ON "faculties" USING btree ("code");
  CREATE INDEX "faculties_dean_idx" ON "faculties" USING btree ("dean_id");
  CREATE INDEX "faculties_image_idx" ON "faculties" USING btree ("image_id");
  CREATE INDEX "faculties_updated_at_idx" ON "faculties" USING btree ("updated_at");
  CREATE INDEX "faculties_created_at_idx" ON "faculties" USING btree ("created_at");
  CREATE UNIQUE INDEX "departments_code_idx" ON "departments" USING btree ("code");
  CREATE INDEX "departments_faculty_idx" ON "departments" USING btree ("faculty_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE UNIQUE INDEX "programmes_slug_idx" ON "programmes" USING btree ("slug");
  CREATE UNIQUE INDEX "programmes_code_idx" ON "programmes" USING btree ("code");
  CREATE INDEX "programmes_faculty_idx" ON "programmes" USING btree ("faculty_id");
  CREATE INDEX "programmes_department_idx" ON "programmes" USING btree ("department_id");
  CREATE INDEX "programmes_image_idx" ON "programmes" USING btree ("image_id");
  CREATE INDEX "programmes_updated_at_idx" ON "programmes" USING btree ("updated_at");
  CREATE INDEX "programmes_created_at_idx" ON "programmes" USING btree ("created_at");
  CREATE INDEX "running_modules_programme_idx" ON "running_modules" USING btree ("programme_id");
  CREATE INDEX "running_modules_updated_at_idx" ON "running_modules" USING btree ("updated_at");
  CREATE INDEX "running_modules_created_at_idx" ON "running_modules" USING btree ("created_at");
  CREATE INDEX "running_modules_rels_order_idx" ON "running_modules_rels" USING btree ("order");
  CREATE INDEX "running_modules_rels_parent_idx" ON "running_modules_rels" USING btree ("parent_id");
  CREATE INDEX "running_modules_rels_path_idx" ON "running_modules_rels" USING btree ("path");
  CREATE INDEX "running_modules_rels_staff_id_idx" ON "running_modules_rels" USING btree ("staff_id");
  CREATE INDEX "calendar_entries_date_idx" ON "calendar_entries" USING btree ("date");
  CREATE INDEX "calendar_entries_updated_at_idx" ON "calendar_entries" USING btree ("updated_at");
  CREATE INDEX "calendar_entries_created_at_idx" ON "calendar_entries" USING btree ("created_at");
  CREATE INDEX "tuition_rows_programme_idx" ON "tuition_rows" USING btree ("programme_id");
  CREATE INDEX "tuition_rows_updated_at_idx" ON "tuition_rows" USING btree ("updated_at");
  CREATE INDEX "tuition_rows_created_at_idx" ON "tuition_rows" USING btree ("created_at");
  CREATE INDEX "other_fees_updated_at_idx" ON "other_fees" USING btree ("updated_at");
  CREATE INDEX "other_fees_created_at_idx" ON "other_fees" USING btree ("created_at");
  CREATE INDEX "scholarships_updated_at_idx" ON "scholarships" USING btree ("updated_at");
  CREATE INDEX "scholarships_created_at_idx" ON "scholarships" USING btree ("created_at");
  CREATE INDEX "staff_qualifications_order_idx" ON "staff_qualifications" USING btree ("_order");
  CREATE INDEX "staff_qualifications_parent_id_idx" ON "staff_qualifications" USING btree ("_parent_id");
  CREATE INDEX "staff_modules_order_idx" ON "staff_modules" USING btree ("_order");
  CREATE INDEX "staff_modules_parent_id_idx" ON "staff_modules" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "staff_staff_id_idx" ON "staff" USING btree ("staff_id");
  CREATE INDEX "staff_title_idx" ON "staff" USING btree ("title_id");
  CREATE UNIQUE INDEX "staff_slug_idx" ON "staff" USING btree ("slug");
  CREATE INDEX "staff_designation_idx" ON "staff" USING btree ("designation_id");
  CREATE INDEX "staff_department_idx" ON "staff" USING btree ("department_id");
  CREATE INDEX "staff_image_idx" ON "staff" USING btree ("image_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE INDEX "publications_staff_idx" ON "publications" USING btree ("staff_id");
  CREATE INDEX "publications_file_idx" ON "publications" USING btree ("file_id");
  CREATE INDEX "publications_updated_at_idx" ON "publications" USING btree ("updated_at");
  CREATE INDEX "publications_created_at_idx" ON "publications" USING btree ("created_at");
  CREATE INDEX "leadership_members_image_idx" ON "leadership_members" USING btree ("image_id");
  CREATE INDEX "leadership_members_updated_at_idx" ON "leadership_members" USING btree ("updated_at");
  CREATE INDEX "leadership_members_created_at_idx" ON "leadership_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "titles_name_idx" ON "titles" USING btree ("name");
  CREATE INDEX "titles_updated_at_idx" ON "titles" USING btree ("updated_at");
  CREATE INDEX "titles_created_at_idx" ON "titles" USING btree ("created_at");
  CREATE UNIQUE INDEX "designations_name_idx" ON "designations" USING btree ("name");
  CREATE INDEX "designations_updated_at_idx" ON "designations" USING btree ("updated_at");
  CREATE INDEX "designations_created_at_idx" ON "designations" USING btree ("created_at");
  CREATE INDEX "gallery_images_image_idx" ON "gallery_images" USING btree ("image_id");
  CREATE INDEX "gallery_images_updated_at_idx" ON "gallery_images" USING btree ("updated_at");
  CREATE INDEX "gallery_images_created_at_idx" ON "gallery_images" USING btree ("created_at");
  CREATE INDEX "campus_life_image_idx" ON "campus_life" USING btree ("image_id");
  CREATE INDEX "campus_life_updated_at_idx" ON "campus_life" USING btree ("updated_at");
  CREATE INDEX "campus_life_created_at_idx" ON "campus_life" USING btree ("created_at");
  CREATE INDEX "contact_offices_updated_at_idx" ON "contact_offices" USING btree ("updated_at");
  CREATE INDEX "contact_offices_created_at_idx" ON "contact_offices" USING btree ("created_at");
  CREATE INDEX "centres_initiatives_order_idx" ON "centres_initiatives" USING btree ("_order");
  CREATE INDEX "centres_initiatives_parent_id_idx" ON "centres_initiatives" USING btree ("_parent_id");
  CREATE INDEX "centres_updated_at_idx" ON "centres" USING btree ("updated_at");
  CREATE INDEX "centres_created_at_idx" ON "centres" USING btree ("created_at");
  CREATE INDEX "portal_tiles_categories_order_idx" ON "portal_tiles_categories" USING btree ("order");
  CREATE INDEX "portal_tiles_categories_parent_idx" ON "portal_tiles_categories" USING btree ("parent_id");
  CREATE INDEX "portal_tiles_updated_at_idx" ON "portal_tiles" USING btree ("updated_at");
  CREATE INDEX "portal_tiles_created_at_idx" ON "portal_tiles" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("slides_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_faculties_id_idx" ON "payload_locked_documents_rels" USING btree ("faculties_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("programmes_id");
  CREATE INDEX "payload_locked_documents_rels_running_modules_id_idx" ON "payload_locked_documents_rels" USING btree ("running_modules_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_entries_id");
  CREATE INDEX "payload_locked_documents_rels_tuition_rows_id_idx" ON "payload_locked_documents_rels" USING btree ("tuition_rows_id");
  CREATE INDEX "payload_locked_documents_rels_other_fees_id_idx" ON "payload_locked_documents_rels" USING btree ("other_fees_id");
  CREATE INDEX "payload_locked_documents_rels_scholarships_id_idx" ON "payload_locked_documents_rels" USING btree ("scholarships_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("publications_id");
  CREATE INDEX "payload_locked_documents_rels_leadership_members_id_idx" ON "payload_locked_documents_rels" USING btree ("leadership_members_id");
  CREATE INDEX "payload_locked_documents_rels_titles_id_idx" ON "payload_locked_documents_rels" USING btree ("titles_id");
  CREATE INDEX "payload_locked_documents_rels_designations_id_idx" ON "payload_locked_documents_rels" USING btree ("designations_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_images_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_images_id");
  CREATE INDEX "payload_locked_documents_rels_campus_life_id_idx" ON "payload_locked_documents_rels" USING btree ("campus_life_id");
  CREATE INDEX "payload_locked_documents_rels_contact_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_offices_id");
  CREATE INDEX "payload_locked_documents_rels_centres_id_idx" ON "payload_locked_documents_rels" USING btree ("centres_id");
  CREATE INDEX "payload_locked_documents_rels_portal_tiles_id_idx" ON "payload_locked_documents_rels" USING btree ("portal_tiles_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_page_offerings_order_idx" ON "home_page_offerings" USING btree ("_order");
  CREATE INDEX "home_page_offerings_parent_id_idx" ON "home_page_offerings" USING btree ("_parent_id");
  CREATE INDEX "home_page_offerings_image_idx" ON "home_page_offerings" USING btree ("image_id");
  CREATE INDEX "home_page_pro_chancellor_image_idx" ON "home_page" USING btree ("pro_chancellor_image_id");
  CREATE INDEX "home_page_campus_banner_image_idx" ON "home_page" USING btree ("campus_banner_image_id");
  CREATE INDEX "about_page_pillars_order_idx" ON "about_page_pillars" USING btree ("_order");
  CREATE INDEX "about_page_pillars_parent_id_idx" ON "about_page_pillars" USING btree ("_parent_id");
  CREATE INDEX "about_page_timeline_order_idx" ON "about_page_timeline" USING btree ("_order");
  CREATE INDEX "about_page_timeline_parent_id_idx" ON "about_page_timeline" USING btree ("_parent_id");
  CREATE INDEX "about_page_statistics_order_idx" ON "about_page_statistics" USING btree ("_order");
  CREATE INDEX "about_page_statistics_parent_id_idx" ON "about_page_statistics" USING btree ("_parent_id");
  CREATE INDEX "about_page_hero_image_idx" ON "about_page" USING btree ("hero_image_id");
  CREATE INDEX "about_page_founder_founder_image_idx" ON "about_page" USING btree ("founder_image_id");
  CREATE INDEX "admissions_page_before_steps_order_idx" ON "admissions_page_before_steps" USING btree ("_order");
  CREATE INDEX "admissions_page_before_steps_parent_id_idx" ON "admissions_page_before_steps" USING btree ("_parent_id");
  CREATE INDEX "admissions_page_after_steps_order_idx" ON "admissions_page_after_steps" USING btree ("_order");
  CREATE INDEX "admissions_page_after_steps_parent_id_idx" ON "admissions_page_after_steps" USING btree ("_parent_id");
  CREATE INDEX "admissions_page_tuition_faq_order_idx" ON "admissions_page_tuition_faq" USING btree ("_order");
  CREATE INDEX "admissions_page_tuition_faq_parent_id_idx" ON "admissions_page_tuition_faq" USING btree ("_parent_id");
  CREATE INDEX "hostel_page_hostels_order_idx" ON "hostel_page_hostels" USING btree ("_order");
  CREATE INDEX "hostel_page_hostels_parent_id_idx" ON "hostel_page_hostels" USING btree ("_parent_id");
  CREATE INDEX "hostel_page_hostels_image_idx" ON "hostel_page_hostels" USING btree ("image_id");
  CREATE INDEX "hostel_page_amenities_order_idx" ON "hostel_page_amenities" USING btree ("_order");
  CREATE INDEX "hostel_page_amenities_parent_id_idx" ON "hostel_page_amenities" USING btree ("_parent_id");
  CREATE INDEX "hostel_page_questions_order_idx" ON "hostel_page_questions" USING btree ("_order");
  CREATE INDEX "hostel_page_questions_parent_id_idx" ON "hostel_page_questions" USING btree ("_parent_id");
  CREATE INDEX "site_settings_campus_addresses_order_idx" ON "site_settings_campus_addresses" USING btree ("_order");
  CREATE INDEX "site_settings_campus_addresses_parent_id_idx" ON "site_settings_campus_addresses" USING btree ("_parent_id");
  CREATE INDEX "site_settings_emergency_contacts_order_idx" ON "site_settings_emergency_contacts" USING btree ("_order");
  CREATE INDEX "site_settings_emergency_contacts_parent_id_idx" ON "site_settings_emergency_contacts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "slides" CASCADE;
  DROP TABLE "_slides_v" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "faculties_leadership" CASCADE;
  DROP TABLE "faculties" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "programmes" CASCADE;
  DROP TABLE "running_modules" CASCADE;
  DROP TABLE "running_modules_rels" CASCADE;
  DROP TABLE "calendar_entries" CASCADE;
  DROP TABLE "tuition_rows" CASCADE;
  DROP TABLE "other_fees" CASCADE;
  DROP TABLE "scholarships" CASCADE;
  DROP TABLE "staff_qualifications" CASCADE;
  DROP TABLE "staff_modules" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "publications" CASCADE;
  DROP TABLE "leadership_members" CASCADE;
  DROP TABLE "titles" CASCADE;
  DROP TABLE "designations" CASCADE;
  DROP TABLE "gallery_images" CASCADE;
  DROP TABLE "campus_life" CASCADE;
  DROP TABLE "contact_offices" CASCADE;
  DROP TABLE "centres_initiatives" CASCADE;
  DROP TABLE "centres" CASCADE;
  DROP TABLE "portal_tiles_categories" CASCADE;
  DROP TABLE "portal_tiles" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_page_offerings" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "about_page_pillars" CASCADE;
  DROP TABLE "about_page_timeline" CASCADE;
  DROP TABLE "about_page_statistics" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "admissions_page_before_steps" CASCADE;
  DROP TABLE "admissions_page_after_steps" CASCADE;
  DROP TABLE "admissions_page_tuition_faq" CASCADE;
  DROP TABLE "admissions_page" CASCADE;
  DROP TABLE "hostel_page_hostels" CASCADE;
  DROP TABLE "hostel_page_amenities" CASCADE;
  DROP TABLE "hostel_page_questions" CASCADE;
  DROP TABLE "hostel_page" CASCADE;
  DROP TABLE "site_settings_campus_addresses" CASCADE;
  DROP TABLE "site_settings_emergency_contacts" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_slides_status";
  DROP TYPE "public"."enum__slides_v_version_status";
  DROP TYPE "public"."enum_news_news_type";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_news_type";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_events_event_type";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_event_type";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_programmes_duration_type";
  DROP TYPE "public"."enum_programmes_application_type";
  DROP TYPE "public"."enum_running_modules_level";
  DROP TYPE "public"."enum_running_modules_semester";
  DROP TYPE "public"."enum_running_modules_module_type";
  DROP TYPE "public"."enum_calendar_entries_type";
  DROP TYPE "public"."enum_tuition_rows_level";
  DROP TYPE "public"."enum_tuition_rows_semester";
  DROP TYPE "public"."enum_leadership_members_category";
  DROP TYPE "public"."enum_portal_tiles_categories";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_hostel_page_hostels_gender";`)
}
