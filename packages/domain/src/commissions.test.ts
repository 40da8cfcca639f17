import { describe, expect, it } from 'vitest';
import { chooseTier, commissionOf, overlappingTier, type Tier, tierFigures, tierRuleErrors } from './commissions.ts';
import { MSG } from './messages.ts';
import { toCents } from './money.ts';

const tier = (min: number, max: number, percentage: string, is_seminar = false): Tier => ({
  min_inscriptions: min,
  max_inscriptions: max,
  percentage,
  is_seminar,
});

describe('what a tier pays at a reference price (spec 01 §9)', () => {
  it('utility = price × %, min/max = price × bound × %, annual = max × 6, in cents', () => {
    // $850.00 at 12.5 %: 106.25 an inscription; 10 inscriptions 1,062.50; 24 inscriptions 2,550.00; a year 15,300.00.
    expect(tierFigures(toCents('850.00'), tier(10, 24, '12.50'))).toEqual({
      utility: 10625,
      min: 106250,
      max: 255000,
      annual: 1530000,
    });
  });

  it('rounds each product once, half up to the cent, never through a float', () => {
    // $333.33 at 7.5 % is 24.99975 → 25.00; three of them 74.99925 → 75.00.
    const f = tierFigures(toCents('333.33'), tier(1, 3, '7.5'));
    expect(f.utility).toBe(2500);
    expect(f.max).toBe(7500);
    // $0.05 at 10 %: half a cent rounds up.
    expect(tierFigures(5, tier(1, 1, '10')).utility).toBe(1);
    // $19.99 × 7 at 33.33 % = 46.6386… → 46.64: the product of the bound, not utility × 7 (6.66 × 7 = 46.62).
    expect(tierFigures(toCents('19.99'), tier(0, 7, '33.33')).max).toBe(4664);
  });

  it('is zero at a zero price, a zero percentage or a zero lower bound', () => {
    expect(tierFigures(0, tier(1, 9, '50'))).toEqual({ utility: 0, min: 0, max: 0, annual: 0 });
    expect(tierFigures(10000, tier(0, 9, '0'))).toEqual({ utility: 0, min: 0, max: 0, annual: 0 });
    expect(tierFigures(10000, tier(0, 9, '10')).min).toBe(0);
  });
});

describe('which tier a doyang falls in', () => {
  const list = [tier(0, 9, '5'), tier(10, 24, '8'), tier(25, 999, '12'), tier(0, 999, '20', true)];

  it('takes the range holding the count, bounds included', () => {
    expect(chooseTier(list, 0)?.percentage).toBe('5');
    expect(chooseTier(list, 9)?.percentage).toBe('5');
    expect(chooseTier(list, 10)?.percentage).toBe('8');
    expect(chooseTier(list, 24)?.percentage).toBe('8');
    expect(chooseTier(list, 25)?.percentage).toBe('12');
  });

  it('keeps seminars and other events apart, and finds none past the last range or in a gap', () => {
    expect(chooseTier(list, 3, true)?.percentage).toBe('20');
    expect(chooseTier(list, 1000)).toBeUndefined();
    expect(chooseTier([tier(1, 5, '5'), tier(10, 20, '8')], 7)).toBeUndefined();
    expect(chooseTier([], 3)).toBeUndefined();
  });

  it('pays the tier percentage of what was sold', () => {
    // 12 inscriptions sold for $10,200.00 in the 8 % tier: $816.00.
    expect(commissionOf(list, { count: 12, sold: toCents('10200.00') })).toEqual({ tier: list[1], amount: 81600 });
    expect(commissionOf(list, { count: 2000, sold: 100 })).toBeNull();
  });
});

describe('a new tier against its list', () => {
  const list = [tier(0, 9, '5'), tier(10, 24, '8')];

  it('refuses a range upside down', () => {
    expect(tierRuleErrors(list, tier(30, 20, '5'))).toEqual({ max_inscriptions: [MSG.tierRange] });
  });

  it('refuses a range sharing a count with another tier of the same list, and names it', () => {
    expect(tierRuleErrors(list, tier(24, 40, '9'))).toEqual({
      min_inscriptions: ['El rango se cruza con otro nivel de esta lista (10 a 24 inscripciones).'],
    });
    expect(overlappingTier(list, tier(5, 5, '1'))).toBe(list[0]);
    expect(overlappingTier(list, tier(0, 100, '1'))).toBe(list[0]);
  });

  it('accepts a range that only touches, and one of the other list (seminars)', () => {
    expect(tierRuleErrors(list, tier(25, 40, '9'))).toEqual({});
    expect(tierRuleErrors(list, tier(0, 9, '9', true))).toEqual({});
    expect(tierRuleErrors([], tier(3, 3, '9'))).toEqual({});
  });
});
