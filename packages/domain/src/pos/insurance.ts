import { formatDayMonYear, parseYmd } from '../dates.ts';
import { MSG } from '../messages.ts';
import { centsOrNull } from '../money.ts';
import { ok, PAYMENT_CONCEPT, type Priced, pricedLine, refuse } from './priced.ts';

// The insurance, concept 7 (product id 3; spec 01 §3 configuration 7, 13 and 41): its price and its end date.

export type InsuranceSale = {
  /** The note item's flag: the insurance of next year (ending a year after configuration 13's date). */
  sell_insurance_next_year?: boolean | null;
  /** Configuration 7 (price), 13 (end date) and 41 (next year's insurance on sale). */
  insurancePrice: string | number | null;
  insuranceEndDate: string | null;
  sellNextYear: boolean;
  today: string;
};

/** The same day a year later; 29 February becomes 28 February. */
export function oneYearLater(ymd: string): string {
  const p = parseYmd(ymd);
  if (!p) throw new Error(`not a date: ${ymd}`);
  const day = p.m === 2 && p.d === 29 ? 28 : p.d;
  return `${p.y + 1}-${String(p.m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Configuration 7's price, ending on configuration 13's date, or a year later when the line asks for next year's
 * and configuration 41 allows it. Refused without a price or an end date, for next year while 41 is off, and when
 * the end date has already passed (the configuration needs its new date first).
 */
export function priceInsurance(sale: InsuranceSale): Priced {
  const price = centsOrNull(sale.insurancePrice);
  if (price === null || price < 0) return refuse('payment_concept_id', MSG.saleNoInsurancePrice);
  if (!sale.insuranceEndDate || !parseYmd(sale.insuranceEndDate)) {
    return refuse('insurance_end', MSG.saleNoInsuranceEnd);
  }
  if (sale.sell_insurance_next_year && !sale.sellNextYear) {
    return refuse('sell_insurance_next_year', MSG.saleNextYearInsuranceOff);
  }
  const current = sale.insuranceEndDate.slice(0, 10);
  const end = sale.sell_insurance_next_year ? oneYearLater(current) : current;
  if (end < sale.today) return refuse('insurance_end', MSG.saleInsuranceEnded);
  return ok(
    pricedLine({
      concept: PAYMENT_CONCEPT.insurance,
      title: `SEGURO AL ${formatDayMonYear(end)}`,
      price,
      insurance_end: end,
    }),
  );
}
