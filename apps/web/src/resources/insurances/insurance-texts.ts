import { type InsuranceAnswer, type InsuranceTab, MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';

// What the screen says: the server's reason when it gave one, else the spec's text (spec 03 §8).

/** The server's message when it sent one (a 403 or 422 reason), else the spec's fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

export const updateFailure = (error: unknown) => failureText(error, MSG.insuranceUpdateError);
export const uploadFailure = (error: unknown) => failureText(error, MSG.insuranceUploadError);

/** The date columns a tab shows (its people's story so far). */
export function dateColumns(tab: InsuranceTab): [label: string, value: (r: InsuranceAnswer) => string][] {
  const paid: [string, (r: InsuranceAnswer) => string] = ['Seguro pagado hasta', (r) => r.parsed_insurance_end_date || '—'];
  switch (tab) {
    case 'insurables':
      return [paid];
    case 'non_insurables':
      return [['Seguro pagado hasta', (r) => r.parsed_insurance_end_date || 'Sin pagar']];
    case 'insurances_sent':
      return [paid, ['Enviado', (r) => r.parsed_insurance_sent_date]];
    case 'insuranced':
      return [paid, ['Número de seguro', (r) => r.insurance_number ?? ''], ['Fecha de seguro', (r) => r.parsed_insurance_date]];
    case 'rejected':
      return [['Rechazó el', (r) => r.parsed_rejected_insurance_at]];
  }
}
