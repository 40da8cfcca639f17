import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromDayjs, INVALID_DATE, toDayjs } from './date-value.ts';

describe('toDayjs', () => {
  it('reads the API day, and the day of a longer ISO text', () => {
    expect(toDayjs('2026-11-01')?.format('DD/MM/YYYY')).toBe('01/11/2026');
    expect(toDayjs('2016-03-10T06:00:00.000Z')?.format('YYYY-MM-DD')).toBe('2016-03-10');
  });

  it('gives null for an empty value', () => {
    expect(toDayjs(null)).toBeNull();
    expect(toDayjs(undefined)).toBeNull();
    expect(toDayjs('')).toBeNull();
  });

  it('gives an invalid date for what is no day, so the picker keeps what is being typed', () => {
    for (const value of [INVALID_DATE, '2026-02-30', '2026-13-01', '10/03/2016', 'abc', 20260310]) {
      const day = toDayjs(value);
      expect(day).not.toBeNull();
      expect(day?.isValid()).toBe(false);
    }
  });
});

describe('fromDayjs', () => {
  it('writes the API day', () => {
    expect(fromDayjs(dayjs('2026-12-05'))).toBe('2026-12-05');
    expect(fromDayjs(toDayjs('2024-02-29'))).toBe('2024-02-29');
  });

  it('writes the first day of a month field', () => {
    expect(fromDayjs(dayjs('2026-12-05'), 'month')).toBe('2026-12-01');
  });

  it('keeps empty as null', () => {
    expect(fromDayjs(null)).toBeNull();
    expect(fromDayjs(null, 'month')).toBeNull();
  });

  it('marks a date that is no day, or a year outside the calendar, as invalid', () => {
    expect(fromDayjs(dayjs(Number.NaN))).toBe(INVALID_DATE);
    expect(fromDayjs(dayjs('2026-03-10').year(201))).toBe(INVALID_DATE);
    expect(fromDayjs(dayjs('2100-01-01'))).toBe(INVALID_DATE);
    expect(fromDayjs(dayjs('1900-01-01'))).toBe('1900-01-01');
  });

  it('round-trips with toDayjs', () => {
    for (const day of ['1995-03-10', '2026-01-31', '2099-12-31']) expect(fromDayjs(toDayjs(day))).toBe(day);
  });
});
