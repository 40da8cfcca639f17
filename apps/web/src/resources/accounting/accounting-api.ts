import type {
  AccountingPaymentAnswer,
  GenerateCommissionsAnswer,
  MarkCommissionsPaidAnswer,
  MarkCommissionsPaidBody,
  Paged,
  PaymentAmountsAnswer,
  PaymentsCsvQuery,
  PaymentsQuery,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

// The calls of INGRESOS (spec 03 §7 'Money and stock': GET /api/payments for accounting, its CSV, update {id 0,
// doyang_id, models}) beyond react-admin's CRUD.

/** The screen's filters, as the query names them. */
export type AccountingFilters = Pick<
  PaymentsQuery,
  'doyang_id' | 'start_date' | 'end_date' | 'title' | 'client_name' | 'equips_only' | 'is_paying_doyang_comissions'
>;

export const ACCOUNTING_FILE = 'contabilidad.csv';

/** GET /api/payments/csv with the screen's filters and the file's own flags. */
export const accountingCsvPath = (q: PaymentsCsvQuery) => `/payments/csv${buildQuery(q)}`;

export const accountingApi = {
  /** INGRESOS: 15 lines a page, newest first. */
  page: (f: AccountingFilters, page: number) =>
    apiFetch<Paged<AccountingPaymentAnswer>>(
      `/payments${buildQuery({ for_contability: 1, paginate: 1, ...f, page, 'orderBy[created_at]': 'desc' })}`,
    ),
  /** The totals of the same filters (amounts_only=1). */
  amounts: (f: AccountingFilters) =>
    apiFetch<PaymentAmountsAnswer>(`/payments${buildQuery({ for_contability: 1, amounts_only: 1, ...f })}`),
  /** Marks a doyang's pending commissions paid today (PUT /api/payments/0). */
  markPaid: (body: MarkCommissionsPaidBody) =>
    apiFetch<MarkCommissionsPaidAnswer>('/payments/0', { method: 'PUT', json: { id: 0, ...body } }),
  /** 'Calcular comisiones': the commissions of every exam, event and tournament already over, each written once. */
  generateCommissions: () => apiFetch<GenerateCommissionsAnswer>('/payments/generate_commissions', { method: 'POST', json: {} }),
};
