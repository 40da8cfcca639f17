import { type InsuranceAnswer, MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dateColumns, updateFailure, uploadFailure } from './insurance-texts.ts';

const person: InsuranceAnswer = {
  id: 1,
  full_name: 'ANA PÉREZ',
  doyang_id: 1,
  doyang_name: 'MDK ORIENTE IZTAPALAPA',
  insurance_end_date: null,
  insurance_date: '2026-11-20',
  insurance_number: 'A-1',
  insurance_sent_date: '2026-11-10',
  is_rejected_insurance: false,
  is_rejected_insurance_file: false,
  rejected_insurance_at: null,
  insurance_tab: 'non_insurables',
  parsed_insurance_end_date: '',
  parsed_insurance_date: '20/NOV/2026',
  parsed_insurance_sent_date: '10/NOV/2026',
  parsed_rejected_insurance_at: '',
};

describe('insurance texts', () => {
  it('shows the server’s reason, else the spec’s text for the kind of move', () => {
    expect(updateFailure(new HttpError(MSG.insuranceDateRequired, 422))).toBe(MSG.insuranceDateRequired);
    expect(uploadFailure(new HttpError(MSG.uploadKindRefused, 422))).toBe(MSG.uploadKindRefused);
    expect(updateFailure(new HttpError('Internal', 500))).toBe(MSG.insuranceUpdateError);
    expect(uploadFailure(new TypeError('Failed to fetch'))).toBe(MSG.insuranceUploadError);
  });

  it('each tab shows the dates of its story; unpaid says so', () => {
    expect(dateColumns('non_insurables').map(([label, value]) => [label, value(person)])).toEqual([
      ['Seguro pagado hasta', 'Sin pagar'],
    ]);
    expect(dateColumns('insuranced').map(([label]) => label)).toEqual([
      'Seguro pagado hasta',
      'Número de seguro',
      'Fecha de seguro',
    ]);
  });
});
