import { z } from 'zod';
import { ATTENDANCE_TYPES, MARK_KINDS } from '../attendance.ts';
import { doyangGroupRowAnswer, doyangGroupShownAnswer, revisionNameAnswer, revisionResultAnswer } from './groups-answers.ts';

// What the attendance routes answer (spec 02 §4, §5, §9): the roster of a group on a day and a saved mark. Dates
// 'YYYY-MM-DD', instants ISO text. The request schemas are in groups.ts.

/** A mark as the roster shows it: the type and the meeting ticks. */
export const assistanceMarkAnswer = z.object({
  id: z.number(),
  type: z.enum(ATTENDANCE_TYPES),
  is_student: z.boolean(),
  is_mother: z.boolean(),
  is_father: z.boolean(),
  is_representative: z.boolean(),
});
export type AssistanceMarkAnswer = z.infer<typeof assistanceMarkAnswer>;

/** A stored mark (GET /api/assistances, a saved or cleared mark). */
export const assistanceAnswer = assistanceMarkAnswer.extend({
  user_id: z.number(),
  doyang_group_id: z.number(),
  date: z.string(),
  is_kyosa: z.boolean(),
  created_by: z.number().nullable(),
  updated_at: z.string(),
});
export type AssistanceAnswer = z.infer<typeof assistanceAnswer>;

/** The group of a roster, with its doyang's name and its kyosas (who may run its revision). */
export const rosterGroupAnswer = doyangGroupRowAnswer.extend({ doyang_name: z.string(), kyosa_ids: z.array(z.number()) });
export type RosterGroupAnswer = z.infer<typeof rosterGroupAnswer>;

/** A no-class day: a group's (doyang_group_id) or a general holiday (none). */
export const holidayAnswer = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  doyang_group_id: z.number().nullable(),
});
export type HolidayAnswer = z.infer<typeof holidayAnswer>;

/** The meeting of a day (the roster's meeting column). */
export const meetingAnswer = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  unique_assistance: z.boolean(),
  is_general_meeting: z.boolean(),
});
export type MeetingAnswer = z.infer<typeof meetingAnswer>;

/** One person of a roster: who, the day's mark, the bimester counts, the status column and the revision result. */
export const rosterEntryAnswer = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  second_last_name: z.string().nullable(),
  full_name: z.string(),
  full_name_honorific: z.string(),
  role_id: z.number(),
  birth_date: z.string().nullable(),
  age: z.number().nullable(),
  cellphone: z.string().nullable(),
  is_scholarshiped: z.boolean(),
  scholarship_percentage: z.number().nullable(),
  extra_absences: z.boolean(),
  /** Behind on monthly fees (the debtors filter's rule, from what the point of sale recorded). */
  is_debtor: z.boolean(),
  degree: z.object({ id: z.number(), name: z.string(), order: z.number() }).nullable(),
  /** 'main' for the student's class group, 'extra' for an added student, 'kyosa' on the kyosa list. */
  membership: z.enum(['main', 'extra', 'kyosa']),
  assistance: assistanceMarkAnswer.nullable(),
  bimester_abscenses: z.number(),
  bimester_assistances: z.number(),
  bimester_delays: z.number(),
  consecutive_absences: z.number(),
  revision_result: revisionResultAnswer
    .pick({
      result: true,
      requirement_products: true,
      requirement_other: true,
      assigned_at: true,
      approved_by: true,
      approved_at: true,
    })
    .nullable(),
  /** The spec 02 §4 text (students only). */
  status: z.string().nullable(),
  bimester_scholarship_risk: z.boolean(),
  /** A kyosa with too many absences this bimester. */
  highlight: z.boolean(),
});
export type RosterEntryAnswer = z.infer<typeof rosterEntryAnswer>;

/** GET /api/doyang_groups/{id}/roster: the day's header and a page of the roster. */
export const rosterAnswer = z.object({
  group: rosterGroupAnswer,
  date: z.string(),
  kind: z.enum(MARK_KINDS),
  window: z.object({ min_date: z.string().nullable(), max_date: z.string() }),
  bimester: z.object({ start_date: z.string(), end_date: z.string() }),
  holiday: holidayAnswer.nullable(),
  meeting: meetingAnswer.nullable(),
  revision: revisionNameAnswer.nullable(),
  revision_season: z.object({ start_date: z.string().nullable(), end_date: z.string().nullable(), open: z.boolean() }),
  counts: z.object({ attended: z.number(), late: z.number(), absent: z.number(), unmarked: z.number() }),
  data: z.array(rosterEntryAnswer),
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  last_page: z.number(),
});
export type RosterAnswer = z.infer<typeof rosterAnswer>;

/** A saved mark: the mark (none when cleared) and the person's fresh roster row. */
export const markSavedAnswer = z.object({ assistance: assistanceAnswer.nullable(), person: rosterEntryAnswer.nullable() });
export type MarkSavedAnswer = z.infer<typeof markSavedAnswer>;

/** PUT /api/doyang_groups/{id}: the group as shown (an edit, students added) or, for a mark, the saved mark. */
export const doyangGroupPutAnswer = z.union([doyangGroupShownAnswer, markSavedAnswer]);

/** 'Todos presentes': how many students got an A. */
export const allPresentAnswer = z.object({ marked: z.number() });
export type AllPresentAnswer = z.infer<typeof allPresentAnswer>;

// Answered by several routes: one component in /api/docs.
z.globalRegistry.add(assistanceAnswer, { id: 'Assistance' });
