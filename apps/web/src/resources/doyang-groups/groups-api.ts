import type { AddKyosaBody, DoyangGroupAnswer, DoyangGroupInput } from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';
import { resourceClient } from '../../providers/api-client.ts';

const groups = resourceClient<DoyangGroupAnswer, DoyangGroupInput>('doyang_groups');

/** Group calls of spec 02 §2; selective groups are doyang groups to these calls. */
export const groupsApi = {
  ...groups,
  /** POST /api/doyang_groups/{id}/kyosas/add {kyosas}: the group back with its kyosas. */
  addKyosas: (groupId: number, input: AddKyosaBody) =>
    apiFetch<DoyangGroupAnswer>(`${groups.path(groupId)}/kyosas/add`, { method: 'POST', json: input }),
  /** DELETE /api/doyang_groups/{id}?kyosas=ids: the group back with its kyosas. */
  removeKyosas: (groupId: number, kyosas: number[]) => groups.remove<DoyangGroupAnswer>(groupId, { kyosas: kyosas.join(',') }),
};
