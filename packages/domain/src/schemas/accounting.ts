import { z } from 'zod';
import { MSG } from '../messages.ts';
import { paged } from './answers.ts';
import { requiredDate, requiredMoney } from './fields.ts';
import { isBlank, requiredId } from './ids.ts';
import { pricedLineAnswer } from './sales.ts';
import { text } from './text.ts';
import { formBoolean } from './users.ts';

// INGRESOS (accounting) and GASTOS (spec 03 §2, §3 payment and Expense, §7 'Money and stock'; issue 26): the calls'
// query parameters, bodies and answers, as the spec names them.

const invalid = { error: MSG.invalidParameter };
const flag = z.enum(['0', '1', 'true', 'false'], invalid);
const id = text(invalid).regex(/^\s*[1-9]\d{0,9}\s*$/, MSG.invalidParameter);
const count = text(invalid).regex(/^\s*\d{1,9}\s*$/, MSG.invalidParameter);
const order = z.enum(['asc', 'desc', 'ASC', 'DESC'], invalid);
const search = text(invalid).max(200, MSG.invalidParameter);
/** A calendar day 'YYYY-MM-DD' (an instant after it is tolerated: date inputs send both). */
const day = text(invalid)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: MSG.invalidDate, abort: true })
  .refine((v) => {
    const ymd = v.slice(0, 10);
    const d = new Date(`${ymd}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
  }, MSG.invalidDate);

/** Whether a query flag is on ('1' or 'true'). */
export const flagOn = (value: string | undefined): boolean => value === '1' || value === 'true';

const unknownParameter: z.core.$ZodObjectParams = {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `${MSG.unknownParameter} (${issue.keys.join(', ')})` : undefined),
};

/** The days a query covers: the end may not come before the start. */
const ordered = (q: { start_date?: string; end_date?: string }) =>
  !q.start_date || !q.end_date || q.start_date.slice(0, 10) <= q.end_date.slice(0, 10);

/**
 * GET /api/payments (spec 03 §7): the point of sale's pending commissions of a doyang (`is_paying_doyang_comissions`)
 * and INGRESOS (`for_contability`), 15 a page, newest first; `amounts_only=1` answers the totals of the same filters.
 * `doyang_id` is the doyang whose books are read: what it sold, and the commissions owed or paid to it.
 */
export const paymentsQuery = z
  .strictObject(
    {
      doyang_id: id,
      client_doyang_id: id,
      is_paying_doyang_comissions: flag,
      for_contability: flag,
      paginate: flag,
      page: count,
      perPage: count.refine((v) => Number(v) >= 1 && Number(v) <= 100, MSG.invalidParameter),
      'orderBy[created_at]': order,
      'orderBy[id]': order,
      start_date: day,
      end_date: day,
      title: search,
      client_name: search,
      equips_only: flag,
      amounts_only: flag,
    },
    unknownParameter,
  )
  .partial()
  .refine(ordered, { message: MSG.accountingDatesInvalid, path: ['end_date'] });
export type PaymentsQuery = z.infer<typeof paymentsQuery>;

/**
 * The accounting CSV: what INGRESOS filters by dates and doyang, with the spec's flags: `equips_only` (product lines),
 * `ins_only` (the payments alone), `outs_only` (the expenses alone), `collapsed` (one row per receipt instead of one
 * per line).
 */
export const paymentsCsvQuery = z
  .strictObject(
    {
      doyang_id: id,
      start_date: day,
      end_date: day,
      title: search,
      client_name: search,
      equips_only: flag,
      ins_only: flag,
      outs_only: flag,
      collapsed: flag,
    },
    unknownParameter,
  )
  .partial()
  .refine(ordered, { message: MSG.accountingDatesInvalid, path: ['end_date'] })
  .refine((q) => !(flagOn(q.ins_only) && flagOn(q.outs_only)), { message: MSG.accountingInsOrOuts, path: ['outs_only'] });
export type PaymentsCsvQuery = z.infer<typeof paymentsCsvQuery>;

/**
 * One line of INGRESOS: what was charged (or, for a commission, owed), to whom, how it was paid and in which receipt.
 * Amounts are pesos as text. A cancelled receipt's lines stay (`is_canceled`) and its reversal lines, dated when it
 * was cancelled, carry the amounts negated (`devolution`). A commission (concept 9) without `paid_date` is pending.
 */
export const accountingPaymentAnswer = pricedLineAnswer
  .pick({ payment_concept_id: true, title: true, quantity: true, price: true, discount: true, surcharge: true, amount: true })
  .extend({
    id: z.number(),
    receipt_id: z.number().nullable(),
    doyang_id: z.number(),
    doyang_name: z.string(),
    client_doyang_id: z.number().nullable(),
    concept_name: z.string(),
    cash_amount: z.string(),
    credit_amount: z.string(),
    debit_amount: z.string(),
    deposit_amount: z.string(),
    /** The payment type of the line: one of the four, 'VARIOS' for a split, null when not paid through a receipt. */
    payment_type: z.string().nullable(),
    client_name: z.string().nullable(),
    client_phone: z.string().nullable(),
    created_at: z.string(),
    /** The day in the product's calendar, DD/MON/YYYY. */
    parsed_created_at: z.string(),
    is_canceled: z.boolean(),
    devolution: z.boolean(),
    reverses_payment_id: z.number().nullable(),
    paid_date: z.string().nullable(),
    paid_by_name: z.string().nullable(),
    is_pending_commission: z.boolean(),
  })
  .meta({ id: 'AccountingPayment' });
export type AccountingPaymentAnswer = z.infer<typeof accountingPaymentAnswer>;

/**
 * `amounts_only=1`: the totals of every line the same filters list (spec 03 §7 names), one statement over the same
 * rows. `pendingAmount` is the part of `total` still owed as commissions; `count` the lines.
 */
export const paymentAmountsAnswer = z
  .object({
    total: z.string(),
    creditCardAmount: z.string(),
    debitCardAmount: z.string(),
    depositAmount: z.string(),
    cashAmount: z.string(),
    pendingAmount: z.string(),
    count: z.number(),
  })
  .meta({ id: 'PaymentAmounts' });
export type PaymentAmountsAnswer = z.infer<typeof paymentAmountsAnswer>;

export const accountingPaymentPage = paged(accountingPaymentAnswer);
/** GET /api/payments answers the totals, a page, or the plain list (without `paginate`). */
export const paymentsAnswer = z.union([paymentAmountsAnswer, accountingPaymentPage, z.array(accountingPaymentAnswer)]);

const idOf = (x: unknown) => (x !== null && typeof x === 'object' && 'id' in x ? (x as { id: unknown }).id : x);

/**
 * PUT /api/payments/0 {id: 0, doyang_id, models} (spec 03 §7 'used to mark commissions'): the pending commissions
 * named in `models` (payment ids, or the payments themselves) are paid today by the caller.
 */
export const markCommissionsPaidSchema = z.object({
  doyang_id: requiredId,
  models: z.preprocess(
    (v) => (isBlank(v) ? [] : Array.isArray(v) ? v.map(idOf) : v),
    z
      .array(z.coerce.number(MSG.invalidData).int(MSG.invalidData).positive(MSG.invalidData), { error: MSG.invalidData })
      .min(1, MSG.commissionsNoneChosen)
      .max(500, MSG.invalidData)
      .transform((ids) => [...new Set(ids)]),
  ),
});
export type MarkCommissionsPaidBody = z.input<typeof markCommissionsPaidSchema>;

export const markCommissionsPaidAnswer = z.object({
  message: z.string(),
  data: z.array(z.object({ id: z.number(), paid_date: z.string(), paid_by: z.number() })),
});
export type MarkCommissionsPaidAnswer = z.infer<typeof markCommissionsPaidAnswer>;

/** GASTOS (spec 03 §3 Expense; §7 create and update {name, amount, date, is_fixed_expense, doyang_id}). */
export const expenseSchema = z.object({
  name: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(150, MSG.invalidData)
    .transform((s) => s.toUpperCase()),
  amount: requiredMoney.refine((v) => Number(v) > 0, MSG.expenseAmountInvalid),
  date: requiredDate,
  is_fixed_expense: formBoolean.default(false),
  doyang_id: requiredId,
});
export type ExpenseBody = z.input<typeof expenseSchema>;

/** An expense as stored. */
export const expenseAnswer = z
  .object({
    id: z.number(),
    doyang_id: z.number(),
    name: z.string(),
    amount: z.string(),
    date: z.string(),
    is_fixed_expense: z.boolean(),
    created_by: z.number().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Expense' });
export type ExpenseAnswer = z.infer<typeof expenseAnswer>;
