import { GENERAL_DIRECTOR_USER_ID } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { genealogyTree } from './genealogy.queries.ts';

/** 'Linaje' needs no permission (spec 01 §6): names and degrees only, the lineage of the whole network. */
export async function genealogyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/genealogy', { schema: { tags: ['genealogy'] } }, async () => {
    const tree = await genealogyTree(app.db, GENERAL_DIRECTOR_USER_ID);
    if (!tree) throw notFound();
    return tree;
  });
}
