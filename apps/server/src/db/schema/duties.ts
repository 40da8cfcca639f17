import { boolean, date, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { doyangs } from './doyangs.ts';
import { users } from './people.ts';

/**
 * Bimonthly duties (Tareas Bimestrales). doyang_id is the doyang the duty belongs to (its own duties, or
 * the general direction's for what it sends); to_doyang sends it to every doyang, to_general_direction
 * addresses it to the general direction.
 */
export const monthly_duties = pgTable(
  'monthly_duties',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    doyang_id: integer('doyang_id').references(() => doyangs.id, { onDelete: 'cascade' }),
    due_date: date('due_date').notNull(),
    to_doyang: boolean('to_doyang').notNull().default(false),
    to_general_direction: boolean('to_general_direction').notNull().default(false),
    super_important: boolean('super_important').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('monthly_duties_doyang_id_idx').on(t.doyang_id),
    index('monthly_duties_created_by_idx').on(t.created_by),
    index('monthly_duties_due_date_idx').on(t.due_date),
  ],
);

/** A doyang that has done a duty (doyangs_done). */
export const monthly_duty_doyangs = pgTable(
  'monthly_duty_doyangs',
  {
    monthly_duty_id: integer('monthly_duty_id')
      .notNull()
      .references(() => monthly_duties.id, { onDelete: 'cascade' }),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id, { onDelete: 'cascade' }),
    done_by: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    done_at: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.monthly_duty_id, t.doyang_id] }),
    index('monthly_duty_doyangs_doyang_id_idx').on(t.doyang_id),
    index('monthly_duty_doyangs_done_by_idx').on(t.done_by),
  ],
);
