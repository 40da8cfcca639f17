import { type AccountingPaymentAnswer, fillMessage, formatDayMonYear, MSG } from '@doyang/domain';

// What INGRESOS shows of a line beyond its columns, as pure rules (tested beside).

export type LineState = { label: string; tone: 'default' | 'error' | 'warning' | 'success' } | null;

/** A cancelled sale, its reversal, a commission owed or one paid (with its day). */
export function lineState(line: AccountingPaymentAnswer): LineState {
  if (line.devolution) return { label: 'CANCELACIÓN', tone: 'error' };
  if (line.is_canceled) return { label: MSG.receiptCanceled, tone: 'error' };
  if (line.is_pending_commission) return { label: MSG.commissionPending, tone: 'warning' };
  if (line.payment_concept_id === 9 && line.paid_date && line.receipt_id === null)
    return { label: `PAGADA ${formatDayMonYear(line.paid_date)}`, tone: 'success' };
  return null;
}

/** The doyang a commission is owed to: its client doyang, else the doyang whose books hold it. */
export const owedDoyangOf = (line: Pick<AccountingPaymentAnswer, 'client_doyang_id' | 'doyang_id'>): number =>
  line.client_doyang_id ?? line.doyang_id;

/** The chosen commissions by the doyang they are owed to: one payment call per doyang (spec 03 §7 {doyang_id, models}). */
export function commissionsByDoyang(lines: readonly AccountingPaymentAnswer[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const line of lines) {
    if (!line.is_pending_commission) continue;
    const doyang = owedDoyangOf(line);
    out.set(doyang, [...(out.get(doyang) ?? []), line.id]);
  }
  return out;
}

/** The confirmation before paying: how many, and today's day. */
export const payConfirmText = (count: number, today: string) =>
  fillMessage(count === 1 ? MSG.commissionPayConfirm : MSG.commissionsPayConfirm, {
    n: count,
    date: formatDayMonYear(today),
  });
