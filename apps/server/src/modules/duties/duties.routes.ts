import {
  accessibleDoyangIds,
  canSeeGeneralDirection,
  DUTY_READERS,
  dutyConcerns,
  dutyContentChanged,
  dutyGeneralDirectionLevel,
  GENERAL_DIRECTION_DOYANG_ID,
  hasTwoAudiences,
  homeDutyLists,
  MSG,
  monthlyDutyDoneSchema,
  monthlyDutySchema,
  setsGeneralDirectionFlag,
} from '@doyang/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { monthly_duties, monthly_duty_doyangs } from '../../db/schema/index.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { bimesterStartSql, concernsSql, listDuties } from './duties.queries.ts';

const tags = ['monthly_duties'];
const params = idParams;
const listQuery = listQueryParams({ doyang_id: Q.id, name: Q.text });
const doyangQuery = strictQuery({ doyang_id: Q.id, with: Q.names, append: Q.names });
const READERS = DUTY_READERS;
const ORDERABLE: Record<string, string> = { due_date: 'd.due_date', name: 'd.name', id: 'd.id', created_at: 'd.created_at' };

type Duty = typeof monthly_duties.$inferSelect;

/** The general direction's catalogue ('Tareas bimestrales') with the action: every duty, every option. */
const generalDirectionLevel = (request: FastifyRequest, action: 'create' | 'update' | 'delete') =>
  dutyGeneralDirectionLevel(request.user, action);

/** Others edit only their own doyang's duties ('Doyang Tareas Bimestrales' + scope), never the general-direction options. */
function requireOwnDutyWrite(
  request: FastifyRequest,
  duty: Pick<Duty, 'doyang_id' | 'to_doyang' | 'to_general_direction'>,
  action: 'create' | 'update' | 'delete',
) {
  requirePermission(request, 'Doyang Tareas Bimestrales', action);
  if (duty.to_doyang || duty.to_general_direction || !duty.doyang_id) throw forbidden(MSG.generalDirectionOnlyField);
  requireDoyang(request, duty.doyang_id);
}

async function loadDuty(request: FastifyRequest, id: number): Promise<Duty> {
  const [duty] = await request.server.db.select().from(monthly_duties).where(eq(monthly_duties.id, id));
  if (!duty) throw notFound();
  return duty;
}

export async function dutyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Which doyangs did a duty and which did not is general direction's view (spec 02 §6), never a doyang's.
  const showOne = async (request: FastifyRequest, id: number, checkedFor: number | null) => {
    const network = canSeeGeneralDirection(request.user);
    const [row] = await listDuties(app.db, {
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
  r.get('/api/monthly_duties', { schema: { tags, querystring: listQuery } }, async (request) => {
    requirePermission(request, READERS);
    const q = parseListQuery(request.query);
    const network = canSeeGeneralDirection(request.user);
    const doyangId = Number(q.filters.doyang_id) || null;
    if (doyangId) requireDoyang(request, doyangId);
    const scope = accessibleDoyangIds(request.user);
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
    const list = await listDuties(app.db, {
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
  });

  // The Home column 'Tareas Bimestrales' (spec 01 §2): the five lists for the selected doyang, this bimester on.
  r.get('/api/monthly_duties/home', { schema: { tags, querystring: doyangQuery } }, async (request) => {
    requirePermission(request, READERS, 'read');
    const isGeneralDirection = canSeeGeneralDirection(request.user);
    const asked = Number(request.query.doyang_id) || null;
    const doyangId = asked ?? (isGeneralDirection ? GENERAL_DIRECTION_DOYANG_ID : null);
    if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
    requireDoyang(request, doyangId);
    const list = await listDuties(app.db, {
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
  });

  r.get('/api/monthly_duties/:id', { schema: { tags, params, querystring: doyangQuery } }, async (request) => {
    requirePermission(request, READERS);
    const duty = await loadDuty(request, request.params.id);
    const asked = Number(request.query.doyang_id) || null;
    if (asked) requireDoyang(request, asked);
    if (!canSeeGeneralDirection(request.user)) {
      const reachable = accessibleDoyangIds(request.user) ?? [];
      if (!reachable.some((id) => dutyConcerns(duty, id))) throw forbidden(MSG.forbiddenDoyang);
    }
    return showOne(request, duty.id, asked ?? duty.doyang_id);
  });

  r.post('/api/monthly_duties', { schema: { tags, body: monthlyDutySchema } }, async (request, reply) => {
    const body = request.body;
    if (hasTwoAudiences(body)) throw validationError({ to_general_direction: [MSG.dutyOneAudience] });
    let doyangId = body.doyang_id ?? null;
    if (generalDirectionLevel(request, 'create')) {
      doyangId ??= GENERAL_DIRECTION_DOYANG_ID;
    } else {
      requirePermission(request, 'Doyang Tareas Bimestrales', 'create');
      if (setsGeneralDirectionFlag(body)) throw forbidden(MSG.generalDirectionOnlyField);
      if (!doyangId) throw validationError({ doyang_id: [MSG.required] });
      requireDoyang(request, doyangId);
    }
    const [row] = await app.db
      .insert(monthly_duties)
      .values({ ...body, doyang_id: doyangId, created_by: request.user.id })
      .returning({ id: monthly_duties.id });
    return reply.status(201).send(await showOne(request, row.id, doyangId));
  });

  // PUT carries either the done toggle {monthly_duty_id, doyang_id, done} or the duty's fields. Editing the
  // content clears every done mark: the form warned that doyangs lose it (MSG.dutyEditWarning).
  r.put('/api/monthly_duties/:id', { schema: { tags, params } }, async (request) => {
    const duty = await loadDuty(request, request.params.id);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (raw.done !== undefined) {
      const toggle = monthlyDutyDoneSchema.parse(raw);
      requirePermission(request, READERS, 'update');
      requireDoyang(request, toggle.doyang_id);
      if (!dutyConcerns(duty, toggle.doyang_id)) throw validationError({ doyang_id: [MSG.dutyNotForDoyang] });
      if (toggle.done) {
        await app.db
          .insert(monthly_duty_doyangs)
          .values({ monthly_duty_id: duty.id, doyang_id: toggle.doyang_id, done_by: request.user.id })
          .onConflictDoNothing();
      } else {
        await app.db
          .delete(monthly_duty_doyangs)
          .where(and(eq(monthly_duty_doyangs.monthly_duty_id, duty.id), eq(monthly_duty_doyangs.doyang_id, toggle.doyang_id)));
      }
      return showOne(request, duty.id, toggle.doyang_id);
    }
    const parsed = monthlyDutySchema.partial().parse(raw);
    const data = onlySent(parsed, raw);
    if (!generalDirectionLevel(request, 'update')) {
      requireOwnDutyWrite(request, duty, 'update');
      if (setsGeneralDirectionFlag(data)) throw forbidden(MSG.generalDirectionOnlyField);
      if (data.doyang_id) requireDoyang(request, data.doyang_id);
    }
    if (hasTwoAudiences({ ...duty, ...data })) throw validationError({ to_general_direction: [MSG.dutyOneAudience] });
    const changed = dutyContentChanged(duty, data);
    await app.db.transaction(async (tx) => {
      if (Object.keys(data).length) {
        await tx
          .update(monthly_duties)
          .set({ ...data, updated_at: new Date() })
          .where(eq(monthly_duties.id, duty.id));
      }
      if (changed) await tx.delete(monthly_duty_doyangs).where(eq(monthly_duty_doyangs.monthly_duty_id, duty.id));
    });
    return showOne(request, duty.id, data.doyang_id ?? duty.doyang_id);
  });

  r.delete('/api/monthly_duties/:id', { schema: { tags, params } }, async (request) => {
    const duty = await loadDuty(request, request.params.id);
    if (!generalDirectionLevel(request, 'delete')) requireOwnDutyWrite(request, duty, 'delete');
    const [row] = await app.db.delete(monthly_duties).where(eq(monthly_duties.id, duty.id)).returning();
    return row;
  });
}
