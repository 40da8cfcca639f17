CREATE TABLE "event_degrees_allowed" (
	"event_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "event_degrees_allowed_event_id_degree_id_pk" PRIMARY KEY("event_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "event_extra_sinodals" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "event_extra_sinodals_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"added_by" integer,
	"is_prospect_approved" boolean,
	"numeric_result" numeric(5, 2),
	"colaborated" boolean DEFAULT false NOT NULL,
	"colaborated_mother" boolean DEFAULT false NOT NULL,
	"colaborated_father" boolean DEFAULT false NOT NULL,
	"participated" boolean DEFAULT false NOT NULL,
	"already_promoted" boolean DEFAULT false NOT NULL,
	"graded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" integer NOT NULL,
	"event_result_id" integer,
	CONSTRAINT "event_prospects_event_user_unique" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_block_prospects" (
	"exam_block_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "exam_block_prospects_exam_block_id_user_id_pk" PRIMARY KEY("exam_block_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"duration_min" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"start_degree_id" integer,
	"end_degree_id" integer,
	"start_age" integer,
	"end_age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_degrees_allowed" (
	"exam_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "exam_degrees_allowed_exam_id_degree_id_pk" PRIMARY KEY("exam_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "exam_extra_sinodals" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "exam_extra_sinodals_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"added_by" integer,
	"is_prospect_approved" boolean,
	"numeric_result" numeric(5, 2),
	"colaborated" boolean DEFAULT false NOT NULL,
	"colaborated_mother" boolean DEFAULT false NOT NULL,
	"colaborated_father" boolean DEFAULT false NOT NULL,
	"participated" boolean DEFAULT false NOT NULL,
	"already_promoted" boolean DEFAULT false NOT NULL,
	"graded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exam_id" integer NOT NULL,
	"exam_result_id" integer,
	"previous_degree" integer,
	"next_degree" integer,
	"next_partial" integer,
	"does_partials" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exam_prospects_exam_user_unique" UNIQUE("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"min_score" numeric(5, 2),
	"approved" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"parent_event_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"is_general_meeting" boolean DEFAULT false NOT NULL,
	"is_meeting" boolean DEFAULT false NOT NULL,
	"is_seminar" boolean DEFAULT false NOT NULL,
	"show_table_in_dashboard" boolean DEFAULT false NOT NULL,
	"is_local" boolean DEFAULT true NOT NULL,
	"unique_assistance" boolean DEFAULT false NOT NULL,
	"multilevel_discount_type_id" integer,
	"base_comission_price" numeric(12, 2),
	"comision_for_profesor" numeric(12, 2),
	"venue_id" integer,
	"date" date NOT NULL,
	"end_date" date,
	"begins_at" time,
	"ends_at" time,
	"sinodal_id" integer,
	"price" numeric(12, 2),
	"price_amount_two_modalities" numeric(12, 2),
	"price_companion" numeric(12, 2),
	"early_payment_amount" numeric(12, 2),
	"early_payment_amount_two_modalities" numeric(12, 2),
	"early_payment_amount_companion" numeric(12, 2),
	"early_payment_student_due_date" date,
	"early_payment_professor_due_date" date,
	"payment_student_due_date" date,
	"payment_professor_due_date" date,
	"number_of_patialities" smallint DEFAULT 1 NOT NULL,
	"general_points" integer,
	"local_general_points" integer,
	"local_colaborated_points" integer,
	"local_colaborated_mother_points" integer,
	"local_colaborated_father_points" integer,
	"local_first_no_contest_points" integer,
	"local_first_points" integer,
	"local_second_points" integer,
	"local_third_points" integer,
	"local_participated_points" integer,
	"foreign_general_points" integer,
	"foreign_colaborated_points" integer,
	"foreign_colaborated_mother_points" integer,
	"foreign_colaborated_father_points" integer,
	"foreign_first_no_contest_points" integer,
	"foreign_first_points" integer,
	"foreign_second_points" integer,
	"foreign_third_points" integer,
	"foreign_participated_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer,
	"is_black_belt" boolean DEFAULT false NOT NULL,
	"prepay_discount_meeting" numeric(12, 2),
	"prepay_discount_revision" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "parent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "parent_event_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_seminar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "show_table_in_dashboard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_local" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "multilevel_discount_type_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "base_comission_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "comision_for_profesor" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sinodal_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_amount_two_modalities" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_companion" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_payment_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_payment_amount_two_modalities" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_payment_amount_companion" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_payment_student_due_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "early_payment_professor_due_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_student_due_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payment_professor_due_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "number_of_patialities" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "general_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_general_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_colaborated_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_colaborated_mother_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_colaborated_father_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_first_no_contest_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_first_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_second_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_third_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "local_participated_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_general_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_colaborated_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_colaborated_mother_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_colaborated_father_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_first_no_contest_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_first_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_second_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_third_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "foreign_participated_points" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "exam_to_discount_id" integer;--> statement-breakpoint
ALTER TABLE "event_degrees_allowed" ADD CONSTRAINT "event_degrees_allowed_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_degrees_allowed" ADD CONSTRAINT "event_degrees_allowed_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_extra_sinodals" ADD CONSTRAINT "event_extra_sinodals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_extra_sinodals" ADD CONSTRAINT "event_extra_sinodals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD CONSTRAINT "event_prospects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD CONSTRAINT "event_prospects_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD CONSTRAINT "event_prospects_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD CONSTRAINT "event_prospects_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD CONSTRAINT "event_prospects_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prospects" ADD CONSTRAINT "event_prospects_event_result_id_event_results_id_fk" FOREIGN KEY ("event_result_id") REFERENCES "public"."event_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_block_prospects" ADD CONSTRAINT "exam_block_prospects_exam_block_id_exam_blocks_id_fk" FOREIGN KEY ("exam_block_id") REFERENCES "public"."exam_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_block_prospects" ADD CONSTRAINT "exam_block_prospects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_blocks" ADD CONSTRAINT "exam_blocks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_blocks" ADD CONSTRAINT "exam_blocks_start_degree_id_degrees_id_fk" FOREIGN KEY ("start_degree_id") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_blocks" ADD CONSTRAINT "exam_blocks_end_degree_id_degrees_id_fk" FOREIGN KEY ("end_degree_id") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_degrees_allowed" ADD CONSTRAINT "exam_degrees_allowed_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_degrees_allowed" ADD CONSTRAINT "exam_degrees_allowed_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extra_sinodals" ADD CONSTRAINT "exam_extra_sinodals_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extra_sinodals" ADD CONSTRAINT "exam_extra_sinodals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_exam_result_id_exam_results_id_fk" FOREIGN KEY ("exam_result_id") REFERENCES "public"."exam_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_previous_degree_degrees_id_fk" FOREIGN KEY ("previous_degree") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD CONSTRAINT "exam_prospects_next_degree_degrees_id_fk" FOREIGN KEY ("next_degree") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_parent_event_id_parent_events_id_fk" FOREIGN KEY ("parent_event_id") REFERENCES "public"."parent_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_multilevel_discount_type_id_multilevel_discount_types_id_fk" FOREIGN KEY ("multilevel_discount_type_id") REFERENCES "public"."multilevel_discount_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_sinodal_id_users_id_fk" FOREIGN KEY ("sinodal_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_degrees_allowed_degree_id_idx" ON "event_degrees_allowed" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "event_extra_sinodals_user_id_idx" ON "event_extra_sinodals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_prospects_user_id_idx" ON "event_prospects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_prospects_doyang_id_idx" ON "event_prospects" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "event_prospects_event_result_id_idx" ON "event_prospects" USING btree ("event_result_id");--> statement-breakpoint
CREATE INDEX "exam_block_prospects_user_id_idx" ON "exam_block_prospects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_blocks_exam_id_idx" ON "exam_blocks" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_blocks_start_degree_id_idx" ON "exam_blocks" USING btree ("start_degree_id");--> statement-breakpoint
CREATE INDEX "exam_blocks_end_degree_id_idx" ON "exam_blocks" USING btree ("end_degree_id");--> statement-breakpoint
CREATE INDEX "exam_degrees_allowed_degree_id_idx" ON "exam_degrees_allowed" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "exam_extra_sinodals_user_id_idx" ON "exam_extra_sinodals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_prospects_user_id_idx" ON "exam_prospects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_prospects_doyang_id_idx" ON "exam_prospects" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "exam_prospects_exam_result_id_idx" ON "exam_prospects" USING btree ("exam_result_id");--> statement-breakpoint
CREATE INDEX "exam_prospects_next_degree_idx" ON "exam_prospects" USING btree ("next_degree");--> statement-breakpoint
CREATE INDEX "exam_prospects_previous_degree_idx" ON "exam_prospects" USING btree ("previous_degree");--> statement-breakpoint
CREATE INDEX "exams_parent_event_id_idx" ON "exams" USING btree ("parent_event_id");--> statement-breakpoint
CREATE INDEX "exams_venue_id_idx" ON "exams" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "exams_sinodal_id_idx" ON "exams" USING btree ("sinodal_id");--> statement-breakpoint
CREATE INDEX "exams_multilevel_discount_type_id_idx" ON "exams" USING btree ("multilevel_discount_type_id");--> statement-breakpoint
CREATE INDEX "exams_date_idx" ON "exams" USING btree ("date");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_parent_event_id_parent_events_id_fk" FOREIGN KEY ("parent_event_id") REFERENCES "public"."parent_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_multilevel_discount_type_id_multilevel_discount_types_id_fk" FOREIGN KEY ("multilevel_discount_type_id") REFERENCES "public"."multilevel_discount_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sinodal_id_users_id_fk" FOREIGN KEY ("sinodal_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exam_to_discount_id_exams_id_fk" FOREIGN KEY ("exam_to_discount_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_parent_event_id_idx" ON "events" USING btree ("parent_event_id");--> statement-breakpoint
CREATE INDEX "events_venue_id_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_sinodal_id_idx" ON "events" USING btree ("sinodal_id");--> statement-breakpoint
CREATE INDEX "events_multilevel_discount_type_id_idx" ON "events" USING btree ("multilevel_discount_type_id");--> statement-breakpoint
-- Every new table joins the audit trail (0005's rule).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['parent_events', 'exams', 'exam_extra_sinodals', 'event_extra_sinodals', 'exam_degrees_allowed',
    'event_degrees_allowed', 'exam_results', 'event_results', 'exam_prospects', 'event_prospects', 'exam_blocks',
    'exam_block_prospects'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()',
      t || '_audit', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The exam scale of spec 03 §9 and an event's outcomes (configuration 14–18's order): fixed ids the rules name.
INSERT INTO "exam_results" ("id", "name", "min_score", "approved") VALUES
  (1, 'EXCELENTE', 98, true), (2, 'MUY BIEN ARRIBA', 95, true), (3, 'MUY BIEN', 90, true),
  (4, 'MUY BIEN ABAJO', 85, true), (5, 'BIEN ARRIBA', 80, true), (6, 'BIEN', 75, true), (7, 'BIEN ABAJO', 70, true),
  (8, 'SUFICIENTE ARRIBA', 65, true), (9, 'SUFICIENTE', 63, true), (10, 'SUFICIENTE ABAJO', 60, true),
  (11, 'NO APROBADO', 0, false), (12, 'NO ASISTIÓ', NULL, false);
--> statement-breakpoint
INSERT INTO "event_results" ("id", "name") VALUES
  (1, 'PRIMER LUGAR'), (2, 'PRIMER LUGAR SIN COMPETIR'), (3, 'SEGUNDO LUGAR'), (4, 'TERCER LUGAR'), (5, 'PARTICIPÓ'),
  (6, 'NO ASISTIÓ');
