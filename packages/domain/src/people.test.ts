import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { canImpersonate, canManageRole, sameValue, staffAccess, studentAccess, studentChangeRefusal } from './people.ts';
import type { Subject } from './permissions.ts';

const all = { create: true, read: true, update: true, delete: true };
const readOnly = { create: false, read: true, update: false, delete: false };
const subject = (id: number, role_id: number, permissions: Subject['permissions'], responsible: number[] = []): Subject => ({
  id,
  role_id,
  permissions,
  doyangs_as_responsible: responsible.map((d) => ({ id: d })),
  doyangs_as_personal: [],
});

const professor = subject(40, 6, { 'Doyang Alumnos': all }, [1]);
const director = subject(1, 2, { Alumnos: all, Usuarios: all, 'Doyang Alumnos': all });
const tecnico = subject(2, 3, { Alumnos: all, Usuarios: all });

describe('studentAccess', () => {
  it('a professor reaches the students of their doyang only, never all doyangs at once', () => {
    expect(studentAccess(professor, 'update', 1)).toBe('ok');
    expect(studentAccess(professor, 'read', 2)).toBe('forbiddenDoyang');
    expect(studentAccess(professor, 'read', null)).toBe('forbidden');
  });
  it('needs the flag for the action', () => {
    const kyosa = subject(50, 7, { 'Doyang Alumnos': readOnly }, [1]);
    expect(studentAccess(kyosa, 'read', 1)).toBe('ok');
    expect(studentAccess(kyosa, 'update', 1)).toBe('forbidden');
  });
  it('general direction with Alumnos reaches every doyang and the all-doyangs list', () => {
    expect(studentAccess(tecnico, 'read', 9)).toBe('ok');
    expect(studentAccess(tecnico, 'read', null)).toBe('ok');
    expect(studentAccess(subject(3, 11, {}), 'read', null)).toBe('forbidden');
  });
});

describe('staffAccess', () => {
  it('Usuarios for staff; Sinodales also for sinodal records', () => {
    const sinodals = subject(60, 3, { Sinodales: all });
    expect(staffAccess(tecnico, 'read', false)).toBe(true);
    expect(staffAccess(sinodals, 'read', false)).toBe(false);
    expect(staffAccess(sinodals, 'update', true)).toBe(true);
    expect(staffAccess(professor, 'read', true)).toBe(false);
  });
});

describe('studentChangeRefusal', () => {
  const before = {
    active: true,
    enrollment_date: '2024-01-10',
    doyang_id: 1,
    scholarship_percentage: 50,
    is_scholarshiped: true,
    number_of_partials: 0,
    extra_absences: false,
  };
  it('lets a professor send the record back unchanged and change ordinary fields', () => {
    const same = { ...before, scholarship_percentage: '50', number_of_partials: '0', address: 'OTRA' };
    expect(studentChangeRefusal(professor, before, same)).toBeNull();
    expect(studentChangeRefusal(professor, before, { active: false })).toBeNull();
  });
  it('refuses the general-direction-only changes to others', () => {
    expect(studentChangeRefusal(professor, before, { doyang_id: 2 })).toBe(MSG.generalDirectionOnlyField);
    expect(studentChangeRefusal(professor, before, { scholarship_percentage: 100 })).toBe(MSG.generalDirectionOnlyField);
    expect(studentChangeRefusal(professor, before, { extra_absences: true })).toBe(MSG.generalDirectionOnlyField);
    expect(studentChangeRefusal(professor, before, { number_of_partials: 1 })).toBe(MSG.generalDirectionOnlyField);
    expect(studentChangeRefusal(professor, before, { enrollment_date: '2024-02-01' })).toBe(MSG.enrollmentDateLocked);
    expect(studentChangeRefusal(professor, { ...before, active: false }, { active: true })).toBe(
      MSG.generalDirectionOnlyReactivate,
    );
  });
  it('an enrollment date not set yet may be set by anyone', () => {
    expect(studentChangeRefusal(professor, { ...before, enrollment_date: null }, { enrollment_date: '2024-02-01' })).toBeNull();
  });
  it('general direction may change all of it', () => {
    expect(studentChangeRefusal(tecnico, { ...before, active: false }, { active: true, doyang_id: 3 })).toBeNull();
  });
  it('compares values as stored', () => {
    expect(sameValue('50.00', 50)).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(false, 0)).toBe(true);
    expect(sameValue('A', 'B')).toBe(false);
  });
});

describe('impersonation and top roles', () => {
  it('general direction with Usuarios update, never onto user 1 or oneself', () => {
    expect(canImpersonate(tecnico, { id: 40, role_id: 6 })).toBe(true);
    expect(canImpersonate(tecnico, { id: 1, role_id: 2 })).toBe(false);
    expect(canImpersonate(tecnico, { id: 2, role_id: 3 })).toBe(false);
    expect(canImpersonate(professor, { id: 50, role_id: 7 })).toBe(false);
    expect(canImpersonate(subject(7, 11, { Usuarios: readOnly }), { id: 40, role_id: 6 })).toBe(false);
  });
  it('programmers and general directors only by user 1', () => {
    expect(canImpersonate(tecnico, { id: 9, role_id: 1 })).toBe(false);
    expect(canImpersonate(director, { id: 9, role_id: 1 })).toBe(true);
    expect(canManageRole(tecnico, 2)).toBe(false);
    expect(canManageRole(tecnico, 6)).toBe(true);
    expect(canManageRole(director, 1)).toBe(true);
  });
});
