import type { PoomseCategoryAnswer } from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';

/** A poomse's category (spec 03 §3 Poomse): an age group with a degree. */
export type PoomseCategory = PoomseCategoryAnswer;

export type PoomseCategoryBody = { tournament_age_group_id: number | ''; degree_id: number | '' };

const path = (poomseId: number, categoryId?: number) =>
  `/poomses/${poomseId}/tournament_poomse_categories${categoryId === undefined ? '' : `/${categoryId}`}`;

/** GET, POST and DELETE under /api/poomses/{id}/tournament_poomse_categories (spec 03 §7). */
export const poomseCategoriesApi = {
  list: (poomseId: number) => apiFetch<PoomseCategory[]>(path(poomseId)),
  add: (poomseId: number, body: PoomseCategoryBody) => apiFetch<PoomseCategory>(path(poomseId), { method: 'POST', json: body }),
  remove: (poomseId: number, categoryId: number) => apiFetch<PoomseCategory>(path(poomseId, categoryId), { method: 'DELETE' }),
};
