import type { CashClosingAnswer, CashDrawerAnswer, Paged } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

export const cashClosingApi = {
  /** GET /api/cash_closings/current: what the drawer should hold since the previous closing. */
  current: (doyangId: number) => apiFetch<CashDrawerAnswer>(`/cash_closings/current${buildQuery({ doyang_id: doyangId })}`),
  /** GET /api/cash_closings: the doyang's closings, newest first. */
  list: (doyangId: number, page: number) =>
    apiFetch<Paged<CashClosingAnswer>>(`/cash_closings${buildQuery({ doyang_id: doyangId, paginate: 1, page })}`),
  /** POST /api/cash_closings: closes the drawer with the cash counted. */
  close: (body: { doyang_id: number; counted_cash: string; observation: string | null }) =>
    apiFetch<CashClosingAnswer>('/cash_closings', { method: 'POST', json: body }),
};
