import { addKyosaSchema, addStudentsSchema, attendanceMarkSchema, doyangGroupSchema, MSG, ROLES } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { doyang_groups } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { listRows } from '../../http/resource.ts';
import { requireAttendance } from '../../plugins/permissions.ts';
import { fileSlug, sendCsv } from '../../reports/csv.ts';
import { loadGroup } from './groups.queries.ts';
import { doyangGroupResource } from './groups.resources.ts';
import {
  addKyosas,
  addStudents,
  assertGroupRules,
  GROUP_CSV_QUERY,
  groupCsv,
  groupDoyangOf,
  removeKyosas,
  removeStudents,
  requireGroupWrite,
} from './groups.service.ts';

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
  request: FastifyRequest,
  groupId: number,
  body: z.output<typeof attendanceMarkSchema>,
) => Promise<unknown>;

export async function groupRoutes(app: FastifyInstance, options: { saveMark: AttendanceMarkSaver }): Promise<void> {
  const { saveMark } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const show = async (id: number) => {
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
    const [row] = (await listRows(app, doyangGroupResource, q)) as Record<string, unknown>[];
    return row;
  };

  r.post('/api/doyang_groups', { schema: { tags, body: doyangGroupSchema } }, async (request, reply) => {
    const body = request.body;
    const doyangId = groupDoyangOf(body.doyang_id, body.is_selective_group);
    if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
    requireGroupWrite(request, { doyang_id: doyangId, is_selective_group: body.is_selective_group }, 'create');
    await assertGroupRules(app.db, body);
    const [row] = await app.db
      .insert(doyang_groups)
      .values({ ...body, doyang_id: doyangId })
      .returning({ id: doyang_groups.id });
    return reply.status(201).send(await show(row.id));
  });

  // PUT carries one of: an attendance mark {student|kyosa, date, type, meeting ticks}; students to add
  // {groupsAsStudent} (or {student} without a date); or the group's own fields (spec 02 §7).
  r.put('/api/doyang_groups/:id', { schema: { tags, params } }, async (request) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (raw.date !== undefined && (raw.student !== undefined || raw.kyosa !== undefined)) {
      return saveMark(app.db, request, request.params.id, attendanceMarkSchema.parse(raw));
    }
    const group = await loadGroup(app.db, request.params.id);
    if (raw.groupsAsStudent !== undefined || raw.student !== undefined) {
      requireGroupWrite(request, group, 'update');
      const body = addStudentsSchema.parse(raw);
      await addStudents(app.db, request, group, [...new Set([...(body.groupsAsStudent ?? []), ...(body.student ?? [])])]);
      return show(group.id);
    }
    requireGroupWrite(request, group, 'update');
    const data = onlySent(doyangGroupSchema.partial().parse(raw), raw);
    const merged = { ...group, ...data };
    merged.doyang_id = groupDoyangOf(data.doyang_id ?? group.doyang_id, merged.is_selective_group) ?? group.doyang_id;
    // Moving a group (or making it selective) needs the rights on the destination too.
    requireGroupWrite(request, { doyang_id: merged.doyang_id, is_selective_group: merged.is_selective_group }, 'update');
    await assertGroupRules(app.db, {
      begins_at: merged.begins_at,
      ends_at: merged.ends_at,
      user_responsible_id: data.user_responsible_id,
      user_certifier_id: data.user_certifier_id,
    });
    if (Object.keys(data).length) {
      await app.db
        .update(doyang_groups)
        .set({ ...data, doyang_id: merged.doyang_id })
        .where(eq(doyang_groups.id, group.id));
    }
    return show(group.id);
  });

  // DELETE with ?kyosas=ids or ?students=ids removes people; without them deletes the group.
  r.delete('/api/doyang_groups/:id', { schema: { tags, params, querystring: deleteQuery } }, async (request) => {
    const group = await loadGroup(app.db, request.params.id);
    const query = request.query;
    requireGroupWrite(request, group, query.kyosas !== undefined || query.students !== undefined ? 'update' : 'delete');
    if (query.kyosas !== undefined) {
      await removeKyosas(app.db, group, idList(query.kyosas));
      return show(group.id);
    }
    if (query.students !== undefined) {
      await removeStudents(app.db, group, idList(query.students));
      return show(group.id);
    }
    const busy = await one<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from users where doyang_group_id = ${group.id} and role_id = ${ROLES.ALUMNO} and active`,
    );
    if (busy?.n) throw validationError({ _: [MSG.groupHasStudents] });
    const [row] = await app.db.delete(doyang_groups).where(eq(doyang_groups.id, group.id)).returning();
    return row;
  });

  r.post('/api/doyang_groups/:id/kyosas/add', { schema: { tags, params, body: addKyosaSchema } }, async (request) => {
    const group = await loadGroup(app.db, request.params.id);
    requireGroupWrite(request, group, 'update');
    await addKyosas(app.db, request, group, [...new Set(request.body.kyosas)]);
    return show(group.id);
  });

  // Downloads of the group screen (also available as CSV text fields with append=…_csv on the record).
  const downloads = [
    ['assistances_csv', 'assistances', 'asistencias'],
    ['kyosas_assistances_csv', 'kyosas', 'asistencias-kyosas'],
    ['revision_csv', 'revision', 'revision'],
  ] as const;
  for (const [path, kind, prefix] of downloads) {
    r.get(`/api/doyang_groups/:id/${path}`, { schema: { tags, params, querystring: csvQuery } }, async (request, reply) => {
      const group = await loadGroup(app.db, request.params.id);
      requireAttendance(request, group, 'read');
      const csv = await groupCsv(app.db, request, group, kind);
      return sendCsv(reply, `${prefix}-${fileSlug(group.name)}-${fileSlug(group.doyang_name)}.csv`, csv.columns, csv.rows);
    });
  }
}
