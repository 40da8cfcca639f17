CREATE TABLE "doyang_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"due_date" date,
	"bundle_type" varchar(40),
	"covers_inscription" boolean DEFAULT false NOT NULL,
	"ancticipated_monthly_payments" integer DEFAULT 0 NOT NULL,
	"monthly_payments" integer DEFAULT 0 NOT NULL,
	"for_everyone" boolean DEFAULT false NOT NULL,
	"doyang_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doyang_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"inscription_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"monthly_fee_price" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doyang_category_requisite_doyangs" (
	"doyang_category_requisite_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	CONSTRAINT "doyang_category_requisite_doyangs_pk" PRIMARY KEY("doyang_category_requisite_id","doyang_id")
);
--> statement-breakpoint
CREATE TABLE "doyang_category_requisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"doyang_category_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doyang_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"doyang_id" integer NOT NULL,
	"user_responsible_id" integer,
	"user_certifier_id" integer,
	"begins_at" time,
	"ends_at" time,
	"json_week" jsonb DEFAULT '[false,false,false,false,false,false,false]'::jsonb NOT NULL,
	"is_selective_group" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_pickers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"telephone" varchar(20),
	"kinship" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "curriculum_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"concept" varchar(200) NOT NULL,
	"points" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'local' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"doyang_id" integer,
	"enrollment_date" date NOT NULL,
	"disenroll_date" date
);
--> statement-breakpoint
CREATE TABLE "impersonations" (
	"id" serial PRIMARY KEY NOT NULL,
	"impersonator_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"user_id" integer NOT NULL,
	"recommended_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_user_id_recommended_user_id_pk" PRIMARY KEY("user_id","recommended_user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_verified_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blood_type" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "civil_state" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weight_kg" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "height_m" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "health_info" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "control_number" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_description" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_boss" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "start_tkd_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "start_assistance_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "start_payments_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disenroll_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_covered_month" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "doyang_group_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "doyang_bundle_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "doyang_surrogation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_prospect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_scholarshiped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scholarship_percentage" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extra_absences" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "number_of_partials" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "starting_curriculum_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "revalidating" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_rejected_insurance_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sinodals_professor" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_name" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_job" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_job_title" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_job_boss" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_job_company" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "father_cellphone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_name" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_job" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_job_title" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_job_boss" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_job_company" varchar(150);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mother_cellphone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "doyang_bundles" ADD CONSTRAINT "doyang_bundles_doyang_category_id_doyang_categories_id_fk" FOREIGN KEY ("doyang_category_id") REFERENCES "public"."doyang_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_category_requisite_doyangs" ADD CONSTRAINT "doyang_category_requisite_doyangs_requisite_fk" FOREIGN KEY ("doyang_category_requisite_id") REFERENCES "public"."doyang_category_requisites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_category_requisite_doyangs" ADD CONSTRAINT "doyang_category_requisite_doyangs_doyang_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_category_requisites" ADD CONSTRAINT "doyang_category_requisites_doyang_category_id_doyang_categories_id_fk" FOREIGN KEY ("doyang_category_id") REFERENCES "public"."doyang_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_groups" ADD CONSTRAINT "doyang_groups_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_groups" ADD CONSTRAINT "doyang_groups_user_responsible_id_users_id_fk" FOREIGN KEY ("user_responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_groups" ADD CONSTRAINT "doyang_groups_user_certifier_id_users_id_fk" FOREIGN KEY ("user_certifier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_pickers" ADD CONSTRAINT "child_pickers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD CONSTRAINT "curriculum_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_recommended_user_id_users_id_fk" FOREIGN KEY ("recommended_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doyang_bundles_category_idx" ON "doyang_bundles" USING btree ("doyang_category_id");--> statement-breakpoint
CREATE INDEX "doyang_category_requisite_doyangs_doyang_idx" ON "doyang_category_requisite_doyangs" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "doyang_category_requisites_category_idx" ON "doyang_category_requisites" USING btree ("doyang_category_id");--> statement-breakpoint
CREATE INDEX "doyang_groups_doyang_id_idx" ON "doyang_groups" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "doyang_groups_user_responsible_id_idx" ON "doyang_groups" USING btree ("user_responsible_id");--> statement-breakpoint
CREATE INDEX "doyang_groups_user_certifier_id_idx" ON "doyang_groups" USING btree ("user_certifier_id");--> statement-breakpoint
CREATE INDEX "child_pickers_user_id_idx" ON "child_pickers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "curriculum_points_user_id_idx" ON "curriculum_points" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enrollments_user_id_idx" ON "enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enrollments_doyang_id_idx" ON "enrollments" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "impersonations_impersonator_id_idx" ON "impersonations" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "impersonations_user_id_idx" ON "impersonations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recommendations_recommended_user_id_idx" ON "recommendations" USING btree ("recommended_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doyang_group_id_doyang_groups_id_fk" FOREIGN KEY ("doyang_group_id") REFERENCES "public"."doyang_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doyang_bundle_id_doyang_bundles_id_fk" FOREIGN KEY ("doyang_bundle_id") REFERENCES "public"."doyang_bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_doyang_category_id_doyang_categories_id_fk" FOREIGN KEY ("doyang_category_id") REFERENCES "public"."doyang_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_doyang_group_id_idx" ON "users" USING btree ("doyang_group_id");--> statement-breakpoint
CREATE INDEX "users_doyang_bundle_id_idx" ON "users" USING btree ("doyang_bundle_id");--> statement-breakpoint
CREATE INDEX "users_doyang_surrogation_id_idx" ON "users" USING btree ("doyang_surrogation_id");--> statement-breakpoint
CREATE INDEX "users_doyang_role_active_idx" ON "users" USING btree ("doyang_id","role_id","active");--> statement-breakpoint
CREATE INDEX "users_duplicate_check_idx" ON "users" USING btree (lower(translate("name", 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')),lower(translate("last_name", 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')),"birth_date");