ALTER TABLE "doyang_bundle_products" ADD COLUMN "qty" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "doyang_bundle_products" ADD COLUMN "is_monthly_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doyang_bundles" ADD COLUMN "covers_monthly_payments_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doyang_bundles" ADD COLUMN "covers_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The spec's names (spec 03 §3): the values move over before the old columns go (0008).
UPDATE "doyang_bundles" SET "covers_monthly_payments_qty" = "monthly_payments";--> statement-breakpoint
UPDATE "doyang_bundle_products" SET "qty" = "quantity";
