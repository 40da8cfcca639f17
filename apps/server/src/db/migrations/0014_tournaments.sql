CREATE TABLE "poomses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_age_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"tournament_age_group_id" integer NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_age_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"area_number" smallint NOT NULL,
	"area_responsible_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_areas_tournament_number_unique" UNIQUE("tournament_id","area_number")
);
--> statement-breakpoint
CREATE TABLE "tournament_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"competition_type_id" smallint,
	"name" varchar(150) NOT NULL,
	"min_degree_id" integer,
	"max_degree_id" integer,
	"min_age_years" smallint,
	"max_age_years" smallint,
	"min_weight_kg" numeric(5, 2),
	"max_weight_kg" numeric(5, 2),
	"is_male" boolean,
	"table_name" smallint,
	"is_exhibition" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_cronograms" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"area_number" smallint NOT NULL,
	"name" varchar(150) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"duration_min" integer NOT NULL,
	"is_recess" boolean DEFAULT false NOT NULL,
	"competition_type_id" smallint,
	"tournament_degree_category_id" integer,
	"tournament_age_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_degree_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"min_degree_id" integer NOT NULL,
	"max_degree_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_degrees_allowed" (
	"tournament_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "tournament_degrees_allowed_tournament_id_degree_id_pk" PRIMARY KEY("tournament_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_extra_sinodals" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "tournament_extra_sinodals_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"begins_at" time,
	"ends_at" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_poomse_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"poomse_id" integer NOT NULL,
	"tournament_age_group_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_poomse_categories_unique" UNIQUE("poomse_id","tournament_age_group_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_prospects" (
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
	"tournament_id" integer NOT NULL,
	"tournament_result_id" integer,
	"pay_combat" boolean DEFAULT false NOT NULL,
	"pay_forms" boolean DEFAULT false NOT NULL,
	"pay_boards" boolean DEFAULT false NOT NULL,
	"pay_kicking_speed" boolean DEFAULT false NOT NULL,
	"pay_techniques" boolean DEFAULT false NOT NULL,
	"pay_jumping_kicks" boolean DEFAULT false NOT NULL,
	"result_combat" integer,
	"result_forms" integer,
	"result_boards" integer,
	"result_kicking_speed" integer,
	"result_techniques" integer,
	"result_jumping_kicks" integer,
	"takes_bus" boolean DEFAULT false NOT NULL,
	"takes_hotel" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tournament_prospects_tournament_user_unique" UNIQUE("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_somatometries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"weight_kg" numeric(5, 2) NOT NULL,
	"height_m" numeric(4, 2) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_somatometries_tournament_user_unique" UNIQUE("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_weight_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"min_weight" numeric(5, 2),
	"max_weight" numeric(5, 2),
	"sex" varchar(1) DEFAULT 'B' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
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
	"has_combat" boolean DEFAULT false NOT NULL,
	"has_forms" boolean DEFAULT false NOT NULL,
	"has_techniques" boolean DEFAULT false NOT NULL,
	"has_jumping_kicks" boolean DEFAULT false NOT NULL,
	"has_boards" boolean DEFAULT false NOT NULL,
	"has_kicking_speed" boolean DEFAULT false NOT NULL,
	"graph_creation_date" date,
	"optional_discount_percentage" numeric(5, 2)
);
--> statement-breakpoint
ALTER TABLE "doyangs" ADD COLUMN "is_foreign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doyangs" ADD COLUMN "parent_responsible_id" integer;--> statement-breakpoint
ALTER TABLE "event_comissions" ADD COLUMN "tournament_id" integer;--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD COLUMN "tournament_prospect_id" integer;--> statement-breakpoint
ALTER TABLE "tournament_age_categories" ADD CONSTRAINT "tournament_age_categories_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_age_categories" ADD CONSTRAINT "tournament_age_categories_tournament_age_group_id_tournament_age_groups_id_fk" FOREIGN KEY ("tournament_age_group_id") REFERENCES "public"."tournament_age_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_areas" ADD CONSTRAINT "tournament_areas_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_areas" ADD CONSTRAINT "tournament_areas_area_responsible_id_users_id_fk" FOREIGN KEY ("area_responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD CONSTRAINT "tournament_categories_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD CONSTRAINT "tournament_categories_min_degree_id_degrees_id_fk" FOREIGN KEY ("min_degree_id") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD CONSTRAINT "tournament_categories_max_degree_id_degrees_id_fk" FOREIGN KEY ("max_degree_id") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_cronograms" ADD CONSTRAINT "tournament_cronograms_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_cronograms" ADD CONSTRAINT "tournament_cronograms_tournament_degree_category_id_tournament_degree_categories_id_fk" FOREIGN KEY ("tournament_degree_category_id") REFERENCES "public"."tournament_degree_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_cronograms" ADD CONSTRAINT "tournament_cronograms_tournament_age_group_id_tournament_age_groups_id_fk" FOREIGN KEY ("tournament_age_group_id") REFERENCES "public"."tournament_age_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_degree_categories" ADD CONSTRAINT "tournament_degree_categories_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_degree_categories" ADD CONSTRAINT "tournament_degree_categories_min_degree_id_degrees_id_fk" FOREIGN KEY ("min_degree_id") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_degree_categories" ADD CONSTRAINT "tournament_degree_categories_max_degree_id_degrees_id_fk" FOREIGN KEY ("max_degree_id") REFERENCES "public"."degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_degrees_allowed" ADD CONSTRAINT "tournament_degrees_allowed_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_degrees_allowed" ADD CONSTRAINT "tournament_degrees_allowed_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_extra_sinodals" ADD CONSTRAINT "tournament_extra_sinodals_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_extra_sinodals" ADD CONSTRAINT "tournament_extra_sinodals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_groups" ADD CONSTRAINT "tournament_groups_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_poomse_categories" ADD CONSTRAINT "tournament_poomse_categories_poomse_id_poomses_id_fk" FOREIGN KEY ("poomse_id") REFERENCES "public"."poomses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_poomse_categories" ADD CONSTRAINT "tournament_poomse_categories_tournament_age_group_id_tournament_age_groups_id_fk" FOREIGN KEY ("tournament_age_group_id") REFERENCES "public"."tournament_age_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_poomse_categories" ADD CONSTRAINT "tournament_poomse_categories_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_tournament_result_id_tournament_results_id_fk" FOREIGN KEY ("tournament_result_id") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_result_combat_tournament_results_id_fk" FOREIGN KEY ("result_combat") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_result_forms_tournament_results_id_fk" FOREIGN KEY ("result_forms") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_result_boards_tournament_results_id_fk" FOREIGN KEY ("result_boards") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_result_kicking_speed_tournament_results_id_fk" FOREIGN KEY ("result_kicking_speed") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_result_techniques_tournament_results_id_fk" FOREIGN KEY ("result_techniques") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prospects" ADD CONSTRAINT "tournament_prospects_result_jumping_kicks_tournament_results_id_fk" FOREIGN KEY ("result_jumping_kicks") REFERENCES "public"."tournament_results"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_somatometries" ADD CONSTRAINT "tournament_somatometries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_somatometries" ADD CONSTRAINT "tournament_somatometries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_somatometries" ADD CONSTRAINT "tournament_somatometries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_weight_categories" ADD CONSTRAINT "tournament_weight_categories_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_parent_event_id_parent_events_id_fk" FOREIGN KEY ("parent_event_id") REFERENCES "public"."parent_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_multilevel_discount_type_id_multilevel_discount_types_id_fk" FOREIGN KEY ("multilevel_discount_type_id") REFERENCES "public"."multilevel_discount_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sinodal_id_users_id_fk" FOREIGN KEY ("sinodal_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_age_categories_tournament_id_idx" ON "tournament_age_categories" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_age_categories_tournament_age_group_id_idx" ON "tournament_age_categories" USING btree ("tournament_age_group_id");--> statement-breakpoint
CREATE INDEX "tournament_areas_area_responsible_id_idx" ON "tournament_areas" USING btree ("area_responsible_id");--> statement-breakpoint
CREATE INDEX "tournament_categories_tournament_id_idx" ON "tournament_categories" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_categories_min_degree_id_idx" ON "tournament_categories" USING btree ("min_degree_id");--> statement-breakpoint
CREATE INDEX "tournament_categories_max_degree_id_idx" ON "tournament_categories" USING btree ("max_degree_id");--> statement-breakpoint
CREATE INDEX "tournament_cronograms_tournament_id_idx" ON "tournament_cronograms" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_cronograms_tournament_degree_category_id_idx" ON "tournament_cronograms" USING btree ("tournament_degree_category_id");--> statement-breakpoint
CREATE INDEX "tournament_cronograms_tournament_age_group_id_idx" ON "tournament_cronograms" USING btree ("tournament_age_group_id");--> statement-breakpoint
CREATE INDEX "tournament_degree_categories_tournament_id_idx" ON "tournament_degree_categories" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_degree_categories_min_degree_id_idx" ON "tournament_degree_categories" USING btree ("min_degree_id");--> statement-breakpoint
CREATE INDEX "tournament_degree_categories_max_degree_id_idx" ON "tournament_degree_categories" USING btree ("max_degree_id");--> statement-breakpoint
CREATE INDEX "tournament_degrees_allowed_degree_id_idx" ON "tournament_degrees_allowed" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "tournament_extra_sinodals_user_id_idx" ON "tournament_extra_sinodals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_groups_tournament_id_idx" ON "tournament_groups" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_poomse_categories_tournament_age_group_id_idx" ON "tournament_poomse_categories" USING btree ("tournament_age_group_id");--> statement-breakpoint
CREATE INDEX "tournament_poomse_categories_degree_id_idx" ON "tournament_poomse_categories" USING btree ("degree_id");--> statement-breakpoint
CREATE INDEX "tournament_prospects_user_id_idx" ON "tournament_prospects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_prospects_doyang_id_idx" ON "tournament_prospects" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "tournament_prospects_tournament_result_id_idx" ON "tournament_prospects" USING btree ("tournament_result_id");--> statement-breakpoint
CREATE INDEX "tournament_somatometries_user_id_idx" ON "tournament_somatometries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_somatometries_recorded_by_idx" ON "tournament_somatometries" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "tournament_weight_categories_tournament_id_idx" ON "tournament_weight_categories" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournaments_parent_event_id_idx" ON "tournaments" USING btree ("parent_event_id");--> statement-breakpoint
CREATE INDEX "tournaments_venue_id_idx" ON "tournaments" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "tournaments_sinodal_id_idx" ON "tournaments" USING btree ("sinodal_id");--> statement-breakpoint
CREATE INDEX "tournaments_multilevel_discount_type_id_idx" ON "tournaments" USING btree ("multilevel_discount_type_id");--> statement-breakpoint
CREATE INDEX "tournaments_date_idx" ON "tournaments" USING btree ("date");--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_parent_responsible_id_users_id_fk" FOREIGN KEY ("parent_responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comissions" ADD CONSTRAINT "event_comissions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD CONSTRAINT "curriculum_points_tournament_prospect_id_tournament_prospects_id_fk" FOREIGN KEY ("tournament_prospect_id") REFERENCES "public"."tournament_prospects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doyangs_parent_responsible_id_idx" ON "doyangs" USING btree ("parent_responsible_id");--> statement-breakpoint
CREATE INDEX "event_comissions_tournament_id_idx" ON "event_comissions" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "curriculum_points_tournament_prospect_id_idx" ON "curriculum_points" USING btree ("tournament_prospect_id");
--> statement-breakpoint
-- Every new record table joins the audit trail (0005's rule).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tournaments', 'tournament_extra_sinodals', 'tournament_degrees_allowed', 'tournament_areas',
    'tournament_results', 'tournament_prospects', 'tournament_somatometries', 'tournament_age_groups',
    'tournament_age_categories', 'tournament_degree_categories', 'tournament_weight_categories', 'tournament_categories',
    'tournament_cronograms', 'tournament_groups', 'poomses', 'tournament_poomse_categories'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()',
      t || '_audit', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A tournament's outcomes per competition, in the order of an event's (configuration 14–18) plus 'did not attend'.
INSERT INTO "tournament_results" ("id", "name") VALUES
  (1, 'PRIMER LUGAR'), (2, 'PRIMER LUGAR SIN COMPETIR'), (3, 'SEGUNDO LUGAR'), (4, 'TERCER LUGAR'), (5, 'PARTICIPÓ'),
  (6, 'NO ASISTIÓ');
