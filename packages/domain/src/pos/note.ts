import type { PAYMENT_TYPES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { type Cents, centsOrNull, fromCents, sumCents } from '../money.ts';
import type { PricedLine } from '../schemas/sales.ts';

// The note as a whole (spec 03 §4 'Sale', §5 'Sale'): its total, how it is paid.

export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The sale's four amounts, with the keys of the sale's body. */
export type PaymentTotals = {
  cash_total: string | number | null | undefined;
  credit_total: string | number | null | undefined;
  debit_total: string | number | null | undefined;
  deposit_total: string | number | null | undefined;
};

/** The note's total in cents: the sum of its lines' amounts. */
export const noteTotalCents = (lines: readonly Pick<PricedLine, 'amount'>[]): Cents => sumCents(lines.map((l) => l.amount));

/** The four amounts add up to the total, else 'La suma de los pagos no coincide con el total'; null when they do. */
export function paymentsMatchTotal(totals: PaymentTotals, totalCents: Cents): string | null {
  const parts = [totals.cash_total, totals.credit_total, totals.debit_total, totals.deposit_total];
  let sum = 0;
  for (const part of parts) {
    const cents = part === null || part === undefined || part === '' ? 0 : centsOrNull(part);
    if (cents === null || cents < 0) return MSG.salePaymentsMismatch;
    sum += cents;
  }
  return sum === totalCents ? null : MSG.salePaymentsMismatch;
}

/** Which of the four amounts a single payment type fills. */
export const PAYMENT_TYPE_TOTAL: Record<Exclude<PaymentType, 'FAVOR DE DEFINIR'>, keyof PaymentTotals> = {
  EFECTIVO: 'cash_total',
  'TARJETA DE CRÉDITO': 'credit_total',
  'TARJETA DE DÉBITO': 'debit_total',
  DEPÓSITO: 'deposit_total',
};

export type SingleTypeTotals =
  | { ok: true; totals: { cash_total: string; credit_total: string; debit_total: string; deposit_total: string } }
  | { ok: false; field: 'payment_type'; message: string };

/**
 * The four amounts when the whole note is paid one way: that type's amount is the note's total, the others zero
 * (spec 03 §4: the matching total tracks the note). 'FAVOR DE DEFINIR' (or none) is 'Selecciona un tipo de pago'.
 */
export function singleTypeTotals(paymentType: string | null | undefined, totalCents: Cents): SingleTypeTotals {
  const key = PAYMENT_TYPE_TOTAL[paymentType as keyof typeof PAYMENT_TYPE_TOTAL];
  if (!key) return { ok: false, field: 'payment_type', message: MSG.salePaymentTypeRequired };
  const totals = { cash_total: '0.00', credit_total: '0.00', debit_total: '0.00', deposit_total: '0.00' };
  totals[key] = fromCents(totalCents);
  return { ok: true, totals };
}
