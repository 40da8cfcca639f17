import type { PermissionMap, RosterGroupAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { attendanceRights } from './attendance-rights.ts';

const group: RosterGroupAnswer = {
  id: 4,
  name: 'SABATINO',
  doyang_id: 1,
  doyang_name: 'MDK ORIENTE IZTAPALAPA',
  is_selective_group: false,
  json_week: [false, false, false, false, false, true, false],
  begins_at: '09:00:00',
  ends_at: '11:00:00',
  user_responsible_id: 7,
  user_certifier_id: 2,
  kyosa_ids: [8],
};
const all = { create: true, read: true, update: true, delete: true };
const read = { create: false, read: true, update: false, delete: false };
const person = (id: number, role_id: number, permissions: PermissionMap) => ({
  id,
  role_id,
  permissions,
  doyangs_as_responsible: [],
  doyangs_as_personal: [{ id: 1 }],
});

describe('attendanceRights', () => {
  it('a kyosa marks and sets no-class days, runs the revision of their own group only, never edits people', () => {
    const kyosa = person(8, 7, { Asistencias: all, 'Doyang Grupos': read });
    expect(attendanceRights(kyosa, group)).toEqual({
      mark: true,
      noClassDay: true,
      removeNoClassDay: true,
      editPeople: false,
      manageRevision: true,
      approveRevision: false,
    });
    expect(attendanceRights(kyosa, { ...group, kyosa_ids: [9] }).manageRevision).toBe(false);
  });
  it('a professor with Doyang Grupos edits people; a selective group asks for Grupos de Selectivo', () => {
    const profesor = person(30, 6, { Asistencias: all, 'Doyang Grupos': all });
    expect(attendanceRights(profesor, group)).toMatchObject({ editPeople: true, manageRevision: true, approveRevision: false });
    expect(attendanceRights(profesor, { ...group, is_selective_group: true }).editPeople).toBe(false);
  });
  it('general direction approves; no user, nothing', () => {
    expect(attendanceRights(person(1, 2, {}), group)).toMatchObject({ approveRevision: true, manageRevision: true, mark: false });
    expect(Object.values(attendanceRights(null, group)).some(Boolean)).toBe(false);
  });
});
