import { z } from 'zod';
import { MSG } from '../messages.ts';
import { optionalId, optionalInt } from './fields.ts';
import { isBlank } from './ids.ts';
import { text } from './text.ts';

// An exam block (spec 03 §3 'Exam block'): a name, how long one round lasts and how many students a round takes;
// the degree and age range say whom it is meant for. `order` is set by dragging (PUT /api/exams/{id}/block_order).

const required = (min: number, max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce.number({ error: MSG.required }).int(MSG.invalidData).min(min, MSG.invalidData).max(max, MSG.invalidData),
  );

export const examBlockSchema = z.strictObject({
  exam_id: z.coerce.number({ error: MSG.required }).int(MSG.invalidData).positive(MSG.invalidData),
  name: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(100, MSG.invalidData)
    .transform((s) => s.toUpperCase()),
  duration_min: required(1, 600),
  max_quantity: required(1, 1000),
  order: optionalInt(0, 10_000).optional(),
  start_degree_id: optionalId.optional(),
  end_degree_id: optionalId.optional(),
  start_age: optionalInt(0, 120).optional(),
  end_age: optionalInt(0, 120).optional(),
});

/** A block's people: one or several prospects of its exam. */
export const blockProspectsSchema = z.strictObject({
  user_ids: z.array(z.coerce.number(MSG.invalidData).int().positive(MSG.invalidData)).min(1, MSG.invalidData).max(2000),
});

/** The exam's blocks in their new order: every block once. */
export const blockOrderSchema = z.strictObject({
  ids: z.array(z.coerce.number(MSG.invalidData).int().positive(MSG.invalidData)).min(1, MSG.invalidData).max(500),
});

/** A stored block as the API answers it (timestamps as text). */
export const examBlockAnswer = z
  .object({
    id: z.number(),
    exam_id: z.number(),
    name: z.string(),
    order: z.number(),
    duration_min: z.number(),
    max_quantity: z.number(),
    start_degree_id: z.number().nullable(),
    end_degree_id: z.number().nullable(),
    start_age: z.number().nullable(),
    end_age: z.number().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ExamBlock' });

/** A block with how many prospects it holds: what the calls that place people or reorder blocks answer. */
export const filledExamBlockAnswer = examBlockAnswer.extend({ actual_quantity: z.number() }).meta({ id: 'FilledExamBlock' });

export type ExamBlockAnswer = z.infer<typeof examBlockAnswer>;
export type FilledExamBlockAnswer = z.infer<typeof filledExamBlockAnswer>;
