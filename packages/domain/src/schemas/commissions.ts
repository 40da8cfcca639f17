import { z } from 'zod';
import { fillMessage, MSG } from '../messages.ts';
import { relatedMany } from './answers.ts';
import { upperName } from './catalogues.ts';
import { optionalId, optionalPercentage, requiredPercentage } from './fields.ts';
import { isBlank, requiredId } from './ids.ts';

// MULTINIVEL PROFESORES (spec 03 §3 DoyangSurrogation, §7 'Commission tables') and the commissions computed from
// sales (issue 26): the scheme's body and answer, its tiers, and the generation call.

/** Inscription counts a tier's bounds may take. */
export const TIER_MAX_INSCRIPTIONS = 100_000;

const inscriptions = () => {
  const message = fillMessage(MSG.integerRange, { min: 0, max: TIER_MAX_INSCRIPTIONS });
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? MSG.required : message) })
      .int(message)
      .min(0, message)
      .max(TIER_MAX_INSCRIPTIONS, message),
  );
};

/** One discount table's percentage in a scheme: blank removes it. */
const discountTypePercentage = z.object({ id: requiredId, percentage: optionalPercentage });

/**
 * A scheme's create body; updates take its partial. `parsed_multilevel_discount_types` sets the percentage of each
 * commission table listed. The spec's own update `{multilevelDiscountType, percentage}` sets one table's percentage:
 * `percentage` then belongs to that table, not to the scheme.
 */
export const doyangSurrogationSchema = z.object({
  name: upperName(),
  percentage: requiredPercentage,
  parsed_multilevel_discount_types: z.array(discountTypePercentage).max(500).optional(),
  multilevelDiscountType: optionalId.optional(),
});
export type DoyangSurrogationBody = z.input<typeof doyangSurrogationSchema>;

/**
 * A tier of one of the four lists (POST /api/doyang_surrogation_{exams,events,tournaments,bus}). `is_seminar` is read
 * on event tiers only (the seminars' list); the other lists store false.
 */
export const surrogationTierSchema = z.strictObject({
  doyang_surrogation_id: requiredId,
  min_inscriptions: inscriptions(),
  max_inscriptions: inscriptions(),
  percentage: requiredPercentage,
  is_seminar: z.preprocess((v) => (isBlank(v) ? false : v), z.boolean(MSG.invalidData)).optional(),
});
export type SurrogationTierBody = z.input<typeof surrogationTierSchema>;

/** A tier as answered: the inscription range and its percentage (numeric as text, '12.50'). */
export const surrogationTierAnswer = z
  .object({
    id: z.number(),
    doyang_surrogation_id: z.number(),
    min_inscriptions: z.number(),
    max_inscriptions: z.number(),
    percentage: z.string(),
    is_seminar: z.boolean(),
  })
  .meta({ id: 'SurrogationTier' });
export type SurrogationTierAnswer = z.infer<typeof surrogationTierAnswer>;

/** A commission table (TABLAS COMISIONES) with this scheme's percentage for it (null: none set). */
export const discountTypePercentageAnswer = z.object({ id: z.number(), name: z.string(), percentage: z.string().nullable() });
export type DiscountTypePercentageAnswer = z.infer<typeof discountTypePercentageAnswer>;

/** The next exam, event or tournament (from today), the price its commission is figured on. */
const referencePrice = z.object({ id: z.number(), name: z.string(), date: z.string(), price: z.string() }).nullable();

/** `append=reference_prices`: a price per kind to show what each tier pays (the bus has none: it is typed). */
export const referencePricesAnswer = z.object({ exam: referencePrice, event: referencePrice, tournament: referencePrice });
export type ReferencePricesAnswer = z.infer<typeof referencePricesAnswer>;

/** A multilevel scheme ('Multinivel Profesores') with, when asked (`with=`), its four tier lists. */
export const doyangSurrogationAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    percentage: z.string(),
    doyang_surrogation_exams: relatedMany(surrogationTierAnswer),
    doyang_surrogation_events: relatedMany(surrogationTierAnswer),
    doyang_surrogation_tournaments: relatedMany(surrogationTierAnswer),
    doyang_surrogation_bus: relatedMany(surrogationTierAnswer),
  })
  .meta({ id: 'DoyangSurrogation' });
export type DoyangSurrogationAnswer = z.infer<typeof doyangSurrogationAnswer>;

/** What GET /api/doyang_surrogations/{id} adds when asked (`append=`). */
export const doyangSurrogationAppended = {
  parsed_multilevel_discount_types: z.array(discountTypePercentageAnswer).optional(),
  reference_prices: referencePricesAnswer.optional(),
};
export type DoyangSurrogationRecord = DoyangSurrogationAnswer & {
  parsed_multilevel_discount_types?: DiscountTypePercentageAnswer[];
  reference_prices?: ReferencePricesAnswer;
};

/**
 * POST /api/payments/generate_commissions: one exam, event or tournament, or (none given) every one already over.
 */
export const generateCommissionsSchema = z
  .strictObject({ exam_id: optionalId.optional(), event_id: optionalId.optional(), tournament_id: optionalId.optional() })
  .refine((b) => [b.exam_id, b.event_id, b.tournament_id].filter((id) => id != null).length <= 1, {
    message: MSG.commissionsOneRecord,
    path: ['exam_id'],
  });
export type GenerateCommissionsBody = z.input<typeof generateCommissionsSchema>;

/** A commission written by the generation: the pending payment (concept 9) and what it was figured from. */
export const generatedCommissionAnswer = z.object({
  id: z.number(),
  doyang_id: z.number(),
  title: z.string(),
  amount: z.string(),
  exam_id: z.number().nullable(),
  event_id: z.number().nullable(),
  tournament_id: z.number().nullable(),
  details: z.object({
    kind: z.enum(['exam', 'event', 'tournament']),
    count: z.number(),
    sold: z.string(),
    percentage: z.string(),
    min_inscriptions: z.number(),
    /** None on an exam's own tier without an upper bound. */
    max_inscriptions: z.number().nullable(),
    source: z.enum(['scheme', 'record']),
    doyang_surrogation_id: z.number(),
  }),
});
export type GeneratedCommissionAnswer = z.infer<typeof generatedCommissionAnswer>;

export const generateCommissionsAnswer = z.object({ message: z.string(), data: z.array(generatedCommissionAnswer) });
export type GenerateCommissionsAnswer = z.infer<typeof generateCommissionsAnswer>;
