ALTER TABLE "doyang_bundle_products" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "doyang_bundles" DROP COLUMN "monthly_payments";