import { MONTHS } from '../dates.ts';
import { ROLES } from '../enums.ts';
import { type Cents, fromCents } from '../money.ts';
import type { PricedLine } from '../schemas/sales.ts';

// What every price function of the point of sale answers (spec 03 §5): a priced line, with the warnings the sale
// shows after 'Venta realizada con éxito', or a refusal naming the note item's field. Pure: the server loads the
// rows and passes them in, with today's date in Mexico City ('YYYY-MM-DD').

export type PosRefusal = { ok: false; field: string; message: string };
export type Priced = { ok: true; line: PricedLine; warnings: string[] } | PosRefusal;

/** Payment concept ids (spec 01 §3, 03 §9). */
export const PAYMENT_CONCEPT = {
  exam: 1,
  event: 2,
  tournament: 3,
  product: 4,
  monthlyFee: 5,
  inscription: 6,
  insurance: 7,
  bundle: 8,
  commission: 9,
} as const;
export type PaymentConceptId = (typeof PAYMENT_CONCEPT)[keyof typeof PAYMENT_CONCEPT];

/** Which due dates and early amounts apply: the student's, or the staff's (spec 03 §3). */
export type BuyerSide = 'student' | 'staff';

/** A student (role 10) or a buyer with no account (general public) pays as a student; every other role as staff. */
export function buyerSide(roleId: number | null | undefined): BuyerSide {
  return roleId === null || roleId === undefined || roleId === ROLES.ALUMNO ? 'student' : 'staff';
}

export const refuse = (field: string, message: string): PosRefusal => ({ ok: false, field, message });

export type LineParts = {
  concept: PaymentConceptId;
  title: string;
  quantity?: number;
  /** Unit price. */
  price: Cents;
  /** The whole line's discount (never more than price × quantity). */
  discount?: Cents;
  surcharge?: Cents;
  covers_from?: string | null;
  covers_to?: string | null;
  insurance_end?: string | null;
};

/** A PricedLine from cents: amount = price × quantity − discount + surcharge, every figure with two decimals. */
export function pricedLine(parts: LineParts): PricedLine {
  const quantity = parts.quantity ?? 1;
  const gross = parts.price * quantity;
  const discount = Math.min(parts.discount ?? 0, gross);
  const surcharge = parts.surcharge ?? 0;
  return {
    payment_concept_id: parts.concept,
    title: parts.title,
    quantity,
    price: fromCents(parts.price),
    discount: fromCents(discount),
    surcharge: fromCents(surcharge),
    amount: fromCents(gross - discount + surcharge),
    covers_from: parts.covers_from ?? null,
    covers_to: parts.covers_to ?? null,
    insurance_end: parts.insurance_end ?? null,
  };
}

export const ok = (line: PricedLine, warnings: string[] = []): Priced => ({ ok: true, line, warnings });

/** 'NOVIEMBRE 2026' for '2026-11-01'. */
export function monthYearTitle(ymd: string): string {
  return `${MONTHS[Number(ymd.slice(5, 7)) - 1].toUpperCase()} ${ymd.slice(0, 4)}`;
}

/** A record's name as a receipt line shows it: trimmed, upper case (es-MX). */
export const upper = (name: string | null | undefined): string => (name ?? '').trim().toLocaleUpperCase('es-MX');

/** A line's title: the kind, then the record's name, said once ('EXAMEN DE GRADO 2026', not 'EXAMEN EXAMEN DE GRADO'). */
export function kindTitle(kind: string, name: string | null | undefined): string {
  const named = upper(name);
  return named === kind || named.startsWith(`${kind} `) ? named : `${kind} ${named}`.trim();
}
