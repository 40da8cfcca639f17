import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { indexesOn, linkKeys, ref, timestamps } from './columns.ts';
import { doyangs } from './doyangs.ts';
import { eventColumns, money, prospectColumns } from './event-columns.ts';
import { degrees, users } from './people.ts';
import { tournaments } from './tournaments.ts';

/** EXAMENES: an exam is an event with a number, black-belt flag and prepay discounts (spec 03 §3). */
export const exams = pgTable(
  'exams',
  {
    ...eventColumns(),
    number: integer('number'),
    is_black_belt: boolean('is_black_belt').notNull().default(false),
    prepay_discount_meeting: money('prepay_discount_meeting'),
    prepay_discount_revision: money('prepay_discount_revision'),
  },
  (t) => indexesOn('exams', [t.parent_event_id, t.venue_id, t.sinodal_id, t.multilevel_discount_type_id, t.date]),
);

/** EVENTOS: meetings, seminars, local and foreign events; `exam_to_discount_id` is the exam a payment discounts. */
export const events = pgTable(
  'events',
  {
    ...eventColumns(),
    exam_to_discount_id: ref('exam_to_discount_id', () => exams.id, 'set null'),
  },
  (t) => indexesOn('events', [t.parent_event_id, t.venue_id, t.sinodal_id, t.multilevel_discount_type_id, t.date]),
);

export const exam_extra_sinodals = pgTable(
  'exam_extra_sinodals',
  {
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    user_id: ref('user_id', () => users.id, 'cascade').notNull(),
  },
  (t) => linkKeys('exam_extra_sinodals', t.exam_id, t.user_id),
);

export const event_extra_sinodals = pgTable(
  'event_extra_sinodals',
  {
    event_id: ref('event_id', () => events.id, 'cascade').notNull(),
    user_id: ref('user_id', () => users.id, 'cascade').notNull(),
  },
  (t) => linkKeys('event_extra_sinodals', t.event_id, t.user_id),
);

export const exam_degrees_allowed = pgTable(
  'exam_degrees_allowed',
  {
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    degree_id: ref('degree_id', () => degrees.id, 'cascade').notNull(),
  },
  (t) => linkKeys('exam_degrees_allowed', t.exam_id, t.degree_id),
);

export const event_degrees_allowed = pgTable(
  'event_degrees_allowed',
  {
    event_id: ref('event_id', () => events.id, 'cascade').notNull(),
    degree_id: ref('degree_id', () => degrees.id, 'cascade').notNull(),
  },
  (t) => linkKeys('event_degrees_allowed', t.event_id, t.degree_id),
);

/** The exam scale (spec 03 §9): ids 1–11 from the score, 12 'did not attend'. Fixed rows, written by the migration. */
export const exam_results = pgTable('exam_results', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  min_score: numeric('min_score', { precision: 5, scale: 2 }),
  approved: boolean('approved').notNull(),
});

/** An event's outcomes, in the order of configuration 14–18 (spec 01 §3), plus 'did not attend'. Fixed rows. */
export const event_results = pgTable('event_results', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const exam_prospects = pgTable(
  'exam_prospects',
  {
    ...prospectColumns(),
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    exam_result_id: ref('exam_result_id', () => exam_results.id),
    /** The degree the student was in when promoted (kept so the record tells what changed). */
    previous_degree: ref('previous_degree', () => degrees.id),
    next_degree: ref('next_degree', () => degrees.id),
    next_partial: integer('next_partial'),
    /** The partials the student held before grading (restored with the degree if the result is corrected). */
    previous_partials: integer('previous_partials'),
    does_partials: boolean('does_partials').notNull().default(false),
  },
  (t) => [
    unique('exam_prospects_exam_user_unique').on(t.exam_id, t.user_id),
    ...indexesOn('exam_prospects', [t.user_id, t.doyang_id, t.exam_result_id, t.next_degree, t.previous_degree]),
  ],
);

export const event_prospects = pgTable(
  'event_prospects',
  {
    ...prospectColumns(),
    event_id: ref('event_id', () => events.id, 'cascade').notNull(),
    event_result_id: ref('event_result_id', () => event_results.id),
    /** How they travel with the network (the event's bus and hotel list, issue 27), as a tournament prospect does. */
    takes_bus: boolean('takes_bus').notNull().default(false),
    takes_hotel: boolean('takes_hotel').notNull().default(false),
  },
  (t) => [
    unique('event_prospects_event_user_unique').on(t.event_id, t.user_id),
    ...indexesOn('event_prospects', [t.user_id, t.doyang_id, t.event_result_id]),
  ],
);

/** An exam's blocks (spec 03 §3): a degree and age range examined together, `order` set by dragging. */
export const exam_blocks = pgTable(
  'exam_blocks',
  {
    id: serial('id').primaryKey(),
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    order: integer('order').notNull().default(0),
    duration_min: integer('duration_min').notNull(),
    max_quantity: integer('max_quantity').notNull(),
    start_degree_id: ref('start_degree_id', () => degrees.id),
    end_degree_id: ref('end_degree_id', () => degrees.id),
    start_age: integer('start_age'),
    end_age: integer('end_age'),
    ...timestamps(),
  },
  (t) => indexesOn('exam_blocks', [t.exam_id, t.start_degree_id, t.end_degree_id]),
);

/** Which prospects an exam block examines. */
export const exam_block_prospects = pgTable(
  'exam_block_prospects',
  {
    exam_block_id: ref('exam_block_id', () => exam_blocks.id, 'cascade').notNull(),
    user_id: ref('user_id', () => users.id, 'cascade').notNull(),
  },
  (t) => linkKeys('exam_block_prospects', t.exam_block_id, t.user_id),
);

/**
 * What an exam or event pays the doyang that brings people (spec 03 §3 'Event commission'): a percentage for a range
 * of participants. `doyang_surrogation_id` names the multilevel scheme the tier is for (none: every scheme); its foreign
 * key is in migration 0023's custom block. The record's own tiers replace its scheme's when commissions are computed
 * (modules/commissions/commissions-generate.ts).
 */
export const event_comissions = pgTable(
  'event_comissions',
  {
    id: serial('id').primaryKey(),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    exam_id: ref('exam_id', () => exams.id, 'cascade'),
    event_id: ref('event_id', () => events.id, 'cascade'),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade'),
    doyang_surrogation_id: integer('doyang_surrogation_id'),
    min_participants: integer('min_participants'),
    max_participants: integer('max_participants'),
    ...timestamps(),
  },
  (t) => indexesOn('event_comissions', [t.exam_id, t.event_id, t.tournament_id, t.doyang_surrogation_id]),
);

/** An event's or exam's groups (spec 03 §3 'Event group'): a name and a time slot within the day. */
const groupColumns = () => ({
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  begins_at: time('begins_at'),
  ends_at: time('ends_at'),
  ...timestamps(),
});

export const event_groups = pgTable(
  'event_groups',
  { ...groupColumns(), event_id: ref('event_id', () => events.id, 'cascade').notNull() },
  (t) => indexesOn('event_groups', [t.event_id]),
);

export const exam_groups = pgTable(
  'exam_groups',
  { ...groupColumns(), exam_id: ref('exam_id', () => exams.id, 'cascade').notNull() },
  (t) => indexesOn('exam_groups', [t.exam_id]),
);

/** An exam's conditions (spec 01 §3 'exam condition'): what the exam asks of who presents it, shown with the exam. */
export const exam_conditions = pgTable(
  'exam_conditions',
  {
    id: serial('id').primaryKey(),
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => indexesOn('exam_conditions', [t.exam_id]),
);

/**
 * The exam traffic light (semáforo, spec 01 §2) as last computed for an exam: one row per student, so the doyang cards
 * count colours with one statement and the 'recalcular' action says when the picture was taken.
 */
export const traffic_light_results = pgTable(
  'traffic_light_results',
  {
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    user_id: ref('user_id', () => users.id, 'cascade').notNull(),
    doyang_id: ref('doyang_id', () => doyangs.id, 'cascade'),
    colour: varchar('colour', { length: 10 }).$type<'verde' | 'amarillo' | 'rojo' | 'negro'>().notNull(),
    reasons: text('reasons').array().notNull().default([]),
    /** A 53-bit hash of doyang, colour and reasons (traffic-light.queries.ts): a recalculation rewrites only what changed. */
    signature: bigint('signature', { mode: 'number' }),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.exam_id, t.user_id] }),
    index('traffic_light_results_user_id_idx').on(t.user_id),
    // One doyang's snapshot of an exam (its page, its recalculation); also the doyang's foreign key.
    index('traffic_light_results_doyang_exam_idx').on(t.doyang_id, t.exam_id),
  ],
);

/**
 * When each doyang's light of an exam was last computed (issue 27): a recalculation rewrites only the students whose
 * colour or reasons changed, so the time of the picture is kept per doyang, not on every row. A doyang with a run
 * has its snapshot, even with no students.
 */
export const traffic_light_runs = pgTable(
  'traffic_light_runs',
  {
    exam_id: ref('exam_id', () => exams.id, 'cascade').notNull(),
    doyang_id: ref('doyang_id', () => doyangs.id, 'cascade').notNull(),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.exam_id, t.doyang_id] }), index('traffic_light_runs_doyang_id_idx').on(t.doyang_id)],
);
