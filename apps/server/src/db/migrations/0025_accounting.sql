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
CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"doyang_id" integer NOT NULL,
	"client_doyang_id" integer NOT NULL,
	"payment_concept_id" integer NOT NULL,
	"pending" boolean NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cash_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deposit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_day_totals_pk" PRIMARY KEY("doyang_id","day","client_doyang_id","payment_concept_id","pending")
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals_zone" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
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
CREATE INDEX "payment_day_totals_day_idx" ON "payment_day_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "payment_day_totals_commission_client_idx" ON "payment_day_totals" USING btree ("client_doyang_id","day") WHERE "payment_day_totals"."payment_concept_id" = 9;--> statement-breakpoint
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
--> statement-breakpoint
-- INGRESOS' totals by day (payment_day_totals): each statement that writes payments adds what it wrote to its days, in
-- the zone of payment_day_totals_zone (APP_TIMEZONE). Lines are only ever inserted, or a commission's paid_date set
-- (0022): an update takes its rows' old state away and adds the new one. Keys in a fixed order, so two sales never
-- deadlock on them.
CREATE FUNCTION "payment_day_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM payment_day_totals_zone WHERE id = 1), 'America/Mexico_City');
BEGIN
  -- The rows the statement inserted.
  INSERT INTO payment_day_totals AS t (day, doyang_id, client_doyang_id, payment_concept_id, pending, lines, amount,
    cash_amount, credit_amount, debit_amount, deposit_amount)
  SELECT (x.created_at AT TIME ZONE zone)::date, x.doyang_id, coalesce(x.client_doyang_id, 0), x.payment_concept_id,
    (x.payment_concept_id = 9 AND x.paid_date IS NULL AND NOT x.devolution), sum(x.sign), sum(x.sign * x.amount),
    sum(x.sign * x.cash_amount), sum(x.sign * x.credit_amount), sum(x.sign * x.debit_amount), sum(x.sign * x.deposit_amount)
  FROM (SELECT 1 AS sign, n.created_at, n.doyang_id, n.client_doyang_id, n.payment_concept_id, n.paid_date, n.devolution,
      n.amount, n.cash_amount, n.credit_amount, n.debit_amount, n.deposit_amount FROM new_rows n) x
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 2, 1, 3, 4, 5
  ON CONFLICT (doyang_id, day, client_doyang_id, payment_concept_id, pending) DO UPDATE SET
    lines = t.lines + excluded.lines, amount = t.amount + excluded.amount, cash_amount = t.cash_amount + excluded.cash_amount,
    credit_amount = t.credit_amount + excluded.credit_amount, debit_amount = t.debit_amount + excluded.debit_amount,
    deposit_amount = t.deposit_amount + excluded.deposit_amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_day_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM payment_day_totals_zone WHERE id = 1), 'America/Mexico_City');
BEGIN
  -- The rows the statement updated: their new state in, their old state out.
  INSERT INTO payment_day_totals AS t (day, doyang_id, client_doyang_id, payment_concept_id, pending, lines, amount,
    cash_amount, credit_amount, debit_amount, deposit_amount)
  SELECT (x.created_at AT TIME ZONE zone)::date, x.doyang_id, coalesce(x.client_doyang_id, 0), x.payment_concept_id,
    (x.payment_concept_id = 9 AND x.paid_date IS NULL AND NOT x.devolution), sum(x.sign), sum(x.sign * x.amount),
    sum(x.sign * x.cash_amount), sum(x.sign * x.credit_amount), sum(x.sign * x.debit_amount), sum(x.sign * x.deposit_amount)
  FROM (SELECT 1 AS sign, n.created_at, n.doyang_id, n.client_doyang_id, n.payment_concept_id, n.paid_date, n.devolution,
      n.amount, n.cash_amount, n.credit_amount, n.debit_amount, n.deposit_amount FROM new_rows n
    UNION ALL SELECT -1, o.created_at, o.doyang_id, o.client_doyang_id, o.payment_concept_id, o.paid_date, o.devolution,
      o.amount, o.cash_amount, o.credit_amount, o.debit_amount, o.deposit_amount FROM old_rows o) x
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 2, 1, 3, 4, 5
  ON CONFLICT (doyang_id, day, client_doyang_id, payment_concept_id, pending) DO UPDATE SET
    lines = t.lines + excluded.lines, amount = t.amount + excluded.amount, cash_amount = t.cash_amount + excluded.cash_amount,
    credit_amount = t.credit_amount + excluded.credit_amount, debit_amount = t.debit_amount + excluded.debit_amount,
    deposit_amount = t.deposit_amount + excluded.deposit_amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_day_totals_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_insert();
--> statement-breakpoint
CREATE TRIGGER "payments_day_totals_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_update();
--> statement-breakpoint
-- The totals made again from the lines, in another zone (the server calls it at start when APP_TIMEZONE changed).
CREATE FUNCTION "payment_day_totals_rebuild"(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE payments IN SHARE MODE;
  DELETE FROM payment_day_totals;
  INSERT INTO payment_day_totals (day, doyang_id, client_doyang_id, payment_concept_id, pending, lines, amount, cash_amount,
    credit_amount, debit_amount, deposit_amount)
  SELECT (p.created_at AT TIME ZONE zone)::date, p.doyang_id, coalesce(p.client_doyang_id, 0), p.payment_concept_id,
    (p.payment_concept_id = 9 AND p.paid_date IS NULL AND NOT p.devolution), count(*), sum(p.amount), sum(p.cash_amount),
    sum(p.credit_amount), sum(p.debit_amount), sum(p.deposit_amount)
  FROM payments p GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO payment_day_totals_zone (id, time_zone) VALUES (1, zone)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
END
$$;
--> statement-breakpoint
SELECT payment_day_totals_rebuild('America/Mexico_City');
