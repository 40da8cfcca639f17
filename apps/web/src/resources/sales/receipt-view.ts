import { formatDayMonYear, MSG, type ReceiptAnswer, todayYmd } from '@doyang/domain';

// How a receipt reads on RECIBOS and the student's tab (pure; tested beside).

/** The receipt's state: CANCELADO, or CANCELADO (NOTA DE CRÉDITO) when its day was closed; null while active. */
export function receiptStatus(r: Pick<ReceiptAnswer, 'is_canceled' | 'cancel_kind'>): string | null {
  if (!r.is_canceled) return null;
  return r.cancel_kind === 'credit_note' ? MSG.receiptCreditNote : MSG.receiptCanceled;
}

/** The receipt's day in the product's time zone, 'YYYY-MM-DD' (the date editor's value). */
export const receiptDay = (createdAt: string, timeZone: string) => todayYmd(new Date(createdAt), timeZone);

/** '27/NOV/2026 14:05' in the product's time zone. */
export function receiptWhen(createdAt: string, timeZone: string): string {
  const at = new Date(createdAt);
  const time = new Intl.DateTimeFormat('es-MX', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
  return `${formatDayMonYear(todayYmd(at, timeZone))} ${time}`;
}

/** How each payment type was paid, for the receipt's summary ('EFECTIVO', 'TARJETA DE CRÉDITO'…), non-zero ones. */
export function paidBy(r: Pick<ReceiptAnswer, 'cash_total' | 'credit_total' | 'debit_total' | 'deposit_total'>) {
  const parts: [string, string][] = [
    ['EFECTIVO', r.cash_total],
    ['TARJETA DE CRÉDITO', r.credit_total],
    ['TARJETA DE DÉBITO', r.debit_total],
    ['DEPÓSITO', r.deposit_total],
  ];
  return parts.filter(([, amount]) => Number(amount) !== 0).map(([label, amount]) => ({ label, amount }));
}

export type HistoryLine = ReceiptAnswer['payments'][number] & { created_at: string; receipt_id: number; is_canceled: boolean };

/** The payments history of a student (spec 02 §3 'Payment index by user_id, limit 10'): the newest lines first. */
export function newestPayments(receipts: readonly ReceiptAnswer[], limit = 10): HistoryLine[] {
  return receipts
    .flatMap((r) => r.payments.map((p) => ({ ...p, created_at: r.created_at, receipt_id: r.id, is_canceled: r.is_canceled })))
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    .slice(0, limit);
}
