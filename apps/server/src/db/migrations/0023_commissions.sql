CREATE TABLE "doyang_surrogation_discount_types" (
	"doyang_surrogation_id" integer NOT NULL,
	"multilevel_discount_type_id" integer NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	CONSTRAINT "doyang_surrogation_discount_types_pk" PRIMARY KEY("doyang_surrogation_id","multilevel_discount_type_id"),
	CONSTRAINT "doyang_surrogation_discount_types_percentage_range" CHECK ("doyang_surrogation_discount_types"."percentage" between 0 and 100)
);
--> statement-breakpoint
DROP INDEX "doyang_surrogation_tiers_surrogation_idx";--> statement-breakpoint
ALTER TABLE "doyang_surrogation_tiers" ADD COLUMN "is_seminar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doyang_surrogations" ADD COLUMN "percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "doyang_surrogation_discount_types" ADD CONSTRAINT "doyang_surrogation_discount_types_doyang_surrogation_id_doyang_surrogations_id_fk" FOREIGN KEY ("doyang_surrogation_id") REFERENCES "public"."doyang_surrogations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_surrogation_discount_types" ADD CONSTRAINT "doyang_surrogation_discount_types_multilevel_discount_type_id_multilevel_discount_types_id_fk" FOREIGN KEY ("multilevel_discount_type_id") REFERENCES "public"."multilevel_discount_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doyang_surrogation_discount_types_type_idx" ON "doyang_surrogation_discount_types" USING btree ("multilevel_discount_type_id");--> statement-breakpoint
CREATE INDEX "doyang_personal_doyang_surrogation_id_idx" ON "doyang_personal" USING btree ("doyang_surrogation_id");--> statement-breakpoint
CREATE INDEX "doyangs_doyang_surrogation_id_idx" ON "doyangs" USING btree ("doyang_surrogation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_commission_once_idx" ON "payments" USING btree ("doyang_id",coalesce("exam_id", 0),coalesce("event_id", 0),coalesce("tournament_id", 0)) WHERE "payments"."payment_concept_id" = 9 and "payments"."receipt_id" is null and not "payments"."devolution";--> statement-breakpoint
CREATE INDEX "doyang_surrogation_tiers_surrogation_idx" ON "doyang_surrogation_tiers" USING btree ("doyang_surrogation_id","kind","min_inscriptions");--> statement-breakpoint
ALTER TABLE "doyang_surrogation_tiers" ADD CONSTRAINT "doyang_surrogation_tiers_kind" CHECK ("doyang_surrogation_tiers"."kind" in ('exam', 'event', 'tournament', 'bus'));--> statement-breakpoint
ALTER TABLE "doyang_surrogation_tiers" ADD CONSTRAINT "doyang_surrogation_tiers_range" CHECK ("doyang_surrogation_tiers"."min_inscriptions" >= 0 and "doyang_surrogation_tiers"."max_inscriptions" >= "doyang_surrogation_tiers"."min_inscriptions");--> statement-breakpoint
ALTER TABLE "doyang_surrogation_tiers" ADD CONSTRAINT "doyang_surrogation_tiers_percentage_range" CHECK ("doyang_surrogation_tiers"."percentage" between 0 and 100);--> statement-breakpoint
ALTER TABLE "doyang_surrogation_tiers" ADD CONSTRAINT "doyang_surrogation_tiers_seminar_events_only" CHECK ("doyang_surrogation_tiers"."kind" = 'event' or not "doyang_surrogation_tiers"."is_seminar");--> statement-breakpoint
ALTER TABLE "doyang_surrogations" ADD CONSTRAINT "doyang_surrogations_percentage_range" CHECK ("doyang_surrogations"."percentage" between 0 and 100);--> statement-breakpoint
-- custom: commissions (issue 26)
-- The new record table joins the audit trail (0005's rule).
CREATE TRIGGER "doyang_surrogation_discount_types_audit" AFTER INSERT OR UPDATE OR DELETE ON "doyang_surrogation_discount_types" FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
-- A doyang's, a staff member's, a person's and an exam tier's scheme now point at a real scheme. Until now any id was
-- taken (no write checked it), so ids that point nowhere are emptied first; a scheme in use is then not deleted.
UPDATE "doyangs" SET "doyang_surrogation_id" = NULL
WHERE "doyang_surrogation_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "doyang_surrogations" s WHERE s."id" = "doyangs"."doyang_surrogation_id");--> statement-breakpoint
UPDATE "doyang_personal" SET "doyang_surrogation_id" = NULL
WHERE "doyang_surrogation_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "doyang_surrogations" s WHERE s."id" = "doyang_personal"."doyang_surrogation_id");--> statement-breakpoint
UPDATE "users" SET "doyang_surrogation_id" = NULL
WHERE "doyang_surrogation_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "doyang_surrogations" s WHERE s."id" = "users"."doyang_surrogation_id");--> statement-breakpoint
UPDATE "event_comissions" SET "doyang_surrogation_id" = NULL
WHERE "doyang_surrogation_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "doyang_surrogations" s WHERE s."id" = "event_comissions"."doyang_surrogation_id");--> statement-breakpoint
ALTER TABLE "doyangs" ADD CONSTRAINT "doyangs_doyang_surrogation_id_doyang_surrogations_id_fk" FOREIGN KEY ("doyang_surrogation_id") REFERENCES "public"."doyang_surrogations"("id");--> statement-breakpoint
ALTER TABLE "doyang_personal" ADD CONSTRAINT "doyang_personal_doyang_surrogation_id_doyang_surrogations_id_fk" FOREIGN KEY ("doyang_surrogation_id") REFERENCES "public"."doyang_surrogations"("id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doyang_surrogation_id_doyang_surrogations_id_fk" FOREIGN KEY ("doyang_surrogation_id") REFERENCES "public"."doyang_surrogations"("id");--> statement-breakpoint
ALTER TABLE "event_comissions" ADD CONSTRAINT "event_comissions_doyang_surrogation_id_doyang_surrogations_id_fk" FOREIGN KEY ("doyang_surrogation_id") REFERENCES "public"."doyang_surrogations"("id");
