import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people.ts';
import { cities } from './places.ts';

export const doyang_types = pgTable('doyang_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const doyangs = pgTable(
  'doyangs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    doyang_type_id: integer('doyang_type_id')
      .notNull()
      .references(() => doyang_types.id),
    doyang_category_id: integer('doyang_category_id').references(() => doyang_categories.id),
    city_id: integer('city_id').references(() => cities.id),
    opening_date: date('opening_date'),
    active: boolean('active').notNull().default(true),
    is_independent_for_comissions: boolean('is_independent_for_comissions').notNull().default(false),
    address: text('address'),
    neighborhood: varchar('neighborhood', { length: 100 }),
    city: varchar('city', { length: 100 }),
    cellphone: varchar('cellphone', { length: 20 }),
    phone1: varchar('phone1', { length: 20 }),
    phone2: varchar('phone2', { length: 20 }),
    responsible_can_scholarship: boolean('responsible_can_scholarship').notNull().default(false),
    can_sell_gp: boolean('can_sell_gp').notNull().default(false),
    can_sell_gp_tmp: boolean('can_sell_gp_tmp').notNull().default(false),
    monthly_fee: numeric('monthly_fee', { precision: 12, scale: 2 }),
    inscription_fee: numeric('inscription_fee', { precision: 12, scale: 2 }),
    user_responsible_id: integer('user_responsible_id').references((): AnyPgColumn => users.id),
    user_certifier_id: integer('user_certifier_id').references((): AnyPgColumn => users.id),
    /** Its multilevel scheme: the tiers its commissions are figured by (foreign key: migration 0023's custom block). */
    doyang_surrogation_id: integer('doyang_surrogation_id'),
    surrogated_to_doyang_id: integer('surrogated_to_doyang_id'),
    bimester_inscriptions_goal: integer('bimester_inscriptions_goal'),
    /** A school outside the network whose competitors came in a tournament's foreigners file (issue 12). */
    is_foreign: boolean('is_foreign').notNull().default(false),
    /** The network's zone responsible who brought a foreign doyang (`parent_responsible_id` of the upload). */
    parent_responsible_id: integer('parent_responsible_id').references((): AnyPgColumn => users.id),
  },
  (t) => [
    index('doyangs_doyang_type_id_idx').on(t.doyang_type_id),
    index('doyangs_city_id_idx').on(t.city_id),
    index('doyangs_user_responsible_id_idx').on(t.user_responsible_id),
    index('doyangs_user_certifier_id_idx').on(t.user_certifier_id),
    index('doyangs_doyang_category_id_idx').on(t.doyang_category_id),
    index('doyangs_parent_responsible_id_idx').on(t.parent_responsible_id),
    index('doyangs_doyang_surrogation_id_idx').on(t.doyang_surrogation_id),
    // A foreign doyang is found again by its folded name (foreigners.queries.ts): one of each name (issue 22).
    uniqueIndex('doyangs_foreign_name_key').on(sql`spanish_fold(${t.name})`).where(sql`${t.is_foreign}`),
  ],
);

/** Staff working at a doyang ('personal'), with the commission tier they are surrogated under. */
export const doyang_personal = pgTable(
  'doyang_personal',
  {
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Foreign key to doyang_surrogations: migration 0023's custom block. */
    doyang_surrogation_id: integer('doyang_surrogation_id'),
  },
  (t) => [
    primaryKey({ columns: [t.doyang_id, t.user_id] }),
    index('doyang_personal_user_id_idx').on(t.user_id),
    index('doyang_personal_doyang_surrogation_id_idx').on(t.doyang_surrogation_id),
  ],
);

/** Doyang categories (BRONCE, PLATA, ORO…): the prices a doyang charges. */
export const doyang_categories = pgTable('doyang_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  inscription_price: numeric('inscription_price', { precision: 12, scale: 2 }).notNull().default('0'),
  monthly_fee_price: numeric('monthly_fee_price', { precision: 12, scale: 2 }).notNull().default('0'),
});

/** What a doyang must meet to be in (or reach) a category. */
export const doyang_category_requisites = pgTable(
  'doyang_category_requisites',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    doyang_category_id: integer('doyang_category_id')
      .notNull()
      .references(() => doyang_categories.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('doyang_category_requisites_category_idx').on(t.doyang_category_id)],
);

/** A requisite met by a doyang (the per-doyang toggle). */
export const doyang_category_requisite_doyangs = pgTable(
  'doyang_category_requisite_doyangs',
  {
    doyang_category_requisite_id: integer('doyang_category_requisite_id').notNull(),
    doyang_id: integer('doyang_id').notNull(),
  },
  // Named by hand: the generated names pass PostgreSQL's 63-character limit and collide once cut.
  (t) => [
    primaryKey({ name: 'doyang_category_requisite_doyangs_pk', columns: [t.doyang_category_requisite_id, t.doyang_id] }),
    foreignKey({
      name: 'doyang_category_requisite_doyangs_requisite_fk',
      columns: [t.doyang_category_requisite_id],
      foreignColumns: [doyang_category_requisites.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'doyang_category_requisite_doyangs_doyang_fk',
      columns: [t.doyang_id],
      foreignColumns: [doyangs.id],
    }).onDelete('cascade'),
    index('doyang_category_requisite_doyangs_doyang_idx').on(t.doyang_id),
  ],
);

/** Bundles ('paquetes') of a category; products inside a bundle arrive with the point of sale. */
export const doyang_bundles = pgTable(
  'doyang_bundles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    due_date: date('due_date'),
    bundle_type: varchar('bundle_type', { length: 40 }),
    covers_inscription: boolean('covers_inscription').notNull().default(false),
    // Spelt as the spec spells it (DESIGN.md §4).
    ancticipated_monthly_payments: boolean('ancticipated_monthly_payments').notNull().default(false),
    covers_monthly_payments_qty: integer('covers_monthly_payments_qty').notNull().default(0),
    covers_insurance: boolean('covers_insurance').notNull().default(false),
    for_everyone: boolean('for_everyone').notNull().default(false),
    doyang_category_id: integer('doyang_category_id').references(() => doyang_categories.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doyang_bundles_category_idx').on(t.doyang_category_id)],
);

/** Class groups of a doyang; json_week holds 7 booleans, monday (0) to sunday (6). */
export const doyang_groups = pgTable(
  'doyang_groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id, { onDelete: 'cascade' }),
    user_responsible_id: integer('user_responsible_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    user_certifier_id: integer('user_certifier_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    begins_at: time('begins_at'),
    ends_at: time('ends_at'),
    json_week: jsonb('json_week').$type<boolean[]>().notNull().default([false, false, false, false, false, false, false]),
    is_selective_group: boolean('is_selective_group').notNull().default(false),
  },
  (t) => [
    index('doyang_groups_doyang_id_idx').on(t.doyang_id),
    index('doyang_groups_user_responsible_id_idx').on(t.user_responsible_id),
    index('doyang_groups_user_certifier_id_idx').on(t.user_certifier_id),
  ],
);
