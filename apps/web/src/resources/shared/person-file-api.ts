import type { UserRecordAnswer } from '@doyang/domain';
import { apiFetch } from '../../providers/api.ts';
import { formDataOf } from '../../providers/form-data.ts';

/** A person's file (expediente): saved with the record's update as the spec's file form (POST with `_method=PUT`). */
export const personFileApi = {
  upload: (id: number, file: File) =>
    apiFetch<UserRecordAnswer>(`/users/${id}`, {
      method: 'POST',
      body: formDataOf({ file }, { _method: 'PUT', id: String(id) }),
    }),
};

/** Where the file downloads from. */
export const personFilePath = (id: number) => `/users/${id}/file`;
