import { describe, expect, it } from 'vitest';
import {
  blocksByWeek,
  hasClassOn,
  lastClassDay,
  scheduleText,
  WEEK_DAY_NAMES,
  weekdayIndex,
  weekOrderKey,
  weekSummary,
} from './groups.ts';
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

describe('group list order and week blocks', () => {
  const week = (...days: number[]) => Array.from({ length: 7 }, (_, i) => days.includes(i));
  it('puts groups with an earlier first class day first, then by start time', () => {
    const groups = [
      { name: 'sabatino', json_week: week(5), begins_at: '09:00:00' },
      { name: 'mj tarde', json_week: week(1, 3), begins_at: '18:00:00' },
      { name: 'lmv tarde', json_week: week(0, 2, 4), begins_at: '17:00:00' },
      { name: 'lmv temprano', json_week: week(0, 2, 4), begins_at: '16:00:00' },
      { name: 'lunes', json_week: week(0), begins_at: '08:00:00' },
    ];
    const sorted = [...groups].sort((a, b) =>
      weekOrderKey(a.json_week, a.begins_at).localeCompare(weekOrderKey(b.json_week, b.begins_at)),
    );
    expect(sorted.map((g) => g.name)).toEqual(['lmv temprano', 'lmv tarde', 'lunes', 'mj tarde', 'sabatino']);
    expect(weekOrderKey(null, null)).toBe('1111111');
  });

  it('cuts consecutive rows into blocks by week summary', () => {
    const rows = [
      { id: 1, json_week: week(0, 2, 4) },
      { id: 2, json_week: week(0, 2, 4) },
      { id: 3, json_week: week(1, 3) },
      { id: 4, json_week: week(0, 2, 4) },
    ];
    expect(blocksByWeek(rows).map((b) => [b.summary, b.rows.map((r) => r.id)])).toEqual([
      ['L, MI, V', [1, 2]],
      ['MA, J', [3]],
      ['L, MI, V', [4]],
    ]);
    expect(blocksByWeek([])).toEqual([]);
  });

  it('names the checkboxes monday to sunday', () => {
    expect(WEEK_DAY_NAMES).toHaveLength(7);
    expect([WEEK_DAY_NAMES[0], WEEK_DAY_NAMES[6]]).toEqual(['Lunes', 'Domingo']);
  });
});

describe('lastClassDay', () => {
  const mondayToFriday = [true, true, true, true, true, false, false];
  it('is the day itself on a class day, else the latest class day before it', () => {
    expect(lastClassDay(mondayToFriday, '2026-11-20')).toBe('2026-11-20'); // friday
    expect(lastClassDay(mondayToFriday, '2026-11-22')).toBe('2026-11-20'); // sunday → friday
    expect(lastClassDay([false, false, false, false, false, true, false], '2026-11-23')).toBe('2026-11-21');
    expect(lastClassDay([false, false, false, false, false, false, false], '2026-11-22')).toBeNull();
  });
});
