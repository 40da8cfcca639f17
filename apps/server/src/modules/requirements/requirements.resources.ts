import {
  MSG,
  otherExamRequisites as otherRequisiteEntry,
  requirements as requirementEntry,
  requirementRuleErrors,
} from '@doyang/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { belongsTo, hasMany } from '../../db/relations.ts';
import {
  degrees,
  other_exam_requisites,
  requirement_other_exam_requisites,
  requirement_products,
  requirements,
} from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import { bindResource } from '../../http/resource.ts';

// REQUISITOS DE EXAMEN ('Validación de examen') and 'Otros requisitos': registry entries on their tables; the
// readers (the revision dialog and the exam screens too) come with the entries.

type Row = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : null);

const DEGREE_FIELDS = ['id', 'name', 'order'] as const;

/** The products a requirement asks for, {id, name} by id (the list, the form and a student's review read them). */
export const requirementProducts = (requirementId: SQL) =>
  hasMany(
    sql`requirement_products rp join products p on p.id = rp.product_id`,
    sql`rp.requirement_id = ${requirementId}`,
    ['id', 'name'],
    sql`p.id`,
    'p',
  );

/** The other exam requisites a requirement asks for, {id, name} by id. */
export const requirementOtherRequisites = (requirementId: SQL) =>
  hasMany(
    sql`requirement_other_exam_requisites ro join other_exam_requisites o on o.id = ro.other_exam_requisite_id`,
    sql`ro.requirement_id = ${requirementId}`,
    ['id', 'name'],
    sql`o.id`,
    'o',
  );

export const requirementResource = bindResource(requirementEntry, {
  table: requirements,
  search: [requirements.name],
  orderable: { name: requirements.name, id: requirements.id, min_grade_id: requirements.min_grade_id },
  filters: { min_grade_id: requirements.min_grade_id, max_grade_id: requirements.max_grade_id },
  relations: {
    products: requirementProducts(sql`${requirements.id}`),
    other_exam_requisites: requirementOtherRequisites(sql`${requirements.id}`),
    min_grade: belongsTo('degrees', requirements.min_grade_id, DEGREE_FIELDS),
    max_grade: belongsTo('degrees', requirements.max_grade_id, DEGREE_FIELDS),
  },
  // The degree range by degree order, the age range and the points bands, checked against the stored record on edit.
  beforeWrite: async (db, _actor, data, id) => {
    let stored: Row = {};
    if (id) [stored] = (await db.select().from(requirements).where(eq(requirements.id, id))) as Row[];
    const merged = { ...stored, ...data };
    const errors = requirementRuleErrors({
      min_age_years: num(merged.min_age_years),
      min_age_months: num(merged.min_age_months),
      max_age_years: num(merged.max_age_years),
      max_age_months: num(merged.max_age_months),
      min_points: num(merged.min_points),
      warning_points: num(merged.warning_points),
      no_right_points: num(merged.no_right_points),
    });
    const gradeIds = [num(merged.min_grade_id), num(merged.max_grade_id)];
    if (gradeIds[0] && gradeIds[1]) {
      const found = await db
        .select({ id: degrees.id, order: degrees.order })
        .from(degrees)
        .where(inArray(degrees.id, gradeIds as number[]));
      const order = (gid: number | null) => found.find((g) => g.id === gid)?.order;
      const min = order(gradeIds[0]);
      const max = order(gradeIds[1]);
      if (min !== undefined && max !== undefined && min > max) errors.min_grade_id = [MSG.minGradeAboveMax];
    }
    if (Object.keys(errors).length) throw validationError(errors);
  },
  // The product and other-requisite lists are replaced whole when sent.
  afterWrite: async (tx: Db, id, data) => {
    if (Array.isArray(data.products)) {
      await tx.delete(requirement_products).where(eq(requirement_products.requirement_id, id));
      const ids = data.products as number[];
      if (ids.length) await tx.insert(requirement_products).values(ids.map((product_id) => ({ requirement_id: id, product_id })));
    }
    if (Array.isArray(data.other_exam_requisites)) {
      await tx.delete(requirement_other_exam_requisites).where(eq(requirement_other_exam_requisites.requirement_id, id));
      const ids = data.other_exam_requisites as number[];
      if (ids.length) {
        await tx
          .insert(requirement_other_exam_requisites)
          .values(ids.map((other_exam_requisite_id) => ({ requirement_id: id, other_exam_requisite_id })));
      }
    }
  },
});

export const otherExamRequisiteResource = bindResource(otherRequisiteEntry, {
  table: other_exam_requisites,
  search: [other_exam_requisites.name],
  orderable: { name: other_exam_requisites.name, id: other_exam_requisites.id },
  relations: {
    requirements_count: sql`(select count(*)::int from requirement_other_exam_requisites ro
      where ro.other_exam_requisite_id = ${other_exam_requisites.id})`,
  },
});

export const requirementResources = [requirementResource, otherExamRequisiteResource];
