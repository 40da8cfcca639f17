import { describe, expect, it } from 'vitest';
import { ROLES } from './enums.ts';
import { MSG } from './messages.ts';
import { effectiveFlags, isCellDisabled, PERMISSION_ROLES, permissionToggleSchema } from './permission-matrix.ts';

describe('permission matrix', () => {
  it("adds a user's own flags to the role's, flag by flag, never taking one away", () => {
    const role = { create: false, read: true, update: false, delete: false };
    expect(effectiveFlags(role, { create: false, read: false, update: true, delete: false })).toEqual({
      create: false,
      read: true,
      update: true,
      delete: false,
    });
    expect(effectiveFlags(null, undefined)).toEqual({ create: false, read: false, update: false, delete: false });
  });

  it('disables create and delete of Modifica Roles and Permisos', () => {
    expect(isCellDisabled('Permisos', 'create')).toBe(true);
    expect(isCellDisabled('Modifica Roles', 'delete')).toBe(true);
    expect(isCellDisabled('Permisos', 'update')).toBe(false);
    expect(isCellDisabled('Doyangs', 'create')).toBe(false);
  });

  it('offers the eleven roles of spec 03 §6, not Alumno', () => {
    expect(PERMISSION_ROLES).toHaveLength(11);
    expect(PERMISSION_ROLES).not.toContain(ROLES.ALUMNO);
  });

  it('takes one area, one flag and either a role or a user', () => {
    expect(permissionToggleSchema.safeParse({ name: 'Doyangs', type: 'read', role_id: '6' }).data).toEqual({
      name: 'Doyangs',
      type: 'read',
      role_id: 6,
    });
    const neither = permissionToggleSchema.safeParse({ name: 'Doyangs', type: 'read' });
    expect(neither.error?.issues[0].message).toBe(MSG.permissionTarget);
    expect(permissionToggleSchema.safeParse({ name: 'Doyangs', type: 'write', user_id: 1 }).error?.issues[0].message).toBe(
      MSG.permissionTypeUnknown,
    );
  });
});
