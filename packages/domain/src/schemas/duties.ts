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
