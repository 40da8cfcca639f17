import { bracketAnswer } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { readers, tags } from './bracket-calls.ts';
import { requireVisibleBracket, viewFor } from './brackets.service.ts';

// One bracket as its screen shows it (spec 03 §7): whoever reads tournaments sees the brackets of their doyangs and
// areas (brackets.service.ts); the whole tournament's come with `append=graphs` (brackets.append.ts).

export async function bracketReadRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/api/tournament_graphs/:id',
    tags,
    summary: 'Una gráfica: competidores, usuarios por posición (1 final … 7), decisiones y pendientes',
    permission: readers,
    scope: 'doyang',
    params: idParams,
    response: bracketAnswer,
    handler: async ({ db, actor, params }) => viewFor(actor, await requireVisibleBracket(db, actor, params.id)),
  });
}
