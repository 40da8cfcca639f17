import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { doyang_groups } from './doyangs.ts';
import { users } from './people.ts';

// Groups and attendance (issue 4): kyosas and extra students of a group, attendance marks, revisions, and
// the meetings the attendance screen's meeting column records.

/** Assistants (kyosas) of a group: the KyosaList. */
export const doyang_group_kyosas = pgTable(
  'doyang_group_kyosas',
  {
    doyang_group_id: integer('doyang_group_id')
      .notNull()
      .references(() => doyang_groups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.doyang_group_id, t.user_id] }), index('doyang_group_kyosas_user_id_idx').on(t.user_id)],
);

/**
 * Students attending a group besides their own class group (users.doyang_group_id): a second group of
 * the week or a selective group. The roster of a group is both kinds together.
 */
export const doyang_group_students = pgTable(
  'doyang_group_students',
  {
    doyang_group_id: integer('doyang_group_id')
      .notNull()
      .references(() => doyang_groups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doyang_group_id, t.user_id] }), index('doyang_group_students_user_id_idx').on(t.user_id)],
);

/**
 * One attendance mark per person, group and day: F falta, R retardo, A asistencia, with the meeting
 * ticks. Kyosa marks (the KyosaList) carry is_kyosa.
 */
export const assistances = pgTable(
  'assistances',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doyang_group_id: integer('doyang_group_id')
      .notNull()
      .references(() => doyang_groups.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    type: varchar('type', { length: 1 }).$type<'F' | 'R' | 'A'>().notNull(),
    is_student: boolean('is_student').notNull().default(false),
    is_mother: boolean('is_mother').notNull().default(false),
    is_father: boolean('is_father').notNull().default(false),
    is_representative: boolean('is_representative').notNull().default(false),
    is_kyosa: boolean('is_kyosa').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('assistances_user_group_date_unique').on(t.user_id, t.doyang_group_id, t.date),
    // The roll of a group on a day, and the assistance index by date and group.
    index('assistances_group_date_idx').on(t.doyang_group_id, t.date),
    // A person's standing: bimester counts and consecutive absences, newest first.
    index('assistances_user_date_idx').on(t.user_id, t.date),
    index('assistances_created_by_idx').on(t.created_by),
    // The network's bimester absences at once (the traffic light, issue 27): a student's absences of a date window.
    index('assistances_absences_idx').on(t.date, t.user_id, t.doyang_group_id).where(sql`${t.type} = 'F' and not ${t.is_kyosa}`),
    // A student's last day present or late (the start of their absence streak: the cards' risk, the roster): one
    // probe read off the index alone, not the student's every mark.
    index('assistances_present_idx').on(t.user_id, t.date).where(sql`${t.type} <> 'F' and not ${t.is_kyosa}`),
  ],
);

/** A review of a group's students; starts inactive (spec 02 §4). */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(false),
    doyang_group_id: integer('doyang_group_id')
      .notNull()
      .references(() => doyang_groups.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revisions_doyang_group_id_idx').on(t.doyang_group_id)],
);

export type CheckedItemJson = {
  id: number;
  checked: boolean;
  date?: string | null;
  second_date?: string | null;
  comment?: string | null;
};

/** A student's result in a revision: 0 not reviewed, 1 complete, 2 incomplete, with what was checked. */
export const revision_results = pgTable(
  'revision_results',
  {
    id: serial('id').primaryKey(),
    revision_id: integer('revision_id').notNull(),
    user_id: integer('user_id').notNull(),
    result: smallint('result').notNull().default(0),
    requirement_products: jsonb('requirement_products').$type<CheckedItemJson[]>().notNull().default([]),
    requirement_other: jsonb('requirement_other').$type<CheckedItemJson[]>().notNull().default([]),
    assigned_by: integer('assigned_by'),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    approved_by: integer('approved_by'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    unique('revision_results_revision_user_unique').on(t.revision_id, t.user_id),
    foreignKey({ name: 'revision_results_revision_fk', columns: [t.revision_id], foreignColumns: [revisions.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'revision_results_user_fk', columns: [t.user_id], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'revision_results_assigned_by_fk', columns: [t.assigned_by], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
    foreignKey({ name: 'revision_results_approved_by_fk', columns: [t.approved_by], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
    index('revision_results_user_id_idx').on(t.user_id),
    index('revision_results_assigned_by_idx').on(t.assigned_by),
    index('revision_results_approved_by_idx').on(t.approved_by),
  ],
);
