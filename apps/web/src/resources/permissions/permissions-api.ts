import type { Action, Flags, PermissionToggle } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';

/** A row of the matrix: one area, the target's own flags and, for a user, what their role gives. */
export type MatrixRow = Flags & { id: number; name: string; section: string; from_role?: Flags };
export type MatrixPage = { data: MatrixRow[]; total: number; current_page: number; per_page: number };
export type MatrixTarget = { role_id: number } | { user_id: number };
export type Role = { id: number; name: string };

export const permissionsApi = {
  /** GET /api/permissions?role_id|user_id (spec 03 §7), one page of the matrix. */
  matrix: (target: MatrixTarget, page: number, perPage: number) =>
    apiFetch<MatrixPage>(`/permissions${buildQuery({ ...target, paginate: 1, page, perPage })}`),
  /** POST /api/permissions {name, type, role_id | user_id, value}: sets the flag to `value` (without it, a toggle). */
  toggle: (body: PermissionToggle) =>
    apiFetch<{ name: string; type: Action; value: boolean }>('/permissions', { method: 'POST', json: body }),
  roles: () => apiFetch<Role[]>('/roles'),
};
