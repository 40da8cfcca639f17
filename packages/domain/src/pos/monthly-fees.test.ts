import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  isLateMonth,
  LATE_FEE_SURCHARGE,
  type MonthlyFeeSale,
  type MonthlyFeeStudent,
  monthlyFeeTitle,
  priceMonthlyFees,
  referralPercent,
  scholarshipPercent,
} from './monthly-fees.ts';
import type { Priced } from './priced.ts';

const student: MonthlyFeeStudent = {
  start_payments_date: '2026-03-15',
  last_covered_month: '2026-10-01',
  is_scholarshiped: false,
  scholarship_percentage: null,
  active_recommended_count: 0,
};

const sale = (over: Partial<MonthlyFeeSale> = {}, s: Partial<MonthlyFeeStudent> = {}): Priced =>
  priceMonthlyFees({
    student: { ...student, ...s },
    monthsAdded: 1,
    monthlyFee: '650.00',
    referralPercent: '25',
    maxScholarshipPercent: '50',
    today: '2026-11-05',
    ...over,
  });

const line = (p: Priced) => {
  if (!p.ok) throw new Error(p.message);
  return p.line;
};

describe('priceMonthlyFees', () => {
  it('sells one month from the first uncovered one', () => {
    expect(sale()).toEqual({
      ok: true,
      warnings: [],
      line: {
        payment_concept_id: 5,
        title: 'MENSUALIDAD NOVIEMBRE 2026',
        quantity: 1,
        price: '650.00',
        discount: '0.00',
        surcharge: '0.00',
        amount: '650.00',
        covers_from: '2026-11-01',
        covers_to: '2026-11-01',
        insurance_end: null,
      },
    });
  });

  it('sells several months across the year with a title from and to', () => {
    const l = line(sale({ monthsAdded: 3 }));
    expect(l.title).toBe('MENSUALIDADES NOVIEMBRE 2026 A ENERO 2027');
    expect([l.quantity, l.price, l.amount, l.covers_from, l.covers_to]).toEqual([
      3,
      '650.00',
      '1950.00',
      '2026-11-01',
      '2027-01-01',
    ]);
  });

  it('starts with the month of start_payments_date when nothing was paid', () => {
    const l = line(sale({}, { last_covered_month: null, start_payments_date: '2026-11-20' }));
    expect(l.covers_from).toBe('2026-11-01');
  });

  it('refuses a student without start_payments_date', () => {
    expect(sale({}, { start_payments_date: null, last_covered_month: null })).toEqual({
      ok: false,
      field: 'user_id',
      message: MSG.saleNoStartPayments,
    });
  });

  it('refuses 0 or more than 24 months, and a doyang without a monthly fee', () => {
    expect(sale({ monthsAdded: 0 })).toMatchObject({ ok: false, field: 'monthsAdded' });
    expect(sale({ monthsAdded: 25 })).toMatchObject({ ok: false, field: 'monthsAdded' });
    expect(line(sale({ monthsAdded: 24 })).covers_to).toBe('2028-10-01');
    expect(sale({ monthlyFee: null })).toEqual({ ok: false, field: 'price', message: MSG.saleNoMonthlyFee });
  });

  it('adds the $100 surcharge once when today is more than 10 days after the first uncovered month', () => {
    expect(line(sale({ today: '2026-11-11' })).surcharge).toBe('0.00'); // exactly 10 days after
    const late = line(sale({ today: '2026-11-12', monthsAdded: 2 })); // 11 days after
    expect([late.surcharge, late.amount]).toEqual(['100.00', '1400.00']);
    expect(LATE_FEE_SURCHARGE).toBe(10000);
    // months behind still pay one surcharge per line
    expect(line(sale({ today: '2027-02-20', monthsAdded: 4 })).surcharge).toBe('100.00');
  });

  it('isLateMonth is the debtor moment (more than 10 days)', () => {
    expect(isLateMonth('2026-11-01', '2026-11-11')).toBe(false);
    expect(isLateMonth('2026-11-01', '2026-11-12')).toBe(true);
    expect(isLateMonth('2026-12-01', '2026-11-30')).toBe(false);
  });

  it('takes the scholarship only when asked and the student has one, capped by configuration 30', () => {
    const scholar = { is_scholarshiped: true, scholarship_percentage: 60 };
    expect(line(sale({ scolarshipped: true }, scholar)).discount).toBe('325.00'); // 50 %, not 60 %
    expect(line(sale({ scolarshipped: true, maxScholarshipPercent: '70' }, scholar)).discount).toBe('390.00');
    expect(line(sale({ scolarshipped: false }, scholar)).discount).toBe('0.00');
    const none = sale({ scolarshipped: true }, { is_scholarshiped: false, scholarship_percentage: 60 });
    expect(none).toMatchObject({ ok: true, warnings: [MSG.saleNoScholarship], line: { discount: '0.00' } });
    // a cap of 0 % gives no discount, but the student does have a scholarship: no warning
    expect(sale({ scolarshipped: true, maxScholarshipPercent: '0' }, scholar)).toMatchObject({
      warnings: [],
      line: { discount: '0.00' },
    });
  });

  it('scholarshipPercent: own percent, the cap, 100 without configuration', () => {
    expect(scholarshipPercent({ is_scholarshiped: true, scholarship_percentage: 30 }, true, '50')).toBe(30);
    expect(scholarshipPercent({ is_scholarshiped: true, scholarship_percentage: 80 }, true, 50)).toBe(50);
    expect(scholarshipPercent({ is_scholarshiped: true, scholarship_percentage: 80 }, true, null)).toBe(80);
    expect(scholarshipPercent({ is_scholarshiped: true, scholarship_percentage: 80 }, false, null)).toBe(0);
    expect(scholarshipPercent({ is_scholarshiped: true, scholarship_percentage: null }, true, 50)).toBe(0);
  });

  it('takes the referral discount per active recommended student, at most 100 %, on every month of the line', () => {
    expect(referralPercent(1, true, '25')).toBe(25);
    expect(referralPercent(3, true, '25')).toBe(75);
    expect(referralPercent(5, true, '25')).toBe(100);
    expect(referralPercent(2, true, null)).toBe(50); // the spec's 25 % when configuration 5 is unset
    expect(referralPercent(2, false, '25')).toBe(0);
    const two = line(sale({ use_recommended: true, monthsAdded: 2 }, { active_recommended_count: 2 }));
    expect([two.discount, two.amount]).toEqual(['650.00', '650.00']);
    const five = line(sale({ use_recommended: true }, { active_recommended_count: 5 }));
    expect([five.discount, five.amount]).toEqual(['650.00', '0.00']);
    expect(sale({ use_recommended: true })).toMatchObject({ warnings: [MSG.saleNoRecommended] });
  });

  it('adds scholarship and referral, at most 100 % together', () => {
    const both = sale(
      { use_recommended: true, scolarshipped: true },
      { is_scholarshiped: true, scholarship_percentage: 50, active_recommended_count: 1 },
    );
    expect(line(both).discount).toBe('487.50'); // 75 %
    const over = sale(
      { use_recommended: true, scolarshipped: true },
      { is_scholarshiped: true, scholarship_percentage: 50, active_recommended_count: 3 },
    );
    expect(line(over).amount).toBe('0.00');
  });

  it('rounds each month discount half up, then multiplies', () => {
    const l = line(sale({ monthlyFee: '333.33', use_recommended: true, monthsAdded: 3 }, { active_recommended_count: 1 }));
    expect([l.discount, l.amount]).toEqual(['249.99', '750.00']); // 83.3325 → 83.33 a month
  });

  it('charges no surcharge when the discounts leave nothing to pay', () => {
    const free = sale({ use_recommended: true, today: '2026-11-30' }, { active_recommended_count: 4 });
    expect(line(free)).toMatchObject({ surcharge: '0.00', amount: '0.00' });
    const half = sale({ use_recommended: true, today: '2026-11-30' }, { active_recommended_count: 2 });
    expect(line(half)).toMatchObject({ discount: '325.00', surcharge: '100.00', amount: '425.00' });
  });
});

describe('monthlyFeeTitle', () => {
  it('names one month or a range', () => {
    expect(monthlyFeeTitle('2026-11-01', '2026-11-01')).toBe('MENSUALIDAD NOVIEMBRE 2026');
    expect(monthlyFeeTitle('2026-11-01', '2027-01-01')).toBe('MENSUALIDADES NOVIEMBRE 2026 A ENERO 2027');
  });
});
