import { MSG, poomseCategoryAnswer, poomseCategorySchema, poomses as poomseEntry } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one } from '../../../db/sql.ts';
import { notFound, validationError } from '../../../http/errors.ts';
import { idParams, Q } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { loadPoomseCategories, loadPoomseCategory } from './poomse-categories.queries.ts';

// A poomse's categories (spec 03 §2 'Poomses', §7): listed, added ({tournament_age_group_id, degree_id}) and deleted
// under the poomse. Written with 'Poomses'; read by whoever reads poomses.

// `:id` like /api/poomses/:id (one parameter name per position in the route tree).
const categoryParams = z.object({ id: Q.id.transform(Number), categoryId: Q.id.transform(Number) });
const base = '/api/poomses/:id/tournament_poomse_categories';
const tags = ['poomses'];

export async function poomseCategoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: base,
    tags,
    summary: 'Categorías de un poomse (división de edad y grado)',
    permission: { area: poomseEntry.readAreas },
    scope: 'network',
    params: idParams,
    response: z.array(poomseCategoryAnswer),
    handler: async ({ db, params }) => {
      const categories = await loadPoomseCategories(db, params.id);
      if (!categories) throw notFound();
      return categories;
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: base,
    tags,
    summary: 'Agregar una categoría al poomse',
    permission: { area: poomseEntry.area, action: 'create' },
    scope: 'network',
    params: idParams,
    body: poomseCategorySchema,
    response: poomseCategoryAnswer,
    handler: async ({ db, params, body }) => {
      const state = await one<{ poomse: boolean; group: boolean; degree: boolean; taken: boolean }>(
        db,
        sql`select exists (select 1 from poomses where id = ${params.id}) as poomse,
          exists (select 1 from tournament_age_groups where id = ${body.tournament_age_group_id}) as group,
          exists (select 1 from degrees where id = ${body.degree_id}) as degree,
          exists (select 1 from tournament_poomse_categories where poomse_id = ${params.id}
            and tournament_age_group_id = ${body.tournament_age_group_id} and degree_id = ${body.degree_id}) as taken`,
      );
      if (!state?.poomse) throw notFound();
      const errors: Record<string, string[]> = {};
      if (!state.group) errors.tournament_age_group_id = [MSG.relatedMissing];
      if (!state.degree) errors.degree_id = [MSG.relatedMissing];
      if (state.taken) errors.degree_id = [MSG.poomseCategoryTaken];
      if (Object.keys(errors).length) throw validationError(errors);
      const made = await one<{ id: number }>(
        db,
        sql`insert into tournament_poomse_categories (poomse_id, tournament_age_group_id, degree_id)
          values (${params.id}, ${body.tournament_age_group_id}, ${body.degree_id}) returning id`,
      );
      const category = await loadPoomseCategory(db, Number(made?.id));
      if (!category) throw notFound();
      return category;
    },
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/:categoryId`,
    tags,
    summary: 'Eliminar una categoría del poomse',
    permission: { area: poomseEntry.area, action: 'delete' },
    scope: 'network',
    params: categoryParams,
    response: poomseCategoryAnswer,
    handler: async ({ db, params }) => {
      const category = await loadPoomseCategory(db, params.categoryId);
      if (!category) throw notFound();
      if (category.poomse_id !== params.id) throw validationError({ categoryId: [MSG.poomseCategoryOfOther] });
      await db.execute(sql`delete from tournament_poomse_categories where id = ${params.categoryId}`);
      return category;
    },
  });
}
