import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { type InsuranceSale, oneYearLater, priceInsurance } from './insurance.ts';

const sale = (over: Partial<InsuranceSale> = {}) =>
  priceInsurance({
    insurancePrice: '350.00',
    insuranceEndDate: '2027-01-31',
    sellNextYear: false,
    today: '2026-11-27',
    ...over,
  });

describe('priceInsurance', () => {
  it('costs configuration 7 and ends on configuration 13', () => {
    expect(sale()).toEqual({
      ok: true,
      warnings: [],
      line: {
        payment_concept_id: 7,
        title: 'SEGURO AL 31/ENE/2027',
        quantity: 1,
        price: '350.00',
        discount: '0.00',
        surcharge: '0.00',
        amount: '350.00',
        covers_from: null,
        covers_to: null,
        insurance_end: '2027-01-31',
      },
    });
  });

  it('sells next year only while configuration 41 is on', () => {
    expect(sale({ sell_insurance_next_year: true })).toEqual({
      ok: false,
      field: 'sell_insurance_next_year',
      message: MSG.saleNextYearInsuranceOff,
    });
    const next = sale({ sell_insurance_next_year: true, sellNextYear: true });
    expect(next).toMatchObject({ ok: true, line: { insurance_end: '2028-01-31', title: 'SEGURO AL 31/ENE/2028' } });
    expect(sale({ sellNextYear: true })).toMatchObject({ line: { insurance_end: '2027-01-31' } });
  });

  it('refuses without a price or an end date, and an end date already past', () => {
    expect(sale({ insurancePrice: null })).toMatchObject({ ok: false, message: MSG.saleNoInsurancePrice });
    expect(sale({ insuranceEndDate: null })).toMatchObject({ ok: false, message: MSG.saleNoInsuranceEnd });
    expect(sale({ insuranceEndDate: '2026-11-26' })).toMatchObject({ ok: false, message: MSG.saleInsuranceEnded });
    expect(sale({ insuranceEndDate: '2026-11-27' }).ok).toBe(true);
    // past this year, next year's is still sold
    expect(sale({ insuranceEndDate: '2026-01-31', sell_insurance_next_year: true, sellNextYear: true })).toMatchObject({
      ok: true,
      line: { insurance_end: '2027-01-31' },
    });
  });
});

describe('oneYearLater', () => {
  it('keeps the day; 29 February becomes 28', () => {
    expect(oneYearLater('2026-12-31')).toBe('2027-12-31');
    expect(oneYearLater('2028-02-29')).toBe('2029-02-28');
  });
});
