import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { multilevel_discount_types } from './commissions.ts';
import { doyang_bundles, doyangs } from './doyangs.ts';
import { roles, users } from './people.ts';

/** Products sold at the point of sale (spec 03 §3). Id 3 is the insurance (spec 01 §9). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  active: boolean('active').notNull().default(true),
  /** The one other name the product is found by (spec 03 §5: one synonym at most). */
  synonym: varchar('synonym', { length: 150 }),
  multilevel_discount_type_id: integer('multilevel_discount_type_id').references(
    (): AnyPgColumn => multilevel_discount_types.id,
    { onDelete: 'set null' },
  ),
});

/** 'Prices per role': what a buyer of that role pays instead of the product's price. */
export const product_role_prices = pgTable(
  'product_role_prices',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.role_id] })],
);

/** A product's variants (colour, model), ordered by drag; a price replaces the product's. */
export const product_variants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.product_id)],
);

/** A variant's sizes: what is stocked and sold. `prize` is the spec's name of its price (spec 03 §3). */
export const product_sizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    product_variant_id: integer('product_variant_id')
      .notNull()
      .references(() => product_variants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    prize: numeric('prize', { precision: 12, scale: 2 }),
    order: integer('order').notNull().default(0),
    /** The minimum a doyang starts with for this size; each doyang edits its own (product_stocks). */
    min_product: integer('min_product').notNull().default(0),
  },
  (t) => [index('product_sizes_variant_idx').on(t.product_variant_id)],
);

/**
 * What a doyang holds of a size. `existance` (spelt as the spec) moves only with an inventory move, in the same
 * statement that checks it: it never goes below zero (the check is the last guard under concurrent sales).
 */
export const product_stocks = pgTable(
  'product_stocks',
  {
    product_size_id: integer('product_size_id')
      .notNull()
      .references(() => product_sizes.id, { onDelete: 'cascade' }),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    existance: integer('existance').notNull().default(0),
    min_product: integer('min_product').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.product_size_id, t.doyang_id] }),
    index('product_stocks_doyang_idx').on(t.doyang_id),
    check('product_stocks_existance_not_negative', sql`${t.existance} >= 0`),
    check('product_stocks_min_not_negative', sql`${t.min_product} >= 0`),
  ],
);

/**
 * Every change of stock, never edited or deleted: entries (+), exits (−), sales (−, reference = receipt) and
 * cancellations (+). `total_after_move` is the size's stock in that doyang right after it.
 */
export const inventory_moves = pgTable(
  'inventory_moves',
  {
    id: serial('id').primaryKey(),
    product_size_id: integer('product_size_id')
      .notNull()
      .references(() => product_sizes.id),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id),
    qty: integer('qty').notNull(),
    total_after_move: integer('total_after_move').notNull(),
    observation: text('observation'),
    reference: varchar('reference', { length: 150 }),
    receipt_id: integer('receipt_id'),
    created_by: integer('created_by').references((): AnyPgColumn => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_moves_doyang_created_idx').on(t.doyang_id, t.created_at, t.id),
    index('inventory_moves_size_idx').on(t.product_size_id, t.doyang_id),
    index('inventory_moves_receipt_idx').on(t.receipt_id),
    check('inventory_moves_qty_not_zero', sql`${t.qty} <> 0`),
  ],
);

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

// The multilevel schemes (Multinivel Profesores) and their tiers are with the commission tables (commissions.ts).
