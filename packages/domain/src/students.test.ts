import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  addDays,
  addMonths,
  firstUncoveredMonth,
  isAdult,
  isDebtor,
  monthStart,
  type StudentRuleInput,
  studentRuleErrors,
} from './students.ts';

const TODAY = '2026-11-22';

describe('dates of billing', () => {
  it('moves by months from the first day and by days across month ends', () => {
    expect(monthStart('2026-02-17')).toBe('2026-02-01');
    expect(addMonths('2026-11-15', 1)).toBe('2026-12-01');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', -10)).toBe('2026-11-12');
  });
});

describe('isAdult', () => {
  it('is 18 or older on the day, unknown without a birth date', () => {
    expect(isAdult('2008-11-22', TODAY)).toBe(true);
    expect(isAdult('2008-11-23', TODAY)).toBe(false);
    expect(isAdult(null, TODAY)).toBeNull();
  });
});

describe('debtors', () => {
  const paid = { active: true, start_payments_date: '2025-01-01', last_covered_month: '2026-11-01' };
  it('the first uncovered month follows the last paid one, or is the first billing month', () => {
    expect(firstUncoveredMonth('2026-10-01', '2020-01-01')).toBe('2026-11-01');
    expect(firstUncoveredMonth(null, '2026-11-15')).toBe('2026-11-01');
    expect(firstUncoveredMonth(null, null)).toBeNull();
  });
  it('owes once the first uncovered month is more than 10 days old', () => {
    expect(isDebtor(paid, TODAY)).toBe(false);
    expect(isDebtor({ ...paid, last_covered_month: '2026-10-01' }, TODAY)).toBe(true);
    // November's fee is late only after the 11th.
    expect(isDebtor({ ...paid, last_covered_month: '2026-10-01' }, '2026-11-11')).toBe(false);
    expect(isDebtor({ ...paid, last_covered_month: '2026-10-01' }, '2026-11-12')).toBe(true);
    expect(isDebtor({ ...paid, last_covered_month: null, start_payments_date: '2026-11-01' }, TODAY)).toBe(true);
    expect(isDebtor({ ...paid, last_covered_month: null, start_payments_date: '2026-12-01' }, TODAY)).toBe(false);
  });
  it('never for inactive students, prospects, full scholarships or students not billed yet', () => {
    const behind = { ...paid, last_covered_month: '2026-01-01' };
    expect(isDebtor({ ...behind, active: false }, TODAY)).toBe(false);
    expect(isDebtor({ ...behind, is_prospect: true }, TODAY)).toBe(false);
    expect(isDebtor({ ...behind, scholarship_percentage: 100 }, TODAY)).toBe(false);
    expect(isDebtor({ ...behind, scholarship_percentage: '50' }, TODAY)).toBe(true);
    expect(isDebtor({ ...behind, start_payments_date: null }, TODAY)).toBe(false);
  });
});

describe('studentRuleErrors (spec 02 §5 Student create)', () => {
  const minor: StudentRuleInput = {
    doyang_id: 1,
    doyang_group_id: 4,
    start_payments_date: '2026-11-01',
    birth_date: '2015-05-05',
    enrollment_date: '2026-11-20',
    degree_id: 1,
    sex: 2,
    job: 'ESTUDIANTE',
    address: 'CALLE 1',
    mother_name: 'ANA',
    mother_cellphone: '5512345678',
  };
  const adult: StudentRuleInput = { ...minor, birth_date: '1990-01-01', mother_name: null, cellphone: '5511112222' };

  it('accepts a complete minor and a complete adult', () => {
    expect(studentRuleErrors(minor, TODAY)).toEqual({});
    expect(studentRuleErrors(adult, TODAY)).toEqual({});
    expect(studentRuleErrors({ ...minor, mother_name: null, father_name: 'LUIS', father_cellphone: '55' }, TODAY)).toEqual({});
  });
  it('answers each rule with its own text', () => {
    expect(studentRuleErrors({ ...minor, doyang_group_id: null }, TODAY)).toEqual({ doyang_group_id: MSG.studentGroupRequired });
    expect(studentRuleErrors({ ...minor, doyang_group_id: null, is_prospect: true }, TODAY)).toEqual({});
    expect(studentRuleErrors({ ...minor, start_payments_date: null }, TODAY)).toEqual({
      start_payments_date: MSG.firstBillingMonthRequired,
    });
    expect(studentRuleErrors({ ...minor, enrollment_date: '' }, TODAY)).toEqual({ enrollment_date: MSG.enrollmentDateRequired });
    expect(studentRuleErrors({ ...minor, degree_id: null }, TODAY)).toEqual({ degree_id: MSG.degreeRequired });
    expect(studentRuleErrors({ ...minor, sex: 0 }, TODAY)).toEqual({ sex: MSG.sexRequired });
    expect(studentRuleErrors({ ...minor, job: 'X' }, TODAY)).toEqual({ job: MSG.jobRequired });
    expect(studentRuleErrors({ ...minor, address: ' ' }, TODAY)).toEqual({ address: MSG.addressRequired });
    expect(studentRuleErrors({ ...minor, doyang_id: null }, TODAY)).toEqual({ doyang_id: MSG.required });
    expect(studentRuleErrors({ ...adult, cellphone: null }, TODAY)).toEqual({ cellphone: MSG.adultNeedsCellphone });
  });
  it('a minor needs the name and phone of the same parent', () => {
    const errors = studentRuleErrors({ ...minor, mother_cellphone: null, father_cellphone: '5599998888' }, TODAY);
    expect(errors).toEqual({ father_name: MSG.minorNeedsParent, mother_name: MSG.minorNeedsParent });
  });
  it('without a birth date only the birth-date text appears (age rules need it)', () => {
    expect(studentRuleErrors({ ...minor, birth_date: null, mother_name: null }, TODAY)).toEqual({ birth_date: MSG.required });
  });
  it('with touched fields, only the rules reading them run', () => {
    const old = { ...minor, start_payments_date: null, mother_name: null };
    expect(studentRuleErrors(old, TODAY, new Set(['active']))).toEqual({});
    expect(studentRuleErrors(old, TODAY, new Set(['mother_cellphone']))).toHaveProperty('mother_name', MSG.minorNeedsParent);
    expect(studentRuleErrors(old, TODAY, new Set(['start_payments_date']))).toEqual({
      start_payments_date: MSG.firstBillingMonthRequired,
    });
  });
});
