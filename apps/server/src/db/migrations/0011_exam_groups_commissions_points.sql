CREATE TABLE "event_comissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"exam_id" integer,
	"event_id" integer,
	"doyang_surrogation_id" integer,
	"min_participants" integer,
	"max_participants" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"begins_at" time,
	"ends_at" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"begins_at" time,
	"ends_at" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exam_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_light_results" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"doyang_id" integer,
	"colour" varchar(10) NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_light_results_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD COLUMN "exam_prospect_id" integer;--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD COLUMN "event_prospect_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_aproved_exam_date" date;--> statement-breakpoint
ALTER TABLE "exam_prospects" ADD COLUMN "previous_partials" integer;--> statement-breakpoint
ALTER TABLE "event_comissions" ADD CONSTRAINT "event_comissions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comissions" ADD CONSTRAINT "event_comissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_groups" ADD CONSTRAINT "event_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_conditions" ADD CONSTRAINT "exam_conditions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_groups" ADD CONSTRAINT "exam_groups_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_light_results" ADD CONSTRAINT "traffic_light_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_light_results" ADD CONSTRAINT "traffic_light_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_light_results" ADD CONSTRAINT "traffic_light_results_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_comissions_exam_id_idx" ON "event_comissions" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "event_comissions_event_id_idx" ON "event_comissions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_comissions_doyang_surrogation_id_idx" ON "event_comissions" USING btree ("doyang_surrogation_id");--> statement-breakpoint
CREATE INDEX "event_groups_event_id_idx" ON "event_groups" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "exam_conditions_exam_id_idx" ON "exam_conditions" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_groups_exam_id_idx" ON "exam_groups" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "traffic_light_results_user_id_idx" ON "traffic_light_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "traffic_light_results_doyang_id_idx" ON "traffic_light_results" USING btree ("doyang_id");--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD CONSTRAINT "curriculum_points_exam_prospect_id_exam_prospects_id_fk" FOREIGN KEY ("exam_prospect_id") REFERENCES "public"."exam_prospects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_points" ADD CONSTRAINT "curriculum_points_event_prospect_id_event_prospects_id_fk" FOREIGN KEY ("event_prospect_id") REFERENCES "public"."event_prospects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curriculum_points_exam_prospect_id_idx" ON "curriculum_points" USING btree ("exam_prospect_id");--> statement-breakpoint
CREATE INDEX "curriculum_points_event_prospect_id_idx" ON "curriculum_points" USING btree ("event_prospect_id");--> statement-breakpoint
-- Every new record table joins the audit trail (0005's rule). traffic_light_results is a derived snapshot the
-- 'recalcular' action rewrites whole: its history would be noise, and the inputs it is computed from are audited.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['event_comissions', 'event_groups', 'exam_groups', 'exam_conditions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()',
      t || '_audit', t);
  END LOOP;
END
$$;
