import { z } from 'zod';
import { messageWith } from './answers.ts';

// What the group and revision routes answer (spec 02 §2, §4, §7), as it travels: times 'HH:MM:SS', dates
// 'YYYY-MM-DD', instants ISO text. The request schemas are in groups.ts; the attendance answers in attendance-answers.ts.

const named = z.object({ id: z.number(), name: z.string() });

/** A person on a group (responsible, certifier, kyosa, staff) as the group screens show them. */
export const groupPersonAnswer = z.object({
  id: z.number(),
  full_name: z.string(),
  full_name_honorific: z.string(),
  role_id: z.number(),
  cellphone: z.string().nullable(),
});
export type GroupPersonAnswer = z.infer<typeof groupPersonAnswer>;

/** A group's stored columns: what deleting it answers, and what every answer about a group carries. */
export const doyangGroupRowAnswer = z.object({
  id: z.number(),
  name: z.string(),
  doyang_id: z.number(),
  user_responsible_id: z.number().nullable(),
  user_certifier_id: z.number().nullable(),
  begins_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Monday (0) to sunday (6). */
  json_week: z.array(z.boolean()),
  is_selective_group: z.boolean(),
});
export type DoyangGroupRowAnswer = z.infer<typeof doyangGroupRowAnswer>;

/** A revision as its group and the attendance screen name it. */
export const revisionNameAnswer = z.object({ id: z.number(), name: z.string(), active: z.boolean() });
export type RevisionNameAnswer = z.infer<typeof revisionNameAnswer>;

/** The `with=` relations of a group (the record's screens ask for some of them). */
const groupRelations = {
  doyang: named,
  responsible: groupPersonAnswer.nullable(),
  certifier: groupPersonAnswer.nullable(),
  kyosas: z.array(groupPersonAnswer),
  /** Who may be added as kyosa: the doyang's active staff. */
  personal: z.array(groupPersonAnswer),
  students_count: z.number(),
  /** 'L, MI, V'. */
  week_summary: z.string(),
  /** '10:00–11:00 L, MI, V'. */
  schedule: z.string(),
  /** The active revision. */
  revision: revisionNameAnswer.nullable(),
  revisions: z.array(revisionNameAnswer),
};

/** The meeting of the current bimester (append=bimester_meeting on GET /api/doyang_groups/{id}). */
export const bimesterMeetingAnswer = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  begins_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  unique_assistance: z.boolean(),
  is_general_meeting: z.boolean(),
});

/** A group as the list answers it: its columns and the relations asked with `with=`; what was not asked is absent. */
export const doyangGroupRecordAnswer = doyangGroupRowAnswer
  .extend(z.object(groupRelations).partial().shape)
  .meta({ id: 'DoyangGroupRecord' });
export type DoyangGroupRecordAnswer = z.infer<typeof doyangGroupRecordAnswer>;

/** What GET /api/doyang_groups/{id} may append (`append=`): the bimester's meeting and the CSV sheets as text. */
export const doyangGroupAppended = {
  bimester_meeting: bimesterMeetingAnswer.nullable().optional(),
  assistances_csv: z.string().optional(),
  kyosas_assistances_csv: z.string().optional(),
  revision_csv: z.string().optional(),
};

/** GET /api/doyang_groups/{id}: the record with whatever was appended. */
export const doyangGroupAnswer = doyangGroupRecordAnswer.extend(doyangGroupAppended);
export type DoyangGroupAnswer = z.infer<typeof doyangGroupAnswer>;

/** A group as its writes answer it (create, edit, add or remove people): with what the group screen shows. */
export const doyangGroupShownAnswer = doyangGroupRowAnswer.extend({
  doyang: groupRelations.doyang,
  responsible: groupRelations.responsible,
  certifier: groupRelations.certifier,
  kyosas: groupRelations.kyosas,
  students_count: groupRelations.students_count,
  schedule: groupRelations.schedule,
  week_summary: groupRelations.week_summary,
  revision: groupRelations.revision,
});
export type DoyangGroupShownAnswer = z.infer<typeof doyangGroupShownAnswer>;

/** DELETE /api/doyang_groups/{id}: the group with its people (removing kyosas or students) or the deleted row. */
export const doyangGroupDeletedAnswer = z.union([doyangGroupShownAnswer, doyangGroupRowAnswer]);

// ——— Revisions ———

/** A requirement item the review checked: an id alone is stored as {id, checked}. */
export const checkedItemAnswer = z.object({
  id: z.number(),
  checked: z.boolean(),
  date: z.string().nullable().optional(),
  second_date: z.string().nullable().optional(),
  comment: z.string().nullable().optional(),
});
export type CheckedItemAnswer = z.infer<typeof checkedItemAnswer>;

/** A student's result in a revision: 0 not reviewed, 1 complete, 2 incomplete, with what was checked. */
export const revisionResultAnswer = z.object({
  id: z.number(),
  revision_id: z.number(),
  user_id: z.number(),
  result: z.number(),
  requirement_products: z.array(checkedItemAnswer),
  requirement_other: z.array(checkedItemAnswer),
  assigned_by: z.number().nullable(),
  assigned_at: z.string().nullable(),
  approved_by: z.number().nullable(),
  approved_at: z.string().nullable(),
});
export type RevisionResultAnswer = z.infer<typeof revisionResultAnswer>;

/** A revision as stored. */
export const revisionAnswer = revisionNameAnswer.extend({ doyang_group_id: z.number(), created_at: z.string() });
export type RevisionAnswer = z.infer<typeof revisionAnswer>;

/** GET /api/revisions: with how many students it found complete (1) and incomplete (2). */
export const revisionSummaryAnswer = revisionAnswer.extend({ complete_count: z.number(), incomplete_count: z.number() });
export type RevisionSummaryAnswer = z.infer<typeof revisionSummaryAnswer>;

/** PUT /api/revisions/{id}: the revision, with the banner when it was just activated. */
export const revisionUpdatedAnswer = revisionAnswer.extend({ message: z.string().optional() });
export type RevisionUpdatedAnswer = z.infer<typeof revisionUpdatedAnswer>;

/** GET /api/revisions/{id}: the revision, its group's doyang and staff, and every student's result. */
export const revisionWithResultsAnswer = revisionAnswer.extend({
  doyang_id: z.number(),
  user_responsible_id: z.number().nullable(),
  user_certifier_id: z.number().nullable(),
  kyosa_ids: z.array(z.number()),
  results: z.array(revisionResultAnswer),
});
export type RevisionWithResultsAnswer = z.infer<typeof revisionWithResultsAnswer>;

/** The requirement of a student's next exam (degree and age range) with its products and other requisites. */
export const requirementItemsAnswer = z.object({
  id: z.number(),
  name: z.string(),
  min_grade_order: z.number().nullable(),
  max_grade_order: z.number().nullable(),
  min_age_years: z.number().nullable(),
  min_age_months: z.number().nullable(),
  max_age_years: z.number().nullable(),
  max_age_months: z.number().nullable(),
  max_age_days: z.number().nullable(),
  products: z.array(named),
  other_exam_requisites: z.array(named),
});
export type RequirementItemsAnswer = z.infer<typeof requirementItemsAnswer>;

/** GET /api/revisions/{id}/requirement?user_id: what the student's review checks, and the stored result. */
export const studentRequirementAnswer = z.object({
  requirement: requirementItemsAnswer.nullable(),
  result: revisionResultAnswer.nullable(),
});
export type StudentRequirementAnswer = z.infer<typeof studentRequirementAnswer>;

/** POST /api/revisions/assign: the banner, the stored result and the requirement it was measured against. */
export const revisionAssignedAnswer = messageWith(revisionResultAnswer).extend({
  requirement: requirementItemsAnswer.nullable(),
});
export type RevisionAssignedAnswer = z.infer<typeof revisionAssignedAnswer>;

/** POST /api/revisions/approve_student_revision. */
export const revisionApprovedAnswer = messageWith(revisionResultAnswer);
export type RevisionApprovedAnswer = z.infer<typeof revisionApprovedAnswer>;

// Each answered by several routes: one component apiece in /api/docs.
z.globalRegistry.add(doyangGroupShownAnswer, { id: 'DoyangGroup' });
z.globalRegistry.add(revisionResultAnswer, { id: 'RevisionResult' });
