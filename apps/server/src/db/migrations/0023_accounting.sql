CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"doyang_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"is_fixed_expense" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "debit_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_doyang_id_doyangs_id_fk" FOREIGN KEY ("doyang_id") REFERENCES "public"."doyangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_doyang_date_idx" ON "expenses" USING btree ("doyang_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_created_by_idx" ON "expenses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_commission_client_idx" ON "payments" USING btree ("client_doyang_id","created_at") WHERE "payments"."payment_concept_id" = 9;--> statement-breakpoint
-- custom: accounting
-- Expenses join the audit trail (0005's rule).
CREATE TRIGGER "expenses_audit" AFTER INSERT OR UPDATE OR DELETE ON "expenses" FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
-- The lines sold before this migration get their share of their receipt's four amounts, as the sale now writes it
-- (packages/domain/src/pos/paid-by-type.ts: poured over the lines in id order, cash, credit, debit, deposit), and a
-- reversal the negation of its line's. Money records are append-only (0022): their triggers stand aside for this one
-- filling of new columns, which changes no amount.
ALTER TABLE "payments" DISABLE TRIGGER USER;
--> statement-breakpoint
WITH line AS (
  SELECT p.id, p.amount, r.cash_total AS a, r.cash_total + r.credit_total AS b,
    r.cash_total + r.credit_total + r.debit_total AS c, r.total AS d,
    coalesce(sum(p.amount) OVER (PARTITION BY p.receipt_id ORDER BY p.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS s
  FROM payments p JOIN receipts r ON r.id = p.receipt_id
  WHERE NOT p.devolution
)
UPDATE payments p SET
  cash_amount = greatest(0, least(l.s + l.amount, l.a) - l.s),
  credit_amount = greatest(0, least(l.s + l.amount, l.b) - greatest(l.s, l.a)),
  debit_amount = greatest(0, least(l.s + l.amount, l.c) - greatest(l.s, l.b)),
  deposit_amount = greatest(0, least(l.s + l.amount, l.d) - greatest(l.s, l.c))
FROM line l WHERE p.id = l.id;
--> statement-breakpoint
UPDATE payments p SET cash_amount = -o.cash_amount, credit_amount = -o.credit_amount, debit_amount = -o.debit_amount,
  deposit_amount = -o.deposit_amount
FROM payments o WHERE p.reverses_payment_id = o.id AND p.devolution;
--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER USER;
--> statement-breakpoint
-- A receipt's line adds up by payment type (a line without receipt, a commission owed, has no payment yet).
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_by_type" CHECK ("receipt_id" IS NULL
  OR "cash_amount" + "credit_amount" + "debit_amount" + "deposit_amount" = "amount");
