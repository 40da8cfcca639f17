import { z } from 'zod';
import { AREA_NAMES } from '../permission-matrix.ts';
import { ACTIONS, type Action } from '../permissions.ts';
import { paged } from './answers.ts';
import { permissionFlags } from './session.ts';
import { namedAnswer } from './users-answers.ts';

// What the permissions administrator reads and writes (spec 03 §2, §6, §7).

/** A row of the matrix: one area, the target's own flags and, for a user, the flags their role gives. */
export const matrixRowAnswer = permissionFlags.extend({
  id: z.number(),
  name: z.string(),
  section: z.string(),
  from_role: permissionFlags.optional(),
});
export type MatrixRowAnswer = z.infer<typeof matrixRowAnswer>;

/** GET /api/permissions: always a page (the matrix is long). */
export const matrixAnswer = paged(matrixRowAnswer);
export type MatrixAnswer = z.infer<typeof matrixAnswer>;

/** POST /api/permissions: the flag as stored after the tick. */
export const permissionToggledAnswer = z.object({
  name: z.enum(AREA_NAMES),
  type: z.enum(ACTIONS as [Action, ...Action[]]),
  value: z.boolean(),
});
export type PermissionToggledAnswer = z.infer<typeof permissionToggledAnswer>;

/** GET /api/roles: the roles' names for the selectors. */
export const rolesAnswer = z.array(namedAnswer);
