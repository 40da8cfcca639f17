import { accessibleDoyangIds, attendanceWindow, EXTEMPORANEOUS_AREA, hasPermission, holidaySchema, MSG } from '@doyang/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayOf } from '../../config.ts';
import { assistances, holidays } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q } from '../../http/query-params.ts';
import { requireDoyang, requireGeneralDirection, requirePermission } from '../../plugins/permissions.ts';
import { loadGroup } from '../groups/index.ts';

const tags = ['holidays'];
const params = idParams;
const listQuery = listQueryParams({
  doyang_group_id: Q.id,
  general: Q.flag,
  start_date: Q.date,
  end_date: Q.date,
  date: Q.date,
});
const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

/** A group's no-class day is the attendance screen's ('Asistencias' or 'Doyang Grupos' + scope); a general holiday is general direction's. */
async function authorize(request: FastifyRequest, groupId: number | null | undefined, action: 'create' | 'delete') {
  if (!groupId) return requireGeneralDirection(request);
  const group = await loadGroup(request.server.db, groupId);
  requirePermission(request, ['Asistencias', 'Doyang Grupos'], action);
  requireDoyang(request, group.doyang_id);
}

export async function holidayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Holiday index (spec 02 §7 by start_date and group; the configuration screen lists the general ones).
  // With doyang_group_id: that group's no-class days and the general holidays, which apply to every group.
  r.get('/api/holidays', { schema: { tags, querystring: listQuery } }, async (request) => {
    const f = parseListQuery(request.query).filters;
    const groupId = Number(f.doyang_group_id) || null;
    if (groupId) requireDoyang(request, (await loadGroup(app.db, groupId)).doyang_id);
    const general = f.general === '1' || f.general === 'true';
    const scope = accessibleDoyangIds(request.user);
    return rows(
      app.db,
      sql`select h.id, h.name, h.start_date, h.end_date, h.doyang_group_id,
        case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'doyang_id', g.doyang_id) end as doyang_group
      from holidays h left join doyang_groups g on g.id = h.doyang_group_id
      where (${day(f.start_date)}::date is null or h.end_date >= ${day(f.start_date)}::date)
        and (${day(f.end_date)}::date is null or h.start_date <= ${day(f.end_date)}::date)
        and (${day(f.date)}::date is null or ${day(f.date)}::date between h.start_date and h.end_date)
        and ${general ? sql`h.doyang_group_id is null` : groupId ? sql`(h.doyang_group_id is null or h.doyang_group_id = ${groupId})` : sql`true`}
        and (h.doyang_group_id is null or ${scope === null ? sql`true` : scope.length ? sql`g.doyang_id in ${scope}` : sql`false`})
      order by h.start_date, h.id`,
    );
  });

  // 'Día sin clase' on the attendance screen (with doyang_group_id) or a holiday of the configuration screen.
  r.post('/api/holidays', { schema: { tags, body: holidaySchema } }, async (request, reply) => {
    const body = request.body;
    const groupId = body.doyang_group_id ?? null;
    await authorize(request, groupId, 'create');
    const end = body.end_date ?? body.start_date;
    if (groupId) {
      // The same lower bound as the attendance date picker; future days may be marked ahead.
      const extemporaneous = hasPermission(request.user.permissions, EXTEMPORANEOUS_AREA);
      const { min_date } = attendanceWindow(todayOf(app.config), 'student', extemporaneous);
      if (min_date && body.start_date < min_date) throw validationError({ start_date: [MSG.attendanceTooOldGroup] });
    } else if (!body.name) {
      throw validationError({ name: [MSG.required] });
    }
    const holiday = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(holidays)
        .values({ name: body.name ?? MSG.noClassDayName, start_date: body.start_date, end_date: end, doyang_group_id: groupId })
        .returning();
      // A day without class has no roll: its marks go, as the screen clears them.
      if (groupId) {
        await tx
          .delete(assistances)
          .where(and(eq(assistances.doyang_group_id, groupId), between(assistances.date, body.start_date, end)));
      }
      return row;
    });
    return reply.status(201).send({ message: groupId ? MSG.noClassDayMarked : MSG.holidayAdded, data: holiday });
  });

  r.delete('/api/holidays/:id', { schema: { tags, params } }, async (request) => {
    const [holiday] = await app.db.select().from(holidays).where(eq(holidays.id, request.params.id));
    if (!holiday) throw notFound();
    await authorize(request, holiday.doyang_group_id, 'delete');
    await app.db.delete(holidays).where(eq(holidays.id, holiday.id));
    return { message: holiday.doyang_group_id ? MSG.noClassDayRemoved : MSG.holidayDeleted, data: holiday };
  });
}
