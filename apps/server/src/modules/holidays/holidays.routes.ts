import {
  accessibleDoyangIds,
  attendanceWindow,
  EXTEMPORANEOUS_AREA,
  type HolidayListItemAnswer,
  hasPermission,
  holidaySchema,
  holidaysAnswer,
  holidayWrittenAnswer,
  MSG,
} from '@doyang/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { joinedObject } from '../../db/relations.ts';
import { assistances, holidays } from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang, requireGeneralDirection, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
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
async function authorize(db: Db, actor: SessionUser, groupId: number | null | undefined, action: 'create' | 'delete') {
  if (!groupId) return requireGeneralDirection(actor);
  const group = await loadGroup(db, groupId);
  requirePermission(actor, ['Asistencias', 'Doyang Grupos'], action);
  requireDoyang(actor, group.doyang_id);
}

const byRule = { anyLogin: 'authorize (holidays.routes.ts): un día sin clase es del grupo, un festivo de dirección general' };

export async function holidayRoutes(app: FastifyInstance): Promise<void> {
  // Holiday index (spec 02 §7 by start_date and group; the configuration screen lists the general ones).
  // With doyang_group_id: that group's no-class days and the general holidays, which apply to every group.
  route(app, {
    method: 'GET',
    url: '/api/holidays',
    tags,
    summary: 'Festivos y días sin clase',
    permission: { anyLogin: 'los festivos generales y los días sin clase de sus doyangs' },
    scope: 'doyang',
    response: holidaysAnswer,
    query: listQuery,
    handler: async ({ db, actor, query }) => {
      const f = parseListQuery(query).filters;
      const groupId = Number(f.doyang_group_id) || null;
      if (groupId) requireDoyang(actor, (await loadGroup(db, groupId)).doyang_id);
      const general = f.general === '1' || f.general === 'true';
      const scope = accessibleDoyangIds(actor);
      return rows<HolidayListItemAnswer>(
        db,
        sql`select h.id, h.name, h.start_date, h.end_date, h.doyang_group_id,
          ${joinedObject('g', ['id', 'name', 'doyang_id'])} as doyang_group
        from holidays h left join doyang_groups g on g.id = h.doyang_group_id
        where (${day(f.start_date)}::date is null or h.end_date >= ${day(f.start_date)}::date)
          and (${day(f.end_date)}::date is null or h.start_date <= ${day(f.end_date)}::date)
          and (${day(f.date)}::date is null or ${day(f.date)}::date between h.start_date and h.end_date)
          and ${general ? sql`h.doyang_group_id is null` : groupId ? sql`(h.doyang_group_id is null or h.doyang_group_id = ${groupId})` : sql`true`}
          and (h.doyang_group_id is null or ${scope === null ? sql`true` : scope.length ? sql`g.doyang_id in ${scope}` : sql`false`})
        order by h.start_date, h.id`,
      );
    },
  });

  // 'Día sin clase' on the attendance screen (with doyang_group_id) or a holiday of the configuration screen.
  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/holidays',
    tags,
    summary: 'Marca un día sin clase de un grupo o agrega un festivo',
    permission: byRule,
    scope: 'doyang',
    response: holidayWrittenAnswer,
    body: holidaySchema,
    handler: async ({ db, actor, body }) => {
      const groupId = body.doyang_group_id ?? null;
      await authorize(db, actor, groupId, 'create');
      const end = body.end_date ?? body.start_date;
      if (groupId) {
        // The same lower bound as the attendance date picker; future days may be marked ahead.
        const extemporaneous = hasPermission(actor.permissions, EXTEMPORANEOUS_AREA);
        const { min_date } = attendanceWindow(app.clock.today(), 'student', extemporaneous);
        if (min_date && body.start_date < min_date) throw validationError({ start_date: [MSG.attendanceTooOldGroup] });
      } else if (!body.name) {
        throw validationError({ name: [MSG.required] });
      }
      const [holiday] = await db
        .insert(holidays)
        .values({ name: body.name ?? MSG.noClassDayName, start_date: body.start_date, end_date: end, doyang_group_id: groupId })
        .returning();
      // A day without class has no roll: its marks go, as the screen clears them.
      if (groupId) {
        await db
          .delete(assistances)
          .where(and(eq(assistances.doyang_group_id, groupId), between(assistances.date, body.start_date, end)));
      }
      return { message: groupId ? MSG.noClassDayMarked : MSG.holidayAdded, data: holiday };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/holidays/:id',
    tags,
    summary: 'Quita un día sin clase o un festivo',
    permission: byRule,
    scope: 'doyang',
    response: holidayWrittenAnswer,
    params,
    handler: async ({ db, actor, params }) => {
      const [holiday] = await db.select().from(holidays).where(eq(holidays.id, params.id));
      if (!holiday) throw notFound();
      await authorize(db, actor, holiday.doyang_group_id, 'delete');
      await db.delete(holidays).where(eq(holidays.id, holiday.id));
      return { message: holiday.doyang_group_id ? MSG.noClassDayRemoved : MSG.holidayDeleted, data: holiday };
    },
  });
}
