import {
  type AssistanceAnswer,
  accessibleDoyangIds,
  allPresentAnswer,
  allPresentSchema,
  assistanceAnswer,
  MSG,
  rosterAnswer,
} from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assistances, doyang_groups } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { onWire } from '../../http/wire.ts';
import { requireAttendance, requireDoyang } from '../../plugins/permissions.ts';
import { loadGroup } from '../groups/index.ts';
import { assertMarkDate, markAllPresent, ROSTER_PAGE_SIZE, roster } from './attendance.service.ts';

const tags = ['attendance'];
const params = idParams;
const rosterQuery = listQueryParams({ date: Q.date, kyosas: Q.flag, revision_id: Q.id, name: Q.text });
const assistancesQuery = listQueryParams({
  doyang_group_id: Q.id,
  user_id: Q.id,
  date: Q.date,
  from_date: Q.date,
  to_date: Q.date,
  is_kyosa: Q.flag,
});
const ymdRe = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | undefined, field: string): string | null => {
  if (value === undefined || value === '') return null;
  const day = value.slice(0, 10);
  if (!ymdRe.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw validationError({ [field]: [MSG.invalidDate] });
  return day;
};
const intParam = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
};

/** Who reads attendance: the attendance areas and the group screens (requireAttendance in plugins/permissions.ts). */
const ATTENDANCE_READERS = ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo'] as const;

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  // 'Todos presentes': the page's unmarked students get an A in one request (issue 10).
  route(app, {
    method: 'POST',
    url: '/api/doyang_groups/:id/all_present',
    tags,
    summary: 'Todos presentes: asistencia A a los alumnos sin marcar de la página',
    permission: { anyLogin: 'requireAttendance (plugins/permissions.ts) sobre el grupo, como una marca' },
    scope: 'doyang',
    params,
    body: allPresentSchema,
    response: allPresentAnswer,
    handler: async ({ db, actor, params, body }) => markAllPresent(db, actor, app.clock.today(), params.id, body),
  });

  // The attendance screen (students) or the KyosaList (kyosas=1) of a group on a day, 50 rows a page.
  route(app, {
    method: 'GET',
    url: '/api/doyang_groups/:id/roster',
    tags,
    summary: 'Lista de asistencia de un grupo en un día (alumnos o kyosas), 50 por página',
    permission: { area: ATTENDANCE_READERS },
    scope: 'doyang',
    response: rosterAnswer,
    params,
    query: rosterQuery,
    handler: async ({ db, actor, params, query }) => {
      const q = parseListQuery(query, ROSTER_PAGE_SIZE);
      const today = app.clock.today();
      return roster(db, actor, params.id, {
        today,
        date: dateParam(q.filters.date, 'date') ?? today,
        kind: q.filters.kyosas === '1' || q.filters.kyosas === 'true' ? 'kyosa' : 'student',
        revisionId: intParam(q.filters.revision_id),
        search: q.search ?? q.filters.name ?? null,
        page: q.page,
        perPage: q.perPage,
      });
    },
  });

  // Assistance index (spec 02 §7: by date and doyang_group_id, or by person): marks of the reachable doyangs.
  route(app, {
    method: 'GET',
    url: '/api/assistances',
    tags,
    summary: 'Lista de asistencias por grupo y fecha, o de una persona',
    permission: { area: ATTENDANCE_READERS },
    scope: 'doyang',
    response: z.array(assistanceAnswer),
    query: assistancesQuery,
    handler: async ({ db, actor, query }) => {
      const f = parseListQuery(query).filters;
      const groupId = intParam(f.doyang_group_id);
      const userId = intParam(f.user_id);
      if (!groupId && !userId) throw validationError({ doyang_group_id: [MSG.required] });
      if (groupId) requireDoyang(actor, (await loadGroup(db, groupId)).doyang_id);
      const date = dateParam(f.date, 'date');
      const from = dateParam(f.from_date, 'from_date');
      const to = dateParam(f.to_date, 'to_date');
      const kyosa = f.is_kyosa === undefined ? null : f.is_kyosa === '1' || f.is_kyosa === 'true';
      const scope = accessibleDoyangIds(actor);
      return rows<AssistanceAnswer>(
        db,
        sql`select a.id, a.user_id, a.doyang_group_id, a.date, a.type, a.is_student, a.is_mother, a.is_father,
          a.is_representative, a.is_kyosa, a.created_by, to_json(a.updated_at) as updated_at
        from assistances a join doyang_groups g on g.id = a.doyang_group_id
        where (${groupId}::int is null or a.doyang_group_id = ${groupId}::int)
          and (${userId}::int is null or a.user_id = ${userId}::int)
          and (${date}::date is null or a.date = ${date}::date)
          and (${from}::date is null or a.date >= ${from}::date)
          and (${to}::date is null or a.date <= ${to}::date)
          and (${kyosa}::boolean is null or a.is_kyosa = ${kyosa}::boolean)
          and ${scope === null ? sql`true` : scope.length ? sql`g.doyang_id in ${scope}` : sql`false`}
        order by a.date desc, a.doyang_group_id, a.user_id`,
      );
    },
  });

  // Clearing a mark (the cancel icon): the same date window as saving it.
  route(app, {
    method: 'DELETE',
    url: '/api/assistances/:id',
    tags,
    summary: 'Borra una marca de asistencia',
    permission: { area: 'Asistencias', action: 'delete' },
    scope: 'doyang',
    response: assistanceAnswer,
    params,
    handler: async ({ db, actor, params }) => {
      const [mark] = await db
        .select({
          id: assistances.id,
          date: assistances.date,
          is_kyosa: assistances.is_kyosa,
          doyang_id: doyang_groups.doyang_id,
        })
        .from(assistances)
        .innerJoin(doyang_groups, eq(doyang_groups.id, assistances.doyang_group_id))
        .where(eq(assistances.id, params.id));
      if (!mark) throw notFound();
      requireAttendance(actor, mark, 'delete');
      assertMarkDate(actor, app.clock.today(), mark.date, mark.is_kyosa ? 'kyosa' : 'student');
      const [row] = await db.delete(assistances).where(eq(assistances.id, mark.id)).returning();
      return onWire(row);
    },
  });
}
