import { foreignKey, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { products } from './commerce.ts';
import { degrees } from './people.ts';

/** 'Otros requisitos': what an exam asks besides products (a letter, a certificate…). */
export const other_exam_requisites = pgTable('other_exam_requisites', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/**
 * REQUISITOS DE EXAMEN (spec 02 §3): what a student in a degree and age range needs to present the next
 * exam. The exam traffic light (exams issue) reads every field.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    absences: integer('absences'),
    partial: integer('partial'),
    min_grade_id: integer('min_grade_id').references(() => degrees.id),
    max_grade_id: integer('max_grade_id').references(() => degrees.id),
    min_age_years: integer('min_age_years'),
    max_age_years: integer('max_age_years'),
    min_age_months: integer('min_age_months'),
    max_age_months: integer('max_age_months'),
    max_age_days: integer('max_age_days'),
    /** Months. */
    min_time_before_next_exam: integer('min_time_before_next_exam'),
    /** Ideal points. */
    min_points: integer('min_points'),
    /** Official curriculum points. */
    warning_points: integer('warning_points'),
    /** Unacceptable points. */
    no_right_points: integer('no_right_points'),
  },
  (t) => [index('requirements_min_grade_id_idx').on(t.min_grade_id), index('requirements_max_grade_id_idx').on(t.max_grade_id)],
);

export const requirement_products = pgTable(
  'requirement_products',
  {
    requirement_id: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.requirement_id, t.product_id] }),
    index('requirement_products_product_id_idx').on(t.product_id),
  ],
);

// Named by hand: the generated names pass PostgreSQL's 63-character limit.
export const requirement_other_exam_requisites = pgTable(
  'requirement_other_exam_requisites',
  {
    requirement_id: integer('requirement_id').notNull(),
    other_exam_requisite_id: integer('other_exam_requisite_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'requirement_other_exam_requisites_pk', columns: [t.requirement_id, t.other_exam_requisite_id] }),
    foreignKey({
      name: 'requirement_other_requisites_requirement_fk',
      columns: [t.requirement_id],
      foreignColumns: [requirements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'requirement_other_requisites_requisite_fk',
      columns: [t.other_exam_requisite_id],
      foreignColumns: [other_exam_requisites.id],
    }),
    index('requirement_other_requisites_requisite_idx').on(t.other_exam_requisite_id),
  ],
);
