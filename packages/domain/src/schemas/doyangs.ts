import { z } from 'zod';
import { DOYANG_NAME_PREFIX } from '../enums.ts';
import { MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';
import { requiredId } from './ids.ts';
import { text } from './text.ts';

/** Doyangs may only be in localities 1 and 6 (spec 02 §5). */
export const DOYANG_CITY_IDS: readonly number[] = [1, 6];
export const BUNDLE_MAX_MONTHLY_PAYMENTS = 24;

export const DOYANG_TEXTS = {
  cityNotAllowed: 'La localidad de un doyang solo puede ser CIUDAD DE MÉXICO o ESTADO DE MÉXICO.',
  typeRequired: 'Selecciona el tipo (doyang o club).',
  moneyInvalid: 'Escribe una cantidad válida en pesos.',
} as const;

/** The stored name always carries its type's prefix: 'MDK ORIENTE …' for a doyang, 'CLUB MDKO …' for a club. */
export function withDoyangPrefix(name: string, typeId: number): string {
  const bare = name
    .trim()
    .toUpperCase()
    .replace(/^(MDK ORIENTE|CLUB MDKO)\s*/, '');
  const prefix = DOYANG_NAME_PREFIX[typeId] ?? DOYANG_NAME_PREFIX[1];
  return bare ? `${prefix} ${bare}` : prefix;
}

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalId = z.preprocess(emptyToNull, z.coerce.number().int().positive().nullable());
const optionalText = (max = 150) => z.preprocess(emptyToNull, text().trim().max(max, MSG.nameTooLong).nullable());
const phone = z.preprocess(emptyToNull, text().trim().max(20, MSG.nameTooLong).nullable());
/** Pesos with at most two decimals, kept as text so numeric(12,2) never meets a float. */
export const money = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? '0' : String(v).replace(/[$,\s]/g, '')),
  text().regex(/^\d{1,10}(\.\d{1,2})?$/, DOYANG_TEXTS.moneyInvalid),
);
const optionalMoney = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : String(v).replace(/[$,\s]/g, '')),
  text()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, DOYANG_TEXTS.moneyInvalid)
    .nullable(),
);
const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

export const doyangSchema = z.object({
  name: upperName(),
  doyang_type_id: z.coerce
    .number({ error: DOYANG_TEXTS.typeRequired })
    .int()
    .refine((n) => n === 1 || n === 2, DOYANG_TEXTS.typeRequired),
  doyang_category_id: optionalId,
  city_id: optionalId.refine((id) => id === null || DOYANG_CITY_IDS.includes(id), DOYANG_TEXTS.cityNotAllowed),
  opening_date: z.preprocess(
    emptyToNull,
    text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.required)
      .nullable(),
  ),
  active: flag.default(true),
  is_independent_for_comissions: flag.default(false),
  address: optionalText(255),
  neighborhood: optionalText(100),
  city: optionalText(100),
  cellphone: phone,
  phone1: phone,
  phone2: phone,
  responsible_can_scholarship: flag.default(false),
  can_sell_gp: flag.default(false),
  can_sell_gp_tmp: flag.default(false),
  monthly_fee: optionalMoney,
  inscription_fee: optionalMoney,
  user_responsible_id: optionalId,
  user_certifier_id: optionalId,
  doyang_surrogation_id: optionalId,
  surrogated_to_doyang_id: optionalId,
  bimester_inscriptions_goal: z.preprocess(emptyToNull, z.coerce.number().int().min(0).nullable()),
});

export const doyangCategorySchema = z.object({
  name: upperName(),
  inscription_price: money,
  monthly_fee_price: money,
});

export const doyangCategoryRequisiteSchema = z.object({
  name: text({ error: MSG.fieldNotEmpty }).trim().min(1, MSG.fieldNotEmpty).max(150, MSG.nameTooLong),
  doyang_category_id: z.coerce.number({ error: MSG.required }).int().positive(),
  active: flag.default(true),
  /** Doyangs that meet the requisite (the per-doyang toggle sends the whole list). */
  doyangs: z.array(z.coerce.number().int().positive()).optional(),
});

/**
 * PUT /api/doyangs/{id} {personal, doyang_surrogation_id}: adds (or re-tiers) one staff member (spec 02 §7).
 * The person is required: the form says so in the spec's text before the call.
 */
export const doyangPersonalSchema = z.object({ personal: requiredId, doyang_surrogation_id: optionalId });

/**
 * Older clients named two bundle fields otherwise (`monthly_payments`, an item's `quantity`): the spec's name wins,
 * the old one is read as it, so its rule (at most 24, at least 1) is never skipped by a misnamed key.
 */
const renamed = (from: string, to: string) => (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !(from in raw)) return raw;
  const { [from]: value, ...rest } = raw as Record<string, unknown>;
  return to in rest ? rest : { ...rest, [to]: value };
};

export const bundleItemSchema = z.preprocess(
  renamed('quantity', 'qty'),
  z.object({
    product_id: z
      .preprocess(emptyToNull, z.coerce.number().int().positive().nullable())
      .refine((v) => v !== null, MSG.bundleProductMissing),
    // A whole number of at least 1; any other quantity gets the spec's one text, on the form as from the server.
    qty: z
      .preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number({ error: MSG.bundleQuantityZero }))
      .refine((q) => Number.isInteger(q) && q > 0, MSG.bundleQuantityZero),
    // The line is a monthly fee (spec 03 §3): the point of sale counts it among the covered payments.
    is_monthly_payment: flag.default(false),
  }),
);

const coveredPayments = z
  .preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().min(0))
  .refine((n) => n <= BUNDLE_MAX_MONTHLY_PAYMENTS, MSG.bundleTooManyPayments);

export const doyangBundleSchema = z.object({
  name: upperName(),
  price: money,
  due_date: z.preprocess(
    emptyToNull,
    text()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  ),
  bundle_type: optionalText(40),
  covers_inscription: flag.default(false),
  covers_insurance: flag.default(false),
  covers_monthly_payments_qty: coveredPayments,
  /** The older name of covers_monthly_payments_qty, read as it (same rule): the server moves it over. */
  monthly_payments: coveredPayments.optional(),
  ancticipated_monthly_payments: flag.default(false),
  for_everyone: flag.default(false),
  doyang_category_id: z.coerce.number({ error: MSG.required }).int().positive(),
  products: z.array(bundleItemSchema).default([]),
});

/** Anticipated payments only make sense when the bundle covers at least one monthly payment. */
export function anticipatedAllowed(monthlyPayments: number, anticipated: boolean): boolean {
  return monthlyPayments >= 1 && anticipated;
}

export type DoyangInput = z.input<typeof doyangSchema>;
export type DoyangBundleInput = z.input<typeof doyangBundleSchema>;
/** The bodies the web sends, typed as their schema yields them (a body the server parses unchanged). */
export type DoyangPersonalBody = z.output<typeof doyangPersonalSchema>;
export type DoyangCategoryRequisiteBody = z.output<typeof doyangCategoryRequisiteSchema>;
export type BundleItemBody = z.output<typeof bundleItemSchema>;
