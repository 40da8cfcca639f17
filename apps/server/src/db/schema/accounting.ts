import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { doyangs } from './doyangs.ts';
import { users } from './people.ts';

/**
 * GASTOS (spec 03 §3 Expense): what a doyang spent, by day; `is_fixed_expense` marks what it pays every month (rent,
 * salaries) against the variable ones. Bookkeeping, not the cash drawer: edited and deleted with the 'Gastos' flags,
 * every change in the audit trail.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    name: varchar('name', { length: 150 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    date: date('date').notNull(),
    is_fixed_expense: boolean('is_fixed_expense').notNull().default(false),
    created_by: integer('created_by').references((): AnyPgColumn => users.id),
    ...timestamps(),
  },
  (t) => [
    index('expenses_doyang_date_idx').on(t.doyang_id, t.date, t.id),
    index('expenses_created_by_idx').on(t.created_by),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
  ],
);

const total = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * INGRESOS' totals by day (issue 26), kept by triggers on payments (migration 0025's custom block): what the lines of one
 * day, doyang, client doyang (0: none), concept and pending state add up to. The totals and the count of a list without
 * a text search read these (a year of the network is some thousands of rows, not 200,000 lines); a text search adds up
 * the lines themselves. Days are of the zone in payment_day_totals_zone (APP_TIMEZONE; a change rebuilds them).
 */
export const payment_day_totals = pgTable(
  'payment_day_totals',
  {
    day: date('day').notNull(),
    doyang_id: integer('doyang_id').notNull(),
    client_doyang_id: integer('client_doyang_id').notNull(),
    payment_concept_id: integer('payment_concept_id').notNull(),
    pending: boolean('pending').notNull(),
    lines: integer('lines').notNull().default(0),
    amount: total('amount'),
    cash_amount: total('cash_amount'),
    credit_amount: total('credit_amount'),
    debit_amount: total('debit_amount'),
    deposit_amount: total('deposit_amount'),
  },
  (t) => [
    primaryKey({
      name: 'payment_day_totals_pk',
      columns: [t.doyang_id, t.day, t.client_doyang_id, t.payment_concept_id, t.pending],
    }),
    index('payment_day_totals_day_idx').on(t.day),
    index('payment_day_totals_commission_client_idx').on(t.client_doyang_id, t.day).where(sql`${t.payment_concept_id} = 9`),
  ],
);

/** The time zone payment_day_totals' days are in (one row); the server rebuilds the totals when APP_TIMEZONE changes. */
export const payment_day_totals_zone = pgTable('payment_day_totals_zone', {
  id: integer('id').primaryKey(),
  time_zone: text('time_zone').notNull(),
});
