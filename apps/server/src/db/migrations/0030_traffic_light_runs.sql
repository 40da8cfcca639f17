CREATE TABLE "traffic_light_runs" (
	"exam_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_light_runs_exam_id_doyang_id_pk" PRIMARY KEY("exam_id","doyang_id")
);
--> statement-breakpoint
DROP INDEX "traffic_light_results_doyang_id_idx";--> statement-breakpoint
ALTER TABLE "traffic_light_results" ADD COLUMN "signature" bigint;--> statement-breakpoint
ALTER TABLE "traffic_light_runs" ADD CONSTRAINT "traffic_light_runs_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_light_runs" ADD CONSTRAINT "traffic_light_runs_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traffic_light_runs_doyang_id_idx" ON "traffic_light_runs" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "traffic_light_results_doyang_exam_idx" ON "traffic_light_results" USING btree ("doyang_id","exam_id");--> statement-breakpoint
CREATE INDEX "assistances_absences_idx" ON "assistances" USING btree ("date","user_id","doyang_group_id") WHERE "assistances"."type" = 'F' and not "assistances"."is_kyosa";--> statement-breakpoint
-- custom: traffic_light_runs
-- Every doyang's snapshot already stored keeps its time as its run (the latest row it was computed with).
INSERT INTO "traffic_light_runs" ("exam_id", "doyang_id", "computed_at")
  SELECT "exam_id", "doyang_id", max("computed_at") FROM "traffic_light_results" WHERE "doyang_id" IS NOT NULL GROUP BY 1, 2;
