import type {
  DoyangSurrogationRecord,
  ReferencePricesAnswer,
  SurrogationTierAnswer,
  SurrogationTierBody,
  TierList,
} from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';

/**
 * A scheme's tier lists (spec 03 §7): each read with the scheme (`with=<list>`), added by POST /api/<list> and deleted
 * by DELETE /api/<list>/{id}; the reference prices the figures start from (`append=reference_prices`).
 */
export const surrogationsApi = {
  tiers: async (schemeId: number, list: TierList): Promise<SurrogationTierAnswer[]> =>
    (await apiFetch<DoyangSurrogationRecord>(`/doyang_surrogations/${schemeId}?with=${list}`))[list] ?? [],
  referencePrices: async (schemeId: number): Promise<ReferencePricesAnswer | null> =>
    (await apiFetch<DoyangSurrogationRecord>(`/doyang_surrogations/${schemeId}?append=reference_prices`)).reference_prices ??
    null,
  addTier: (list: TierList, body: SurrogationTierBody) =>
    apiFetch<SurrogationTierAnswer>(`/${list}`, { method: 'POST', json: body }),
  removeTier: (list: TierList, id: number) => apiFetch<SurrogationTierAnswer>(`/${list}/${id}`, { method: 'DELETE' }),
};
