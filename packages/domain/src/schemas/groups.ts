import { z } from 'zod';
import { ATTENDANCE_TYPES } from '../attendance.ts';
import { MSG } from '../messages.ts';
import type { CheckedItem } from '../revisions.ts';
import { upperName } from './catalogues.ts';
import { isBlank, requiredId } from './ids.ts';
import { text } from './text.ts';
import { formBoolean } from './users.ts';

// Groups, attendance marks, no-class days, bimesters and revisions (spec 02 §3–§7, spec 03 §7).

const optionalId = z.preprocess((v) => (isBlank(v) ? null : v), z.coerce.number().int().positive().nullable());

/** 'YYYY-MM-DD'; an ISO instant from a date picker keeps its calendar day. */
export const ymd = (message: string = MSG.invalidDate) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.slice(0, 10) : v),
    text({ error: (issue) => (issue.input === undefined ? MSG.required : message) }).refine(
      (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)),
      message,
    ),
  );

/** 'HH:MM' or 'HH:MM:SS', stored as 'HH:MM:SS'. */
const time = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  text({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.groupTimeInvalid) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, MSG.groupTimeInvalid)
    .transform((t) => (t.length === 5 ? `${t}:00` : t)),
);

/** Seven weekday booleans, monday (0) to sunday (6); at least one day. */
export const jsonWeek = z
  .array(formBoolean, { error: MSG.groupWeekRequired })
  .length(7, MSG.groupWeekRequired)
  .refine((days) => days.some(Boolean), MSG.groupWeekRequired);

/**
 * The group form. Cross-field rules (end after start, the responsible's role, the certifier) run on the
 * server against the stored record too, so a partial update is checked whole (`groupRuleErrors`).
 */
export const doyangGroupSchema = z.object({
  name: upperName(),
  /** Absent for a selective group means the general direction's (23). */
  doyang_id: optionalId,
  user_responsible_id: requiredId,
  user_certifier_id: optionalId,
  begins_at: time,
  ends_at: time,
  json_week: jsonWeek,
  is_selective_group: formBoolean.default(false),
});

export type DoyangGroupInput = z.input<typeof doyangGroupSchema>;

/** Ends after it begins; both as 'HH:MM[:SS]'. */
export function groupRuleErrors(g: { begins_at?: string | null; ends_at?: string | null }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (g.begins_at && g.ends_at && g.ends_at.slice(0, 5) <= g.begins_at.slice(0, 5)) errors.ends_at = [MSG.groupTimesOrder];
  return errors;
}

const meetingFlag = formBoolean.optional();

/**
 * One attendance mark (PUT /api/doyang_groups/{id}): `student` (or `kyosa` on the kyosa screen), the date,
 * the type, and the meeting ticks. type null with no tick clears the mark; a tick without a type records A.
 */
export const attendanceMarkSchema = z.object({
  id: z.coerce.number().int().optional(),
  student: optionalId.optional(),
  kyosa: optionalId.optional(),
  date: ymd(),
  type: z
    .preprocess(
      (v) => (v === '' ? null : typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(ATTENDANCE_TYPES, { error: MSG.attendanceTypeInvalid }).nullable(),
    )
    .optional(),
  is_student: meetingFlag,
  is_mother: meetingFlag,
  is_father: meetingFlag,
  is_representative: meetingFlag,
});
export type AttendanceMarkInput = z.input<typeof attendanceMarkSchema>;

/** A roster page holds at most this many people (50 a page; 100 leaves room for a longer page). */
const ROSTER_PAGE_MAX = 100;

const idList = z.preprocess(
  (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter(Boolean) : [v]),
  z.array(z.coerce.number().int().positive()).min(1, MSG.required),
);

/** Adds students to the group (the add-student selector): `groupsAsStudent` or `student`, one id or several. */
/** 'Todos presentes': the unmarked students of the page shown, marked A in one request (issue 10). */
export const allPresentSchema = z
  .object({ date: ymd(), students: idList.pipe(z.array(z.number()).max(ROSTER_PAGE_MAX, MSG.tooManyAtOnce)) })
  .strict();
export type AllPresentInput = z.input<typeof allPresentSchema>;

export const addStudentsSchema = z.object({ groupsAsStudent: idList.optional(), student: idList.optional() });

export const addKyosaSchema = z.object({ kyosas: idList });
export type AddKyosaBody = z.output<typeof addKyosaSchema>;

/** A no-class day of a group (doyang_group_id) or a general holiday of the configuration screen (none). */
export const holidaySchema = z
  .object({
    name: z.preprocess((v) => (isBlank(v) ? undefined : v), upperName().optional()),
    start_date: ymd(),
    end_date: ymd().optional(),
    doyang_group_id: optionalId.optional(),
  })
  .refine((h) => !h.end_date || h.end_date >= h.start_date, { path: ['end_date'], message: MSG.endBeforeStart });
export type HolidayInput = z.input<typeof holidaySchema>;
export type HolidayBody = z.output<typeof holidaySchema>;

export const bimesterSchema = z
  .object({ start_date: ymd(), end_date: ymd() })
  .refine((b) => b.end_date >= b.start_date, { path: ['end_date'], message: MSG.endBeforeStart });

export const revisionCreateSchema = z.object({
  doyang_group_id: requiredId,
  name: upperName(),
});

export const revisionUpdateSchema = z.object({
  name: upperName().optional(),
  active: formBoolean.optional(),
});

/** A requirement item checked in the review dialog: an id, or {id, checked, date, second_date, comment}. */
const checkedItem = z.union([
  z.coerce
    .number()
    .int()
    .positive()
    .transform((id): CheckedItem => ({ id, checked: true })),
  z
    .object({
      id: z.coerce.number().int().positive(),
      checked: formBoolean.default(true),
      date: text().nullish(),
      second_date: text().nullish(),
      comment: text().max(500).nullish(),
    })
    .transform(
      (i): CheckedItem => ({
        id: i.id,
        checked: i.checked,
        date: i.date ?? null,
        second_date: i.second_date ?? null,
        comment: i.comment ?? null,
      }),
    ),
]);

/** Revision assign (spec 02 §7): id is the revision; the lists say what the student already covers. */
export const revisionAssignSchema = z.object({
  id: requiredId,
  user_id: requiredId,
  requirementOther: z.array(checkedItem).default([]),
  requirementProducts: z.array(checkedItem).default([]),
});

export const revisionApproveSchema = z.object({ user_id: requiredId, revision_id: requiredId });
