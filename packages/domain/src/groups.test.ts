import { describe, expect, it } from 'vitest';
import { hasClassOn, scheduleText, weekdayIndex, weekSummary } from './groups.ts';
import { MSG } from './messages.ts';
import { groupRuleErrors, jsonWeek } from './schemas/groups.ts';

const mwf = [true, false, true, false, true, false, false];

describe('group week', () => {
  it('reads monday as 0 and sunday as 6', () => {
    expect(weekdayIndex('2026-11-16')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
    expect(hasClassOn(mwf, '2026-11-18')).toBe(true);
    expect(hasClassOn(mwf, '2026-11-19')).toBe(false);
  });

  it('summarises the week and the schedule', () => {
    expect(weekSummary(mwf)).toBe('L, MI, V');
    expect(scheduleText('16:00:00', '17:00:00', mwf)).toBe('16:00–17:00 L, MI, V');
    expect(scheduleText(null, null, [false, false, false, false, false, true, false])).toBe('S');
  });

  it('needs seven days with at least one, and an end after the start', () => {
    expect(jsonWeek.safeParse(mwf).success).toBe(true);
    expect(jsonWeek.safeParse([false, false, false, false, false, false, false]).error?.issues[0].message).toBe(
      MSG.groupWeekRequired,
    );
    expect(jsonWeek.safeParse([true]).error?.issues[0].message).toBe(MSG.groupWeekRequired);
    expect(groupRuleErrors({ begins_at: '17:00:00', ends_at: '16:00' })).toEqual({ ends_at: [MSG.groupTimesOrder] });
    expect(groupRuleErrors({ begins_at: '16:00', ends_at: '17:00:00' })).toEqual({});
  });
});
