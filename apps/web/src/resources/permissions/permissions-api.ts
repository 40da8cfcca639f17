import type { MatrixAnswer, NamedAnswer, PermissionToggle, PermissionToggledAnswer } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

export type MatrixTarget = { role_id: number } | { user_id: number };

export const permissionsApi = {
  /** GET /api/permissions?role_id|user_id (spec 03 §7), one page of the matrix. */
  matrix: (target: MatrixTarget, page: number, perPage: number) =>
    apiFetch<MatrixAnswer>(`/permissions${buildQuery({ ...target, paginate: 1, page, perPage })}`),
  /** POST /api/permissions {name, type, role_id | user_id, value}: sets the flag to `value` (without it, a toggle). */
  toggle: (body: PermissionToggle) => apiFetch<PermissionToggledAnswer>('/permissions', { method: 'POST', json: body }),
  roles: () => apiFetch<NamedAnswer[]>('/roles'),
};
