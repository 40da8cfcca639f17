import { z } from 'zod';
import { listOf } from './answers.ts';
import { doyangStatisticsAppends } from './statistics.ts';
import { addressAndPhones, namedAnswer } from './users-answers.ts';

// What /api/doyangs answers (spec 01 §7, 02 §7): the stored row, the record its form reads, and the list, whose rows
// a viewer without the doyang's details gets as Home's card (DOYANG_PUBLIC_FIELDS, visibility.ts).

const optionalText = z.string().nullable();
const optionalId = z.number().nullable();

/** A doyang as stored (fees are numeric columns: text). */
export const doyangRowAnswer = z.object({
  id: z.number(),
  name: z.string(),
  doyang_type_id: z.number(),
  doyang_category_id: optionalId,
  city_id: optionalId,
  opening_date: optionalText,
  active: z.boolean(),
  is_independent_for_comissions: z.boolean(),
  ...addressAndPhones,
  responsible_can_scholarship: z.boolean(),
  can_sell_gp: z.boolean(),
  can_sell_gp_tmp: z.boolean(),
  monthly_fee: optionalText,
  inscription_fee: optionalText,
  user_responsible_id: optionalId,
  user_certifier_id: optionalId,
  doyang_surrogation_id: optionalId,
  surrogated_to_doyang_id: optionalId,
  bimester_inscriptions_goal: optionalId,
  is_foreign: z.boolean(),
  parent_responsible_id: optionalId,
});
export type DoyangRowAnswer = z.infer<typeof doyangRowAnswer>;

/** The doyang's responsible professor, as its card and form show them. */
export const doyangResponsibleAnswer = namedAnswer.extend({
  last_name: z.string(),
  cellphone: optionalText,
  full_name_honorific: z.string(),
});

/** A member of the doyang's staff ('personal'), with the commission tier they are surrogated under. */
export const doyangPersonalAnswer = doyangResponsibleAnswer.extend({
  role_id: z.number(),
  doyang_surrogation_id: optionalId,
  pivot: z.object({ doyang_surrogation_id: optionalId }),
});
export type DoyangPersonalAnswer = z.infer<typeof doyangPersonalAnswer>;

const doyangRelations = {
  students_count: z.number(),
  responsible: doyangResponsibleAnswer.nullable(),
  certifier: z.object({ id: z.number(), full_name_honorific: z.string() }).nullable(),
  personal: z.array(doyangPersonalAnswer),
  category: namedAnswer.nullable(),
};

/** GET /api/doyangs/{id} and what a write answers: the row with the relations its form reads. */
export const doyangRecordAnswer = doyangRowAnswer.extend({
  ...doyangRelations,
  /** Doyangs that answer to this one for commissions. */
  surrogated_doyangs: z.array(namedAnswer),
  /** Spec 03 §7 'Statistics': each only with its `append=` (issue 27). */
  ...doyangStatisticsAppends,
});
export type DoyangRecordAnswer = z.infer<typeof doyangRecordAnswer>;

/** This bimester's duties of a doyang, done and pending (Home's card, for those who read duties). */
const dutyCounts = { duties_checked: z.number().optional(), duties_unchecked: z.number().optional() };

/** A doyang of the list whose details the viewer may see: relations as asked (`with=`, `front_page=1`). */
export const doyangListRowAnswer = doyangRowAnswer.extend({
  students_count: doyangRelations.students_count,
  responsible: doyangRelations.responsible.optional(),
  certifier: doyangRelations.certifier.optional(),
  personal: doyangRelations.personal.optional(),
  category: doyangRelations.category.optional(),
  ...dutyCounts,
});
export type DoyangListRowAnswer = z.infer<typeof doyangListRowAnswer>;

/** Home's card of a doyang whose details the viewer may not see: public fields and the responsible's name only. */
export const doyangCardAnswer = doyangRowAnswer
  .pick({ id: true, name: true, doyang_type_id: true, opening_date: true, active: true })
  .extend({
    students_count: z.number(),
    responsible: z.object({ id: z.number(), full_name_honorific: z.string() }).nullable().optional(),
    ...dutyCounts,
  });
export type DoyangCardAnswer = z.infer<typeof doyangCardAnswer>;

/** A row of GET /api/doyangs: the whole row, or the card (doyangsForViewer). */
export const doyangListItemAnswer = z.union([doyangListRowAnswer, doyangCardAnswer]);
export type DoyangListItemAnswer = z.infer<typeof doyangListItemAnswer>;

export const doyangsListAnswer = listOf(doyangListItemAnswer);

/** DELETE /api/doyangs/{id}: the doyang back without the removed staff member (`?personal=`), or the deleted row. */
export const doyangDeletedAnswer = z.union([doyangRecordAnswer, doyangRowAnswer]);
