import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** 'Eventos Padre' (spec 03 §3): what several events, exams and tournaments belong to (a season, a campaign). */
export const parent_events = pgTable('parent_events', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description'),
  ...timestamps(),
});
