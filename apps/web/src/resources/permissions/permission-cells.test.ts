import type { MatrixRowAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { cellOf, withSections } from './permission-cells.ts';

const off = { create: false, read: false, update: false, delete: false };
const row = (name: string, section: string, o: Partial<MatrixRowAnswer> = {}): MatrixRowAnswer => ({
  id: 1,
  name,
  section,
  ...off,
  ...o,
});

describe('permission cells', () => {
  it("shows a role's flag on a user ticked and locked, the user's own flag ticked and free", () => {
    const r = row('Doyang Alumnos', 'DOYANG AREA TÉCNICA', { update: true, from_role: { ...off, read: true } });
    expect(cellOf(r, 'read')).toEqual({ checked: true, fromRole: true, disabled: true });
    expect(cellOf(r, 'update')).toEqual({ checked: true, fromRole: false, disabled: false });
    expect(cellOf(r, 'delete')).toEqual({ checked: false, fromRole: false, disabled: false });
  });

  it('locks the meaningless cells', () => {
    expect(cellOf(row('Permisos', 'DIRECCIÓN GENERAL'), 'create').disabled).toBe(true);
    expect(cellOf(row('Permisos', 'DIRECCIÓN GENERAL'), 'update').disabled).toBe(false);
  });

  it('puts a section title before each section', () => {
    const rows = [row('A', 'S1'), row('B', 'S1'), row('C', 'S2')];
    expect(withSections(rows).map((x) => ('section' in x ? `#${x.section}` : x.row.name))).toEqual(['#S1', 'A', 'B', '#S2', 'C']);
  });
});
