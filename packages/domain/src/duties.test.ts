import { describe, expect, it } from 'vitest';
import {
  canCreateDuty,
  canReadDuties,
  canToggleDuty,
  canWriteDuty,
  dutyConcerns,
  dutyContentChanged,
  hasTwoAudiences,
  homeDutyLists,
  setsGeneralDirectionFlag,
} from './duties.ts';
import type { Subject } from './permissions.ts';

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

  it('is for doyangs or for the general direction, never both', () => {
    expect(hasTwoAudiences({ to_doyang: true, to_general_direction: true })).toBe(true);
    expect(hasTwoAudiences({ to_doyang: true, to_general_direction: false })).toBe(false);
    expect(hasTwoAudiences({ to_general_direction: true })).toBe(false);
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

const all = { create: true, read: true, update: true, delete: true };
const readOnly = { create: false, read: true, update: false, delete: false };
const subject = (role_id: number, permissions: Subject['permissions'], responsible: number[] = []): Subject => ({
  id: 50,
  role_id,
  permissions,
  doyangs_as_responsible: responsible.map((id) => ({ id })),
  doyangs_as_personal: [],
});
const director = subject(2, { 'Tareas bimestrales': all, 'Doyang Tareas Bimestrales': all });
const technicalReader = subject(3, { 'Tareas bimestrales': readOnly, 'Doyang Tareas Bimestrales': readOnly });
const professor = subject(6, { 'Doyang Tareas Bimestrales': all }, [1]);
const orientation = subject(4, { 'Doyang Tareas Bimestrales': readOnly }, [1]);
const kyosa = subject(7, { Asistencias: all }, [1]);

describe('who handles bimonthly duties', () => {
  const sent = duty(10, { to_doyang: true });
  const ownOf1 = duty(11, { doyang_id: 1 });
  const ownOf2 = duty(12, { doyang_id: 2 });
  const toDirection = duty(13, { to_general_direction: true });

  it('reads with read on either area', () => {
    expect([director, technicalReader, professor, orientation].every(canReadDuties)).toBe(true);
    expect(canReadDuties(kyosa)).toBe(false);
  });

  it('creates: general direction any kind; a doyang only for a doyang it staffs', () => {
    expect(canCreateDuty(director, null)).toBe(true);
    expect(canCreateDuty(technicalReader, null)).toBe(false);
    expect(canCreateDuty(professor, 1)).toBe(true);
    expect(canCreateDuty(professor, 2)).toBe(false);
    expect(canCreateDuty(professor, null)).toBe(false);
    expect(canCreateDuty(orientation, 1)).toBe(false);
    expect(canCreateDuty(kyosa, 1)).toBe(false);
  });

  it("edits and deletes: general direction every duty; a doyang only its own, never the general direction's", () => {
    for (const d of [sent, ownOf1, ownOf2, toDirection]) expect(canWriteDuty(director, d, 'update')).toBe(true);
    expect(canWriteDuty(professor, ownOf1, 'update')).toBe(true);
    expect(canWriteDuty(professor, ownOf1, 'delete')).toBe(true);
    expect(canWriteDuty(professor, ownOf2, 'update')).toBe(false);
    expect(canWriteDuty(professor, sent, 'update')).toBe(false);
    expect(canWriteDuty(professor, toDirection, 'delete')).toBe(false);
    expect(canWriteDuty(orientation, ownOf1, 'update')).toBe(false);
    expect(canWriteDuty(technicalReader, ownOf1, 'update')).toBe(false);
  });

  it('ticks done with update, for a doyang in reach that the duty concerns', () => {
    expect(canToggleDuty(professor, sent, 1)).toBe(true);
    expect(canToggleDuty(professor, ownOf1, 1)).toBe(true);
    expect(canToggleDuty(professor, sent, 2)).toBe(false);
    expect(canToggleDuty(professor, ownOf2, 1)).toBe(false);
    expect(canToggleDuty(professor, toDirection, 1)).toBe(false);
    expect(canToggleDuty(orientation, sent, 1)).toBe(false);
    expect(canToggleDuty(director, toDirection, 23)).toBe(true);
    expect(canToggleDuty(director, sent, 23)).toBe(false);
    expect(canToggleDuty(director, sent, 5)).toBe(true);
  });

  it('clears done marks only when an edit changes the content, compared as stored', () => {
    const stored = { name: 'PINTAR', due_date: '2026-12-15', doyang_id: 1, to_doyang: false, super_important: false };
    expect(dutyContentChanged(stored, { name: 'PINTAR', due_date: '2026-12-15', doyang_id: '1', to_doyang: 0 })).toBe(false);
    expect(dutyContentChanged(stored, {})).toBe(false);
    expect(dutyContentChanged(stored, { name: 'PINTAR EL DOYANG' })).toBe(true);
    expect(dutyContentChanged(stored, { due_date: '2026-12-16' })).toBe(true);
    expect(dutyContentChanged(stored, { super_important: true })).toBe(true);
    expect(dutyContentChanged({ ...stored, to_general_direction: false }, { to_general_direction: true })).toBe(true);
  });
});
