import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** TABLAS COMISIONES (spec 03 §3 MultilevelDiscountType): the discount tables products and events name. */
export const multilevel_discount_types = pgTable('multilevel_discount_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  ...timestamps(),
});

const percentage = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * 'Multinivel Profesores' (spec 03 §3 DoyangSurrogation): the commission schemes a doyang and its staff are surrogated
 * under (doyangs, doyang_personal and users.doyang_surrogation_id; their foreign keys are in migration 0023's custom
 * block, which first empties ids that pointed nowhere). `percentage` is the scheme's own.
 */
export const doyang_surrogations = pgTable(
  'doyang_surrogations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    percentage: percentage('percentage').notNull().default('0'),
  },
  (t) => [check('doyang_surrogations_percentage_range', sql`${t.percentage} between 0 and 100`)],
);

/**
 * The four tier lists of a scheme in one table, by `kind`: exam, event, tournament and bus (the API's
 * doyang_surrogation_exams, _events, _tournaments and _bus). Event tiers are two lists, seminars (`is_seminar`) and the
 * rest. Within one list no count falls in two tiers: a tier is written under a lock on its scheme (tiers.routes.ts).
 */
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
    percentage: percentage('percentage').notNull(),
    is_seminar: boolean('is_seminar').notNull().default(false),
  },
  (t) => [
    index('doyang_surrogation_tiers_surrogation_idx').on(t.doyang_surrogation_id, t.kind, t.min_inscriptions),
    check('doyang_surrogation_tiers_kind', sql`${t.kind} in ('exam', 'event', 'tournament', 'bus')`),
    check('doyang_surrogation_tiers_range', sql`${t.min_inscriptions} >= 0 and ${t.max_inscriptions} >= ${t.min_inscriptions}`),
    check('doyang_surrogation_tiers_percentage_range', sql`${t.percentage} between 0 and 100`),
    check('doyang_surrogation_tiers_seminar_events_only', sql`${t.kind} = 'event' or not ${t.is_seminar}`),
  ],
);

/** A scheme's percentage for each commission table (spec 03 §3 parsed_multilevel_discount_types). */
export const doyang_surrogation_discount_types = pgTable(
  'doyang_surrogation_discount_types',
  {
    doyang_surrogation_id: integer('doyang_surrogation_id')
      .notNull()
      .references(() => doyang_surrogations.id, { onDelete: 'cascade' }),
    multilevel_discount_type_id: integer('multilevel_discount_type_id')
      .notNull()
      .references(() => multilevel_discount_types.id, { onDelete: 'cascade' }),
    percentage: percentage('percentage').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'doyang_surrogation_discount_types_pk',
      columns: [t.doyang_surrogation_id, t.multilevel_discount_type_id],
    }),
    index('doyang_surrogation_discount_types_type_idx').on(t.multilevel_discount_type_id),
    check('doyang_surrogation_discount_types_percentage_range', sql`${t.percentage} between 0 and 100`),
  ],
);
