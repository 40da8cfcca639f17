import { GENERAL_DIRECTOR_USER_ID, genealogyNodeAnswer } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { genealogyTree } from './genealogy.queries.ts';

export async function genealogyRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/genealogy',
    tags: ['genealogy'],
    summary: 'Linaje: de maestro a alumno bajo el director general',
    // 'Linaje' needs no permission (spec 01 §6): names and degrees only, the lineage of the whole network.
    permission: { anyLogin: 'Linaje (spec 01 §6): nombres y grados' },
    scope: 'network',
    response: genealogyNodeAnswer,
    handler: async ({ db }) => {
      const tree = await genealogyTree(db, GENERAL_DIRECTOR_USER_ID);
      if (!tree) throw notFound();
      return tree;
    },
  });
}
