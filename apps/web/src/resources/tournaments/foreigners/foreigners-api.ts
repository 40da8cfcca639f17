import type { ForeignersSummaryAnswer } from '@doyang/domain';
import { apiFetch } from '../../../providers/api.ts';

// The foreigners CSV calls (spec 03 §7): verify and upload are multipart forms; the template is a download.

export type ForeignersSummary = ForeignersSummaryAnswer;

export const FOREIGNERS_TEMPLATE_PATH = '/users/foreigners-csv-template';

/** The text fields first, then the file: the browser sets the multipart boundary itself. */
function formOf(file: File, fields: Record<string, number>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', file);
  return form;
}

export const foreignersApi = {
  verify: (tournamentId: number, file: File) =>
    apiFetch<ForeignersSummary>('/users/verify-foreigners-csv', {
      method: 'POST',
      body: formOf(file, { tournament_id: tournamentId }),
    }),
  upload: (tournamentId: number, responsibleId: number, file: File) =>
    apiFetch<ForeignersSummary>('/users/upload-foreigners-csv', {
      method: 'POST',
      body: formOf(file, { tournament_id: tournamentId, parent_responsible_id: responsibleId }),
    }),
};
