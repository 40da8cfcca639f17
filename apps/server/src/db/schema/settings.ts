import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { doyang_groups } from './doyangs.ts';

/** Settings read by the spec's fixed ids 1..41 (spec 01 §3). Values are text; readers parse them. */
export const configurations = pgTable('configurations', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  value: text('value'),
});

export const bimesters = pgTable('bimesters', {
  id: serial('id').primaryKey(),
  start_date: date('start_date').notNull(),
  end_date: date('end_date').notNull(),
});

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    /** A group's no-class day; none means a general holiday of the configuration screen. */
    doyang_group_id: integer('doyang_group_id').references(() => doyang_groups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('holidays_doyang_group_id_idx').on(t.doyang_group_id), index('holidays_start_date_idx').on(t.start_date)],
);

export const payment_concepts = pgTable('payment_concepts', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});
