import type { PasswordChangeBody, PasswordChangedAnswer } from '@doyang/domain';
import type { Identifier } from 'react-admin';
import { apiFetch } from '../../providers/api.ts';
import { recordPath } from '../../providers/api-client.ts';

export const passwordApi = {
  /** PUT /api/users/{me} {oldPassword, password}: the server answers true, or false when the old one is wrong. */
  change: async (userId: Identifier, input: PasswordChangeBody) =>
    (await apiFetch<PasswordChangedAnswer>(recordPath('users', userId), { method: 'PUT', json: input })) === true,
};
