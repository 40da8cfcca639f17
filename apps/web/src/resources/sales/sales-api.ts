import type { Paged, QuoteAnswer, ReceiptAnswer, SaleAnswer, SaleBody, UserListItemAnswer } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

// The calls of VENTAS and RECIBOS (spec 03 §7: POST /api/payments, /api/receipts) beyond react-admin's CRUD.

export type QuoteBody = Omit<SaleBody, 'note_key'>;
export type ReceiptsQuery = { doyang_id?: number | null; user_id?: number | null; search?: string; page: number };

export const RECEIPT_FILE = 'recibo.pdf';
/** GET /api/receipts/print?id=…&print=1: the receipt's PDF (recibo.pdf). */
export const receiptPrintPath = (id: number) => `/receipts/print${buildQuery({ id, print: 1 })}`;

export const salesApi = {
  /** The note priced by the server, nothing written: the screen shows these lines and this total. */
  quote: (body: QuoteBody) => apiFetch<QuoteAnswer>('/payments/quote', { method: 'POST', json: body }),
  /** The sale; the same note_key again answers the receipt already made (`replayed`). */
  sell: (body: SaleBody) => apiFetch<SaleAnswer>('/payments', { method: 'POST', json: body }),
  /** Active students to sell to: the doyang's, or any doyang's for general direction (doyangId null). */
  students: (text: string, doyangId: number | null) =>
    apiFetch<Paged<UserListItemAnswer>>(
      `/users${buildQuery({ role_id: 10, active: 1, doyang_id: doyangId, search: text || undefined, paginate: 1, perPage: 20 })}`,
    ),
  /** RECIBOS and the student's tab: 15 a page, newest first. */
  receipts: ({ doyang_id, user_id, search, page }: ReceiptsQuery) =>
    apiFetch<Paged<ReceiptAnswer>>(
      `/receipts${buildQuery({ paginate: 1, doyang_id, user_id, search: search || undefined, page, 'orderBy[created_at]': 'desc' })}`,
    ),
  /** Cancel a receipt (Recibos delete): it stays, marked CANCELADO; new records take its effects back. */
  cancel: (id: number) => apiFetch<ReceiptAnswer>(`/receipts/${id}`, { method: 'PUT', json: { is_canceled: true } }),
  /** Correct the day a receipt shows (Recibos update). */
  redate: (id: number, createdAt: string) =>
    apiFetch<ReceiptAnswer>(`/receipts/${id}`, { method: 'PUT', json: { created_at: createdAt } }),
};
