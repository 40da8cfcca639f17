import { describe, expect, it } from 'vitest';
import { figuresAt, formatPercent, pesos } from './tier-figures.ts';

describe('what the scheme form shows beside a tier', () => {
  const tier = { min_inscriptions: 10, max_inscriptions: 24, percentage: '12.50' };

  it('figures a typed price as the domain does, shown in pesos', () => {
    const f = figuresAt('850', tier);
    expect(f && [f.utility, f.min, f.max, f.annual].map(pesos)).toEqual(['$106.25', '$1,062.50', '$2,550.00', '$15,300.00']);
    expect(figuresAt('$1,000.00', tier)?.utility).toBe(12500);
  });

  it('shows nothing while the price is blank, not an amount, or negative', () => {
    expect(figuresAt('', tier)).toBeNull();
    expect(figuresAt('abc', tier)).toBeNull();
    expect(figuresAt('-5', tier)).toBeNull();
  });

  it('writes percentages as people read them', () => {
    expect(formatPercent('12.50')).toBe('12.5 %');
    expect(formatPercent('10.00')).toBe('10 %');
    expect(formatPercent(null)).toBe('');
  });
});
