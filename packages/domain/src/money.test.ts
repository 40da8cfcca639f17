import { describe, expect, it } from 'vitest';
import { centsOrNull, fromCents, installmentCents, MoneyError, percentOf, sumCents, toCents } from './money.ts';

describe('toCents', () => {
  it('reads texts, numbers and shown amounts', () => {
    expect(toCents('650.00')).toBe(65000);
    expect(toCents(650)).toBe(65000);
    expect(toCents('$1,250.5')).toBe(125050);
    expect(toCents(' 1,000 MXN')).toBe(100000);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-650.00')).toBe(-65000);
    expect(toCents('-0')).toBe(0);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds a third decimal half up on the written digits, never through a float', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('2.999')).toBe(300);
  });

  it('throws on nonsense', () => {
    for (const bad of ['', 'abc', '1.2.3', '12abc', '-', '.', '1e3', '--1', Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => toCents(bad)).toThrow(MoneyError);
    }
    expect(() => toCents('99999999999999999')).toThrow(MoneyError);
  });

  it('centsOrNull is null for blanks and nonsense', () => {
    expect(centsOrNull(null)).toBeNull();
    expect(centsOrNull(undefined)).toBeNull();
    expect(centsOrNull('  ')).toBeNull();
    expect(centsOrNull('x')).toBeNull();
    expect(centsOrNull('0')).toBe(0);
  });
});

describe('fromCents', () => {
  it('writes two decimals, negatives with a sign', () => {
    expect(fromCents(65000)).toBe('650.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-65000)).toBe('-650.00');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(toCents('123456789.99'))).toBe('123456789.99');
  });

  it('refuses what is not whole cents', () => {
    expect(() => fromCents(1.5)).toThrow(MoneyError);
    expect(() => fromCents(Number.NaN)).toThrow(MoneyError);
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent', () => {
    expect(percentOf(65000, 25)).toBe(16250);
    expect(percentOf(1, 50)).toBe(1); // 0.5 cent → 1
    expect(percentOf(3, 50)).toBe(2); // 1.5 → 2
    expect(percentOf(33333, 15)).toBe(5000); // 4999.95 → 5000
    expect(percentOf(33331, 15)).toBe(5000); // 4999.65 → 5000
    expect(percentOf(33329, 15)).toBe(4999); // 4999.35 → 4999
    expect(percentOf(10000, '12.5')).toBe(1250);
    expect(percentOf(99999, 33.33)).toBe(33330); // 33329.6667 → 33330
    expect(percentOf(-3, 50)).toBe(-2);
    expect(percentOf(65000, 0)).toBe(0);
    expect(percentOf(65000, 100)).toBe(65000);
  });

  it('stays exact on large amounts', () => {
    expect(percentOf(999_999_999_999, 99.99)).toBe(999_899_999_999); // 999 899 999 999.0001
  });
});

describe('sumCents', () => {
  it('adds shown amounts exactly', () => {
    expect(sumCents(['0.10', '0.20', '$1,000.05', 5])).toBe(100535);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents(['1', 'x'])).toThrow(MoneyError);
  });
});

describe('installmentCents', () => {
  it('gives the remainder to the last installment', () => {
    const parts = [0, 1, 2].map((i) => installmentCents(100000, 3, i));
    expect(parts.map(fromCents)).toEqual(['333.33', '333.33', '333.34']);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100000);
    expect(installmentCents(2, 3, 0)).toBe(0);
    expect(installmentCents(2, 3, 2)).toBe(2);
    expect(installmentCents(500, 1, 0)).toBe(500);
  });

  it('refuses an installment that does not exist', () => {
    expect(() => installmentCents(100, 3, 3)).toThrow(RangeError);
    expect(() => installmentCents(100, 0, 0)).toThrow(RangeError);
  });
});
