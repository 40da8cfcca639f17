import {
  canReadDuties,
  canSeeGeneralDirection,
  doyangPersonalSchema,
  doyangSchema,
  doyangsForViewer,
  GENERAL_DIRECTION_DOYANG_ID,
  hasPermission,
  withDoyangPrefix,
} from '@doyang/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { doyang_personal, doyangs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { listDoyangs, surrogatedDoyangs } from './doyangs.queries.ts';

const listQuery = listQueryParams({
  front_page: Q.flag,
  active: Q.flag,
  name: Q.text,
  doyang_type_id: Q.id,
  doyang_category_id: Q.id,
});
const oneQuery = strictQuery({ with: Q.names, append: Q.names });
// `personal` removes one staff member; without it the doyang itself is deleted. An invalid value is a 422.
const deleteQuery = strictQuery({ personal: Q.id });
const ORDERABLE = new Set(['name', 'opening_date', 'students_count', 'id']);

/** Staff of a doyang may manage its personal with 'Doyang Personal'; the catalogue area 'Doyangs' reaches all. */
function requirePersonalAccess(request: FastifyRequest, doyangId: number, action: 'create' | 'delete'): void {
  if (hasPermission(request.user.permissions, 'Doyangs', 'update') && canSeeGeneralDirection(request.user)) return;
  requirePermission(request, 'Doyang Personal', action);
  requireDoyang(request, doyangId);
}

export async function doyangRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const show = async (id: number) => {
    const [doyang] = await listDoyangs(app.db, { ids: [id], withResponsible: true, withPersonal: true, withCategory: true });
    if (!doyang) throw notFound();
    return { ...doyang, surrogated_doyangs: await surrogatedDoyangs(app.db, id) };
  };

  // Home shows every doyang's card to every user (spec 01 §2), so the list is not scoped; a doyang's details
  // (phones, address, staff) only reach those who may see them (doyangsForViewer), and the record is scoped.
  r.get('/api/doyangs', { schema: { tags: ['doyangs'], querystring: listQuery } }, async (request) => {
    const q = parseListQuery(request.query);
    const isOn = (v: string | undefined) => v === '1' || v === 'true';
    const frontPage = isOn(q.filters.front_page);
    const active = q.filters.active === undefined ? (frontPage ? true : undefined) : isOn(q.filters.active);
    const requested = q.orderBy.find((o) => ORDERABLE.has(o.field));
    const paged = q.paginate && q.perPage > 0;
    const rows = await listDoyangs(app.db, {
      active,
      ids: q.ids,
      search: q.search ?? q.filters.name ?? null,
      typeId: Number(q.filters.doyang_type_id) || undefined,
      categoryId: Number(q.filters.doyang_category_id) || undefined,
      withResponsible: frontPage || q.with.includes('responsible') || q.paginate,
      withPersonal: q.with.includes('personal'),
      withCategory: q.with.includes('category'),
      // Duty counts only for those who read duties: a kyosa's Home shows every card, not every doyang's duties.
      withDuties: frontPage && canReadDuties(request.user),
      order: requested
        ? { field: requested.field as 'name', dir: requested.dir }
        : q.paginate
          ? { field: 'name', dir: 'asc' }
          : undefined,
      page: paged ? { limit: q.perPage, offset: (q.page - 1) * q.perPage } : undefined,
    });
    const total = Number(rows[0]?.__total ?? 0);
    const visible = doyangsForViewer(
      request.user,
      rows.map(({ __total, ...d }) => d),
    );
    return q.paginate ? pageOf(visible, total, q) : visible;
  });

  r.get('/api/doyangs/:id', { schema: { tags: ['doyangs'], params: idParams, querystring: oneQuery } }, async (request) => {
    const id = request.params.id;
    requireDoyang(request, id);
    return show(id);
  });

  r.post('/api/doyangs', { schema: { tags: ['doyangs'], body: doyangSchema } }, async (request, reply) => {
    requirePermission(request, 'Doyangs', 'create');
    const body = request.body;
    const [row] = await app.db
      .insert(doyangs)
      .values({ ...body, name: withDoyangPrefix(body.name, body.doyang_type_id) })
      .returning({ id: doyangs.id });
    return reply.status(201).send(await show(row.id));
  });

  // PUT carries either the doyang's fields or {personal, doyang_surrogation_id} to add staff (spec 02 §7).
  r.put('/api/doyangs/:id', { schema: { tags: ['doyangs'], params: idParams } }, async (request) => {
    const id = request.params.id;
    const [current] = await app.db.select().from(doyangs).where(eq(doyangs.id, id));
    if (!current) throw notFound();
    const raw = (request.body ?? {}) as Record<string, unknown>;
    // `personal` with one id means 'add staff' (anything else under that key is a 422, never an edit); a form
    // sending the record back carries the personal list and edits the doyang.
    const addsPersonal = raw.personal !== undefined && raw.personal !== null && !Array.isArray(raw.personal);
    if (addsPersonal) {
      requirePersonalAccess(request, id, 'create');
      const p = doyangPersonalSchema.parse(raw);
      await app.db
        .insert(doyang_personal)
        .values({ doyang_id: id, user_id: p.personal, doyang_surrogation_id: p.doyang_surrogation_id })
        .onConflictDoUpdate({
          target: [doyang_personal.doyang_id, doyang_personal.user_id],
          set: { doyang_surrogation_id: p.doyang_surrogation_id },
        });
      return show(id);
    }
    requirePermission(request, 'Doyangs', 'update');
    // Only the keys sent: zod applies `.default()` even inside `.partial()`.
    const parsed = doyangSchema.partial().parse(raw);
    const data = onlySent(parsed, raw);
    const typeId = data.doyang_type_id ?? current.doyang_type_id;
    if (data.name !== undefined || data.doyang_type_id !== undefined)
      data.name = withDoyangPrefix(data.name ?? current.name, typeId);
    if (Object.keys(data).length) await app.db.update(doyangs).set(data).where(eq(doyangs.id, id));
    return show(id);
  });

  // DELETE with ?personal={userId} removes one staff member; without it deletes the doyang.
  r.delete('/api/doyangs/:id', { schema: { tags: ['doyangs'], params: idParams, querystring: deleteQuery } }, async (request) => {
    const id = request.params.id;
    const { personal: personalParam } = request.query;
    if (personalParam !== undefined) {
      const personal = Number(personalParam);
      requirePersonalAccess(request, id, 'delete');
      const removed = await app.db
        .delete(doyang_personal)
        .where(and(eq(doyang_personal.doyang_id, id), eq(doyang_personal.user_id, personal)))
        .returning();
      if (!removed.length) throw notFound();
      return show(id);
    }
    requirePermission(request, 'Doyangs', 'delete');
    if (id === GENERAL_DIRECTION_DOYANG_ID) throw forbidden();
    const [row] = await app.db.delete(doyangs).where(eq(doyangs.id, id)).returning();
    if (!row) throw notFound();
    return row;
  });
}
