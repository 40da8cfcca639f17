import type { InsuranceAnswer, InsuranceTab, Paged } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

// Seguros' calls (spec 03 §7 'Insurance'): the tabs' pages and the moves. Downloads go through useDownload.

export const insurancesApi = {
  /** GET /api/insurances: a tab of the doyang's students, five a page. */
  list: (p: { doyang_id: number; tab: InsuranceTab; page: number; search: string }) =>
    apiFetch<Paged<InsuranceAnswer>>(
      `/insurances${buildQuery({ doyang_id: p.doyang_id, [p.tab]: 1, page: p.page, search: p.search || null })}`,
    ),
  /** Enviar: the student update with `insurance_sent_date` (the server writes today). */
  send: (id: number, today: string) =>
    apiFetch<InsuranceAnswer>(`/insurances/${id}`, {
      method: 'PUT',
      json: { id, insurance_sent_date: today, comes_from_insurances: 1 },
    }),
  /** Asegurar: PUT /api/insurances/{id} {insurance_number, insurance_date}. */
  insure: (id: number, insurance_number: string, insurance_date: string | null) =>
    apiFetch<InsuranceAnswer>(`/insurances/${id}`, { method: 'PUT', json: { insurance_number, insurance_date } }),
  /**
   * Rechazó el seguro (or a rejected person's document replaced): the student update as form data, POST with
   * `_method=PUT` (spec 01 §7), the document in `is_rejected_insurance_file`.
   */
  reject: (id: number, file: File) => {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('id', String(id));
    form.append('is_rejected_insurance', '1');
    form.append('comes_from_insurances', '1');
    form.append('is_rejected_insurance_file', file);
    return apiFetch<InsuranceAnswer>(`/insurances/${id}`, { method: 'POST', body: form });
  },
  /** Aceptó el seguro: back to Asegurables or No asegurables, the document removed. */
  accept: (id: number) =>
    apiFetch<InsuranceAnswer>(`/insurances/${id}`, {
      method: 'PUT',
      json: { id, is_rejected_insurance: 0, comes_from_insurances: 1 },
    }),
};

export const printPath = (doyangId: number, tab: 'insurances_sent' | 'insuranced') =>
  `/insurances/print${buildQuery({ doyang_id: doyangId, [tab]: 1 })}`;
