import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { product_sizes, products } from './commerce.ts';
import { doyang_bundles, doyangs } from './doyangs.ts';
import { events, exams } from './events.ts';
import { users } from './people.ts';
import { payment_concepts } from './settings.ts';
import { tournaments } from './tournaments.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * One sale (spec 03 §3 Receipt): who sold, to whom, and how it was paid. Amounts are never edited; a cancellation
 * marks `is_canceled` and writes a receipt_cancellations row plus the reversing moves. `created_at` is the date the
 * receipt shows (Recibos update may correct it, audited); `recorded_at` is when the server wrote it, never changed.
 * `idempotency_key` comes with the note: a retried or double-clicked sale finds the receipt already made.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    client_user_id: integer('client_user_id').references((): AnyPgColumn => users.id),
    client_doyang_id: integer('client_doyang_id').references(() => doyangs.id),
    gp_client_name: varchar('gp_client_name', { length: 150 }),
    client_phone: varchar('client_phone', { length: 20 }),
    total: money('total').notNull(),
    cash_total: money('cash_total').notNull().default('0'),
    credit_total: money('credit_total').notNull().default('0'),
    debit_total: money('debit_total').notNull().default('0'),
    deposit_total: money('deposit_total').notNull().default('0'),
    idempotency_key: uuid('idempotency_key').notNull(),
    is_canceled: boolean('is_canceled').notNull().default(false),
    created_by: integer('created_by')
      .notNull()
      .references((): AnyPgColumn => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_idempotency_key_idx').on(t.idempotency_key),
    index('receipts_doyang_created_idx').on(t.doyang_id, t.created_at, t.id),
    index('receipts_doyang_recorded_idx').on(t.doyang_id, t.recorded_at),
    index('receipts_created_idx').on(t.created_at, t.id),
    index('receipts_client_user_idx').on(t.client_user_id),
    // The receipts searched by a doyang's or the general public's name (few of each): read apart from the people's.
    index('receipts_client_doyang_idx').on(t.client_doyang_id).where(sql`${t.client_doyang_id} is not null`),
    index('receipts_gp_client_idx').on(t.id).where(sql`${t.gp_client_name} is not null`),
    check(
      'receipts_amounts_add_up',
      sql`${t.cash_total} + ${t.credit_total} + ${t.debit_total} + ${t.deposit_total} = ${t.total}`,
    ),
  ],
);

/**
 * The lines of a receipt (spec 03 §3 payment): concept, what was sold, the unit price, the discount and surcharge
 * applied, the amount charged. A cancellation adds the same line with the amount negated (`devolution`,
 * `reverses_payment_id`). `paid_date` null is a pending commission (concept 9, issue 26): computed commissions have no
 * receipt (modules/commissions), general direction's commissions paid at the point of sale have one.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    receipt_id: integer('receipt_id').references(() => receipts.id),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    payment_concept_id: integer('payment_concept_id')
      .notNull()
      .references(() => payment_concepts.id),
    title: varchar('title', { length: 255 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    price: money('price').notNull(),
    discount: money('discount').notNull().default('0'),
    surcharge: money('surcharge').notNull().default('0'),
    amount: money('amount').notNull(),
    client_user_id: integer('client_user_id').references((): AnyPgColumn => users.id),
    client_doyang_id: integer('client_doyang_id').references(() => doyangs.id),
    gp_client_name: varchar('gp_client_name', { length: 150 }),
    exam_id: integer('exam_id').references(() => exams.id),
    event_id: integer('event_id').references(() => events.id),
    tournament_id: integer('tournament_id').references(() => tournaments.id),
    product_id: integer('product_id').references(() => products.id),
    product_size_id: integer('product_size_id').references(() => product_sizes.id),
    doyang_bundle_id: integer('doyang_bundle_id').references(() => doyang_bundles.id),
    /** Monthly fees: how many months and which (first days of the first and last month covered). */
    months_added: integer('months_added'),
    covers_from: date('covers_from'),
    covers_to: date('covers_to'),
    insurance_end: date('insurance_end'),
    scolarshipped: boolean('scolarshipped').notNull().default(false),
    use_recommended: boolean('use_recommended').notNull().default(false),
    is_partiality: boolean('is_partiality').notNull().default(false),
    /** What the line carried beyond the columns: competitions paid, companions, collaborations, early price. */
    details: jsonb('details').notNull().default({}),
    devolution: boolean('devolution').notNull().default(false),
    reverses_payment_id: integer('reverses_payment_id').references((): AnyPgColumn => payments.id),
    paid_date: date('paid_date'),
    paid_by: integer('paid_by').references((): AnyPgColumn => users.id),
    /**
     * How the line was paid (issue 26): its share of the receipt's four amounts, written with the line (a reversal
     * negates its line's), so INGRESOS adds them up by payment type without reading the receipts. Lines without a
     * receipt (commissions owed) carry zeros.
     */
    cash_amount: money('cash_amount').notNull().default('0'),
    credit_amount: money('credit_amount').notNull().default('0'),
    debit_amount: money('debit_amount').notNull().default('0'),
    deposit_amount: money('deposit_amount').notNull().default('0'),
    created_by: integer('created_by').references((): AnyPgColumn => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_receipt_idx').on(t.receipt_id),
    index('payments_doyang_created_idx').on(t.doyang_id, t.created_at, t.id),
    index('payments_client_user_idx').on(t.client_user_id, t.created_at),
    uniqueIndex('payments_reverses_idx').on(t.reverses_payment_id),
    // A computed commission (concept 9 without a receipt) is written once per doyang and exam, event or tournament:
    // the generation inserts with ON CONFLICT DO NOTHING, so runs at once or again add nothing (issue 26).
    uniqueIndex('payments_commission_once_idx')
      .on(t.doyang_id, sql`coalesce(${t.exam_id}, 0)`, sql`coalesce(${t.event_id}, 0)`, sql`coalesce(${t.tournament_id}, 0)`)
      .where(sql`${t.payment_concept_id} = 9 and ${t.receipt_id} is null and not ${t.devolution}`),
    // INGRESOS of the whole network (general direction), newest first or by dates.
    index('payments_created_idx').on(t.created_at, t.id),
    // A doyang's INGRESOS also list the commissions owed or paid to it (concept 9 with the doyang as client).
    index('payments_commission_client_idx').on(t.client_doyang_id, t.created_at).where(sql`${t.payment_concept_id} = 9`),
    // The check that a receipt's line adds up by type (payments_paid_by_type) is written by hand after filling the
    // lines sold before it (migration 0025's custom block).
  ],
);

/**
 * A receipt's cancellation (`cancel`, before its day was closed) or credit note (`credit_note`, after): the amounts
 * by payment type it takes back, counted on the day it was made. One per receipt.
 */
export const receipt_cancellations = pgTable(
  'receipt_cancellations',
  {
    id: serial('id').primaryKey(),
    receipt_id: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    total: money('total').notNull(),
    cash_total: money('cash_total').notNull(),
    credit_total: money('credit_total').notNull(),
    debit_total: money('debit_total').notNull(),
    deposit_total: money('deposit_total').notNull(),
    created_by: integer('created_by')
      .notNull()
      .references((): AnyPgColumn => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipt_cancellations_receipt_idx').on(t.receipt_id),
    index('receipt_cancellations_doyang_created_idx').on(t.doyang_id, t.created_at),
    check('receipt_cancellations_kind', sql`${t.kind} in ('cancel', 'credit_note')`),
  ],
);

/**
 * Corte de caja (beyond the spec): a doyang's cash closed for what was sold since its previous closing (a shift or a
 * day): what those sales and cancellations say each payment type should hold, the cash counted, and the difference.
 * A receipt recorded before a closing is then only reversed by a credit note, counted in the next one.
 */
export const cash_closings = pgTable(
  'cash_closings',
  {
    id: serial('id').primaryKey(),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    /** The previous closing's end (exclusive); null for a doyang's first. */
    from_at: timestamp('from_at', { withTimezone: true }),
    /** The calendar day (APP_TIMEZONE) the closing was made. */
    day: date('day').notNull(),
    expected_cash: money('expected_cash').notNull(),
    expected_credit: money('expected_credit').notNull(),
    expected_debit: money('expected_debit').notNull(),
    expected_deposit: money('expected_deposit').notNull(),
    receipts_count: integer('receipts_count').notNull(),
    cancellations_count: integer('cancellations_count').notNull(),
    counted_cash: money('counted_cash').notNull(),
    difference: money('difference').notNull(),
    observation: text('observation'),
    closed_by: integer('closed_by')
      .notNull()
      .references((): AnyPgColumn => users.id),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cash_closings_doyang_closed_idx').on(t.doyang_id, t.closed_at)],
);
