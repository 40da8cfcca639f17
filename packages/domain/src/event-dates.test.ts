import { describe, expect, it } from 'vitest';
import { eventHasPassed, isThisYear, spanningDays } from './event-dates.ts';

describe('an event has passed', () => {
  it('from its own day on', () => {
    expect(eventHasPassed('2026-05-10', '2026-05-09')).toBe(false);
    expect(eventHasPassed('2026-05-10', '2026-05-10')).toBe(true);
    expect(eventHasPassed('2026-05-10', '2026-05-11')).toBe(true);
    expect(eventHasPassed('2025-12-31', '2026-01-01')).toBe(true);
  });
  it('reads a timestamp as its day and never passes without a date', () => {
    expect(eventHasPassed('2026-05-10T23:00:00Z', '2026-05-10')).toBe(true);
    expect(eventHasPassed(null, '2026-05-10')).toBe(false);
    expect(eventHasPassed('', '2026-05-10')).toBe(false);
  });
});

describe('days an event spans', () => {
  it('counts both ends', () => {
    expect(spanningDays('2026-05-10', '2026-05-10')).toBe(1);
    expect(spanningDays('2026-05-10', '2026-05-12')).toBe(3);
  });
  it('crosses months, leap days and years by the calendar', () => {
    expect(spanningDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(spanningDays('2026-02-28', '2026-03-01')).toBe(2);
    expect(spanningDays('2026-12-30', '2027-01-02')).toBe(4);
  });
  it('is one day without an end or with an end before the start', () => {
    expect(spanningDays('2026-05-10', null)).toBe(1);
    expect(spanningDays('2026-05-10', undefined)).toBe(1);
    expect(spanningDays('2026-05-10', '2026-05-09')).toBe(1);
  });
  it('refuses a start that is not a date', () => {
    expect(() => spanningDays('10/05/2026', '2026-05-12')).toThrow(RangeError);
  });
});

describe('this year', () => {
  it('compares the calendar year', () => {
    expect(isThisYear('2026-01-01', '2026-12-31')).toBe(true);
    expect(isThisYear('2025-12-31', '2026-01-01')).toBe(false);
    expect(isThisYear('2027-01-01', '2026-12-31')).toBe(false);
    expect(isThisYear(null, '2026-12-31')).toBe(false);
  });
});
