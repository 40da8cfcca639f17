import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import { listDoyangs } from './doyangs.queries.ts';

export async function doyangRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Home shows every doyang's card to every user (spec 01 §2), so the front-page list is not scoped;
  // the record itself (GET /{id}) is.
  r.get('/api/doyangs', { schema: { tags: ['doyangs'] } }, async (request) => {
    const q = parseListQuery(request.query as Record<string, unknown>);
    const frontPage = q.filters.front_page === '1';
    const active = q.filters.active === undefined ? (frontPage ? true : undefined) : q.filters.active === '1';
    return listDoyangs(app.db, {
      active,
      ids: q.ids,
      search: q.search,
      withResponsible: frontPage || q.with.includes('responsible'),
      withPersonal: q.with.includes('personal'),
    });
  });

  r.get('/api/doyangs/:id', { schema: { tags: ['doyangs'], params: z.object({ id: z.string() }) } }, async (request) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id)) throw notFound();
    requireDoyang(request, id);
    const [doyang] = await listDoyangs(app.db, { ids: [id], withResponsible: true, withPersonal: true });
    if (!doyang) throw notFound();
    return doyang;
  });
}
