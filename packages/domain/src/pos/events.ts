import { amountDue, type EventPrices } from '../event-payments.ts';
import { fillMessage, MSG } from '../messages.ts';
import { type Cents, centsOrNull, installmentCents, toCents } from '../money.ts';
import { type DebtInput, isDebtor } from '../students.ts';
import { type BuyerSide, kindTitle, ok, PAYMENT_CONCEPT, type PosRefusal, type Priced, pricedLine, refuse } from './priced.ts';

// Exams and events, concepts 1 and 2 (spec 03 §3 prices, §5 'POS exams'): the early-payment amount up to its due
// date, the exam's prepay discounts, installments (partialities) and the exam's up-to-date rule.

export type PosEvent = EventPrices & {
  name: string;
  /** number_of_patialities (spelt so); 1 when unset. */
  number_of_patialities?: number | null;
};

export type PosExam = PosEvent & {
  prepay_discount_meeting?: string | number | null;
  prepay_discount_revision?: string | number | null;
};

export type Partiality = {
  /** The note item's is_partiality. */
  is_partiality?: boolean | null;
  /** Installments of this record already paid by this buyer (not cancelled). */
  paidPartialities?: number;
};

/** A line of N installments: which one this is and its share, or a refusal once all were paid. */
export type InstallmentOf = { index: number; parts: number } | PosRefusal;

/** The installment this sale is: the next one after those paid; refused once the N were paid. */
export function nextInstallment(numberOfPartialities: number | null | undefined, sale: Partiality, field: string): InstallmentOf {
  const parts = Math.max(1, Math.trunc(Number(numberOfPartialities ?? 1)) || 1);
  if (!sale.is_partiality || parts === 1) return { index: 0, parts: 1 };
  const paid = Math.max(0, sale.paidPartialities ?? 0);
  if (paid >= parts) return refuse(field, fillMessage(MSG.salePartialitiesDone, { n: parts }));
  return { index: paid, parts };
}

/** ' (PARCIALIDAD 2 DE 3)' for an installment, '' for a whole payment. */
export const installmentTitle = (i: { index: number; parts: number }): string =>
  i.parts > 1 ? ` (PARCIALIDAD ${i.index + 1} DE ${i.parts})` : '';

/**
 * A line for an amount and its discount paid whole or in installments: price and discount are each split the same
 * way (the last installment takes the remainders), so the N installments add up to exactly price − discount.
 */
export function installmentParts(price: Cents, discount: Cents, i: { index: number; parts: number }) {
  return { price: installmentCents(price, i.parts, i.index), discount: installmentCents(discount, i.parts, i.index) };
}

const positive = (value: string | number | null | undefined): Cents => Math.max(0, centsOrNull(value ?? null) ?? 0);

export type EventSale = Partiality & {
  event: PosEvent;
  who: BuyerSide;
  today: string;
};

/** An event (concept 2): its amount due today for the buyer's side, whole or as the next installment. */
export function priceEvent(sale: EventSale): Priced {
  const installment = nextInstallment(sale.event.number_of_patialities, sale, 'event_id');
  if ('ok' in installment) return installment;
  const price = toCents(amountDue(sale.event, sale.who, sale.today).amount);
  return ok(
    pricedLine({
      concept: PAYMENT_CONCEPT.event,
      title: `${kindTitle('EVENTO', sale.event.name)}${installmentTitle(installment)}`,
      ...installmentParts(price, 0, installment),
    }),
  );
}

export type ExamSale = Partiality & {
  exam: PosExam;
  who: BuyerSide;
  today: string;
  /** The student the exam is sold to; null when sold to a doyang or the general public. */
  student: DebtInput | null;
  prepay_discount_meeting?: boolean | null;
  prepay_discount_revision?: boolean | null;
};

/**
 * An exam (concept 1): refused to a student behind on monthly fees (the debtor rule); its amount due today less
 * the prepay discounts the line asks for (the meeting's and the revision's amounts, never below zero), whole or as
 * the next installment.
 */
export function priceExam(sale: ExamSale): Priced {
  if (sale.student && isDebtor(sale.student, sale.today)) return refuse('user_id', MSG.saleExamNeedsPayments);
  const installment = nextInstallment(sale.exam.number_of_patialities, sale, 'exam_id');
  if ('ok' in installment) return installment;
  const price = toCents(amountDue(sale.exam, sale.who, sale.today).amount);
  const wanted =
    (sale.prepay_discount_meeting ? positive(sale.exam.prepay_discount_meeting) : 0) +
    (sale.prepay_discount_revision ? positive(sale.exam.prepay_discount_revision) : 0);
  const discount = Math.min(wanted, price);
  return ok(
    pricedLine({
      concept: PAYMENT_CONCEPT.exam,
      title: `${kindTitle('EXAMEN', sale.exam.name)}${installmentTitle(installment)}`,
      ...installmentParts(price, discount, installment),
    }),
  );
}

/**
 * The exams the screen offers: all of them, or — when paying a commission or selling to a doyang — only those of
 * today's year (spec 03 §5 'POS exams'; `today` is Mexico City's). An exam without a date is never current.
 */
export function examsOffered<T extends { date: string | null }>(
  exams: readonly T[],
  today: string,
  payingCommissionOrToDoyang: boolean,
): T[] {
  if (!payingCommissionOrToDoyang) return [...exams];
  const year = today.slice(0, 4);
  return exams.filter((e) => e.date?.slice(0, 4) === year);
}
