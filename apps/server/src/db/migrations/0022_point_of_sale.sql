CREATE TABLE "inventory_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_size_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"total_after_move" integer NOT NULL,
	"observation" text,
	"reference" varchar(150),
	"receipt_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_moves_qty_not_zero" CHECK ("inventory_moves"."qty" <> 0)
);
--> statement-breakpoint
CREATE TABLE "product_role_prices" (
	"product_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_role_prices_product_id_role_id_pk" PRIMARY KEY("product_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_variant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"prize" numeric(12, 2),
	"order" integer DEFAULT 0 NOT NULL,
	"min_product" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stocks" (
	"product_size_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"existance" integer DEFAULT 0 NOT NULL,
	"min_product" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stocks_product_size_id_doyang_id_pk" PRIMARY KEY("product_size_id","doyang_id"),
	CONSTRAINT "product_stocks_existance_not_negative" CHECK ("product_stocks"."existance" >= 0),
	CONSTRAINT "product_stocks_min_not_negative" CHECK ("product_stocks"."min_product" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"price" numeric(12, 2),
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"doyang_id" integer NOT NULL,
	"from_at" timestamp with time zone,
	"day" date NOT NULL,
	"expected_cash" numeric(12, 2) NOT NULL,
	"expected_credit" numeric(12, 2) NOT NULL,
	"expected_debit" numeric(12, 2) NOT NULL,
	"expected_deposit" numeric(12, 2) NOT NULL,
	"receipts_count" integer NOT NULL,
	"cancellations_count" integer NOT NULL,
	"counted_cash" numeric(12, 2) NOT NULL,
	"difference" numeric(12, 2) NOT NULL,
	"observation" text,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer,
	"doyang_id" integer NOT NULL,
	"payment_concept_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"surcharge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"client_user_id" integer,
	"client_doyang_id" integer,
	"gp_client_name" varchar(150),
	"exam_id" integer,
	"event_id" integer,
	"tournament_id" integer,
	"product_id" integer,
	"product_size_id" integer,
	"doyang_bundle_id" integer,
	"months_added" integer,
	"covers_from" date,
	"covers_to" date,
	"insurance_end" date,
	"scolarshipped" boolean DEFAULT false NOT NULL,
	"use_recommended" boolean DEFAULT false NOT NULL,
	"is_partiality" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"devolution" boolean DEFAULT false NOT NULL,
	"reverses_payment_id" integer,
	"paid_date" date,
	"paid_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"doyang_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"cash_total" numeric(12, 2) NOT NULL,
	"credit_total" numeric(12, 2) NOT NULL,
	"debit_total" numeric(12, 2) NOT NULL,
	"deposit_total" numeric(12, 2) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_cancellations_kind" CHECK ("receipt_cancellations"."kind" in ('cancel', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"doyang_id" integer NOT NULL,
	"client_user_id" integer,
	"client_doyang_id" integer,
	"gp_client_name" varchar(150),
	"client_phone" varchar(20),
	"total" numeric(12, 2) NOT NULL,
	"cash_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"credit_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"debit_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"deposit_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"is_canceled" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_amounts_add_up" CHECK ("receipts"."cash_total" + "receipts"."credit_total" + "receipts"."debit_total" + "receipts"."deposit_total" = "receipts"."total")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "synonym" varchar(150);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "multilevel_discount_type_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "insurance_end_date" date;--> statement-breakpoint
ALTER TABLE "inventory_moves" ADD CONSTRAINT "inventory_moves_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_moves" ADD CONSTRAINT "inventory_moves_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_moves" ADD CONSTRAINT "inventory_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_role_prices" ADD CONSTRAINT "product_role_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_role_prices" ADD CONSTRAINT "product_role_prices_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_concept_id_payment_concepts_id_fk" FOREIGN KEY ("payment_concept_id") REFERENCES "public"."payment_concepts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_doyang_id_doyangs_id_fk" FOREIGN KEY ("client_doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_doyang_bundle_id_doyang_bundles_id_fk" FOREIGN KEY ("doyang_bundle_id") REFERENCES "public"."doyang_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_cancellations" ADD CONSTRAINT "receipt_cancellations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_cancellations" ADD CONSTRAINT "receipt_cancellations_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_cancellations" ADD CONSTRAINT "receipt_cancellations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_client_doyang_id_doyangs_id_fk" FOREIGN KEY ("client_doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_moves_doyang_created_idx" ON "inventory_moves" USING btree ("doyang_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_moves_size_idx" ON "inventory_moves" USING btree ("product_size_id","doyang_id");--> statement-breakpoint
CREATE INDEX "inventory_moves_receipt_idx" ON "inventory_moves" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "product_sizes_variant_idx" ON "product_sizes" USING btree ("product_variant_id");--> statement-breakpoint
CREATE INDEX "product_stocks_doyang_idx" ON "product_stocks" USING btree ("doyang_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_closings_doyang_closed_idx" ON "cash_closings" USING btree ("doyang_id","closed_at");--> statement-breakpoint
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "payments_doyang_created_idx" ON "payments" USING btree ("doyang_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_client_user_idx" ON "payments" USING btree ("client_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_idx" ON "payments" USING btree ("reverses_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_cancellations_receipt_idx" ON "receipt_cancellations" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_cancellations_doyang_created_idx" ON "receipt_cancellations" USING btree ("doyang_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_idempotency_key_idx" ON "receipts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "receipts_doyang_created_idx" ON "receipts" USING btree ("doyang_id","created_at","id");--> statement-breakpoint
CREATE INDEX "receipts_doyang_recorded_idx" ON "receipts" USING btree ("doyang_id","recorded_at");--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "receipts_client_user_idx" ON "receipts" USING btree ("client_user_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_multilevel_discount_type_id_multilevel_discount_types_id_fk" FOREIGN KEY ("multilevel_discount_type_id") REFERENCES "public"."multilevel_discount_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every new record table joins the audit trail (0005's rule).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_role_prices', 'product_variants', 'product_sizes', 'product_stocks', 'inventory_moves',
    'receipts', 'payments', 'receipt_cancellations', 'cash_closings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()',
      t || '_audit', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Money and stock records are append-only (DESIGN §data): the database refuses to edit or delete them, whatever the
-- code does. What may change is named: a receipt's shown date and its cancelled mark (once, false → true); a pending
-- commission's payment (paid_date and paid_by, once). SQLSTATE MR001 (a 409 in Spanish).
CREATE FUNCTION "refuse_money_record_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '%: money records are never deleted', TG_TABLE_NAME USING ERRCODE = 'MR001';
  END IF;
  IF TG_TABLE_NAME = 'receipts' THEN
    IF (to_jsonb(NEW) - 'created_at' - 'is_canceled') = (to_jsonb(OLD) - 'created_at' - 'is_canceled')
      AND NOT (OLD.is_canceled AND NOT NEW.is_canceled) THEN
      RETURN NEW;
    END IF;
  ELSIF TG_TABLE_NAME = 'payments' THEN
    IF (to_jsonb(NEW) - 'paid_date' - 'paid_by') = (to_jsonb(OLD) - 'paid_date' - 'paid_by') AND OLD.paid_date IS NULL THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '%: money records are never edited', TG_TABLE_NAME USING ERRCODE = 'MR001';
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['receipts', 'payments', 'receipt_cancellations', 'cash_closings', 'inventory_moves'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_money_record_changes()',
      t || '_append_only', t);
  END LOOP;
END
$$;
