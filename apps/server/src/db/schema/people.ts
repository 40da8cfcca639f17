import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { doyang_bundles, doyang_groups, doyangs } from './doyangs.ts';
import { event_prospects, exam_prospects } from './events.ts';
import { tournament_prospects } from './tournaments.ts';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const honorific_titles = pgTable('honorific_titles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 100 }).notNull(),
});

export const degrees = pgTable('degrees', {
  id: serial('id').primaryKey(),
  order: integer('order').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  belt_group: varchar('belt_group', { length: 40 }),
  has_partials: boolean('has_partials').notNull().default(false),
  partials_to_next_degree: integer('partials_to_next_degree'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 190 }).unique(),
    password: text('password'),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    honorific_title_id: integer('honorific_title_id').references(() => honorific_titles.id),
    name: varchar('name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    second_last_name: varchar('second_last_name', { length: 100 }),
    degree_id: integer('degree_id').references(() => degrees.id),
    user_responsible_id: integer('user_responsible_id'),
    doyang_id: integer('doyang_id').references((): AnyPgColumn => doyangs.id),
    certifier: boolean('certifier').notNull().default(false),
    sinodal: boolean('sinodal').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sex: integer('sex'),
    birth_date: date('birth_date'),
    address: text('address'),
    neighborhood: varchar('neighborhood', { length: 100 }),
    city: varchar('city', { length: 100 }),
    cellphone: varchar('cellphone', { length: 20 }),
    phone1: varchar('phone1', { length: 20 }),
    phone2: varchar('phone2', { length: 20 }),
    job: varchar('job', { length: 100 }),
    enrollment_date: date('enrollment_date'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // People and schools (issue 3): the student and staff forms of spec 02 §3.
    address2: text('address2'),
    has_verified_address: boolean('has_verified_address').notNull().default(false),
    blood_type: integer('blood_type'),
    civil_state: varchar('civil_state', { length: 20 }),
    weight_kg: numeric('weight_kg', { precision: 5, scale: 2 }),
    height_m: numeric('height_m', { precision: 4, scale: 2 }),
    health_info: text('health_info'),
    control_number: varchar('control_number', { length: 50 }),
    school: varchar('school', { length: 150 }),
    job_address: text('job_address'),
    job_description: text('job_description'),
    job_title: varchar('job_title', { length: 100 }),
    job_boss: varchar('job_boss', { length: 150 }),
    start_tkd_date: date('start_tkd_date'),
    start_assistance_date: date('start_assistance_date'),
    /** First billing month, stored as its first day. */
    start_payments_date: date('start_payments_date'),
    disenroll_date: date('disenroll_date'),
    /** Last monthly fee paid (first day of that month); written by the point of sale. */
    last_covered_month: date('last_covered_month'),
    /** The insurance sold covers the person until this day (configuration 13 at the sale); written by the point of sale. */
    insurance_end_date: date('insurance_end_date'),
    doyang_group_id: integer('doyang_group_id').references((): AnyPgColumn => doyang_groups.id, { onDelete: 'set null' }),
    doyang_bundle_id: integer('doyang_bundle_id').references((): AnyPgColumn => doyang_bundles.id, { onDelete: 'set null' }),
    /** Multilevel (commission) scheme; foreign key to doyang_surrogations in migration 0023's custom block. */
    doyang_surrogation_id: integer('doyang_surrogation_id'),
    is_prospect: boolean('is_prospect').notNull().default(false),
    is_scholarshiped: boolean('is_scholarshiped').notNull().default(false),
    scholarship_percentage: integer('scholarship_percentage'),
    /** The adult extra-absences flag (configuration 11 gives the number). */
    extra_absences: boolean('extra_absences').notNull().default(false),
    number_of_partials: integer('number_of_partials').notNull().default(0),
    /** The date of the last exam passed: set by grading an exam, kept for people whose history predates the system. */
    last_aproved_exam_date: date('last_aproved_exam_date'),
    starting_curriculum_points: integer('starting_curriculum_points').notNull().default(0),
    revalidating: boolean('revalidating').notNull().default(false),
    /** The person has a rejection document stored (kept in step with `rejected_insurance_file` by the insurance routes). */
    is_rejected_insurance_file: boolean('is_rejected_insurance_file').notNull().default(false),
    /** Insurance of the current period (issue 26, Seguros): sent to the insurer, then insured (number and date). */
    insurance_sent_date: date('insurance_sent_date'),
    insurance_number: varchar('insurance_number', { length: 50 }),
    insurance_date: date('insurance_date'),
    /** The person rejected the insurance (signed document kept under `rejected_insurance_file`, a storage key). */
    is_rejected_insurance: boolean('is_rejected_insurance').notNull().default(false),
    rejected_insurance_at: timestamp('rejected_insurance_at', { withTimezone: true }),
    rejected_insurance_file: text('rejected_insurance_file'),
    sinodals_professor: varchar('sinodals_professor', { length: 150 }),
    father_name: varchar('father_name', { length: 150 }),
    father_job: varchar('father_job', { length: 100 }),
    father_job_title: varchar('father_job_title', { length: 100 }),
    father_job_boss: varchar('father_job_boss', { length: 150 }),
    father_job_company: varchar('father_job_company', { length: 150 }),
    father_cellphone: varchar('father_cellphone', { length: 20 }),
    mother_name: varchar('mother_name', { length: 150 }),
    mother_job: varchar('mother_job', { length: 100 }),
    mother_job_title: varchar('mother_job_title', { length: 100 }),
    mother_job_boss: varchar('mother_job_boss', { length: 150 }),
    mother_job_company: varchar('mother_job_company', { length: 150 }),
    mother_cellphone: varchar('mother_cellphone', { length: 20 }),
    /** The person's file (expediente, spec 02 §3): a storage key (storage/storage-keys.ts), never a client's path. */
    file: text('file'),
    /**
     * Moves when the person's sessions must end: a new password, a deactivation (migration 0020's trigger). A token
     * carries the epoch it was signed at and is refused once they differ (plugins/auth.ts); never answered.
     */
    session_epoch: integer('session_epoch').notNull().default(0),
    /** The token that made the person's own password change: the one session that change keeps. Never answered. */
    session_kept_jti: varchar('session_kept_jti', { length: 64 }),
    /** A foreign doyang's student or sabonim, made by a tournament's foreigners file (issue 12; keyed in issue 22). */
    is_foreign: boolean('is_foreign').notNull().default(false),
    /** Home as it was (one request per card) or optimised (spec 01 §7 toggle-home). */
    old_home: boolean('old_home').notNull().default(false),
  },
  (t) => [
    index('users_role_id_idx').on(t.role_id),
    index('users_doyang_id_idx').on(t.doyang_id),
    index('users_degree_id_idx').on(t.degree_id),
    index('users_honorific_title_id_idx').on(t.honorific_title_id),
    index('users_user_responsible_id_idx').on(t.user_responsible_id),
    index('users_doyang_group_id_idx').on(t.doyang_group_id),
    index('users_doyang_bundle_id_idx').on(t.doyang_bundle_id),
    index('users_doyang_surrogation_id_idx').on(t.doyang_surrogation_id),
    // The student lists: one doyang's students, active first.
    index('users_doyang_role_active_idx').on(t.doyang_id, t.role_id, t.active),
    // The duplicate check compares names without case or accents, on the same expression (user-duplicates.queries.ts).
    index('users_duplicate_check_idx').on(sql`spanish_fold(${t.name})`, sql`spanish_fold(${t.last_name})`, t.birth_date),
    // People by first name in Spanish order (byFirstName, db/relations.ts), on the same expressions: a page of the
    // network's candidates reads 20 rows in index order instead of computing 20,000 sort keys.
    index('users_first_name_order_idx').on(
      sql`(spanish_sort_key(${t.name}) collate "C")`,
      sql`(spanish_sort_key(${t.last_name}) collate "C")`,
      sql`(spanish_sort_key(${t.second_last_name}) collate "C")`,
      t.id,
    ),
    // A name found anywhere ('garcia', 'pena' for PEÑA) without folding 20,000 names: a trigram index on the folded
    // full name, the same expression as foldedFullName (db/relations.ts).
    index('users_name_search_idx').using(
      'gin',
      sql`(spanish_fold(${t.name}) || ' ' || spanish_fold(${t.last_name}) || coalesce(' ' || spanish_fold(${t.second_last_name}), '')) gin_trgm_ops`,
    ),
    // Who the foreigners import finds again (foreigners.queries.ts), made a key so that two imports at once cannot
    // both create them: a competitor by folded full name and birth date, a sabonim by doyang and folded full name.
    uniqueIndex('users_foreign_competitor_key')
      .on(
        sql`spanish_fold(${t.name})`,
        sql`spanish_fold(${t.last_name})`,
        sql`coalesce(spanish_fold(${t.second_last_name}), '')`,
        t.birth_date,
      )
      .where(sql`${t.is_foreign} and ${t.role_id} = 10`),
    uniqueIndex('users_foreign_sabonim_key')
      .on(
        t.doyang_id,
        sql`spanish_fold(${t.name})`,
        sql`spanish_fold(${t.last_name})`,
        sql`coalesce(spanish_fold(${t.second_last_name}), '')`,
      )
      .where(sql`${t.is_foreign} and ${t.role_id} = 6`),
  ],
);

/** Authorised pick-up people of a student (DATOS DE LOS PADRES). */
export const child_pickers = pgTable(
  'child_pickers',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    telephone: varchar('telephone', { length: 20 }),
    kinship: varchar('kinship', { length: 60 }),
  },
  (t) => [index('child_pickers_user_id_idx').on(t.user_id)],
);

/** Enrollment history: one row per stay at the school; the open one has no disenroll_date. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doyang_id: integer('doyang_id').references(() => doyangs.id),
    enrollment_date: date('enrollment_date').notNull(),
    disenroll_date: date('disenroll_date'),
  },
  (t) => [index('enrollments_user_id_idx').on(t.user_id), index('enrollments_doyang_id_idx').on(t.doyang_id)],
);

/** Curriculum points earned at events and tournaments (local or foreign, configuration 14–23). */
export const curriculum_points = pgTable(
  'curriculum_points',
  {
    id: serial('id').primaryKey(),
    /** A history: a person with points is never deleted (issue 22), only deactivated. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    concept: varchar('concept', { length: 200 }).notNull(),
    points: integer('points').notNull(),
    kind: varchar('kind', { length: 10 }).$type<'local' | 'foreign'>().notNull().default('local'),
    /** The result that earned the line (issue 11): re-grading replaces its lines, and a graded exam cannot vanish. */
    exam_prospect_id: integer('exam_prospect_id').references((): AnyPgColumn => exam_prospects.id, { onDelete: 'restrict' }),
    event_prospect_id: integer('event_prospect_id').references((): AnyPgColumn => event_prospects.id, { onDelete: 'restrict' }),
    tournament_prospect_id: integer('tournament_prospect_id').references((): AnyPgColumn => tournament_prospects.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('curriculum_points_user_id_idx').on(t.user_id),
    index('curriculum_points_exam_prospect_id_idx').on(t.exam_prospect_id),
    index('curriculum_points_event_prospect_id_idx').on(t.event_prospect_id),
    index('curriculum_points_tournament_prospect_id_idx').on(t.tournament_prospect_id),
  ],
);

/** Referrals: who recommended whom (the referral discount counts them). */
export const recommendations = pgTable(
  'recommendations',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommended_user_id: integer('recommended_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.recommended_user_id] }),
    index('recommendations_recommended_user_id_idx').on(t.recommended_user_id),
  ],
);

/** 'Ingresar como usuario': who acted as whom, and when it started and ended. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    impersonator_id: integer('impersonator_id')
      .notNull()
      .references(() => users.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('impersonations_impersonator_id_idx').on(t.impersonator_id), index('impersonations_user_id_idx').on(t.user_id)],
);

/** Named permission areas (spec 03 §6 matrix), grouped by section. */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  section: varchar('section', { length: 60 }).notNull(),
});

const flags = {
  create: boolean('create').notNull().default(false),
  read: boolean('read').notNull().default(false),
  update: boolean('update').notNull().default(false),
  delete: boolean('delete').notNull().default(false),
};

export const role_permissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    ...flags,
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index('role_permissions_permission_idx').on(t.permission_id)],
);

export const user_permissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    ...flags,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] }), index('user_permissions_permission_idx').on(t.permission_id)],
);

/** Logged-out tokens stay refused until they would have expired anyway. */
export const revoked_tokens = pgTable('revoked_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
