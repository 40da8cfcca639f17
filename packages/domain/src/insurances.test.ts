import { describe, expect, it } from 'vitest';
import { insuranceMove, insuranceTab } from './insurances.ts';
import { MSG } from './messages.ts';

const TODAY = '2026-11-22';
const person = (o: Partial<Parameters<typeof insuranceTab>[0]> = {}) => ({
  is_rejected_insurance: false,
  insurance_end_date: '2026-12-31',
  insurance_sent_date: null,
  insurance_number: null,
  insurance_date: null,
  ...o,
});

describe('insuranceTab', () => {
  it('rejected first, then unpaid (none or past), insured, sent, asegurable', () => {
    expect(insuranceTab(person({ is_rejected_insurance: true, insurance_end_date: null }), TODAY)).toBe('rejected');
    expect(insuranceTab(person({ insurance_end_date: null }), TODAY)).toBe('non_insurables');
    expect(
      insuranceTab(person({ insurance_end_date: '2026-11-21', insurance_number: 'A', insurance_date: '2026-01-01' }), TODAY),
    ).toBe('non_insurables');
    expect(insuranceTab(person({ insurance_end_date: TODAY }), TODAY)).toBe('insurables');
    expect(insuranceTab(person({ insurance_sent_date: TODAY }), TODAY)).toBe('insurances_sent');
    expect(insuranceTab(person({ insurance_sent_date: TODAY, insurance_number: 'A' }), TODAY)).toBe('insurances_sent');
    expect(insuranceTab(person({ insurance_number: 'A', insurance_date: TODAY }), TODAY)).toBe('insuranced');
  });
});

describe('insuranceMove', () => {
  it('reads the move from what differs from the stored record', () => {
    expect(insuranceMove(person(), { insurance_sent_date: TODAY, is_rejected_insurance: false }, false, TODAY)).toEqual({
      action: 'send',
    });
    expect(insuranceMove(person(), { is_rejected_insurance: true }, true, TODAY)).toEqual({ action: 'reject' });
    expect(insuranceMove(person({ insurance_end_date: null }), {}, true, TODAY)).toEqual({ action: 'reject' });
    expect(insuranceMove(person({ is_rejected_insurance: true }), { is_rejected_insurance: false }, false, TODAY)).toEqual({
      action: 'accept',
    });
    expect(insuranceMove(person({ is_rejected_insurance: true }), {}, true, TODAY)).toEqual({ action: 'replace_document' });
    const sent = person({ insurance_sent_date: TODAY });
    expect(
      insuranceMove(sent, { insurance_number: 'A', insurance_date: TODAY, insurance_sent_date: TODAY }, false, TODAY),
    ).toEqual({
      action: 'insure',
    });
  });

  it('refuses what the state does not allow, with the reason', () => {
    expect(insuranceMove(person(), { is_rejected_insurance: true }, false, TODAY)).toEqual({
      field: 'is_rejected_insurance_file',
      message: MSG.uploadRequired,
    });
    expect(insuranceMove(person({ insurance_sent_date: TODAY }), { insurance_number: 'A' }, false, TODAY)).toEqual({
      field: 'insurance_date',
      message: MSG.insuranceDateRequired,
    });
    expect(insuranceMove(person({ insurance_sent_date: TODAY }), { insurance_sent_date: TODAY }, false, TODAY)).toMatchObject({
      message: MSG.insuranceAlreadySent,
    });
    expect(insuranceMove(person({ insurance_sent_date: TODAY }), {}, true, TODAY)).toMatchObject({
      message: MSG.insuranceOneAction,
    });
    expect(insuranceMove(person(), { insurance_number: 'A', insurance_date: TODAY }, false, TODAY)).toMatchObject({
      message: MSG.insuranceNotSent,
    });
    expect(insuranceMove(person(), { comes_from_insurances: true }, false, TODAY)).toMatchObject({
      message: MSG.insuranceOneAction,
    });
  });
});
