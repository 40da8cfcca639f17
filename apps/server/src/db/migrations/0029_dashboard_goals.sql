CREATE TABLE "doyang_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"doyang_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"exam_id" integer,
	"event_id" integer,
	"tournament_id" integer,
	"item_id" integer GENERATED ALWAYS AS (coalesce(exam_id, event_id, tournament_id)) STORED NOT NULL,
	"goal" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doyang_goals_doyang_kind_item_unique" UNIQUE("doyang_id","kind","item_id"),
	CONSTRAINT "doyang_goals_one_item" CHECK (("doyang_goals"."kind" = 'exam' and "doyang_goals"."exam_id" is not null and "doyang_goals"."event_id" is null and "doyang_goals"."tournament_id" is null)
        or ("doyang_goals"."kind" = 'event' and "doyang_goals"."event_id" is not null and "doyang_goals"."exam_id" is null and "doyang_goals"."tournament_id" is null)
        or ("doyang_goals"."kind" = 'tournament' and "doyang_goals"."tournament_id" is not null and "doyang_goals"."exam_id" is null and "doyang_goals"."event_id" is null)),
	CONSTRAINT "doyang_goals_goal_not_negative" CHECK ("doyang_goals"."goal" >= 0)
);
--> statement-breakpoint
ALTER TABLE "doyang_goals" ADD CONSTRAINT "doyang_goals_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_goals" ADD CONSTRAINT "doyang_goals_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_goals" ADD CONSTRAINT "doyang_goals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_goals" ADD CONSTRAINT "doyang_goals_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_goals" ADD CONSTRAINT "doyang_goals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doyang_goals_exam_id_idx" ON "doyang_goals" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "doyang_goals_event_id_idx" ON "doyang_goals" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "doyang_goals_tournament_id_idx" ON "doyang_goals" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "doyang_goals_updated_by_idx" ON "doyang_goals" USING btree ("updated_by");--> statement-breakpoint
-- custom: dashboard_goals
-- The doyang cards' goals join the audit trail (0005's rule).
CREATE TRIGGER "doyang_goals_audit" AFTER INSERT OR UPDATE OR DELETE ON "doyang_goals" FOR EACH ROW EXECUTE FUNCTION audit_row();
