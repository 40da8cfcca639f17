import { z } from 'zod';
import { related, relatedMany } from './answers.ts';
import { namedAnswer } from './users-answers.ts';

// What REQUISITOS DE EXAMEN and 'Otros requisitos' answer (spec 02 §2, §3): each record as stored, the requirement
// with the products, other requisites and degrees it names when asked (`with=`).

const optionalNumber = z.number().nullable();

/** A degree as a requirement's range names it. */
export const requirementDegreeAnswer = namedAnswer.extend({ order: z.number() });

/** REQUISITOS DE EXAMEN: a requirement as stored, with its products, other requisites and degree range when asked. */
export const requirementAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    absences: optionalNumber,
    partial: optionalNumber,
    min_grade_id: optionalNumber,
    max_grade_id: optionalNumber,
    min_age_years: optionalNumber,
    max_age_years: optionalNumber,
    min_age_months: optionalNumber,
    max_age_months: optionalNumber,
    max_age_days: optionalNumber,
    min_time_before_next_exam: optionalNumber,
    min_points: optionalNumber,
    warning_points: optionalNumber,
    no_right_points: optionalNumber,
    products: relatedMany(namedAnswer),
    other_exam_requisites: relatedMany(namedAnswer),
    min_grade: related(requirementDegreeAnswer),
    max_grade: related(requirementDegreeAnswer),
  })
  .meta({ id: 'Requirement' });
export type RequirementAnswer = z.infer<typeof requirementAnswer>;

/** 'Otros requisitos': with how many requirements ask for it (`with=requirements_count`). */
export const otherExamRequisiteAnswer = namedAnswer
  .extend({ requirements_count: z.number().optional() })
  .meta({ id: 'OtherExamRequisite' });
export type OtherExamRequisiteAnswer = z.infer<typeof otherExamRequisiteAnswer>;
