import type { AssistanceMarkAnswer, RosterAnswer, RosterEntryAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { applyChange, clearDay, moveCounts, replaceRow, withPending } from './roster-cache.ts';

const mark = (type: AssistanceMarkAnswer['type'], ticks: Partial<AssistanceMarkAnswer> = {}): AssistanceMarkAnswer => ({
  id: 7,
  type,
  is_student: false,
  is_mother: false,
  is_father: false,
  is_representative: false,
  ...ticks,
});

const row = (id: number, assistance: AssistanceMarkAnswer | null): RosterEntryAnswer => ({
  id,
  name: 'ALUMNO',
  last_name: String(id),
  second_last_name: null,
  full_name: `ALUMNO ${id}`,
  full_name_honorific: `ALUMNO ${id}`,
  role_id: 10,
  birth_date: '2016-01-01',
  cellphone: null,
  degree: null,
  age: 10,
  is_scholarshiped: false,
  is_debtor: false,
  scholarship_percentage: null,
  extra_absences: false,
  membership: 'main',
  assistance,
  bimester_abscenses: 0,
  bimester_assistances: 0,
  bimester_delays: 0,
  consecutive_absences: 0,
  status: null,
  bimester_scholarship_risk: false,
  highlight: false,
  revision_result: null,
});

const page = (rows: RosterEntryAnswer[], counts: RosterAnswer['counts']): RosterAnswer =>
  ({ data: rows, counts, holiday: null, total: rows.length }) as unknown as RosterAnswer;

describe('moveCounts', () => {
  const zero = { attended: 0, late: 0, absent: 0, unmarked: 3 };
  it('moves one person between unmarked, attended (A, R), late (R) and absent (F)', () => {
    const a = moveCounts(zero, null, 'A');
    expect(a).toEqual({ attended: 1, late: 0, absent: 0, unmarked: 2 });
    const r = moveCounts(a, 'A', 'R');
    expect(r).toEqual({ attended: 1, late: 1, absent: 0, unmarked: 2 });
    const f = moveCounts(r, 'R', 'F');
    expect(f).toEqual({ attended: 0, late: 0, absent: 1, unmarked: 2 });
    expect(moveCounts(f, 'F', null)).toEqual(zero);
    expect(moveCounts(f, 'F', 'F')).toBe(f);
  });
});

describe('replaceRow', () => {
  it('swaps the row with the same id and adjusts the counts; another page is left alone', () => {
    const p = page([row(1, null), row(2, mark('F'))], { attended: 0, late: 0, absent: 1, unmarked: 1 });
    const next = replaceRow(p, row(1, mark('R')));
    expect(next.data[0].assistance?.type).toBe('R');
    expect(next.data[1]).toBe(p.data[1]);
    expect(next.counts).toEqual({ attended: 1, late: 1, absent: 1, unmarked: 0 });
    expect(p.data[0].assistance).toBeNull();
    expect(replaceRow(p, row(9, mark('A')))).toBe(p);
  });
});

describe('applyChange (the optimistic mark, as the server stores it)', () => {
  it('sets and clears the type', () => {
    expect(applyChange(null, { type: 'F' })).toMatchObject({ type: 'F', is_mother: false });
    expect(applyChange(mark('F'), { type: null })).toBeNull();
  });
  it('keeps the ticks on a radio click and records A for a tick without a type', () => {
    expect(applyChange(mark('A', { is_mother: true }), { type: 'R' })).toMatchObject({ type: 'R', is_mother: true });
    expect(applyChange(null, { is_father: true })).toMatchObject({ type: 'A', is_father: true });
    expect(applyChange(mark('R', { is_father: true }), { is_father: false })).toMatchObject({ type: 'R', is_father: false });
  });
  it('clearing the type keeps a mark that still has a tick', () => {
    expect(applyChange(mark('A', { is_student: true }), { type: null })).toMatchObject({ type: 'A', is_student: true });
  });
});

describe('clearDay', () => {
  it('removes every mark of the page and leaves everyone unmarked', () => {
    const p = page([row(1, mark('A')), row(2, mark('F')), row(3, null)], { attended: 1, late: 0, absent: 1, unmarked: 1 });
    const holiday = { id: 5, name: 'DÍA SIN CLASE', start_date: '2026-11-20', end_date: '2026-11-20', doyang_group_id: 1 };
    const next = clearDay(p, holiday);
    expect(next.data.every((r) => r.assistance === null)).toBe(true);
    expect(next.counts).toEqual({ attended: 0, late: 0, absent: 0, unmarked: 3 });
    expect(next.holiday).toBe(holiday);
  });
});

describe('withPending', () => {
  it('shows the clicked rows over the saved page and leaves the page itself alone', () => {
    const p = page([row(1, null), row(2, mark('A')), row(3, null)], { attended: 1, late: 0, absent: 0, unmarked: 2 });
    expect(withPending(p, new Map())).toBe(p);
    const shown = withPending(
      p,
      new Map([
        [1, row(1, mark('F'))],
        [2, row(2, null)],
        [9, row(9, mark('A'))],
      ]),
    );
    expect(shown.data.map((r) => r.assistance?.type ?? null)).toEqual(['F', null, null]);
    expect(shown.data[2]).toBe(p.data[2]);
    expect(shown.counts).toEqual({ attended: 0, late: 0, absent: 1, unmarked: 2 });
    expect(p.counts).toEqual({ attended: 1, late: 0, absent: 0, unmarked: 2 });
  });
});
