import { isStudentBody, isStudentRole, MSG, passwordChangeSchema, userCreateSchema, userUpdateSchema } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayOf } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { requireDoyang, requirePermission, requireStaffAccess, requireStudentAccess } from '../../plugins/permissions.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords.ts';
import { isGroupPeoplePicker, listPickerPeople, readsPickerOnly } from './people-picker.ts';
import { RECORD_RELATIONS, showUser } from './user-record.queries.ts';
import { countUsers, findDuplicates, listUsers, readUserFilters, type UserFilters } from './users.queries.ts';
import { createUser, loadUserRow, updateUser } from './users.service.ts';

const tags = ['users'];
const params = idParams;
const listQuery = listQueryParams({
  validate: Q.flag,
  count: Q.flag,
  name: Q.text,
  last_name: Q.text,
  birth_date: Q.date,
  role_id: Q.ids,
  doyang_id: Q.ids,
  degree_id: Q.ids,
  doyang_group_id: Q.ids,
  active: Q.flag,
  debtsOnly: Q.flag,
  sinodal: Q.flag,
  certifier: Q.flag,
  is_prospect: Q.flag,
});
const oneQuery = strictQuery({ with: Q.names, append: Q.names });

const asNumber = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Students: by doyang ('Doyang Alumnos'/'Alumnos' + scope) or all (general direction + 'Alumnos'); staff: 'Usuarios' ('Sinodales' for sinodal=1). */
function authorizeList(request: FastifyRequest, f: UserFilters): void {
  if (f.students) {
    if (f.doyangIds?.length) for (const id of f.doyangIds) requireStudentAccess(request, 'read', id);
    else requireStudentAccess(request, 'read', null);
  }
  if (f.staff) {
    requireStaffAccess(request, 'read', f.sinodal);
    for (const id of f.doyangIds ?? []) requireDoyang(request, id);
  }
}

/** A record: students belong to their doyang; staff to 'Usuarios' (sinodals also 'Sinodales'); everyone reads themself. */
export function authorizeRecord(
  request: FastifyRequest,
  row: { id: number; role_id: number; doyang_id: number | null; sinodal: boolean },
  action: 'read' | 'update' | 'delete',
): void {
  if (action === 'read' && row.id === request.user.id) return;
  if (isStudentRole(row.role_id)) requireStudentAccess(request, action, row.doyang_id);
  else requireStaffAccess(request, action, row.sinodal);
}

/** The relations a saved record comes back with (the form reloads from it). */
const SAVED_WITH = RECORD_RELATIONS;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => todayOf(app.config);

  r.get('/api/users', { schema: { tags, summary: 'Alumnos, personal y sinodales', querystring: listQuery } }, async (request) => {
    const q = parseListQuery(request.query);
    if (q.filters.validate === '1' || q.filters.validate === 'true') {
      // The duplicate check crosses doyang scope, so it answers only names, birth date, doyang and status.
      requirePermission(request, ['Doyang Alumnos', 'Alumnos', 'Usuarios', 'Sinodales'], 'create');
      const birthDate = /^\d{4}-\d{2}-\d{2}/.test(q.filters.birth_date ?? '') ? (q.filters.birth_date ?? '').slice(0, 10) : null;
      if (!birthDate) throw validationError({ birth_date: [MSG.required] });
      return findDuplicates(app.db, {
        name: q.filters.name ?? null,
        last_name: q.filters.last_name ?? null,
        birth_date: birthDate,
      });
    }
    const f = readUserFilters(q);
    // The group form's responsible and certifier selectors, for group editors without 'Usuarios'.
    if (isGroupPeoplePicker(f) && readsPickerOnly(request.user)) return listPickerPeople(app.db, f);
    authorizeList(request, f);
    if (q.filters.count === '1') return { count: await countUsers(app.db, f, today()) };
    return listUsers(app.db, f, q, today());
  });

  r.get('/api/users/:id', { schema: { tags, params, querystring: oneQuery } }, async (request) => {
    const row = await loadUserRow(app.db, request.params.id);
    authorizeRecord(request, row, 'read');
    const q = parseListQuery(request.query);
    return showUser(app.db, row.id, q, today());
  });

  r.post(
    '/api/users',
    {
      schema: { tags, body: userCreateSchema(today) },
      // The guard runs on the raw body before validation: a caller without the permission learns nothing from 422s.
      preValidation: async (request) => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const sinodal = raw.sinodal === true || raw.sinodal === 'true' || raw.sinodal === 1 || raw.sinodal === '1';
        if (isStudentBody({ role_id: asNumber(raw.role_id), sinodal })) {
          requireStudentAccess(request, 'create', asNumber(raw.doyang_id));
        } else {
          requireStaffAccess(request, 'create', sinodal);
        }
      },
    },
    async (request, reply) => {
      const id = await createUser(app.db, request.user, request.body);
      return reply.status(201).send(await showUser(app.db, id, { with: SAVED_WITH, append: [] }, today()));
    },
  );

  // One PUT for the path (spec 01 §7 and 02 §7): {oldPassword, password} changes one's own password and
  // answers true/false; any other body updates the record.
  r.put('/api/users/:id', { schema: { tags, params } }, async (request) => {
    const id = request.params.id;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    if ('oldPassword' in body) {
      const { oldPassword, password } = passwordChangeSchema.parse(body);
      if (id !== request.user.id) throw forbidden();
      const [row] = await app.db.select({ password: users.password }).from(users).where(eq(users.id, id));
      if (!row || !(await verifyPassword(row.password, oldPassword))) return false;
      await app.db
        .update(users)
        .set({ password: await hashPassword(password), updated_at: new Date() })
        .where(eq(users.id, id));
      return true;
    }
    const before = await loadUserRow(app.db, id);
    authorizeRecord(request, before, 'update');
    const changes = userUpdateSchema.parse(body);
    // Turning a student into staff (a black belt becoming kyosa) or back is a staff change too.
    if (changes.role_id && isStudentRole(changes.role_id) !== isStudentRole(before.role_id)) {
      requireStaffAccess(request, 'update', false);
    }
    await updateUser(app.db, request.user, before, changes, today());
    return showUser(app.db, id, { with: SAVED_WITH, append: [] }, today());
  });

  // Staff are never deleted (the USUARIOS list disables it): they are deactivated.
  r.delete('/api/users/:id', { schema: { tags, params } }, async (request) => {
    const before = await loadUserRow(app.db, request.params.id);
    if (!isStudentRole(before.role_id)) throw validationError({ _: [MSG.staffDeleteDisabled] });
    requireStudentAccess(request, 'delete', before.doyang_id);
    await app.db.delete(users).where(eq(users.id, before.id));
    const { password: _password, ...deleted } = before;
    return deleted;
  });
}
