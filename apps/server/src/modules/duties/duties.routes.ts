import {
  accessibleDoyangIds,
  canSeeGeneralDirection,
  DUTY_READERS,
  dutyConcerns,
  dutyContentChanged,
  GENERAL_DIRECTION_DOYANG_ID,
  hasTwoAudiences,
  homeDutyLists,
  MSG,
  monthlyDutyDoneSchema,
  monthlyDutySchema,
  setsGeneralDirectionFlag,
} from '@doyang/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { monthly_duties, monthly_duty_doyangs } from '../../db/schema/index.ts';
import { bodyUnion } from '../../http/body-union.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { generalDirectionLevel, loadDuty, requireOwnDutyWrite } from './duties.guards.ts';
import { bimesterStartSql, concernsSql, listDuties } from './duties.queries.ts';

const tags = ['monthly_duties'];
const params = idParams;
const listQuery = listQueryParams({ doyang_id: Q.id, name: Q.text });
const doyangQuery = strictQuery({ doyang_id: Q.id, with: Q.names, append: Q.names });
const READERS = DUTY_READERS;
const ORDERABLE: Record<string, string> = { due_date: 'd.due_date', name: 'd.name', id: 'd.id', created_at: 'd.created_at' };

// PUT carries either the done toggle {monthly_duty_id, doyang_id, done} or the duty's fields.
const dutyPutBody = bodyUnion({
  done: { when: (raw) => raw.done !== undefined, schema: monthlyDutyDoneSchema },
  fields: { when: () => true, schema: monthlyDutySchema.partial() },
});
/** Writers: the catalogue's general-direction level or a doyang's own duties (duties.guards.ts). */
const WRITERS = { anyLogin: 'dutyGeneralDirectionLevel o requireOwnDutyWrite (duties.guards.ts)' };

export async function dutyRoutes(app: FastifyInstance): Promise<void> {
  // Which doyangs did a duty and which did not is general direction's view (spec 02 §6), never a doyang's.
  const showOne = async (db: Db, actor: SessionUser, id: number, checkedFor: number | null) => {
    const network = canSeeGeneralDirection(actor);
    const [row] = await listDuties(db, {
      where: sql`d.id = ${id}`,
      checkedFor,
      appendDone: network,
      appendNotDone: network,
      order: sql`d.id`,
      limit: 1,
      offset: 0,
    });
    if (!row) throw notFound();
    const { __total, ...duty } = row;
    return duty;
  };

  // MonthlyDutyIndex: 20 a page; by doyang (its own duties and those sent to doyangs) unless general direction lists all.
  route(app, {
    method: 'GET',
    url: '/api/monthly_duties',
    tags,
    permission: { area: READERS },
    scope: 'doyang',
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
      const term = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
      const requested = q.orderBy.filter((o) => ORDERABLE[o.field]);
      const orders = requested.length ? requested : [{ field: 'due_date', dir: 'desc' as const }];
      const order = sql.join(
        [...orders.map((o) => sql.raw(`${ORDERABLE[o.field]} ${o.dir === 'desc' ? 'desc' : 'asc'}`)), sql.raw('d.id desc')],
        sql`, `,
      );
      const paged = q.paginate && q.perPage > 0;
      const list = await listDuties(db, {
        where: sql`${where} and (${term}::text is null or d.name ilike ${term}::text)`,
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
    permission: { area: READERS, action: 'read' },
    scope: 'doyang',
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
    permission: { area: READERS },
    scope: 'doyang',
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
      return showOne(db, actor, duty.id, asked ?? duty.doyang_id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/monthly_duties',
    tags,
    permission: WRITERS,
    scope: 'doyang',
    body: monthlyDutySchema,
    handler: async ({ db, actor, body, reply }) => {
      if (hasTwoAudiences(body)) throw validationError({ to_general_direction: [MSG.dutyOneAudience] });
      let doyangId = body.doyang_id ?? null;
      if (generalDirectionLevel(actor, 'create')) {
        doyangId ??= GENERAL_DIRECTION_DOYANG_ID;
      } else {
        requirePermission(actor, 'Doyang Tareas Bimestrales', 'create');
        if (setsGeneralDirectionFlag(body)) throw forbidden(MSG.generalDirectionOnlyField);
        if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
        requireDoyang(actor, doyangId);
      }
      const [row] = await db
        .insert(monthly_duties)
        .values({ ...body, doyang_id: doyangId, created_by: actor.id })
        .returning({ id: monthly_duties.id });
      reply.code(201);
      return showOne(db, actor, row.id, doyangId);
    },
  });

  // Editing the content clears every done mark: the form warned that doyangs lose it (MSG.dutyEditWarning).
  route(app, {
    method: 'PUT',
    url: '/api/monthly_duties/:id',
    tags,
    permission: WRITERS,
    scope: 'doyang',
    params,
    body: dutyPutBody,
    handler: async ({ db, actor, params, body }) => {
      const duty = await loadDuty(db, params.id);
      if (body.kind === 'done') {
        const toggle = body.data;
        requirePermission(actor, READERS, 'update');
        requireDoyang(actor, toggle.doyang_id);
        if (!dutyConcerns(duty, toggle.doyang_id)) throw validationError({ doyang_id: [MSG.dutyNotForDoyang] });
        if (toggle.done) {
          await db
            .insert(monthly_duty_doyangs)
            .values({ monthly_duty_id: duty.id, doyang_id: toggle.doyang_id, done_by: actor.id })
            .onConflictDoNothing();
        } else {
          await db
            .delete(monthly_duty_doyangs)
            .where(and(eq(monthly_duty_doyangs.monthly_duty_id, duty.id), eq(monthly_duty_doyangs.doyang_id, toggle.doyang_id)));
        }
        return showOne(db, actor, duty.id, toggle.doyang_id);
      }
      const data = onlySent(body.data, body.sent);
      if (!generalDirectionLevel(actor, 'update')) {
        requireOwnDutyWrite(actor, duty, 'update');
        if (setsGeneralDirectionFlag(data)) throw forbidden(MSG.generalDirectionOnlyField);
        if (data.doyang_id) requireDoyang(actor, data.doyang_id);
      }
      if (hasTwoAudiences({ ...duty, ...data })) throw validationError({ to_general_direction: [MSG.dutyOneAudience] });
      const changed = dutyContentChanged(duty, data);
      if (Object.keys(data).length) {
        await db
          .update(monthly_duties)
          .set({ ...data, updated_at: new Date() })
          .where(eq(monthly_duties.id, duty.id));
      }
      if (changed) await db.delete(monthly_duty_doyangs).where(eq(monthly_duty_doyangs.monthly_duty_id, duty.id));
      return showOne(db, actor, duty.id, data.doyang_id ?? duty.doyang_id);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/monthly_duties/:id',
    tags,
    permission: WRITERS,
    scope: 'doyang',
    params,
    handler: async ({ db, actor, params }) => {
      const duty = await loadDuty(db, params.id);
      if (!generalDirectionLevel(actor, 'delete')) requireOwnDutyWrite(actor, duty, 'delete');
      const [row] = await db.delete(monthly_duties).where(eq(monthly_duties.id, duty.id)).returning();
      return row;
    },
  });
}
