import { canReadDuties, canSeeGeneralDirection, doyangSchema, hasPermission, withDoyangPrefix } from '@doyang/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doyang_personal, doyangs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { pageOf, parseListQuery } from '../../http/list-query.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { listDoyangs, surrogatedDoyangs } from './doyangs.queries.ts';

const idParams = z.object({ id: z.string() });
const personalBody = z.object({
  personal: z.coerce.number().int().positive(),
  doyang_surrogation_id: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number().int().positive().nullable(),
  ),
});
const ORDERABLE = new Set(['name', 'opening_date', 'students_count', 'id']);

function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

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

  // Home shows every doyang's card to every user (spec 01 §2), so the list is not scoped; the record is.
  r.get('/api/doyangs', { schema: { tags: ['doyangs'] } }, async (request) => {
    const q = parseListQuery(request.query as Record<string, unknown>);
    const frontPage = q.filters.front_page === '1';
    const active = q.filters.active === undefined ? (frontPage ? true : undefined) : q.filters.active === '1';
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
    if (!q.paginate) return rows;
    const total = Number(rows[0]?.__total ?? 0);
    return pageOf(
      rows.map(({ __total, ...d }) => d),
      total,
      q,
    );
  });

  r.get('/api/doyangs/:id', { schema: { tags: ['doyangs'], params: idParams } }, async (request) => {
    const id = parseId(request.params.id);
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
    const id = parseId(request.params.id);
    const [current] = await app.db.select().from(doyangs).where(eq(doyangs.id, id));
    if (!current) throw notFound();
    const raw = (request.body ?? {}) as Record<string, unknown>;
    // Only a single id means 'add staff'; a form sending the record back carries the personal list and edits the doyang.
    const addsPersonal = typeof raw.personal === 'number' || (typeof raw.personal === 'string' && /^\d+$/.test(raw.personal));
    if (addsPersonal) {
      requirePersonalAccess(request, id, 'create');
      const p = personalBody.parse(raw);
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
    const data = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in raw)) as typeof parsed;
    const typeId = data.doyang_type_id ?? current.doyang_type_id;
    if (data.name !== undefined || data.doyang_type_id !== undefined)
      data.name = withDoyangPrefix(data.name ?? current.name, typeId);
    if (Object.keys(data).length) await app.db.update(doyangs).set(data).where(eq(doyangs.id, id));
    return show(id);
  });

  // DELETE with ?personal={userId} removes one staff member; without it deletes the doyang.
  r.delete('/api/doyangs/:id', { schema: { tags: ['doyangs'], params: idParams } }, async (request) => {
    const id = parseId(request.params.id);
    const personal = Number((request.query as { personal?: string }).personal);
    if (personal) {
      requirePersonalAccess(request, id, 'delete');
      const removed = await app.db
        .delete(doyang_personal)
        .where(and(eq(doyang_personal.doyang_id, id), eq(doyang_personal.user_id, personal)))
        .returning();
      if (!removed.length) throw notFound();
      return show(id);
    }
    requirePermission(request, 'Doyangs', 'delete');
    if (id === 23) throw forbidden();
    const [row] = await app.db.delete(doyangs).where(eq(doyangs.id, id)).returning();
    if (!row) throw notFound();
    return row;
  });
}
