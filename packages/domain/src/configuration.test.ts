import { describe, expect, it } from 'vitest';
import { CONFIGURATION_RULES, configurationPeriodError, normalizeConfigurationValue, typedNumber } from './configuration.ts';
import { MSG } from './messages.ts';

const value = (id: number, raw: unknown) => normalizeConfigurationValue(id, raw);

describe('configuration values', () => {
  it('have a rule for every id of spec 01 §3 (1 to 41)', () => {
    expect(Object.keys(CONFIGURATION_RULES).map(Number)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
  });

  it('store integers as digits within their range, with the range in the refusal', () => {
    expect(value(5, 30)).toEqual({ ok: true, value: '30' });
    expect(value(5, ' 0 ')).toEqual({ ok: true, value: '0' });
    expect(value(5, '101')).toEqual({ ok: false, error: 'Escribe un número entero entre 0 y 100.' });
    expect(value(4, '0')).toEqual({ ok: false, error: 'Escribe un número entero entre 1 y 100.' });
    expect(value(12, '2.5')).toMatchObject({ ok: false });
    expect(value(12, 'seis')).toMatchObject({ ok: false });
    expect(value(12, '')).toEqual({ ok: false, error: MSG.required });
  });

  it('store money with two decimals and minutes as decimals', () => {
    expect(value(7, '420')).toEqual({ ok: true, value: '420.00' });
    expect(value(7, '$1,250.5')).toEqual({ ok: true, value: '1250.50' });
    expect(value(7, '12.345')).toEqual({ ok: false, error: MSG.moneyInvalid });
    expect(value(7, '-1')).toEqual({ ok: false, error: MSG.moneyInvalid });
    expect(value(35, '1.5')).toEqual({ ok: true, value: '1.5' });
    expect(value(35, '0')).toEqual({ ok: false, error: 'Escribe un número entre 0.5 y 60.' });
  });

  it('store flags as 1/0 and dates as YYYY-MM-DD; the review window may be cleared, the bimester may not', () => {
    expect(value(41, true)).toEqual({ ok: true, value: '1' });
    expect(value(41, '0')).toEqual({ ok: true, value: '0' });
    expect(value(41, 'quizá')).toEqual({ ok: false, error: MSG.flagInvalid });
    expect(value(13, '2027-12-31T06:00:00.000Z')).toEqual({ ok: true, value: '2027-12-31' });
    expect(value(13, '2027-02-30')).toEqual({ ok: false, error: MSG.invalidDate });
    expect(value(13, '31/12/2027')).toEqual({ ok: false, error: MSG.invalidDate });
    expect(value(24, null)).toEqual({ ok: true, value: null });
    expect(value(1, null)).toEqual({ ok: false, error: MSG.required });
  });

  it('refuse the reserved ids and unknown ids', () => {
    expect(value(9, '1')).toEqual({ ok: false, error: MSG.configurationReserved });
    expect(value(42, '1')).toMatchObject({ ok: false });
  });

  it('keep the bimester and the review window in order', () => {
    const stored = { 1: '2026-11-01', 2: '2026-12-31', 24: '2026-12-01', 25: null };
    expect(configurationPeriodError(1, '2027-01-01', stored)).toBe(MSG.endBeforeStart);
    expect(configurationPeriodError(2, '2026-10-31', stored)).toBe(MSG.endBeforeStart);
    expect(configurationPeriodError(2, '2026-11-01', stored)).toBeNull();
    expect(configurationPeriodError(24, '2027-03-01', stored)).toBeNull(); // no end: the window stays closed
    expect(configurationPeriodError(25, '2026-11-30', stored)).toBe(MSG.endBeforeStart);
    expect(configurationPeriodError(5, '10', stored)).toBeNull();
  });
});

describe('typedNumber', () => {
  it('keeps digits for whole numbers, and one point for decimals and money', () => {
    expect(typedNumber('integer', '12a3')).toBe('123');
    expect(typedNumber('integer', 'abc')).toBe('');
    expect(typedNumber('money', '1,250.5x')).toBe('1250.5');
    expect(typedNumber('money', '12.3.4')).toBe('12.34');
    expect(typedNumber('decimal', '2.5 min')).toBe('2.5');
    expect(typedNumber('date', '2026-01-01')).toBe('2026-01-01');
  });
});
