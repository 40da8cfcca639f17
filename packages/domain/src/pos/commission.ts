import { MSG } from '../messages.ts';
import { centsOrNull } from '../money.ts';
import { ok, PAYMENT_CONCEPT, type Priced, pricedLine, refuse, upper } from './priced.ts';

// A commission, concept 9: the one line whose amount is typed (general direction pays a doyang; the caller checks
// the role and the doyang).

export type CommissionSale = {
  /** The typed amount (the note item's price or total). */
  amount: string | number | null | undefined;
  /** The doyang paid. */
  doyangName: string;
};

export function priceCommission(sale: CommissionSale): Priced {
  const price = centsOrNull(sale.amount);
  if (price === null || price <= 0) return refuse('price', MSG.saleCommissionAmount);
  return ok(pricedLine({ concept: PAYMENT_CONCEPT.commission, title: `COMISIÓN ${upper(sale.doyangName)}`.trim(), price }));
}
