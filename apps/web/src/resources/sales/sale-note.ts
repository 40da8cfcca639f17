import {
  centsOrNull,
  firstUncoveredMonth,
  MONTH_ABBR,
  MSG,
  type NoteItem,
  PAYMENT_CONCEPTS,
  PAYMENT_TYPE_TOTAL,
  type PaymentTotals,
  paymentsMatchTotal,
  type SaleBody,
  singleTypeTotals,
  toCents,
} from '@doyang/domain';
import { HttpError } from 'react-admin';

// The note of VENTAS as the screen keeps it (spec 03 §2, §4, §5): pure, so the rules are tested without a browser.

/** Who the note is sold to: a student, a doyang (general direction) or the general public. */
export type SaleClient =
  | { kind: 'student'; id: number; name: string; phone: string | null }
  | { kind: 'doyang'; id: number; name: string }
  | { kind: 'public'; name: string };

export type Amounts = { cash_total: string; credit_total: string; debit_total: string; deposit_total: string };
export const NO_AMOUNTS: Amounts = { cash_total: '', credit_total: '', debit_total: '', deposit_total: '' };
export const UNDEFINED_PAYMENT_TYPE = 'FAVOR DE DEFINIR';

/** The four amounts in the screen's order, with their labels (spec 03 §3 totals). */
export const AMOUNT_FIELDS: { key: keyof Amounts; label: string }[] = [
  { key: 'cash_total', label: 'EFECTIVO' },
  { key: 'credit_total', label: 'TARJETA DE CRÉDITO' },
  { key: 'debit_total', label: 'TARJETA DE DÉBITO' },
  { key: 'deposit_total', label: 'DEPÓSITO' },
];

/** The client's keys of the sale's body (one of user_id, client_doyang_id, gp_client_name). */
export function clientKeys(client: SaleClient | null): Pick<SaleBody, 'user_id' | 'client_doyang_id' | 'gp_client_name'> {
  if (!client) return {};
  if (client.kind === 'student') return { user_id: client.id };
  if (client.kind === 'doyang') return { client_doyang_id: client.id };
  return { gp_client_name: client.name.trim().toUpperCase() };
}

/**
 * The amounts once a payment type is chosen, or the note's total changes while the amounts follow it: a single type
 * takes the whole total (spec 03 §4 'the matching total tracks the sum of note lines'), the others are blank.
 */
export function trackedAmounts(paymentType: string, totalCents: number): Amounts | null {
  const single = singleTypeTotals(paymentType, totalCents);
  if (!single.ok) return null;
  const key = PAYMENT_TYPE_TOTAL[paymentType as keyof typeof PAYMENT_TYPE_TOTAL];
  return { ...NO_AMOUNTS, [key]: single.totals[key] };
}

/**
 * Why the note cannot be sold yet, checked as the server checks (spec 03 §5 'Sale'): a payment type chosen ('Selecciona
 * un tipo de pago'), the four amounts adding up to the total ('La suma de los pagos no coincide con el total'). Null
 * when it can be sent.
 */
export function paymentProblem(paymentType: string, amounts: Amounts, totalCents: number): string | null {
  if (!paymentType || paymentType === UNDEFINED_PAYMENT_TYPE) return MSG.salePaymentTypeRequired;
  return paymentsMatchTotal(amounts as PaymentTotals, totalCents);
}

/** The note's total in cents from the server's answer ('1234.50'); 0 when there is none. */
export function totalCentsOf(total: string | null | undefined): number {
  if (!total) return 0;
  try {
    return toCents(total);
  } catch {
    return 0;
  }
}

/** What POST /api/payments receives: the note, its client, how it is paid and the note's key. */
export function saleBody(args: {
  noteKey: string;
  doyangId: number;
  client: SaleClient | null;
  clientPhone?: string | null;
  paymentType: string;
  amounts: Amounts;
  items: NoteItem[];
}): SaleBody {
  const { noteKey, doyangId, client, clientPhone, paymentType, amounts, items } = args;
  const money = (v: string) => (v.trim() === '' ? '0' : v.trim());
  return {
    note_key: noteKey,
    doyang_id: doyangId,
    ...clientKeys(client),
    client_phone: clientPhone || undefined,
    payment_type: paymentType as SaleBody['payment_type'],
    noteItems: items,
    cash_total: money(amounts.cash_total),
    credit_total: money(amounts.credit_total),
    debit_total: money(amounts.debit_total),
    deposit_total: money(amounts.deposit_total),
  };
}

/** A refused note: which line and field the server named ('noteItems.2.monthsAdded'), and its Spanish text. */
export type NoteRefusal = { line: number | null; field: string | null; message: string };

/**
 * The server's refusal of a quote or sale, read from react-admin's HttpError (its 422 `errors` flattened to
 * `{field: text}` by apiFetch): the first line error, else the first field error, else the message.
 */
export function noteRefusal(error: unknown, fallback: string): NoteRefusal {
  if (!(error instanceof HttpError)) return { line: null, field: null, message: fallback };
  const errors = ((error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {}) as Record<string, unknown>;
  const texts = Object.entries(errors).flatMap(([key, value]): { key: string | null; text: string }[] => {
    if (key === 'root') {
      const text = (value as { serverError?: string } | undefined)?.serverError;
      return text ? [{ key: null, text }] : [];
    }
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === 'string' && text ? [{ key, text }] : [];
  });
  const line = texts.find((t) => t.key && /^noteItems\.\d+/.test(t.key));
  const found = line ?? texts[0];
  if (!found) return { line: null, field: null, message: error.message || fallback };
  const match = found.key ? /^noteItems\.(\d+)(?:\.(.+))?$/.exec(found.key) : null;
  return {
    line: match ? Number(match[1]) : null,
    field: match ? (match[2] ?? null) : found.key,
    message: found.text,
  };
}

/** A refusal of the note as the seller reads it: the line it names first ('Línea 2 (Mensualidad): …'). */
export function lineProblem(refusal: NoteRefusal, items: readonly NoteItem[]): string {
  const item = refusal.line === null ? undefined : items[refusal.line];
  if (!item || refusal.line === null) return refusal.message;
  return `Línea ${refusal.line + 1} (${PAYMENT_CONCEPTS[item.payment_concept_id] ?? ''}): ${refusal.message}`;
}

/** 'Error en al venta: ' plus the server's text (spec 03 §8); messages with 'Para vender' keep the note locked. */
export function saleFailure(error: unknown): { message: string; keepsResetDisabled: boolean } {
  const refusal = noteRefusal(error, MSG.generic);
  return { message: `${MSG.saleErrorPrefix}${refusal.message}`, keepsResetDisabled: refusal.message.includes('Para vender') };
}

/** The messaging link of a receipt: https://wa.me/52 + the 10 digits, with the text (spec 03 §9). */
export function receiptWhatsAppUrl(tenDigitPhone: string, text: string): string {
  return `https://wa.me/52${tenDigitPhone}?text=${encodeURIComponent(text)}`;
}

/** Whether the line names what its concept sells (the exam, the size, the bundle…), so it can be priced. */
export function draftReady(item: NoteItem, sizeId: number | null): boolean {
  switch (item.payment_concept_id) {
    case 1:
      return Boolean(item.exam_id);
    case 2:
      return Boolean(item.event_id);
    case 3:
      return Boolean(item.tournament_id);
    case 4:
      return Boolean(sizeId) && (item.quantity ?? 1) >= 1;
    case 5:
      return (item.monthsAdded ?? 0) >= 1;
    case 8:
      return Boolean(item.bundle_id);
    case 9:
      return totalCentsOf(item.price ?? null) > 0;
    default:
      return true;
  }
}

/** The four amounts added in cents (blank is 0); null when one of them is not an amount. */
export function amountsCents(amounts: Amounts): number | null {
  let sum = 0;
  for (const { key } of AMOUNT_FIELDS) {
    const text = amounts[key].trim();
    if (!text) continue;
    const cents = centsOrNull(text);
    if (cents === null) return null;
    sum += cents;
  }
  return sum;
}

/** What the seller needs to know of the student picked: phone and the first month not paid ('DIC/2026'). */
export function studentSummary(student: {
  cellphone?: string | null;
  last_covered_month: string | null;
  start_payments_date: string | null;
}): string {
  const first = firstUncoveredMonth(student.last_covered_month, student.start_payments_date);
  const month = first ? `${MONTH_ABBR[Number(first.slice(5, 7)) - 1]}/${first.slice(0, 4)}` : null;
  return [
    month ? `Primera mensualidad sin pagar: ${month}` : 'Sin fecha de inicio de pagos',
    student.cellphone ? `Cel. ${student.cellphone}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
