import { z } from 'zod';
import { MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';
import { eventFields, flag } from './events.ts';
import { optionalDate, optionalDecimal, optionalId, optionalInt, optionalTime, requiredMoney } from './fields.ts';
import { isBlank, requiredId } from './ids.ts';

// Tournaments and what they carry (spec 03 §3, §5, §7). Cross-field rules (a maximum below its minimum, an area number
// taken twice) run on the server against the stored row too.

/** A percentage as text with up to two decimals (numeric(5,2)), 0 to 100; blank is null. */
const optionalPercentage = z.preprocess(
  (v) => (isBlank(v) ? null : String(v).trim()),
  z
    .string()
    .refine((s) => /^\d{1,3}(\.\d{1,2})?$/.test(s) && Number(s) <= 100, MSG.percentageInvalid)
    .nullable(),
);

/** The tournament form: an event's fields, the two-competition prices required (spec 03 §5), the competition flags. */
export const tournamentSchema = z.object({
  ...eventFields,
  price_amount_two_modalities: requiredMoney,
  early_payment_amount_two_modalities: requiredMoney,
  has_combat: flag(),
  has_forms: flag(),
  has_techniques: flag(),
  has_jumping_kicks: flag(),
  has_boards: flag(),
  has_kicking_speed: flag(),
  graph_creation_date: optionalDate,
  optional_discount_percentage: optionalPercentage,
  is_live_public: flag(),
});
export type TournamentInput = z.input<typeof tournamentSchema>;

const requiredInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce.number({ error: MSG.required }).int(MSG.invalidData).min(min, MSG.invalidData).max(max, MSG.invalidData),
  );

/** An area (mat) of the tournament and who decides its encounters. */
export const tournamentAreaSchema = z.strictObject({
  tournament_id: requiredId,
  area_number: requiredInt(1, 99),
  area_responsible_id: optionalId,
});

/** true men, false women, null (or 'B') both. */
const sexFlag = z.preprocess(
  (v) =>
    isBlank(v) || v === 'B'
      ? null
      : v === 'M' || v === 'true' || v === 1 || v === '1'
        ? true
        : v === 'F' || v === 'false' || v === 0 || v === '0'
          ? false
          : v,
  z.boolean(MSG.invalidData).nullable(),
);

const age = optionalInt(0, 120);
const weight = optionalDecimal(500);

/** A competition category of the tournament (spec 03 §3 TournamentCategory). */
export const tournamentCategorySchema = z.strictObject({
  tournament_id: requiredId,
  competition_type_id: optionalInt(1, 6),
  name: upperName(),
  min_degree_id: optionalId,
  max_degree_id: optionalId,
  min_age_years: age,
  max_age_years: age,
  min_weight_kg: weight,
  max_weight_kg: weight,
  is_male: sexFlag.optional(),
  table_name: optionalInt(1, 99),
  is_exhibition: flag(),
});

/** Age groups on the configuration screen (INFANTIL, JUVENIL, ADULTOS…). */
export const tournamentAgeGroupSchema = z.strictObject({ name: upperName() });

export const tournamentAgeCategorySchema = z.strictObject({
  tournament_id: requiredId,
  tournament_age_group_id: requiredId,
  min_age: age,
  max_age: age,
});

export const tournamentDegreeCategorySchema = z.strictObject({
  tournament_id: requiredId,
  min_degree_id: requiredId,
  max_degree_id: requiredId,
});

export const tournamentWeightCategorySchema = z.strictObject({
  tournament_id: requiredId,
  name: upperName(),
  min_weight: weight,
  max_weight: weight,
  sex: z.enum(['M', 'F', 'B'], MSG.invalidData).default('B'),
});

export const tournamentGroupSchema = z.strictObject({
  tournament_id: requiredId,
  name: upperName(),
  begins_at: optionalTime,
  ends_at: optionalTime,
});

export type TournamentGroupBody = z.input<typeof tournamentGroupSchema>;

export const poomseSchema = z.strictObject({ name: upperName() });

export const poomseCategorySchema = z.strictObject({ tournament_age_group_id: requiredId, degree_id: requiredId });

/** Minutes of a schedule entry, whole, up to a day; below `min` or not a number is 'Duración inválida' (spec 03 §5). */
const durationMinutes = (min: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce
      .number({ error: MSG.invalidDuration })
      .int(MSG.invalidDuration)
      .min(min, MSG.invalidDuration)
      .max(24 * 60, MSG.invalidDuration),
  );

/** A recess in an area's schedule: its duration must be a number above 0 ('Duración inválida', spec 03 §5). */
export const recessSchema = z.strictObject({
  tournament_id: requiredId,
  area_number: requiredInt(1, 99),
  duration_min: durationMinutes(1),
  /** The entry the recess follows; none puts it last. */
  after_id: optionalId.optional(),
  name: upperName().optional(),
});

/** A schedule entry's name or minutes (a generated entry may take 0 minutes; a recess is checked above 0 on the row). */
export const cronogramEntrySchema = z.strictObject({
  name: upperName().optional(),
  duration_min: durationMinutes(0).optional(),
});

/** An area's schedule in its new order: every entry of the area once. */
export const cronogramOrderSchema = z.strictObject({
  tournament_id: requiredId,
  area_number: requiredInt(1, 99),
  ids: z.array(z.coerce.number(MSG.invalidData).int().positive(MSG.invalidData)).min(1, MSG.invalidData).max(500),
});

/** Weight and height taken for a tournament (`add_tournament_somatometry`, spec 03 §7). */
export const tournamentSomatometrySchema = z.strictObject({
  add_tournament_somatometry: z.literal([true, 1, '1', 'true']).optional(),
  tournament_id: requiredId,
  weight_kg: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce.number({ error: MSG.required }).gt(0, MSG.invalidData).max(500, MSG.invalidData),
  ),
  height_m: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce.number({ error: MSG.required }).gt(0, MSG.invalidData).max(3, MSG.invalidData),
  ),
});
export type TournamentSomatometryBody = z.output<typeof tournamentSomatometrySchema>;

/** Range rules across fields: a maximum is not below its minimum (on the stored row merged with what is sent). */
export function rangeErrors(
  row: Record<string, unknown>,
  pairs: readonly (readonly [string, string])[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [min, max] of pairs) {
    const lo = row[min];
    const hi = row[max];
    if (lo !== null && lo !== undefined && hi !== null && hi !== undefined && Number(hi) < Number(lo))
      errors[max] = [MSG.rangeOrder];
  }
  return errors;
}
