import { describe, expect, it } from 'vitest';
import {
  accessibleDoyangIds,
  canAccessDoyang,
  canSeeGeneralDirection,
  hasPermission,
  mergePermissions,
  type Subject,
} from './permissions.ts';

const flags = (c: boolean, r: boolean, u: boolean, d: boolean) => ({ create: c, read: r, update: u, delete: d });
const user = (role_id: number, responsible: number[] = [], personal: number[] = []): Subject => ({
  id: 9,
  role_id,
  permissions: { Grados: flags(false, true, false, false), Sedes: flags(false, false, false, false) },
  doyangs_as_responsible: responsible.map((id) => ({ id })),
  doyangs_as_personal: personal.map((id) => ({ id })),
});

describe('hasPermission', () => {
  const p = user(6).permissions;
  it('passes with no action when any flag is set', () => {
    expect(hasPermission(p, 'Grados')).toBe(true);
    expect(hasPermission(p, 'Sedes')).toBe(false);
  });
  it('checks the named action', () => {
    expect(hasPermission(p, 'Grados', 'read')).toBe(true);
    expect(hasPermission(p, 'Grados', 'update')).toBe(false);
  });
  it('passes a comma list when any name passes', () => {
    expect(hasPermission(p, 'Sedes,Grados')).toBe(true);
    expect(hasPermission(p, 'Sedes, Grados', 'read')).toBe(true);
    expect(hasPermission(p, 'Sedes,Localidades')).toBe(false);
  });
  it('refuses unknown names', () => {
    expect(hasPermission(p, 'Nada')).toBe(false);
    expect(hasPermission(p, '')).toBe(false);
  });
});

describe('general direction and doyang scope', () => {
  it('roles 1, 2, 3 and 11 see general direction, others not', () => {
    expect([1, 2, 3, 11].every((r) => canSeeGeneralDirection({ role_id: r }))).toBe(true);
    expect([4, 5, 6, 7, 8, 9, 10, 12].some((r) => canSeeGeneralDirection({ role_id: r }))).toBe(false);
  });
  it('staff reach only their doyangs; general direction reaches all', () => {
    const kyosa = user(7, [], [4]);
    expect(canAccessDoyang(kyosa, 4)).toBe(true);
    expect(canAccessDoyang(kyosa, 5)).toBe(false);
    expect(canAccessDoyang(user(6, [2]), 2)).toBe(true);
    expect(canAccessDoyang(user(2), 99)).toBe(true);
    expect(accessibleDoyangIds(user(6, [2], [2, 3]))).toEqual([2, 3]);
    expect(accessibleDoyangIds(user(11))).toBeNull();
  });
  it('a user row replaces the role row for that area', () => {
    const merged = mergePermissions({ Grados: flags(true, true, true, true) }, { Grados: flags(false, true, false, false) });
    expect(merged.Grados).toEqual(flags(false, true, false, false));
  });
});
