import { apiFetch } from '../../../providers/api.ts';

// The foreigners CSV calls (spec 03 §7): verify and upload are multipart forms; the template is a download.

type Counts = { new: number; existing: number };

export type ForeignersSummary = {
  doyangs: { id: number | null; name: string; city: string | null; is_new: boolean }[];
  sabonims: { id: number | null; full_name: string; doyang: string; is_new: boolean }[];
  users: {
    id: number | null;
    line: number;
    full_name: string;
    birth_date: string;
    sex: number;
    degree: string;
    weight_kg: string;
    height_m: string;
    doyang: string;
    competitions: string[];
    is_new: boolean;
    current_doyang: string | null;
    already_prospect: boolean;
  }[];
  counts: { doyangs: Counts; sabonims: Counts; users: Counts; prospects: Counts };
  /** The first bad lines; `errors_total` counts them all. */
  errors: { line: number; messages: string[] }[];
  errors_total: number;
};

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
