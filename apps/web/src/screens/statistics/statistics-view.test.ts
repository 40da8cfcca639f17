import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { monthLabel, seriesOf, showsMonthlyFees } from './statistics-view.ts';

describe('statistics view', () => {
  it('writes months as the product does', () => {
    expect(monthLabel('2026-11')).toBe('NOV 2026');
    expect(monthLabel('2027-01')).toBe('ENE 2027');
  });
  it('reads a series in the window’s order, a missing month as zero', () => {
    expect(seriesOf(['2026-10', '2026-11'], { '2026-11': '450.50' })).toEqual([0, 450.5]);
  });
  it('hides Mensualidades from the general direction (its role or its doyang)', () => {
    expect(showsMonthlyFees(false, 4, GENERAL_DIRECTION_DOYANG_ID)).toBe(true);
    expect(showsMonthlyFees(true, 4, GENERAL_DIRECTION_DOYANG_ID)).toBe(false);
    expect(showsMonthlyFees(false, GENERAL_DIRECTION_DOYANG_ID, GENERAL_DIRECTION_DOYANG_ID)).toBe(false);
  });
});
