import { z } from 'zod';
import { MSG } from '../messages.ts';
import { text } from './text.ts';

// Names are stored uppercase (spec 02 §2); the schema does it so every client gets the same result.
export const upperName = (tooLong: string = MSG.nameTooLong) =>
  text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(100, tooLong)
    .transform((s) => s.toUpperCase());

const optionalText = (max = 255) =>
  text()
    .trim()
    .max(max, MSG.nameTooLong)
    .nullish()
    .transform((s) => (s ? s : null));

const optionalId = z.coerce
  .number()
  .int()
  .positive()
  .nullish()
  .or(z.literal('').transform(() => null));

export const degreeSchema = z.object({
  name: upperName(MSG.nameTooLongDegree),
  // Empty, null or missing is 'required', not a zero order.
  order: z
    .preprocess(
      (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : Number(v)),
      z.number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.orderInteger) }),
    )
    .refine((n) => Number.isInteger(n), MSG.orderInteger)
    .refine((n) => n > 0, MSG.orderAboveZero),
  belt_group: text()
    .trim()
    .max(40, MSG.nameTooLongDegree)
    .nullish()
    .transform((s) => (s ? s.toUpperCase() : null)),
  has_partials: z.boolean().default(false),
  partials_to_next_degree: z.coerce.number().int().min(0).nullish(),
});

const notEmpty = () => text({ error: MSG.fieldNotEmpty }).trim().min(1, MSG.fieldNotEmpty).max(100, MSG.nameTooLong);

export const honorificTitleSchema = z.object({
  name: notEmpty().transform((s) => s.toUpperCase()),
  description: notEmpty(),
});

export const citySchema = z.object({ name: upperName() });

export const venueSchema = z.object({
  name: upperName(),
  state_id: optionalId,
  municipality_id: optionalId,
  city_id: optionalId,
  contact_name: optionalText(100).transform((s) => (s ? s.toUpperCase() : s)),
  phone: optionalText(20),
});

export type DegreeInput = z.input<typeof degreeSchema>;
export type VenueInput = z.input<typeof venueSchema>;

export const loginSchema = z.object({
  email: text({ error: MSG.required }).trim().min(1, MSG.required),
  password: text({ error: MSG.required }).min(1, MSG.required),
});

export const passwordChangeSchema = z.object({
  oldPassword: text({ error: MSG.required }).min(1, MSG.required),
  password: text({ error: MSG.required }).min(8, MSG.passwordTooShort),
});
export type PasswordChangeBody = z.output<typeof passwordChangeSchema>;
