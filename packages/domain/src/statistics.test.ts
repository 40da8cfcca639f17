import { describe, expect, it } from 'vitest';
import {
  averageFee,
  breakEvenPoint,
  byMonth,
  CHART_COLORS,
  chartColor,
  disenrollmentsCurve,
  expensesMidpoint,
  fixedIncome,
  lastMonths,
  monthsBetween,
  studentMonthlyFee,
} from './statistics.ts';

describe('statistics months', () => {
  it('the last twelve months end with today’s, across a year', () => {
    const months = lastMonths('2026-02-14');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });
  it('a bimester’s months, both ends included; a window of one month; never past 36', () => {
    expect(monthsBetween('2026-11-15', '2027-01-10')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(lastMonths('2026-11-22', 1)).toEqual(['2026-11']);
    expect(lastMonths('2026-11-22', 500)).toHaveLength(36);
    expect(monthsBetween('2026-12-01', '2026-11-01')).toEqual([]);
  });
  it('every month of the window is a key, zero where nothing happened', () => {
    expect(byMonth(['2026-10', '2026-11'], new Map([['2026-11', 3]]), 0)).toEqual({ '2026-10': 0, '2026-11': 3 });
  });
});

describe('the Bajas curve (spec 03 §9: inscriptions ÷ 10 rounded down)', () => {
  it('rounds down', () => {
    expect([0, 9, 10, 19, 20, 105].map(disenrollmentsCurve)).toEqual([0, 0, 1, 1, 2, 10]);
  });
});

describe('fixed income', () => {
  it('a scholarship lowers the fee, capped by configuration 30', () => {
    const student = { is_scholarshiped: true, scholarship_percentage: 50 };
    expect(studentMonthlyFee(650_00, student, 30)).toBe(455_00);
    expect(studentMonthlyFee(650_00, student, 100)).toBe(325_00);
    expect(studentMonthlyFee(650_00, { is_scholarshiped: false, scholarship_percentage: 50 }, 100)).toBe(650_00);
  });
  it('adds up the students by group; a full scholarship or no fee is not a paying student', () => {
    const income = fixedIncome(
      [
        { fee: 600_00, is_scholarshiped: false, scholarship_percentage: null, students: 3 },
        { fee: 600_00, is_scholarshiped: true, scholarship_percentage: 25, students: 2 },
        { fee: 600_00, is_scholarshiped: true, scholarship_percentage: 100, students: 4 },
        { fee: 0, is_scholarshiped: false, scholarship_percentage: null, students: 5 },
      ],
      100,
    );
    expect(income).toEqual({ fixed_income: 3 * 600_00 + 2 * 450_00, paying_students: 5 });
    expect(averageFee(income)).toBe(540_00);
  });
});

describe('expenses midpoint and break-even point', () => {
  it('the midpoint is the average over every month of the window, zero months included', () => {
    expect(expensesMidpoint([1000_00, 0, 500_00])).toBe(500_00);
    expect(expensesMidpoint([1, 0])).toBe(1);
    expect(expensesMidpoint([])).toBe(0);
  });
  it('students needed at the average fee, rounded up', () => {
    const income = { fixed_income: 5 * 600_00, paying_students: 5 };
    expect(breakEvenPoint(3000_00, income)).toBe(5);
    expect(breakEvenPoint(3000_01, income)).toBe(6);
    expect(breakEvenPoint(1, income)).toBe(1);
  });
  it('no expenses: nobody needed; no fee coming in: no break-even point', () => {
    expect(breakEvenPoint(0, { fixed_income: 0, paying_students: 0 })).toBe(0);
    expect(breakEvenPoint(1000_00, { fixed_income: 0, paying_students: 0 })).toBeNull();
  });
  it('an exact division stays exact (no float rounding up)', () => {
    // 0.1 + 0.2 style: 3 students at 333.33 each cover 999.99 exactly.
    expect(breakEvenPoint(999_99, { fixed_income: 999_99, paying_students: 3 })).toBe(3);
  });
});

describe('chart colours (spec 03 §9: ten, cycling)', () => {
  it('ten distinct colours, the eleventh is the first again', () => {
    expect(new Set(CHART_COLORS).size).toBe(10);
    expect(chartColor(10)).toBe(chartColor(0));
    expect(chartColor(13)).toBe(CHART_COLORS[3]);
  });
});
