import { isCellDisabled, MSG, PERMISSION_ROLES, type PermissionToggle, type PermissionToggledAnswer } from '@doyang/domain';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { lockMatrix, type MatrixTarget, offeredUser, permissionAdminsLeft, togglePermission } from './permissions.queries.ts';

/** The role or user a request names, refused when the screen would not offer it. */
export async function matrixTarget(
  db: Db,
  actor: SessionUser,
  ids: { role_id?: number; user_id?: number },
): Promise<MatrixTarget> {
  if (ids.role_id !== undefined) {
    // Role rows change what a whole role may do: 'Modifica Roles' too (spec 03 §6).
    requirePermission(actor, 'Modifica Roles');
    if (!PERMISSION_ROLES.includes(ids.role_id)) throw validationError({ role_id: [MSG.permissionRoleNotOffered] });
    return { roleId: ids.role_id };
  }
  if (ids.user_id !== undefined && (await offeredUser(db, ids.user_id, PERMISSION_ROLES))) return { userId: ids.user_id };
  throw validationError({ user_id: [MSG.permissionUserNotOffered] });
}

/**
 * One tick of the matrix: flips the flag (or sets it to the `value` sent), in the request's transaction, and refuses
 * (rolling it back) when no active general-direction user would be left to administer permissions. The matrix is
 * locked first (lockMatrix), so the check never counts a holder another toggle is removing at the same moment.
 */
export async function toggle(db: Db, actor: SessionUser, input: PermissionToggle): Promise<PermissionToggledAnswer> {
  if (isCellDisabled(input.name, input.type)) throw validationError({ type: [MSG.permissionCellDisabled] });
  const target = await matrixTarget(db, actor, input);
  if ('roleId' in target) requirePermission(actor, 'Modifica Roles', 'update');
  await lockMatrix(db);
  const value = await togglePermission(db, target, input.name, input.type, input.value);
  if (!value && (await permissionAdminsLeft(db)) === 0) throw validationError({ type: [MSG.permissionLastAccess] });
  return { name: input.name, type: input.type, value };
}
