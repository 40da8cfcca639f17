import { boolean, index, integer, numeric, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { doyang_bundles } from './doyangs.ts';

/**
 * Products sold at the point of sale. The catalogue screens and stock arrive with the point-of-sale
 * issue; bundles already list the products that exist. Id 3 is the insurance (spec 01 §9).
 */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  active: boolean('active').notNull().default(true),
});

/** Products included in a bundle, with their quantity. */
export const doyang_bundle_products = pgTable(
  'doyang_bundle_products',
  {
    doyang_bundle_id: integer('doyang_bundle_id')
      .notNull()
      .references(() => doyang_bundles.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull().default(1),
    is_monthly_payment: boolean('is_monthly_payment').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.doyang_bundle_id, t.product_id] }),
    index('doyang_bundle_products_product_idx').on(t.product_id),
  ],
);

/** 'Multinivel Profesores': commission schemes a professor's doyang is surrogated under. Read-only until the commissions issue. */
export const doyang_surrogations = pgTable('doyang_surrogations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/** Tiers of a scheme: percentage by inscription-count range, per kind (exam, event, tournament). */
export const doyang_surrogation_tiers = pgTable(
  'doyang_surrogation_tiers',
  {
    id: serial('id').primaryKey(),
    doyang_surrogation_id: integer('doyang_surrogation_id')
      .notNull()
      .references(() => doyang_surrogations.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    min_inscriptions: integer('min_inscriptions').notNull(),
    max_inscriptions: integer('max_inscriptions').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [index('doyang_surrogation_tiers_surrogation_idx').on(t.doyang_surrogation_id)],
);
