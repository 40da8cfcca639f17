import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  time,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { indexesOn, linkKeys, ref, timestamps } from './columns.ts';
import { eventColumns, prospectColumns } from './event-columns.ts';
import { degrees, users } from './people.ts';

// TORNEOS (spec 03 §2–§9): the tournament, its areas, prospects with somatometry and per-competition pay and results,
// categories, age groups, schedules (cronogramas) and poomses. Brackets (the spec's tournament_graph* tables) are in
// brackets.ts.

/**
 * A tournament is an event with competition flags, a bracket creation date (graph_creation_date) and an optional
 * discount (spec 03 §3).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    ...eventColumns(),
    has_combat: boolean('has_combat').notNull().default(false),
    has_forms: boolean('has_forms').notNull().default(false),
    has_techniques: boolean('has_techniques').notNull().default(false),
    has_jumping_kicks: boolean('has_jumping_kicks').notNull().default(false),
    has_boards: boolean('has_boards').notNull().default(false),
    has_kicking_speed: boolean('has_kicking_speed').notNull().default(false),
    graph_creation_date: date('graph_creation_date'),
    optional_discount_percentage: numeric('optional_discount_percentage', { precision: 5, scale: 2 }),
    /** The live view of its areas opens without login (issue 13, beyond the spec). */
    is_live_public: boolean('is_live_public').notNull().default(false),
    /** When the brackets' places were passed to the prospects' results (once: issue 13). */
    results_from_graphs_at: timestamp('results_from_graphs_at', { withTimezone: true }),
  },
  (t) => indexesOn('tournaments', [t.parent_event_id, t.venue_id, t.sinodal_id, t.multilevel_discount_type_id, t.date]),
);

export const tournament_extra_sinodals = pgTable(
  'tournament_extra_sinodals',
  {
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    user_id: ref('user_id', () => users.id, 'cascade').notNull(),
  },
  (t) => linkKeys('tournament_extra_sinodals', t.tournament_id, t.user_id),
);

export const tournament_degrees_allowed = pgTable(
  'tournament_degrees_allowed',
  {
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    degree_id: ref('degree_id', () => degrees.id, 'cascade').notNull(),
  },
  (t) => linkKeys('tournament_degrees_allowed', t.tournament_id, t.degree_id),
);

/** The tournament's areas (mats): a number and who decides its encounters (spec 03 §3, §6). */
export const tournament_areas = pgTable(
  'tournament_areas',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    area_number: smallint('area_number').notNull(),
    area_responsible_id: ref('area_responsible_id', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    unique('tournament_areas_tournament_number_unique').on(t.tournament_id, t.area_number),
    ...indexesOn('tournament_areas', [t.area_responsible_id]),
  ],
);

/** A tournament's outcomes per competition, in configuration 14–18's order, plus 'did not attend'. Fixed rows. */
export const tournament_results = pgTable('tournament_results', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

const result = (name: string) => ref(name, () => tournament_results.id);

/** A person made prospect of a tournament: what competitions they pay and the result of each (spec 03 §3). */
export const tournament_prospects = pgTable(
  'tournament_prospects',
  {
    ...prospectColumns(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    tournament_result_id: result('tournament_result_id'),
    pay_combat: boolean('pay_combat').notNull().default(false),
    pay_forms: boolean('pay_forms').notNull().default(false),
    pay_boards: boolean('pay_boards').notNull().default(false),
    pay_kicking_speed: boolean('pay_kicking_speed').notNull().default(false),
    pay_techniques: boolean('pay_techniques').notNull().default(false),
    pay_jumping_kicks: boolean('pay_jumping_kicks').notNull().default(false),
    result_combat: result('result_combat'),
    result_forms: result('result_forms'),
    result_boards: result('result_boards'),
    result_kicking_speed: result('result_kicking_speed'),
    result_techniques: result('result_techniques'),
    result_jumping_kicks: result('result_jumping_kicks'),
    /** Travels on the network's bus and stays at its hotel (the bus/hotel list, configuration 33). */
    takes_bus: boolean('takes_bus').notNull().default(false),
    takes_hotel: boolean('takes_hotel').notNull().default(false),
  },
  (t) => [
    unique('tournament_prospects_tournament_user_unique').on(t.tournament_id, t.user_id),
    ...indexesOn('tournament_prospects', [t.user_id, t.doyang_id, t.tournament_result_id]),
  ],
);

/** Weight and height taken for one tournament (`add_tournament_somatometry`): the weigh-in the categories use. */
export const tournament_somatometries = pgTable(
  'tournament_somatometries',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    user_id: ref('user_id', () => users.id, 'cascade').notNull(),
    weight_kg: numeric('weight_kg', { precision: 5, scale: 2 }).notNull(),
    height_m: numeric('height_m', { precision: 4, scale: 2 }).notNull(),
    recorded_by: ref('recorded_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    unique('tournament_somatometries_tournament_user_unique').on(t.tournament_id, t.user_id),
    ...indexesOn('tournament_somatometries', [t.user_id, t.recorded_by]),
  ],
);

/** Age groups (INFANTIL, JUVENIL, ADULTOS…) named on the configuration screen and shared by every tournament. */
export const tournament_age_groups = pgTable('tournament_age_groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  ...timestamps(),
});

/** A tournament's age ranges, each in an age group (spec 03 §3 'age category'). */
export const tournament_age_categories = pgTable(
  'tournament_age_categories',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    tournament_age_group_id: ref('tournament_age_group_id', () => tournament_age_groups.id, 'cascade').notNull(),
    min_age: smallint('min_age'),
    max_age: smallint('max_age'),
    ...timestamps(),
  },
  (t) => indexesOn('tournament_age_categories', [t.tournament_id, t.tournament_age_group_id]),
);

/** A tournament's degree ranges (spec 03 §3 'degree category'): the schedule's blocks go by them. */
export const tournament_degree_categories = pgTable(
  'tournament_degree_categories',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    min_degree_id: ref('min_degree_id', () => degrees.id).notNull(),
    max_degree_id: ref('max_degree_id', () => degrees.id).notNull(),
    ...timestamps(),
  },
  (t) => indexesOn('tournament_degree_categories', [t.tournament_id, t.min_degree_id, t.max_degree_id]),
);

/** A tournament's weight classes (spec 03 §3 'weight category'): sex M, F or B (both). */
export const tournament_weight_categories = pgTable(
  'tournament_weight_categories',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    min_weight: numeric('min_weight', { precision: 5, scale: 2 }),
    max_weight: numeric('max_weight', { precision: 5, scale: 2 }),
    sex: varchar('sex', { length: 1 }).$type<'M' | 'F' | 'B'>().notNull().default('B'),
    ...timestamps(),
  },
  (t) => indexesOn('tournament_weight_categories', [t.tournament_id]),
);

/**
 * A tournament's competition categories (spec 03 §3 TournamentCategory): who competes together, in which competition
 * (`competition_type_id`, empty for every one the tournament offers) and on which area (`table_name`, the area number).
 */
export const tournament_categories = pgTable(
  'tournament_categories',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    competition_type_id: smallint('competition_type_id'),
    name: varchar('name', { length: 150 }).notNull(),
    min_degree_id: ref('min_degree_id', () => degrees.id),
    max_degree_id: ref('max_degree_id', () => degrees.id),
    min_age_years: smallint('min_age_years'),
    max_age_years: smallint('max_age_years'),
    min_weight_kg: numeric('min_weight_kg', { precision: 5, scale: 2 }),
    max_weight_kg: numeric('max_weight_kg', { precision: 5, scale: 2 }),
    /** true men, false women, null both (up to configuration 34's age). */
    is_male: boolean('is_male'),
    table_name: smallint('table_name'),
    is_exhibition: boolean('is_exhibition').notNull().default(false),
    ...timestamps(),
  },
  (t) => indexesOn('tournament_categories', [t.tournament_id, t.min_degree_id, t.max_degree_id]),
);

/**
 * One entry of an area's schedule (spec 03 §3 'cronogram entry'): a block of competitors of an age group and degree
 * range, or a recess. Start and end are computed from the tournament's start, the order and each duration.
 */
export const tournament_cronograms = pgTable(
  'tournament_cronograms',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    area_number: smallint('area_number').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    order: integer('order').notNull().default(0),
    duration_min: integer('duration_min').notNull(),
    is_recess: boolean('is_recess').notNull().default(false),
    competition_type_id: smallint('competition_type_id'),
    tournament_degree_category_id: ref('tournament_degree_category_id', () => tournament_degree_categories.id, 'set null'),
    tournament_age_group_id: ref('tournament_age_group_id', () => tournament_age_groups.id, 'set null'),
    ...timestamps(),
  },
  (t) => indexesOn('tournament_cronograms', [t.tournament_id, t.tournament_degree_category_id, t.tournament_age_group_id]),
);

/** A tournament's groups (as an event's): a name and a time slot. */
export const tournament_groups = pgTable(
  'tournament_groups',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    begins_at: time('begins_at'),
    ends_at: time('ends_at'),
    ...timestamps(),
  },
  (t) => indexesOn('tournament_groups', [t.tournament_id]),
);

/** POOMSES (spec 03 §2): the forms, each presented by age groups and degrees (its categories). */
export const poomses = pgTable('poomses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  ...timestamps(),
});

export const tournament_poomse_categories = pgTable(
  'tournament_poomse_categories',
  {
    id: serial('id').primaryKey(),
    poomse_id: ref('poomse_id', () => poomses.id, 'cascade').notNull(),
    tournament_age_group_id: ref('tournament_age_group_id', () => tournament_age_groups.id, 'cascade').notNull(),
    degree_id: ref('degree_id', () => degrees.id, 'cascade').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('tournament_poomse_categories_unique').on(t.poomse_id, t.tournament_age_group_id, t.degree_id),
    ...indexesOn('tournament_poomse_categories', [t.tournament_age_group_id, t.degree_id]),
  ],
);
