import type { HomeDutiesAnswer, HomeDutyAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { markDoneInHome, tickingDoyang } from './home-duties.ts';

const duty = (id: number, more: Partial<HomeDutyAnswer> = {}): HomeDutyAnswer => ({
  id,
  name: `TAREA ${id}`,
  doyang_id: 23,
  due_date: '2026-12-10',
  parsed_due_date: '10/DIC/2026',
  to_doyang: false,
  to_general_direction: false,
  super_important: false,
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  checked: false,
  checked_by_general_direction: false,
  doyang: null,
  ...more,
});
const home = (): HomeDutiesAnswer => ({
  doyang_id: 1,
  general_direction: [duty(1, { to_general_direction: true })],
  pending: [duty(2, { to_doyang: true }), duty(3, { to_doyang: true })],
  done: [duty(4, { to_doyang: true, checked: true })],
  mine: [duty(5, { doyang_id: 1 })],
  mine_done: [],
});
const ids = (l: HomeDutyAnswer[]) => l.map((d) => d.id);

describe('ticking a duty on Home', () => {
  it('moves a pending duty to Hechas and an own duty to Mis tareas hechas, ticked', () => {
    const h = home();
    const after = markDoneInHome(h, h.pending[1], 'pending');
    expect([ids(after.pending), ids(after.done)]).toEqual([[2], [4, 3]]);
    expect(after.done.at(-1)?.checked).toBe(true);
    const mine = markDoneInHome(h, h.mine[0], 'mine');
    expect([ids(mine.mine), ids(mine.mine_done)]).toEqual([[], [5]]);
    expect(ids(h.pending)).toEqual([2, 3]);
  });

  it("keeps a general-direction duty in its list, ticked, and ticks it for the general direction's doyang", () => {
    const h = home();
    const after = markDoneInHome(h, h.general_direction[0], 'general_direction');
    expect(after.general_direction).toEqual([{ ...h.general_direction[0], checked: true }]);
    expect(tickingDoyang('general_direction', h)).toBe(23);
    expect(tickingDoyang('pending', h)).toBe(1);
    expect(tickingDoyang('mine', h)).toBe(1);
  });
});
