import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ymd } from './groups.ts';
import { text } from './text.ts';
import { formBoolean } from './users.ts';

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A bimonthly duty (spec 01 §3 Monthly duty). The general-direction flags are refused to others on the server. */
export const monthlyDutySchema = z.object({
  name: text({ error: MSG.required }).trim().min(1, MSG.required).max(100, MSG.nameTooLong),
  due_date: ymd(),
  doyang_id: z.preprocess((v) => (empty(v) ? null : v), z.coerce.number().int().positive().nullable()).optional(),
  to_doyang: formBoolean.default(false),
  to_general_direction: formBoolean.default(false),
  super_important: formBoolean.default(false),
});
export type MonthlyDutyInput = z.input<typeof monthlyDutySchema>;

/** The per-doyang done toggle (spec 01 §7: update carries id, monthly_duty_id, doyang_id and done). */
export const monthlyDutyDoneSchema = z.object({
  id: z.coerce.number().int().optional(),
  monthly_duty_id: z.coerce.number().int().optional(),
  doyang_id: z.preprocess((v) => (empty(v) ? undefined : v), z.coerce.number({ error: MSG.required }).int().positive()),
  done: formBoolean,
});

// ——— Answers ———

const doyangName = z.object({ id: z.number(), name: z.string() });

/** A duty's stored columns (what deleting it answers). */
export const monthlyDutyRowAnswer = z.object({
  id: z.number(),
  name: z.string(),
  doyang_id: z.number().nullable(),
  due_date: z.string(),
  to_doyang: z.boolean(),
  to_general_direction: z.boolean(),
  super_important: z.boolean(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MonthlyDutyRowAnswer = z.infer<typeof monthlyDutyRowAnswer>;

/**
 * A duty as the list, the record and its writes answer it: `checked` is the asked doyang's done mark (null when none
 * was asked); which doyangs did it and which did not come to general direction only (absent for others).
 */
export const monthlyDutyAnswer = monthlyDutyRowAnswer.extend({
  /** 'DD/MON/YYYY'. */
  parsed_due_date: z.string(),
  checked: z.boolean().nullable(),
  checked_by_general_direction: z.boolean(),
  doyang: doyangName.nullable(),
  doyangs_done: z.array(doyangName.extend({ done_at: z.string() })).optional(),
  doyangs_not_done: z.array(doyangName).optional(),
});
export type MonthlyDutyAnswer = z.infer<typeof monthlyDutyAnswer>;

/** A duty of the Home column: done or not by the doyang shown. */
export const homeDutyAnswer = monthlyDutyAnswer
  .omit({ doyangs_done: true, doyangs_not_done: true })
  .extend({ checked: z.boolean() });
export type HomeDutyAnswer = z.infer<typeof homeDutyAnswer>;

/** GET /api/monthly_duties/home: the five lists of the Home column 'Tareas Bimestrales' for one doyang. */
export const homeDutiesAnswer = z.object({
  doyang_id: z.number(),
  general_direction: z.array(homeDutyAnswer),
  pending: z.array(homeDutyAnswer),
  done: z.array(homeDutyAnswer),
  mine: z.array(homeDutyAnswer),
  mine_done: z.array(homeDutyAnswer),
});
export type HomeDutiesAnswer = z.infer<typeof homeDutiesAnswer>;

// Answered by several routes: one component in /api/docs.
z.globalRegistry.add(monthlyDutyAnswer, { id: 'MonthlyDuty' });
