import { z } from 'zod';
import { MSG } from '../messages.ts';
import { methodOverrideField } from './digital-resources.ts';
import { optionalDate } from './fields.ts';
import { isBlank } from './ids.ts';
import { text } from './text.ts';
import { formBoolean } from './users.ts';

// Seguros (spec 03 §2 'Insurance', §3 'Insurance (student fields)', §4, §7; decisions.md "Issue 26 — insurance"):
// the five lists of a doyang's students by the state of their insurance, and the one update that moves a person
// between them (send, insure, reject with a document, accept).

/** The five tabs, as the list's query names them (spec 03 §7), in the screen's order. */
export const INSURANCE_TABS = ['insurables', 'non_insurables', 'insurances_sent', 'insuranced', 'rejected'] as const;
export type InsuranceTab = (typeof INSURANCE_TABS)[number];

/** The tab titles (spec 03 §2). */
export const INSURANCE_TAB_LABELS: Record<InsuranceTab, string> = {
  insurables: 'Asegurables',
  non_insurables: 'No asegurables',
  insurances_sent: 'Enviados',
  insuranced: 'Asegurados',
  rejected: 'Rechazaron el seguro',
};

/** Five rows a page (spec 03 §9). */
export const INSURANCE_PAGE_SIZE = 5;

/** The CSV of a tab (spec 03 §9). */
export const INSURANCE_CSV_NAMES = { insurances_sent: 'seguros_enviados.csv', insuranced: 'alumnos_asegurados.csv' } as const;
export type InsurancePrintTab = keyof typeof INSURANCE_CSV_NAMES;

/** A student as the Seguros lists and writes answer (spec 03 §3), with the dates as the screen shows them. */
export const insuranceAnswer = z
  .object({
    id: z.number(),
    full_name: z.string(),
    doyang_id: z.number().nullable(),
    doyang_name: z.string().nullable(),
    insurance_end_date: z.string().nullable(),
    insurance_date: z.string().nullable(),
    insurance_number: z.string().nullable(),
    insurance_sent_date: z.string().nullable(),
    is_rejected_insurance: z.boolean(),
    is_rejected_insurance_file: z.boolean(),
    rejected_insurance_at: z.string().nullable(),
    /** Which tab the person is in now (the screen moves a row after an action). */
    insurance_tab: z.enum(INSURANCE_TABS),
    parsed_insurance_end_date: z.string(),
    parsed_insurance_date: z.string(),
    parsed_insurance_sent_date: z.string(),
    parsed_rejected_insurance_at: z.string(),
  })
  .meta({ id: 'Insurance' });
export type InsuranceAnswer = z.infer<typeof insuranceAnswer>;

const insuranceNumber = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === 'number' ? String(v) : v),
  text({ error: MSG.invalidData }).max(50, MSG.invalidData).nullable(),
);

/**
 * The update's text fields (spec 03 §7: the student update's form data, or `PUT {insurance_number, insurance_date}`).
 * Values equal to the stored ones change nothing, so a form sending the record back is accepted; what differs
 * says the action (decisions.md). `insurance_end_date` is the point of sale's: read, never written here.
 */
export const insuranceUpdateFields = z.object({
  is_rejected_insurance: formBoolean.optional(),
  insurance_sent_date: optionalDate.optional(),
  insurance_end_date: optionalDate.optional(),
  insurance_number: insuranceNumber.optional(),
  insurance_date: optionalDate.optional(),
  comes_from_insurances: formBoolean.optional(),
});
export type InsuranceUpdateFields = z.output<typeof insuranceUpdateFields>;

/** PUT /api/insurances/{id} (JSON or multipart) and POST with `_method=PUT`: the fields and the rejection document. */
export const insuranceUpdateForm = insuranceUpdateFields.extend({
  _method: methodOverrideField.optional(),
  id: z.coerce.number().int().positive().optional(),
  is_rejected_insurance_file: z.file().optional(),
});
