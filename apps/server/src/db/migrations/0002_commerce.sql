CREATE TABLE "doyang_bundle_products" (
	"doyang_bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "doyang_bundle_products_doyang_bundle_id_product_id_pk" PRIMARY KEY("doyang_bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "doyang_surrogation_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"doyang_surrogation_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"min_inscriptions" integer NOT NULL,
	"max_inscriptions" integer NOT NULL,
	"percentage" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doyang_surrogations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doyang_bundles" ALTER COLUMN "ancticipated_monthly_payments" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "doyang_bundles" ALTER COLUMN "ancticipated_monthly_payments" SET DATA TYPE boolean USING ("ancticipated_monthly_payments" <> 0);--> statement-breakpoint
ALTER TABLE "doyang_bundles" ALTER COLUMN "ancticipated_monthly_payments" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "doyang_bundle_products" ADD CONSTRAINT "doyang_bundle_products_doyang_bundle_id_doyang_bundles_id_fk" FOREIGN KEY ("doyang_bundle_id") REFERENCES "public"."doyang_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_bundle_products" ADD CONSTRAINT "doyang_bundle_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doyang_surrogation_tiers" ADD CONSTRAINT "doyang_surrogation_tiers_doyang_surrogation_id_doyang_surrogations_id_fk" FOREIGN KEY ("doyang_surrogation_id") REFERENCES "public"."doyang_surrogations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doyang_bundle_products_product_idx" ON "doyang_bundle_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "doyang_surrogation_tiers_surrogation_idx" ON "doyang_surrogation_tiers" USING btree ("doyang_surrogation_id");