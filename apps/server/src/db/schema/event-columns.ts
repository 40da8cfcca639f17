import { boolean, date, integer, numeric, serial, smallint, time, varchar } from 'drizzle-orm/pg-core';
import { ref, timestamps } from './columns.ts';
import { multilevel_discount_types } from './commissions.ts';
import { doyangs } from './doyangs.ts';
import { parent_events } from './parent-events.ts';
import { users } from './people.ts';
import { venues } from './places.ts';

// The columns events, exams and tournaments share, and those of their prospect links (spec 03 §3); each kind has its
// own tables.

export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * Curriculum points an event gives when it is local or foreign (spec 03 §3); an unset value falls back to configuration
 * 14–18 (local) and 19–23 (foreign) where those exist.
 */
const pointColumns = {
  local_general_points: integer('local_general_points'),
  local_colaborated_points: integer('local_colaborated_points'),
  local_colaborated_mother_points: integer('local_colaborated_mother_points'),
  local_colaborated_father_points: integer('local_colaborated_father_points'),
  local_first_no_contest_points: integer('local_first_no_contest_points'),
  local_first_points: integer('local_first_points'),
  local_second_points: integer('local_second_points'),
  local_third_points: integer('local_third_points'),
  local_participated_points: integer('local_participated_points'),
  foreign_general_points: integer('foreign_general_points'),
  foreign_colaborated_points: integer('foreign_colaborated_points'),
  foreign_colaborated_mother_points: integer('foreign_colaborated_mother_points'),
  foreign_colaborated_father_points: integer('foreign_colaborated_father_points'),
  foreign_first_no_contest_points: integer('foreign_first_no_contest_points'),
  foreign_first_points: integer('foreign_first_points'),
  foreign_second_points: integer('foreign_second_points'),
  foreign_third_points: integer('foreign_third_points'),
  foreign_participated_points: integer('foreign_participated_points'),
};

/** The fields events and exams share (spec 03 §3 'Event / exam / tournament'); each kind has its own table. */
export const eventColumns = () => ({
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  parent_event_id: ref('parent_event_id', () => parent_events.id),
  active: boolean('active').notNull().default(true),
  is_general_meeting: boolean('is_general_meeting').notNull().default(false),
  is_meeting: boolean('is_meeting').notNull().default(false),
  is_seminar: boolean('is_seminar').notNull().default(false),
  show_table_in_dashboard: boolean('show_table_in_dashboard').notNull().default(false),
  is_local: boolean('is_local').notNull().default(true),
  unique_assistance: boolean('unique_assistance').notNull().default(false),
  multilevel_discount_type_id: ref('multilevel_discount_type_id', () => multilevel_discount_types.id),
  base_comission_price: money('base_comission_price'),
  comision_for_profesor: money('comision_for_profesor'),
  venue_id: ref('venue_id', () => venues.id),
  date: date('date').notNull(),
  end_date: date('end_date'),
  begins_at: time('begins_at'),
  ends_at: time('ends_at'),
  sinodal_id: ref('sinodal_id', () => users.id),
  price: money('price'),
  price_amount_two_modalities: money('price_amount_two_modalities'),
  price_companion: money('price_companion'),
  early_payment_amount: money('early_payment_amount'),
  early_payment_amount_two_modalities: money('early_payment_amount_two_modalities'),
  early_payment_amount_companion: money('early_payment_amount_companion'),
  early_payment_student_due_date: date('early_payment_student_due_date'),
  early_payment_professor_due_date: date('early_payment_professor_due_date'),
  payment_student_due_date: date('payment_student_due_date'),
  payment_professor_due_date: date('payment_professor_due_date'),
  number_of_patialities: smallint('number_of_patialities').notNull().default(1),
  general_points: integer('general_points'),
  ...pointColumns,
  ...timestamps(),
});

/**
 * A candidate made prospect of an exam or event (spec 03 §3 'Prospect/candidate link'). `doyang_id` is the doyang
 * that brought them (its staff see and grade them; commissions count for it).
 */
export const prospectColumns = () => ({
  id: serial('id').primaryKey(),
  user_id: ref('user_id', () => users.id, 'cascade').notNull(),
  doyang_id: ref('doyang_id', () => doyangs.id).notNull(),
  added_by: ref('added_by', () => users.id, 'set null'),
  is_prospect_approved: boolean('is_prospect_approved'),
  numeric_result: numeric('numeric_result', { precision: 5, scale: 2 }),
  colaborated: boolean('colaborated').notNull().default(false),
  colaborated_mother: boolean('colaborated_mother').notNull().default(false),
  colaborated_father: boolean('colaborated_father').notNull().default(false),
  participated: boolean('participated').notNull().default(false),
  already_promoted: boolean('already_promoted').notNull().default(false),
  graded_by: ref('graded_by', () => users.id, 'set null'),
  ...timestamps(),
});
