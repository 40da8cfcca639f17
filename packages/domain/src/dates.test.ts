import { describe, expect, it } from 'vitest';
import { ageInYears, formatDayMon, formatDayMonYear, formatMonYear, parseYmd, todayYmd } from './dates.ts';

describe('formatDayMonYear', () => {
  it('writes DD/MON/YYYY with uppercase Spanish abbreviations', () => {
    expect(formatDayMonYear('2019-03-05')).toBe('05/MAR/2019');
    expect(formatDayMonYear('2020-01-31')).toBe('31/ENE/2020');
    expect(formatDayMonYear('2021-08-10')).toBe('10/AGO/2021');
    expect(formatDayMonYear('2021-12-01T00:00:00Z')).toBe('01/DIC/2021');
  });
  it('gives an empty string for no date', () => {
    expect(formatDayMonYear(null)).toBe('');
    expect(formatDayMonYear('nope')).toBe('');
  });
});

describe('ageInYears', () => {
  it('counts whole years, not yet the year whose anniversary has not come', () => {
    expect(ageInYears('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageInYears('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageInYears('2008-12-01', '2026-11-22')).toBe(17);
    expect(ageInYears(null, '2026-11-22')).toBeNull();
  });
});

describe('todayYmd', () => {
  it('uses the Mexico City calendar day', () => {
    expect(todayYmd(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21');
    expect(todayYmd(new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22');
  });
});

describe('formatMonYear and formatDayMon', () => {
  it('write the month in Spanish capitals, and nothing for no date', () => {
    expect(formatMonYear('2019-03-01')).toBe('MAR/2019');
    expect(formatDayMon('2012-12-07')).toBe('07/DIC');
    expect(formatMonYear(null)).toBe('');
    expect(formatDayMon('no')).toBe('');
  });
});

describe('parseYmd', () => {
  it('reads YYYY-MM-DD at the start of a text, and nothing else', () => {
    expect(parseYmd('2026-11-27')).toEqual({ y: 2026, m: 11, d: 27 });
    expect(parseYmd('2026-11-27T10:00:00Z')).toEqual({ y: 2026, m: 11, d: 27 });
    expect(parseYmd('0999-01-09 x')).toEqual({ y: 999, m: 1, d: 9 });
    for (const bad of ['', '2026-11-2', '2026/11/27', '2026-1a-27', ' 2026-11-27', '20261-1-27', null, undefined]) {
      expect(parseYmd(bad), String(bad)).toBeNull();
    }
  });
});
