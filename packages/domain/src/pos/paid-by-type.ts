import { type Cents, fromCents, toCents } from '../money.ts';
import type { PaymentTotals } from './note.ts';

// How each line of a receipt was paid (issue 26): INGRESOS adds the lines up by payment type, so every line carries its
// share of the receipt's four amounts. A receipt is paid in one way almost always; when it is split (cash and a card),
// the amounts are poured over the lines in their order — the first lines take the cash, then the credit card, the
// debit card, the deposit (the spec's order of payment types). Nothing is rounded: each line's four shares add up to
// its amount and each type's shares to the receipt's amount of that type, to the cent.

/** A line's share of each payment type, in pesos with two decimals (the payments' columns). */
export type PaidByType = { cash_amount: string; credit_amount: string; debit_amount: string; deposit_amount: string };

const ORDER = [
  ['cash_total', 'cash_amount'],
  ['credit_total', 'credit_amount'],
  ['debit_total', 'debit_amount'],
  ['deposit_total', 'deposit_amount'],
] as const;

/**
 * The four shares of each line (amounts ≥ 0, in the receipt's order). Throws when the lines do not add up to the four
 * amounts: a receipt whose lines and payment disagree is never written.
 */
export function paidByType(lineAmounts: readonly string[], totals: PaymentTotals): PaidByType[] {
  const left: Cents[] = ORDER.map(([key]) => toCents(totals[key] ?? 0));
  const lines = lineAmounts.map(toCents);
  const paid = left.reduce((a, b) => a + b, 0);
  const owed = lines.reduce((a, b) => a + b, 0);
  if (paid !== owed || lines.some((c) => c < 0) || left.some((c) => c < 0))
    throw new Error(`las líneas (${fromCents(owed)}) no coinciden con los pagos (${fromCents(paid)})`);
  let type = 0;
  return lines.map((amount) => {
    const shares: Cents[] = [0, 0, 0, 0];
    let due = amount;
    while (due > 0) {
      while (left[type] === 0) type++;
      const take = Math.min(due, left[type]);
      shares[type] += take;
      left[type] -= take;
      due -= take;
    }
    return Object.fromEntries(ORDER.map(([, column], i) => [column, fromCents(shares[i])])) as PaidByType;
  });
}
