import {
  addKyosaSchema,
  addStudentsSchema,
  attendanceMarkSchema,
  csvFile,
  type DoyangGroupShownAnswer,
  doyangGroupDeletedAnswer,
  doyangGroupPutAnswer,
  doyangGroupSchema,
  doyangGroupShownAnswer,
  doyangGroups as groupEntry,
  type MarkSavedAnswer,
  MSG,
  ROLES,
} from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { doyang_groups } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { bodyUnion } from '../../http/body-union.ts';
import { validationError } from '../../http/errors.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { listRows } from '../../http/list-rows.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireAttendance } from '../../plugins/permissions.ts';
import { sendCsv } from '../../reports/csv.ts';
import { fileSlug } from '../../reports/download.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { loadGroup } from './groups.queries.ts';
import { doyangGroupResource } from './groups.resources.ts';
import { assertGroupRules, groupDoyangOf, requireGroupWrite } from './groups.rules.ts';
import { GROUP_CSV_QUERY, groupCsv } from './groups-csv.service.ts';
import { addKyosas, addStudents, removeKyosas, removeStudents } from './groups-people.service.ts';

const tags = ['doyang_groups'];
const params = idParams;
// DELETE with kyosas= or students= removes people; a bare DELETE deletes the group (never both meanings at once).
const deleteQuery = strictQuery({ kyosas: Q.ids, students: Q.ids });
const csvQuery = strictQuery(GROUP_CSV_QUERY);
const SHOW_WITH = ['doyang', 'responsible', 'certifier', 'kyosas', 'students_count', 'schedule', 'week_summary', 'revision'];
const idList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * The attendance module saves a mark; a group's PUT carries marks (spec 02 §7), so app.ts hands the saver
 * in and groups never import attendance (attendance reads groups).
 */
export type AttendanceMarkSaver = (
  db: Db,
  actor: SessionUser,
  today: string,
  groupId: number,
  body: z.output<typeof attendanceMarkSchema>,
) => Promise<MarkSavedAnswer>;

// PUT carries one of: an attendance mark {student|kyosa, date, type, meeting ticks}; students to add
// {groupsAsStudent} (or {student} without a date); or the group's own fields (spec 02 §7).
const groupPutBody = bodyUnion({
  mark: {
    when: (raw) => raw.date !== undefined && (raw.student !== undefined || raw.kyosa !== undefined),
    schema: attendanceMarkSchema,
  },
  students: { when: (raw) => raw.groupsAsStudent !== undefined || raw.student !== undefined, schema: addStudentsSchema },
  fields: { when: () => true, schema: doyangGroupSchema.partial() },
});

/**
 * What a group's write may carry: its columns, the three PUT bodies' fields and the relations its record answers
 * with (the form sends it back whole). A made-up key is a 422, never a rule skipped in silence.
 */
const refuseUnknown = refuseUnknownKeys(
  knownKeys(
    doyang_groups,
    Object.keys(doyangGroupSchema.shape),
    Object.keys(attendanceMarkSchema.shape),
    Object.keys(addStudentsSchema.shape),
    groupEntry.relations ?? [],
  ),
);

/** Group writes check the group's own area and doyang (requireGroupWrite); marks check attendance's. */
const byGroupRule = {
  anyLogin: 'requireGroupWrite (groups.rules.ts): Doyang Grupos o Grupos de Selectivo y el doyang del grupo',
};

export async function groupRoutes(app: FastifyInstance, options: { saveMark: AttendanceMarkSaver }): Promise<void> {
  const { saveMark } = options;
  const show = async (db: Db, id: number) => {
    const q = {
      with: SHOW_WITH,
      append: [],
      orderBy: [],
      paginate: false,
      page: 1,
      perPage: 0,
      search: null,
      ids: [id],
      filters: {},
    };
    const [row] = (await listRows(db, doyangGroupResource, q)) as DoyangGroupShownAnswer[];
    return row;
  };

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/doyang_groups',
    tags,
    summary: 'Crea un grupo',
    permission: { area: ['Doyang Grupos', 'Grupos de Selectivo'], action: 'create' },
    scope: 'doyang',
    response: doyangGroupShownAnswer,
    body: doyangGroupSchema,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, body }) => {
      const doyangId = groupDoyangOf(body.doyang_id, body.is_selective_group);
      if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
      requireGroupWrite(actor, { doyang_id: doyangId, is_selective_group: body.is_selective_group }, 'create');
      await assertGroupRules(db, body);
      const [row] = await db
        .insert(doyang_groups)
        .values({ ...body, doyang_id: doyangId })
        .returning({ id: doyang_groups.id });
      return show(db, row.id);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/doyang_groups/:id',
    tags,
    summary: 'Edita un grupo, le agrega alumnos o guarda una marca de asistencia',
    permission: byGroupRule,
    scope: 'doyang',
    response: doyangGroupPutAnswer,
    params,
    body: groupPutBody,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, params, body }) => {
      if (body.kind === 'mark') return saveMark(db, actor, app.clock.today(), params.id, body.data);
      const group = await loadGroup(db, params.id);
      requireGroupWrite(actor, group, 'update');
      if (body.kind === 'students') {
        const ids = [...new Set([...(body.data.groupsAsStudent ?? []), ...(body.data.student ?? [])])];
        await addStudents(db, actor, group, ids);
        return show(db, group.id);
      }
      const data = onlySent(body.data, body.sent);
      const merged = { ...group, ...data };
      merged.doyang_id = groupDoyangOf(data.doyang_id ?? group.doyang_id, merged.is_selective_group) ?? group.doyang_id;
      // Moving a group (or making it selective) needs the rights on the destination too.
      requireGroupWrite(actor, { doyang_id: merged.doyang_id, is_selective_group: merged.is_selective_group }, 'update');
      await assertGroupRules(db, {
        begins_at: merged.begins_at,
        ends_at: merged.ends_at,
        user_responsible_id: data.user_responsible_id,
        user_certifier_id: data.user_certifier_id,
      });
      if (Object.keys(data).length) {
        await db
          .update(doyang_groups)
          .set({ ...data, doyang_id: merged.doyang_id })
          .where(eq(doyang_groups.id, group.id));
      }
      return show(db, group.id);
    },
  });

  // DELETE with ?kyosas=ids or ?students=ids removes people; without them deletes the group.
  route(app, {
    method: 'DELETE',
    url: '/api/doyang_groups/:id',
    tags,
    summary: 'Elimina un grupo, o quita kyosas o alumnos del grupo',
    permission: byGroupRule,
    scope: 'doyang',
    response: doyangGroupDeletedAnswer,
    params,
    query: deleteQuery,
    handler: async ({ db, actor, params, query }) => {
      const group = await loadGroup(db, params.id);
      requireGroupWrite(actor, group, query.kyosas !== undefined || query.students !== undefined ? 'update' : 'delete');
      if (query.kyosas !== undefined) {
        await removeKyosas(db, group, idList(query.kyosas));
        return show(db, group.id);
      }
      if (query.students !== undefined) {
        await removeStudents(db, group, idList(query.students));
        return show(db, group.id);
      }
      const busy = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where doyang_group_id = ${group.id} and role_id = ${ROLES.ALUMNO} and active`,
      );
      if (busy?.n) throw validationError({ _: [MSG.groupHasStudents] });
      const [row] = await db.delete(doyang_groups).where(eq(doyang_groups.id, group.id)).returning();
      return row;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/doyang_groups/:id/kyosas/add',
    tags,
    summary: 'Agrega kyosas a un grupo',
    permission: { area: ['Doyang Grupos', 'Grupos de Selectivo'], action: 'update' },
    scope: 'doyang',
    response: doyangGroupShownAnswer,
    params,
    body: addKyosaSchema,
    handler: async ({ db, actor, params, body }) => {
      const group = await loadGroup(db, params.id);
      requireGroupWrite(actor, group, 'update');
      await addKyosas(db, actor, group, [...new Set(body.kyosas)]);
      return show(db, group.id);
    },
  });

  // Downloads of the group screen (also available as CSV text fields with append=…_csv on the record).
  const downloads = [
    ['assistances_csv', 'assistances', 'asistencias', 'Asistencias de los alumnos de un grupo (CSV)'],
    ['kyosas_assistances_csv', 'kyosas', 'asistencias-kyosas', 'Asistencias de los kyosas de un grupo (CSV)'],
    ['revision_csv', 'revision', 'revision', 'Revisión de los alumnos de un grupo (CSV)'],
  ] as const;
  for (const [path, kind, prefix, summary] of downloads) {
    route(app, {
      method: 'GET',
      url: `/api/doyang_groups/:id/${path}`,
      tags,
      summary,
      permission: { area: ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo'] },
      scope: 'doyang',
      response: csvFile,
      params,
      query: csvQuery,
      handler: async ({ db, actor, params, query, reply }) => {
        const group = await loadGroup(db, params.id);
        requireAttendance(actor, group, 'read');
        const csv = await groupCsv(db, query, app.clock.today(), group, kind);
        return sendCsv(reply, `${prefix}-${fileSlug(group.name)}-${fileSlug(group.doyang_name)}.csv`, csv.columns, csv.rows);
      },
    });
  }
}
