import { describe, expect, it } from 'vitest';
import { cashDifference } from './CashClosingIndex.tsx';

describe('the cash counted against the cash expected', () => {
  it('is signed to the cent: short is negative, over is positive, nothing typed is nothing', () => {
    expect(cashDifference('340', '350.00')).toBe('-10.00');
    expect(cashDifference('350.10', '350.00')).toBe('0.10');
    expect(cashDifference('0.3', '0.1')).toBe('0.20');
    expect(cashDifference(null, '350.00')).toBeNull();
  });
});
