import { MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { dayLabel, inWindow, outsideWindow, stepDay } from './attendance-dates.ts';

describe('attendance dates', () => {
  it('reads the day in Spanish with the DD/MON/YYYY form', () => {
    expect(dayLabel('2026-11-22')).toBe('DOMINGO 22/NOV/2026');
    expect(dayLabel('2026-11-16')).toBe('LUNES 16/NOV/2026');
    expect(dayLabel('')).toBe('');
  });
  it('steps inside the window only', () => {
    expect(stepDay('2026-11-22', -1, '2026-11-17', '2026-11-22')).toBe('2026-11-21');
    expect(stepDay('2026-11-22', 1, '2026-11-17', '2026-11-22')).toBeNull();
    expect(stepDay('2026-11-17', -1, '2026-11-17', '2026-11-22')).toBeNull();
    expect(stepDay('2026-01-01', -1, null, '2026-11-22')).toBe('2025-12-31');
  });
  it('checks a typed day against the window', () => {
    expect(inWindow('2026-11-16', '2026-11-17', '2026-11-22')).toBe(false);
    expect(inWindow('2026-11-17', '2026-11-17', '2026-11-22')).toBe(true);
    expect(inWindow('2026-11-23', null, '2026-11-22')).toBe(false);
    expect(inWindow('nada', null, '2026-11-22')).toBe(false);
  });
});

describe('outsideWindow', () => {
  const window = { min_date: '2026-11-17', max_date: '2026-11-22' };
  it('says why a day opened by its address cannot be marked', () => {
    expect(outsideWindow('2026-11-20', window, MSG.attendanceTooOldGroup)).toBeNull();
    expect(outsideWindow('2026-11-23', window, MSG.attendanceTooOldGroup)).toBe(MSG.attendanceInFuture);
    expect(outsideWindow('2026-11-10', window, MSG.attendanceTooOldGroup)).toBe(MSG.attendanceTooOldGroup);
    expect(outsideWindow('2020-01-01', { min_date: null, max_date: '2026-11-22' }, MSG.attendanceTooOldGroup)).toBeNull();
  });
});
