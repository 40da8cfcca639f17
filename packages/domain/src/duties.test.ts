import { describe, expect, it } from 'vitest';
import { dutyConcerns, homeDutyLists, setsGeneralDirectionFlag } from './duties.ts';

const duty = (
  id: number,
  more: Partial<Parameters<typeof dutyConcerns>[0]> & { checked?: boolean; checked_by_general_direction?: boolean },
) => ({
  id,
  doyang_id: 23,
  to_doyang: false,
  to_general_direction: false,
  super_important: false,
  checked: false,
  ...more,
});

describe('bimonthly duties', () => {
  it('concern every doyang when sent to doyangs, the general direction when addressed to it, else their own doyang', () => {
    expect(dutyConcerns(duty(1, { to_doyang: true }), 4)).toBe(true);
    expect(dutyConcerns(duty(1, { to_doyang: true }), 23)).toBe(false);
    expect(dutyConcerns(duty(2, { to_general_direction: true }), 23)).toBe(true);
    expect(dutyConcerns(duty(2, { to_general_direction: true }), 4)).toBe(false);
    expect(dutyConcerns(duty(3, { doyang_id: 4 }), 4)).toBe(true);
    expect(dutyConcerns(duty(3, { doyang_id: 4 }), 5)).toBe(false);
  });

  it('flags the general-direction options', () => {
    expect(setsGeneralDirectionFlag({ to_doyang: true })).toBe(true);
    expect(setsGeneralDirectionFlag({ super_important: true })).toBe(true);
    expect(setsGeneralDirectionFlag({ to_general_direction: false, to_doyang: false })).toBe(false);
  });

  it('splits the Home column into its five lists', () => {
    const rows = [
      duty(1, { to_doyang: true }),
      duty(2, { to_doyang: true, checked: true }),
      duty(3, { to_general_direction: true, checked_by_general_direction: true }),
      duty(4, { doyang_id: 4 }),
      duty(5, { doyang_id: 4, checked: true }),
      duty(6, { doyang_id: 9 }),
    ];
    const ids = (l: { id: number }[]) => l.map((d) => d.id);
    const school = homeDutyLists(rows, 4, false);
    expect([school.general_direction, school.pending, school.done, school.mine, school.mine_done].map(ids)).toEqual([
      [],
      [1],
      [2],
      [4],
      [5],
    ]);
    const gd = homeDutyLists(rows, 4, true);
    expect(ids(gd.general_direction)).toEqual([3]);
    expect(gd.general_direction[0].checked).toBe(true);
    const own = homeDutyLists([...rows, duty(7, {})], 23, true);
    expect([ids(own.pending), ids(own.mine)]).toEqual([[], [7]]);
  });
});
