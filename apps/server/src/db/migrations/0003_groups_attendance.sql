CREATE TABLE "monthly_duties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"doyang_id" integer,
	"due_date" date NOT NULL,
	"to_doyang" boolean DEFAULT false NOT NULL,
	"to_general_direction" boolean DEFAULT false NOT NULL,
	"super_important" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_duty_doyangs" (
	"monthly_duty_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_duty_doyangs_monthly_duty_id_doyang_id_pk" PRIMARY KEY("monthly_duty_id","doyang_id")
);
--> statement-breakpoint
CREATE TABLE "assistances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"doyang_group_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" varchar(1) NOT NULL,
	"is_student" boolean DEFAULT false NOT NULL,
	"is_mother" boolean DEFAULT false NOT NULL,
	"is_father" boolean DEFAULT false NOT NULL,
	"is_representative" boolean DEFAULT false NOT NULL,
	"is_kyosa" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistances_user_group_date_unique" UNIQUE("user_id","doyang_group_id","date")
);
--> statement-breakpoint
CREATE TABLE "doyang_group_kyosas" (
	"doyang_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "doyang_group_kyosas_doyang_group_id_user_id_pk" PRIMARY KEY("doyang_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "doyang_group_students" (
	"doyang_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doyang_group_students_doyang_group_id_user_id_pk" PRIMARY KEY("doyang_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"begins_at" time,
	"ends_at" time,
	"active" boolean DEFAULT true NOT NULL,
	"is_meeting" boolean DEFAULT false NOT NULL,
	"is_general_meeting" boolean DEFAULT false NOT NULL,
	"unique_assistance" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"revision_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"requirement_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requirement_other" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "revision_results_revision_user_unique" UNIQUE("revision_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"doyang_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "other_exam_requisites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_other_exam_requisites" (
	"requirement_id" integer NOT NULL,
	"other_exam_requisite_id" integer NOT NULL,
	CONSTRAINT "requirement_other_exam_requisites_pk" PRIMARY KEY("requirement_id","other_exam_requisite_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_products" (
	"requirement_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "requirement_products_requirement_id_product_id_pk" PRIMARY KEY("requirement_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"absences" integer,
	"partial" integer,
	"min_grade_id" integer,
	"max_grade_id" integer,
	"min_age_years" integer,
	"max_age_years" integer,
	"min_age_months" integer,
	"max_age_months" integer,
	"max_age_days" integer,
	"min_time_before_next_exam" integer,
	"min_points" integer,
	"warning_points" integer,
	"no_right_points" integer
);
--> statement-breakpoint
ALTER TABLE "monthly_duties" ADD CONSTRAINT "monthly_duties_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_duties" ADD CONSTRAINT "monthly_duties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_duty_doyangs" ADD CONSTRAINT "monthly_duty_doyangs_monthly_duty_id_monthly_duties_id_fk" FOREIGN KEY ("monthly_duty_id") REFERENCES "public"."monthly_duties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_duty_doyangs" ADD CONSTRAINT "monthly_duty_doyangs_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_duty_doyangs" ADD CONSTRAINT "monthly_duty_doyangs_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistances" ADD CONSTRAINT "assistances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistances" ADD CONSTRAINT "assistances_doyang_group_id_doyang_groups_id_fk" FOREIGN KEY ("doyang_group_id") REFERENCES "public"."doyang_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistances" ADD CONSTRAINT "assistances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_group_kyosas" ADD CONSTRAINT "doyang_group_kyosas_doyang_group_id_doyang_groups_id_fk" FOREIGN KEY ("doyang_group_id") REFERENCES "public"."doyang_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_group_kyosas" ADD CONSTRAINT "doyang_group_kyosas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_group_students" ADD CONSTRAINT "doyang_group_students_doyang_group_id_doyang_groups_id_fk" FOREIGN KEY ("doyang_group_id") REFERENCES "public"."doyang_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_group_students" ADD CONSTRAINT "doyang_group_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_results" ADD CONSTRAINT "revision_results_revision_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_results" ADD CONSTRAINT "revision_results_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_results" ADD CONSTRAINT "revision_results_assigned_by_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_results" ADD CONSTRAINT "revision_results_approved_by_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_doyang_group_id_doyang_groups_id_fk" FOREIGN KEY ("doyang_group_id") REFERENCES "public"."doyang_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_other_exam_requisites" ADD CONSTRAINT "requirement_other_requisites_requirement_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_other_exam_requisites" ADD CONSTRAINT "requirement_other_requisites_requisite_fk" FOREIGN KEY ("other_exam_requisite_id") REFERENCES "public"."other_exam_requisites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_products" ADD CONSTRAINT "requirement_products_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_products" ADD CONSTRAINT "requirement_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_min_grade_id_degrees_id_fk" FOREIGN KEY ("min_grade_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_max_grade_id_degrees_id_fk" FOREIGN KEY ("max_grade_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_duties_doyang_id_idx" ON "monthly_duties" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "monthly_duties_created_by_idx" ON "monthly_duties" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "monthly_duties_due_date_idx" ON "monthly_duties" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "monthly_duty_doyangs_doyang_id_idx" ON "monthly_duty_doyangs" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "monthly_duty_doyangs_done_by_idx" ON "monthly_duty_doyangs" USING btree ("done_by");--> statement-breakpoint
CREATE INDEX "assistances_group_date_idx" ON "assistances" USING btree ("doyang_group_id","date");--> statement-breakpoint
CREATE INDEX "assistances_user_date_idx" ON "assistances" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "assistances_created_by_idx" ON "assistances" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "doyang_group_kyosas_user_id_idx" ON "doyang_group_kyosas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doyang_group_students_user_id_idx" ON "doyang_group_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "revision_results_user_id_idx" ON "revision_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revision_results_assigned_by_idx" ON "revision_results" USING btree ("assigned_by");--> statement-breakpoint
CREATE INDEX "revision_results_approved_by_idx" ON "revision_results" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "revisions_doyang_group_id_idx" ON "revisions" USING btree ("doyang_group_id");--> statement-breakpoint
CREATE INDEX "requirement_other_requisites_requisite_idx" ON "requirement_other_exam_requisites" USING btree ("other_exam_requisite_id");--> statement-breakpoint
CREATE INDEX "requirement_products_product_id_idx" ON "requirement_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "requirements_min_grade_id_idx" ON "requirements" USING btree ("min_grade_id");--> statement-breakpoint
CREATE INDEX "requirements_max_grade_id_idx" ON "requirements" USING btree ("max_grade_id");--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_doyang_group_id_doyang_groups_id_fk" FOREIGN KEY ("doyang_group_id") REFERENCES "public"."doyang_groups"("id") ON DELETE cascade ON UPDATE no action;