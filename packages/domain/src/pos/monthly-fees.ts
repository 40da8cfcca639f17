import { MSG } from '../messages.ts';
import { type Cents, centsOrNull, percentOf } from '../money.ts';
import { BUNDLE_MAX_MONTHLY_PAYMENTS } from '../schemas/doyangs.ts';
import { addDays, addMonths, DEBT_GRACE_DAYS, firstUncoveredMonth } from '../students.ts';
import { monthYearTitle, ok, PAYMENT_CONCEPT, type Priced, pricedLine, refuse } from './priced.ts';

// Monthly fees, concept 5 (spec 02 §9, 03 §5): months from the student's first uncovered month, the scholarship,
// the referral discount and the late surcharge.

/** The late monthly fee surcharge: $100 (spec 02 §9, 03 §9). */
export const LATE_FEE_SURCHARGE: Cents = 100_00;
/** The referral discount when configuration 5 is unset: 25 % per recommended person (spec 03 §9). */
export const DEFAULT_REFERRAL_PERCENT = 25;
/** At most this many months on one line (the note item's monthsAdded, like a bundle's 24). */
export const MAX_MONTHS_PER_LINE = BUNDLE_MAX_MONTHLY_PAYMENTS;

export type MonthlyFeeStudent = {
  start_payments_date: string | null;
  last_covered_month: string | null;
  is_scholarshiped: boolean | null;
  scholarship_percentage: number | string | null;
  /** The active students this one recommended (the referral discount counts them). */
  active_recommended_count: number;
};

export type MonthlyFeeSale = {
  student: MonthlyFeeStudent;
  monthsAdded: number;
  /** The doyang's monthly_fee, else its category's monthly_fee_price (the caller picks). */
  monthlyFee: string | number | null;
  /** The note item's flags. */
  scolarshipped?: boolean | null;
  use_recommended?: boolean | null;
  /** Configuration 5 (percent per recommended student) and 30 (the highest scholarship percent). */
  referralPercent: string | number | null;
  maxScholarshipPercent: string | number | null;
  today: string;
};

/** Is the month late on `today`: more than DEBT_GRACE_DAYS days after its first day (the debtor rule's moment). */
export const isLateMonth = (month: string, today: string): boolean => month < addDays(today, -DEBT_GRACE_DAYS);

/** 'MENSUALIDAD NOVIEMBRE 2026', or 'MENSUALIDADES NOVIEMBRE 2026 A ENERO 2027' for several months. */
export function monthlyFeeTitle(from: string, to: string): string {
  return from === to ? `MENSUALIDAD ${monthYearTitle(from)}` : `MENSUALIDADES ${monthYearTitle(from)} A ${monthYearTitle(to)}`;
}

const percentValue = (value: string | number | null | undefined, fallback: number): number => {
  const cents = centsOrNull(value ?? null);
  return cents === null ? fallback : Math.max(0, cents / 100);
};

/**
 * The scholarship percent this line takes: the student's own, at most configuration 30, only when the line asks
 * for it (`scolarshipped`) and the student is scholarshipped.
 */
export function scholarshipPercent(
  student: Pick<MonthlyFeeStudent, 'is_scholarshiped' | 'scholarship_percentage'>,
  asked: boolean | null | undefined,
  maxScholarshipPercent: string | number | null,
): number {
  if (!asked || !student.is_scholarshiped) return 0;
  const own = percentValue(student.scholarship_percentage, 0);
  return Math.min(own, percentValue(maxScholarshipPercent, 100), 100);
}

/** Configuration 5's percent for each active recommended student, at most 100 %. */
export function referralPercent(
  activeRecommended: number,
  asked: boolean | null | undefined,
  percentEach: string | number | null,
): number {
  if (!asked || activeRecommended <= 0) return 0;
  return Math.min(100, activeRecommended * percentValue(percentEach, DEFAULT_REFERRAL_PERCENT));
}

/**
 * Months from the first uncovered one. Each month takes the scholarship and the referral discount (added, at most
 * 100 % together, rounded per month); the $100 surcharge is added once to the line when its first month is late,
 * unless the discounts leave nothing to pay.
 */
export function priceMonthlyFees(sale: MonthlyFeeSale): Priced {
  const { student, today } = sale;
  const first = firstUncoveredMonth(student.last_covered_month, student.start_payments_date);
  if (!first) return refuse('user_id', MSG.saleNoStartPayments);
  const months = sale.monthsAdded;
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS_PER_LINE) {
    return refuse('monthsAdded', MSG.saleMonthsInvalid);
  }
  const fee = centsOrNull(sale.monthlyFee);
  if (fee === null || fee < 0) return refuse('price', MSG.saleNoMonthlyFee);

  const warnings: string[] = [];
  const scholarship = scholarshipPercent(student, sale.scolarshipped, sale.maxScholarshipPercent);
  const hasScholarship = !!student.is_scholarshiped && percentValue(student.scholarship_percentage, 0) > 0;
  if (sale.scolarshipped && !hasScholarship) warnings.push(MSG.saleNoScholarship);
  const referral = referralPercent(student.active_recommended_count, sale.use_recommended, sale.referralPercent);
  if (sale.use_recommended && referral === 0) warnings.push(MSG.saleNoRecommended);
  const percent = Math.min(100, scholarship + referral);
  const discount = percentOf(fee, percent) * months;

  const last = addMonths(first, months - 1);
  const owed = fee * months - discount;
  const surcharge = isLateMonth(first, today) && owed > 0 ? LATE_FEE_SURCHARGE : 0;
  return ok(
    pricedLine({
      concept: PAYMENT_CONCEPT.monthlyFee,
      title: monthlyFeeTitle(first, last),
      quantity: months,
      price: fee,
      discount,
      surcharge,
      covers_from: first,
      covers_to: last,
    }),
    warnings,
  );
}
