import { describe, expect, it } from 'vitest';
import { formatAmount, formatMXN, parseAmount } from './money.ts';

describe('money', () => {
  it('shows pesos the es-MX way', () => {
    expect(formatMXN('1234.5')).toBe('$1,234.50');
    expect(formatMXN(null)).toBe('');
    expect(formatAmount('600.00')).toBe('600.00');
    expect(formatAmount('')).toBe('');
  });

  it('keeps digits and one point with two decimals at most', () => {
    expect(parseAmount('$1,234.567')).toBe('1234.56');
    expect(parseAmount('.5')).toBe('0.5');
    expect(parseAmount('12.3.4')).toBe('12.34');
    expect(parseAmount('abc')).toBeNull();
  });
});
