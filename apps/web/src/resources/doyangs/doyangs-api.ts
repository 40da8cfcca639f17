import type { DoyangInput, DoyangListItemAnswer, DoyangPersonalBody, DoyangRecordAnswer } from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';
import { resourceClient } from '../../providers/api-client.ts';

const doyangs = resourceClient<DoyangRecordAnswer, DoyangInput>('doyangs');

/** The doyang calls of spec 01 §7 and 02 §7; staff are added and removed through the doyang itself. */
export const doyangsApi = {
  ...doyangs,
  /** GET /api/doyangs?front_page=1: every Home card, with its counts. */
  frontPage: () => apiFetch<DoyangListItemAnswer[]>(doyangs.path(undefined, { front_page: 1 })),
  /** PUT /api/doyangs/{id} {id, personal, doyang_surrogation_id}: adds (or re-tiers) a staff member. */
  addPersonal: (doyangId: number, input: DoyangPersonalBody) =>
    apiFetch<DoyangRecordAnswer>(doyangs.path(doyangId), { method: 'PUT', json: { id: doyangId, ...input } }),
  /** DELETE /api/doyangs/{id}?personal={userId}: the doyang back without them. */
  removePersonal: (doyangId: number, userId: number) => doyangs.remove<DoyangRecordAnswer>(doyangId, { personal: userId }),
};
