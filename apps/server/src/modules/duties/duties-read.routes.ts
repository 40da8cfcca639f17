import {
  accessibleDoyangIds,
  canSeeGeneralDirection,
  DUTY_READERS,
  dutyConcerns,
  GENERAL_DIRECTION_DOYANG_ID,
  homeDutiesAnswer,
  homeDutyLists,
  listOf,
  MSG,
  monthlyDutyAnswer,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { spanishContains, spanishKey } from '../../db/spanish-text.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { orderOf } from '../../http/sql-list.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { loadDuty } from './duties.guards.ts';
import { bimesterStartSql, concernsSql, listDuties } from './duties.queries.ts';
import { showDuty } from './duty-record.queries.ts';

const tags = ['monthly_duties'];
const params = idParams;
const listQuery = listQueryParams({ doyang_id: Q.id, name: Q.text });
const doyangQuery = strictQuery({ doyang_id: Q.id, with: Q.names, append: Q.names });
const READERS = DUTY_READERS;
/** MonthlyDutyIndex's order: the fields it sorts by, latest due date first by default. */
const DUTY_ORDER = {
  orderable: { due_date: sql`d.due_date`, name: spanishKey(sql`d.name`), id: sql`d.id`, created_at: sql`d.created_at` },
  defaultOrder: [sql`d.due_date desc`],
  tieBreaker: sql`d.id desc`,
};

export async function dutyReadRoutes(app: FastifyInstance): Promise<void> {
  // MonthlyDutyIndex: 20 a page; by doyang (its own duties and those sent to doyangs) unless general direction lists all.
  route(app, {
    method: 'GET',
    url: '/api/monthly_duties',
    tags,
    summary: 'Lista de tareas bimestrales',
    permission: { area: READERS },
    scope: 'doyang',
    response: listOf(monthlyDutyAnswer),
    query: listQuery,
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query);
      const network = canSeeGeneralDirection(actor);
      const doyangId = Number(q.filters.doyang_id) || null;
      if (doyangId) requireDoyang(actor, doyangId);
      const scope = accessibleDoyangIds(actor);
      const where = doyangId
        ? concernsSql(doyangId)
        : scope === null
          ? sql`true`
          : scope.length
            ? sql`(d.to_doyang or (not d.to_general_direction and d.doyang_id in ${scope}))`
            : sql`false`;
      const search = q.search ?? q.filters.name ?? null;
      const order = orderOf(DUTY_ORDER, q);
      const paged = q.paginate && q.perPage > 0;
      const list = await listDuties(db, {
        where: search ? sql`${where} and ${spanishContains(sql`d.name`, search)}` : where,
        checkedFor: doyangId,
        appendDone: network && q.append.includes('doyangs_done'),
        appendNotDone: network && q.append.includes('doyangs_not_done'),
        order,
        limit: paged ? q.perPage : null,
        offset: paged ? (q.page - 1) * q.perPage : 0,
      });
      const data = list.map(({ __total, ...d }) => d);
      return q.paginate ? pageOf(data, Number(list[0]?.__total ?? 0), q) : data;
    },
  });

  // The Home column 'Tareas Bimestrales' (spec 01 §2): the five lists for the selected doyang, this bimester on.
  route(app, {
    method: 'GET',
    url: '/api/monthly_duties/home',
    tags,
    summary: 'Tareas bimestrales de un doyang para el inicio, en sus cinco listas',
    permission: { area: READERS, action: 'read' },
    scope: 'doyang',
    response: homeDutiesAnswer,
    query: doyangQuery,
    handler: async ({ db, actor, query }) => {
      const isGeneralDirection = canSeeGeneralDirection(actor);
      const asked = Number(query.doyang_id) || null;
      const doyangId = asked ?? (isGeneralDirection ? GENERAL_DIRECTION_DOYANG_ID : null);
      if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
      requireDoyang(actor, doyangId);
      const list = await listDuties(db, {
        where: sql`d.due_date >= ${bimesterStartSql}
          and (${concernsSql(doyangId)} or (${isGeneralDirection}::boolean and d.to_general_direction))`,
        checkedFor: doyangId,
        appendDone: false,
        appendNotDone: false,
        order: sql`d.super_important desc, d.due_date, d.id`,
        limit: null,
        offset: 0,
      });
      const rows = list.map(({ __total, ...d }) => ({ ...d, checked: d.checked === true }));
      return { doyang_id: doyangId, ...homeDutyLists(rows, doyangId, isGeneralDirection) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/monthly_duties/:id',
    tags,
    summary: 'Una tarea bimestral',
    permission: { area: READERS },
    scope: 'doyang',
    response: monthlyDutyAnswer,
    params,
    query: doyangQuery,
    handler: async ({ db, actor, params, query }) => {
      const duty = await loadDuty(db, params.id);
      const asked = Number(query.doyang_id) || null;
      if (asked) requireDoyang(actor, asked);
      if (!canSeeGeneralDirection(actor)) {
        const reachable = accessibleDoyangIds(actor) ?? [];
        if (!reachable.some((id) => dutyConcerns(duty, id))) throw forbidden(MSG.forbiddenDoyang);
      }
      return showDuty(db, actor, duty.id, asked ?? duty.doyang_id);
    },
  });
}
