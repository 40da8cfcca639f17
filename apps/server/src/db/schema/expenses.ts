import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
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
