import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** TABLAS COMISIONES (spec 03 §3 MultilevelDiscountType): the discount tables products and events name. */
export const multilevel_discount_types = pgTable('multilevel_discount_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  ...timestamps(),
});
