import { MSG } from './messages.ts';
import type { Action } from './permissions.ts';
import type { InsuranceTab, InsuranceUpdateFields } from './schemas/insurances.ts';

// The rules of Seguros (spec 03 §4 'Insurance'; decisions.md "Issue 26 — insurance"): which list a person is in, and
// which move an update asks for.

type InsuranceState = {
  is_rejected_insurance: boolean;
  insurance_end_date: string | null;
  insurance_sent_date: string | null;
  insurance_number: string | null;
  insurance_date: string | null;
};

/**
 * Which list a person is in: the lists split the active students of a doyang, each in exactly one. Rejected first;
 * then a person whose insurance is not paid for today (no insurance_end_date, or one already past) is 'No
 * asegurable' whatever an earlier period left; a paid one is insured (number and date), sent, or asegurable.
 * The SQL twin is `insuranceTabSql` (apps/server insurances.queries.ts), kept equal by a test.
 */
export function insuranceTab(p: InsuranceState, today: string): InsuranceTab {
  if (p.is_rejected_insurance) return 'rejected';
  if (!p.insurance_end_date || p.insurance_end_date < today) return 'non_insurables';
  if (p.insurance_number && p.insurance_date) return 'insuranced';
  if (p.insurance_sent_date) return 'insurances_sent';
  return 'insurables';
}

/** The moves (spec 03 §4) and the 'Seguros' flag each needs (spec 03 §6: create shows the reject button). */
export const INSURANCE_ACTIONS = {
  send: 'update',
  insure: 'update',
  reject: 'create',
  /** A rejected person's document replaced ('Seguros update shows upload file'). */
  replace_document: 'update',
  accept: 'update',
} as const satisfies Record<string, Action>;
export type InsuranceAction = keyof typeof INSURANCE_ACTIONS;

/** A refusal of the move: the field it is about and the Spanish text. */
export type InsuranceRefusal = { field: string; message: string };

/**
 * What an update asks for, from what differs from the stored record (a value equal to the stored one changes
 * nothing): a document or `is_rejected_insurance` true rejects; false on a rejected person accepts; a number or date
 * insures; a sent date sends. One move per call; the state must allow it (the refusal says why not).
 */
export function insuranceMove(
  stored: InsuranceState,
  fields: InsuranceUpdateFields,
  hasFile: boolean,
  today: string,
): { action: InsuranceAction } | InsuranceRefusal {
  const tab = insuranceTab(stored, today);
  if (hasFile || fields.is_rejected_insurance === true) {
    if (stored.is_rejected_insurance) {
      return hasFile ? { action: 'replace_document' } : { field: 'is_rejected_insurance_file', message: MSG.uploadRequired };
    }
    if (tab !== 'insurables' && tab !== 'non_insurables')
      return { field: 'is_rejected_insurance', message: MSG.insuranceOneAction };
    if (!hasFile) return { field: 'is_rejected_insurance_file', message: MSG.uploadRequired };
    return { action: 'reject' };
  }
  if (fields.is_rejected_insurance === false && stored.is_rejected_insurance) return { action: 'accept' };
  const insuring =
    (fields.insurance_number !== undefined && fields.insurance_number !== stored.insurance_number) ||
    (fields.insurance_date !== undefined && fields.insurance_date !== stored.insurance_date);
  if (insuring) {
    if (tab === 'rejected') return { field: 'insurance_number', message: MSG.insuranceIsRejected };
    if (tab === 'non_insurables') return { field: 'insurance_number', message: MSG.insuranceNotPaid };
    if (tab === 'insurables') return { field: 'insurance_number', message: MSG.insuranceNotSent };
    const date = fields.insurance_date === undefined ? stored.insurance_date : fields.insurance_date;
    const number = fields.insurance_number === undefined ? stored.insurance_number : fields.insurance_number;
    if (!date) return { field: 'insurance_date', message: MSG.insuranceDateRequired };
    if (!number) return { field: 'insurance_number', message: MSG.insuranceNumberRequired };
    return { action: 'insure' };
  }
  if (fields.insurance_sent_date) {
    if (tab === 'rejected') return { field: 'insurance_sent_date', message: MSG.insuranceIsRejected };
    if (tab === 'non_insurables') return { field: 'insurance_sent_date', message: MSG.insuranceNotPaid };
    if (tab === 'insuranced') return { field: 'insurance_sent_date', message: MSG.insuranceAlreadyInsured };
    if (tab === 'insurances_sent') return { field: 'insurance_sent_date', message: MSG.insuranceAlreadySent };
    return { action: 'send' };
  }
  return { field: 'insurance_sent_date', message: MSG.insuranceOneAction };
}
