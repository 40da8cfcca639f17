CREATE TABLE "tournament_graph_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"graph_id" integer NOT NULL,
	"encounter" smallint NOT NULL,
	"winner_id" integer NOT NULL,
	"loser_id" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_graph_decisions_encounter_unique" UNIQUE("graph_id","encounter")
);
--> statement-breakpoint
CREATE TABLE "tournament_graph_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"graph_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"competition_type_id" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"intra_graph_number" smallint NOT NULL,
	"prized" boolean DEFAULT false NOT NULL,
	"changed_graph" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_graph_users_slot_unique" UNIQUE("graph_id","intra_graph_number"),
	CONSTRAINT "tournament_graph_users_person_unique" UNIQUE("tournament_id","competition_type_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_graphs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"tournament_category_id" integer NOT NULL,
	"competition_type_id" smallint NOT NULL,
	"graph_number" smallint NOT NULL,
	"is_exhibition" boolean DEFAULT false NOT NULL,
	"table_name" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_graphs_category_number_unique" UNIQUE("tournament_category_id","competition_type_id","graph_number")
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "is_live_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" ADD CONSTRAINT "tournament_graph_decisions_graph_id_tournament_graphs_id_fk" FOREIGN KEY ("graph_id") REFERENCES "public"."tournament_graphs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" ADD CONSTRAINT "tournament_graph_decisions_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" ADD CONSTRAINT "tournament_graph_decisions_loser_id_users_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_decisions" ADD CONSTRAINT "tournament_graph_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_users" ADD CONSTRAINT "tournament_graph_users_graph_id_tournament_graphs_id_fk" FOREIGN KEY ("graph_id") REFERENCES "public"."tournament_graphs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_users" ADD CONSTRAINT "tournament_graph_users_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graph_users" ADD CONSTRAINT "tournament_graph_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graphs" ADD CONSTRAINT "tournament_graphs_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_graphs" ADD CONSTRAINT "tournament_graphs_tournament_category_id_tournament_categories_id_fk" FOREIGN KEY ("tournament_category_id") REFERENCES "public"."tournament_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_graph_decisions_winner_id_idx" ON "tournament_graph_decisions" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "tournament_graph_decisions_loser_id_idx" ON "tournament_graph_decisions" USING btree ("loser_id");--> statement-breakpoint
CREATE INDEX "tournament_graph_decisions_decided_by_idx" ON "tournament_graph_decisions" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "tournament_graph_users_graph_id_idx" ON "tournament_graph_users" USING btree ("graph_id");--> statement-breakpoint
CREATE INDEX "tournament_graph_users_user_id_idx" ON "tournament_graph_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_graphs_tournament_id_idx" ON "tournament_graphs" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_graphs_tournament_category_id_idx" ON "tournament_graphs" USING btree ("tournament_category_id");--> statement-breakpoint
-- Every new record table joins the audit trail (0005's rule): who drew, moved and decided what, and when.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tournament_graphs', 'tournament_graph_users', 'tournament_graph_decisions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()',
      t || '_audit', t);
  END LOOP;
END
$$;
