import { z } from 'zod';
import { MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';
import { optionalId, optionalInt, optionalTime, requiredPercentage as percentage } from './fields.ts';
import { requiredId } from './ids.ts';
import { text } from './text.ts';

// What an exam or an event carries besides its own fields (spec 03 §3, §7): groups (a name and a time slot),
// exam conditions, and the commission tiers it pays the doyangs that bring people. Cross-field rules run on the
// server against the stored row too (`groupRuleErrors`, `comissionRuleErrors`), so a partial update is checked whole.

const groupFields = { name: upperName(), begins_at: optionalTime, ends_at: optionalTime };

export const examGroupSchema = z.strictObject({ exam_id: requiredId, ...groupFields });
export const eventGroupSchema = z.strictObject({ event_id: requiredId, ...groupFields });

export const examConditionSchema = z.strictObject({
  exam_id: requiredId,
  name: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(150, MSG.invalidData)
    .transform((s) => s.toUpperCase()),
  description: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), text().max(2000).nullable()).optional(),
});

export const eventComissionSchema = z.strictObject({
  percentage,
  exam_id: optionalId.optional(),
  event_id: optionalId.optional(),
  doyang_surrogation_id: optionalId.optional(),
  min_participants: optionalInt(0, 100_000).optional(),
  max_participants: optionalInt(0, 100_000).optional(),
});

export type ExamGroupBody = z.input<typeof examGroupSchema>;
export type EventGroupBody = z.input<typeof eventGroupSchema>;
export type ExamConditionBody = z.input<typeof examConditionSchema>;
export type EventComissionBody = z.input<typeof eventComissionSchema>;

type ComissionRow = {
  exam_id?: number | null;
  event_id?: number | null;
  min_participants?: number | null;
  max_participants?: number | null;
};

/**
 * A commission tier's rules on the row as it would be stored: it belongs to exactly one exam or event, and its
 * participant range is not upside down. A group's time slot follows the class groups' rule (`groupRuleErrors`).
 */
export function comissionRuleErrors(row: ComissionRow): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (Boolean(row.exam_id) === Boolean(row.event_id)) errors.exam_id = [MSG.commissionParent];
  if (row.min_participants != null && row.max_participants != null && row.max_participants < row.min_participants)
    errors.max_participants = [MSG.commissionRange];
  return errors;
}
