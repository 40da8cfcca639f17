import {
  GENERAL_DIRECTOR_USER_ID,
  hasPermission,
  isStudentBody,
  isStudentRole,
  MSG,
  passwordChangeSchema,
  type TournamentSomatometryAnswer,
  tournamentSomatometrySchema,
  userCreateSchema,
  userDeletedAnswer,
  userFieldsSchema,
  userPutAnswer,
  userRecordAnswer,
  usersListAnswer,
  userUpdateSchema,
} from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { bodyUnion } from '../../http/body-union.ts';
import { forbidden, HttpError, validationError } from '../../http/errors.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { removeAfterCommit } from '../../http/stored-files.ts';
import { onWire } from '../../http/wire.ts';
import { requireDoyang, requirePermission, requireStaffAccess, requireStudentAccess } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords.ts';
import { genealogyTree } from '../schools/index.ts';
import { recordSomatometry, somatometryFor } from '../tournaments/index.ts';
import { isGroupPeoplePicker, listPickerPeople, readsPickerOnly } from './people-picker.ts';
import { findDuplicates } from './user-duplicates.queries.ts';
import { readUserFilters, type UserFilters } from './user-filters.ts';
import { RECORD_ANSWER_KEYS, RECORD_RELATIONS, showUser } from './user-record.queries.ts';
import { createUser, loadUserRow, requireWithoutResults, updateUser } from './users.service.ts';
import { countUsers, listUsers } from './users-list.queries.ts';

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
// black_belt_exam_id names the black-belt exam the revision results are read for (spec 02 §7); exams arrive with
// issue 11, which narrows the results to that exam's season: until then every result of the person answers.
const oneQuery = strictQuery({ with: Q.names, append: Q.names, black_belt_exam_id: Q.id, tournament_id: Q.id });

const asNumber = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Students: by doyang ('Doyang Alumnos'/'Alumnos' + scope) or all (general direction + 'Alumnos'); staff: 'Usuarios' ('Sinodales' for sinodal=1) or 'Permisos'. */
function authorizeList(actor: SessionUser, f: UserFilters): void {
  if (f.students) {
    if (f.doyangIds?.length) for (const id of f.doyangIds) requireStudentAccess(actor, 'read', id);
    else requireStudentAccess(actor, 'read', null);
  }
  if (f.staff) {
    // The permissions administrator picks any active staff member to show their matrix (spec 03 §7).
    const permissionsPicker = hasPermission(actor.permissions, 'Permisos') && !f.doyangIds?.length;
    if (!permissionsPicker) requireStaffAccess(actor, 'read', f.sinodal);
    for (const id of f.doyangIds ?? []) requireDoyang(actor, id);
  }
}

/** A record: students belong to their doyang; staff to 'Usuarios' (sinodals also 'Sinodales'); everyone reads themself. */
export function authorizeRecord(
  actor: SessionUser,
  row: { id: number; role_id: number; doyang_id: number | null; sinodal: boolean },
  action: 'read' | 'update' | 'delete',
): void {
  if (action === 'read' && row.id === actor.id) return;
  if (isStudentRole(row.role_id)) requireStudentAccess(actor, action, row.doyang_id);
  else requireStaffAccess(actor, action, row.sinodal);
}

// One PUT for the path (spec 01 §7 and 02 §7): {oldPassword, password} changes one's own password and
// answers true/false; any other body updates the record.
const userPutBody = bodyUnion({
  password: { when: (raw) => 'oldPassword' in raw, schema: passwordChangeSchema },
  // A tournament weigh-in (spec 03 §7): its own rule (recordSomatometry), not the record's.
  somatometry: { when: (raw) => 'add_tournament_somatometry' in raw, schema: tournamentSomatometrySchema },
  record: { when: () => true, schema: userUpdateSchema },
});

/** People's records: the student rules (doyang scope) or the staff areas, decided per record (authorizeRecord). */
const byRecordRule = { anyLogin: 'authorizeRecord (users.routes.ts): alumnos por doyang, personal por Usuarios/Sinodales' };

/** What a person's write may carry: their columns, the form's fields, a password change's (issue 10). */
const refuseUnknown = refuseUnknownKeys(
  knownKeys(users, Object.keys(userFieldsSchema.shape), Object.keys(passwordChangeSchema.shape), RECORD_ANSWER_KEYS),
);

/** The relations a saved record comes back with (the form reloads from it). */
const SAVED_WITH = RECORD_RELATIONS;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const today = () => app.clock.today();

  route(app, {
    method: 'GET',
    url: '/api/users',
    tags,
    summary: 'Alumnos, personal y sinodales',
    permission: { anyLogin: 'authorizeList (users.routes.ts) según los filtros: alumnos, personal o el selector de grupos' },
    scope: 'doyang',
    response: usersListAnswer,
    query: listQuery,
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query);
      if (q.filters.validate === '1' || q.filters.validate === 'true') {
        // The duplicate check crosses doyang scope, so it answers only names, birth date, doyang and status.
        requirePermission(actor, ['Doyang Alumnos', 'Alumnos', 'Usuarios', 'Sinodales'], 'create');
        const birthDate = /^\d{4}-\d{2}-\d{2}/.test(q.filters.birth_date ?? '')
          ? (q.filters.birth_date ?? '').slice(0, 10)
          : null;
        if (!birthDate) throw validationError({ birth_date: [MSG.required] });
        return findDuplicates(db, {
          name: q.filters.name ?? null,
          last_name: q.filters.last_name ?? null,
          birth_date: birthDate,
        });
      }
      const f = readUserFilters(q);
      // The group form's responsible and certifier selectors, for group editors without 'Usuarios'.
      if (isGroupPeoplePicker(f) && readsPickerOnly(actor)) return listPickerPeople(db, f);
      authorizeList(actor, f);
      if (q.filters.count === '1') return { count: await countUsers(db, f, today()) };
      return listUsers(db, f, q, today());
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/users/:id',
    tags,
    summary: 'Expediente de una persona',
    permission: byRecordRule,
    scope: 'doyang',
    response: userRecordAnswer,
    params,
    query: oneQuery,
    handler: async ({ db, actor, params, query }) => {
      const row = await loadUserRow(db, params.id);
      authorizeRecord(actor, row, 'read');
      const q = parseListQuery(query);
      const record = await showUser(db, row.id, q, today());
      // The lineage under the general director (spec 02 §7: the id is fixed at 1), as 'Linaje' shows it to anyone.
      if (q.append.includes('genealogy_tree'))
        return { ...record, genealogy_tree: await genealogyTree(db, GENERAL_DIRECTOR_USER_ID) };
      const tournamentId = (query as { tournament_id?: string }).tournament_id;
      if (q.append.includes('somatometry_for_tournament') && tournamentId) {
        // The weigh-in's query (tournaments module) reads an untyped row: its shape is the domain's.
        const weighIn = (await somatometryFor(db, row.id, Number(tournamentId))) as TournamentSomatometryAnswer | null;
        return { ...record, somatometry_for_tournament: weighIn };
      }
      return record;
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/users',
    tags,
    summary: 'Da de alta a un alumno, un miembro del personal o un sinodal',
    permission: byRecordRule,
    scope: 'doyang',
    response: userRecordAnswer,
    body: userCreateSchema(today),
    // The rule runs on the raw body before validation: a caller without the permission learns nothing from 422s.
    preValidation: async (request) => {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const sinodal = raw.sinodal === true || raw.sinodal === 'true' || raw.sinodal === 1 || raw.sinodal === '1';
      if (isStudentBody({ role_id: asNumber(raw.role_id), sinodal })) {
        requireStudentAccess(request.user, 'create', asNumber(raw.doyang_id));
      } else {
        requireStaffAccess(request.user, 'create', sinodal);
      }
      await refuseUnknown(request);
    },
    handler: async ({ db, actor, body }) => {
      const id = await createUser(db, actor, body);
      return showUser(db, id, { with: SAVED_WITH, append: [] }, today());
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/users/:id',
    tags,
    summary: 'Guarda el expediente de una persona, su pesaje de torneo o la propia contraseña',
    permission: byRecordRule,
    scope: 'doyang',
    response: userPutAnswer,
    params,
    body: userPutBody,
    config: {
      // The own-password change checks the old one: limited as login is (per address and user), or it would answer
      // guesses at the old password as fast as they come. Other bodies of this PUT are not counted.
      rateLimit: {
        hook: 'preHandler',
        max: app.config.loginRateLimit,
        timeWindow: '1 minute',
        allowList: (req) => (req.body as { kind?: string } | undefined)?.kind !== 'password',
        keyGenerator: (req) => `${req.ip}|${req.user?.id}`,
        errorResponseBuilder: () => new HttpError(429, MSG.tooManyPasswordChanges),
      },
    },
    // Refused before the body is read: one's own password only; a record by its rule.
    preValidation: async (request) => {
      const id = Number((request.params as { id: string }).id);
      const raw = request.body;
      const changesPassword = typeof raw === 'object' && raw !== null && 'oldPassword' in raw;
      const weighIn = typeof raw === 'object' && raw !== null && 'add_tournament_somatometry' in raw;
      if (weighIn) return;
      if (!changesPassword && Number.isInteger(id)) authorizeRecord(request.user, await loadUserRow(app.db, id), 'update');
      await refuseUnknown(request);
    },
    handler: async ({ db, actor, params, body, request }) => {
      const id = params.id;
      if (body.kind === 'password') {
        const { oldPassword, password } = body.data;
        if (id !== actor.id) throw forbidden();
        const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, id));
        if (!row || !(await verifyPassword(row.password, oldPassword))) return false;
        await db
          .update(users)
          .set({ password: await hashPassword(password), updated_at: new Date() })
          .where(eq(users.id, id));
        // The new password ended every session of the person (migration 0020); the one that changed it goes on.
        await db.update(users).set({ session_kept_jti: request.token.jti }).where(eq(users.id, id));
        return true;
      }
      if (body.kind === 'somatometry') {
        await recordSomatometry(db, actor, id, body.data);
        return showUser(db, id, { with: [], append: [] }, today());
      }
      const before = await loadUserRow(db, id);
      authorizeRecord(actor, before, 'update');
      const changes = body.data;
      // Turning a student into staff (a black belt becoming kyosa) or back is a staff change too.
      if (changes.role_id && isStudentRole(changes.role_id) !== isStudentRole(before.role_id)) {
        requireStaffAccess(actor, 'update', false);
      }
      await updateUser(db, actor, before, changes, today());
      return showUser(db, id, { with: SAVED_WITH, append: [] }, today());
    },
  });

  // Staff are never deleted (the USUARIOS list disables it), nor students with results: they are deactivated.
  route(app, {
    method: 'DELETE',
    url: '/api/users/:id',
    tags,
    summary: 'Elimina a un alumno sin resultados',
    permission: byRecordRule,
    scope: 'doyang',
    response: userDeletedAnswer,
    params,
    handler: async ({ db, actor, params, request }) => {
      const before = await loadUserRow(db, params.id);
      if (!isStudentRole(before.role_id)) throw validationError({ _: [MSG.staffDeleteDisabled] });
      requireStudentAccess(actor, 'delete', before.doyang_id);
      await requireWithoutResults(db, before.id);
      await db.delete(users).where(eq(users.id, before.id));
      // The person's file goes with them, once the delete has committed.
      removeAfterCommit(request, before.file);
      removeAfterCommit(request, before.rejected_insurance_file);
      const {
        password: _password,
        session_epoch: _epoch,
        session_kept_jti: _kept,
        old_home: _oldHome,
        rejected_insurance_at: _rejectedAt,
        rejected_insurance_file: _rejectedFile,
        ...deleted
      } = before;
      return onWire(deleted);
    },
  });
}
