import { z } from 'zod';
import { PAYMENT_TYPES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { paged } from './answers.ts';
import { optionalDate, optionalId, optionalInt, optionalMoney, requiredMoney } from './fields.ts';
import { requiredId } from './ids.ts';
import { text } from './text.ts';
import { formBoolean } from './users.ts';

// The point of sale's contract (spec 03 §3 payment note item, §7 POST /api/payments, receipts). The server prices
// every line itself (packages/domain/src/pos): what the client sends as a line's price or total is only what its
// screen showed, never what is charged.

const flag = formBoolean.optional();

export const companionSchema = z.object({
  name: text().max(150),
  age: optionalInt(0, 120).optional(),
});

/** One line of the note, with the spec's keys (spec 03 §3 'Payment note item'). */
export const noteItemSchema = z.object({
  payment_concept_id: z.coerce.number(MSG.invalidData).int().min(1).max(9),
  quantity: optionalInt(1, 999).optional(),
  /** What the screen named the line; the receipt names it from the record sold. */
  name: text().max(255).nullish(),
  /** What the screen showed; a commission (concept 9) is the one line whose amount is typed, here. */
  price: optionalMoney.optional(),
  total: optionalMoney.optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  user_id: optionalId.optional(),
  doyang_id: optionalId.optional(),
  client_doyang_id: optionalId.optional(),
  gp_client_name: text().max(150).nullish(),
  exam_id: optionalId.optional(),
  event_id: optionalId.optional(),
  tournament_id: optionalId.optional(),
  product_id: optionalId.optional(),
  product_size_id: optionalId.optional(),
  bundle_id: optionalId.optional(),
  monthsAdded: optionalInt(1, 24).optional(),
  insurance_end: optionalDate.optional(),
  scolarshipped: flag,
  use_recommended: flag,
  prepay_discount_meeting: flag,
  prepay_discount_revision: flag,
  sell_insurance_next_year: flag,
  colaborate_mom: flag,
  colaborate_dad: flag,
  colaborates: flag,
  has_optional_discount: flag,
  pays_forms: flag,
  pays_boards: flag,
  pays_kicking_speed: flag,
  pays_combat: flag,
  pays_techniques: flag,
  pays_jumping_kicks: flag,
  companionList: z.array(companionSchema).max(20).optional(),
  is_partiality: flag,
  devolution: flag,
});
export type NoteItem = z.infer<typeof noteItemSchema>;

const amount = optionalMoney.optional().transform((v) => v ?? '0');

/**
 * POST /api/payments: the note, its client and how it is paid. `note_key` is made by the screen once per note: the
 * same key again (a retry, a double click) answers the receipt already made instead of selling twice.
 */
export const saleSchema = z.object({
  note_key: z.uuid(MSG.invalidData),
  doyang_id: requiredId,
  user_id: optionalId.optional(),
  client_doyang_id: optionalId.optional(),
  gp_client_name: text().max(150).nullish(),
  client_phone: text().max(20).nullish(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  noteItems: z.array(noteItemSchema).min(1, MSG.saleEmptyNote).max(50),
  cash_total: amount,
  credit_total: amount,
  debit_total: amount,
  deposit_total: amount,
});
export type SaleBody = z.infer<typeof saleSchema>;

/** POST /api/payments/quote: the same note priced, nothing written (the screen shows these amounts). */
export const quoteSchema = saleSchema.omit({ note_key: true }).extend({ noteItems: z.array(noteItemSchema).max(50) });

/** A line as the server priced it. Pesos as text with two decimals. */
export const pricedLineAnswer = z.object({
  payment_concept_id: z.number(),
  title: z.string(),
  quantity: z.number(),
  price: z.string(),
  discount: z.string(),
  surcharge: z.string(),
  amount: z.string(),
  covers_from: z.string().nullable(),
  covers_to: z.string().nullable(),
  insurance_end: z.string().nullable(),
});
export type PricedLine = z.infer<typeof pricedLineAnswer>;

export const quoteAnswer = z.object({
  lines: z.array(pricedLineAnswer),
  total: z.string(),
  warnings: z.array(z.string()),
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;

/** The sale made (spec 03 §7: id, client_phone, warnings); `replayed` when the note had been sold already. */
export const saleAnswer = z.object({
  id: z.number(),
  client_phone: z.string().nullable(),
  warnings: z.array(z.string()),
  total: z.string(),
  replayed: z.boolean(),
});
export type SaleAnswer = z.infer<typeof saleAnswer>;

export const receiptPaymentAnswer = z.object({
  id: z.number(),
  payment_concept_id: z.number(),
  title: z.string(),
  qty: z.number(),
  price: z.string(),
  discount: z.string(),
  surcharge: z.string(),
  amount: z.string(),
  client_name: z.string().nullable(),
  client_phone: z.string().nullable(),
  doyang_bundle_id: z.number().nullable(),
  covers_from: z.string().nullable(),
  covers_to: z.string().nullable(),
  devolution: z.boolean(),
});

/** A receipt with its payments (spec 03 §3 Receipt; §7 append elaborated_name, client_name, with payments). */
export const receiptAnswer = z
  .object({
    id: z.number(),
    doyang_id: z.number(),
    doyang_name: z.string(),
    created_at: z.string(),
    is_canceled: z.boolean(),
    /** 'cancel' (before the day was closed) or 'credit_note' (after); null while not cancelled. */
    cancel_kind: z.enum(['cancel', 'credit_note']).nullable(),
    canceled_at: z.string().nullable(),
    canceled_by_name: z.string().nullable(),
    elaborated_name: z.string(),
    client_user_id: z.number().nullable(),
    client_name: z.string().nullable(),
    client_phone: z.string().nullable(),
    total: z.string(),
    cash_total: z.string(),
    credit_total: z.string(),
    debit_total: z.string(),
    deposit_total: z.string(),
    /** The receipt's day is closed (corte de caja): it can only be reversed by a credit note. */
    day_closed: z.boolean(),
    payments: z.array(receiptPaymentAnswer),
  })
  .meta({ id: 'Receipt' });
export type ReceiptAnswer = z.infer<typeof receiptAnswer>;
export const receiptPage = paged(receiptAnswer);

/** PUT /api/receipts/{id}: Recibos update corrects the date, or the receipt is cancelled (spec 03 §7). */
export const receiptUpdateSchema = z.union([
  z.object({ is_canceled: z.literal(true).or(z.literal(1)).or(z.literal('1')).or(z.literal('true')) }),
  z.object({ created_at: optionalDate.refine((v) => v !== null, MSG.required) }),
]);

/** What a doyang's cash should hold since its previous closing (corte de caja, beyond the spec). */
export const cashDrawerAnswer = z.object({
  doyang_id: z.number(),
  /** The previous closing's end; null before the doyang's first. */
  from_at: z.string().nullable(),
  receipts_count: z.number(),
  cancellations_count: z.number(),
  expected_cash: z.string(),
  expected_credit: z.string(),
  expected_debit: z.string(),
  expected_deposit: z.string(),
  expected_total: z.string(),
});
export type CashDrawerAnswer = z.infer<typeof cashDrawerAnswer>;

export const cashClosingAnswer = cashDrawerAnswer
  .extend({
    id: z.number(),
    day: z.string(),
    counted_cash: z.string(),
    difference: z.string(),
    observation: z.string().nullable(),
    closed_by_name: z.string(),
    closed_at: z.string(),
  })
  .meta({ id: 'CashClosing' });
export type CashClosingAnswer = z.infer<typeof cashClosingAnswer>;
export const cashClosingPage = paged(cashClosingAnswer);

/** POST /api/cash_closings: the cash counted in the drawer closes what was sold since the previous closing. */
export const cashClosingSchema = z.object({
  doyang_id: requiredId,
  counted_cash: requiredMoney,
  observation: text().max(500).nullish(),
});
