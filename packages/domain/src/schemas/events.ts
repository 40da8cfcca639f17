import { z } from 'zod';
import { MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';
import {
  idList,
  optionalDate,
  optionalId,
  optionalInt,
  optionalMoney,
  optionalTime,
  requiredDate,
  requiredMoney,
} from './fields.ts';
import { requiredId } from './ids.ts';
import { text } from './text.ts';
import { formBoolean } from './users.ts';

// Events and exams (spec 03 §3). The non-empty rule of spec 03 §5 (zero accepted): name, parent event, venue,
// event date, the student and professor due dates (normal and early), price and early payment amount.

export const flag = (initial = false) => formBoolean.default(initial);
const points = optionalInt(0, 1000);

/** The curriculum points an event gives, local and foreign (spec 03 §3); blank falls back to configuration. */
export const EVENT_POINT_FIELDS = [
  'general',
  'colaborated',
  'colaborated_mother',
  'colaborated_father',
  'first_no_contest',
  'first',
  'second',
  'third',
  'participated',
] as const;

const pointFields = Object.fromEntries(
  (['local', 'foreign'] as const).flatMap((where) => EVENT_POINT_FIELDS.map((f) => [`${where}_${f}_points`, points])),
) as Record<`${'local' | 'foreign'}_${(typeof EVENT_POINT_FIELDS)[number]}_points`, typeof points>;

export const eventFields = {
  name: upperName(),
  parent_event_id: requiredId,
  venue_id: requiredId,
  date: requiredDate,
  end_date: optionalDate,
  begins_at: optionalTime,
  ends_at: optionalTime,
  sinodal_id: optionalId,
  extra_sinodals: idList,
  degrees_allowed: idList,
  active: flag(true),
  is_general_meeting: flag(),
  is_meeting: flag(),
  is_seminar: flag(),
  show_table_in_dashboard: flag(),
  is_local: flag(true),
  unique_assistance: flag(),
  multilevel_discount_type_id: optionalId,
  base_comission_price: optionalMoney,
  comision_for_profesor: optionalMoney,
  price: requiredMoney,
  price_amount_two_modalities: optionalMoney,
  price_companion: optionalMoney,
  early_payment_amount: requiredMoney,
  early_payment_amount_two_modalities: optionalMoney,
  early_payment_amount_companion: optionalMoney,
  early_payment_student_due_date: requiredDate,
  early_payment_professor_due_date: requiredDate,
  payment_student_due_date: requiredDate,
  payment_professor_due_date: requiredDate,
  number_of_patialities: optionalInt(1, 24).transform((n) => n ?? 1),
  general_points: points,
  ...pointFields,
};

export const eventSchema = z.object({ ...eventFields, exam_to_discount_id: optionalId });

export const examSchema = z.object({
  ...eventFields,
  number: optionalInt(1, 100_000),
  is_black_belt: flag(),
  prepay_discount_meeting: optionalMoney,
  prepay_discount_revision: optionalMoney,
});

export type EventInput = z.input<typeof eventSchema>;
export type ExamInput = z.input<typeof examSchema>;

/** Parent events: name and description (spec 03 §3). */
export const parentEventSchema = z.object({
  name: upperName(),
  description: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), text().trim().max(2000).nullish()),
});

/** Rules across fields, on the stored record merged with what is sent: the end is not before the start. */
export function eventRuleErrors(e: {
  date?: string | null;
  end_date?: string | null;
  begins_at?: string | null;
  ends_at?: string | null;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (e.date && e.end_date && e.end_date < e.date) errors.end_date = [MSG.eventEndBeforeStart];
  // One-day events only: over several days the end time belongs to another day.
  const oneDay = !e.end_date || e.end_date === e.date;
  if (oneDay && e.begins_at && e.ends_at && e.ends_at.slice(0, 5) <= e.begins_at.slice(0, 5))
    errors.ends_at = [MSG.groupTimesOrder];
  return errors;
}
